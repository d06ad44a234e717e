import type { Language } from "#server/ai/understanding/corpus.ts";
import { isCommandWord } from "#server/ai/understanding/courtesy.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { isMutatingTool, type Understanding } from "#server/ai/understanding/plan.ts";
import { read } from "#server/ai/understanding/reading.ts";
import { serviceOf } from "#server/ai/understanding/service-requests.ts";
import { isPunctuation, tokenize } from "#server/ai/understanding/text.ts";
import { isCommand } from "#server/ai/understanding/words.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";

/**
 * A request with talk around it: "borrá el papel de la lista, quedó un montón", "cancela la
 * cita del pediatra, el niño ya está bien gracias a Dios", "vale, mi suegra está delicada,
 * cancela la comida del sábado", "sacá el pan de la lista que lo hace Rosa en casa". Families
 * say why, or how they feel, before or after what they ask; that talk is no request of its own,
 * and read with the request it made the whole a guess to confirm. The request is what is left
 * when a piece of talk at either end is set aside — only when that rest acts on its own and the
 * piece set aside asks for nothing, names nothing to buy, counts nothing, says no day and,
 * read alone, changes nothing ("…, ya saqué la basura" tells a chore done).
 */
export function requestAmidTalk(
  message: string,
  said: Understanding,
  context: { today: IsoDate; fallback: Language },
  understand: (request: string) => Understanding,
): Understanding | null {
  if (message.length > 400) return null;
  if (said.outcome !== "confirm" && said.outcome !== "unclear") return null;
  const cuts = cutsOf(message);
  if (cuts.length === 0 || cuts.length > 6) return null;
  // The smallest piece of talk first: after the request, then before it.
  const tried = [
    ...[...cuts]
      .reverse()
      .map((cut) => ({ request: message.slice(0, cut), talk: message.slice(cut), before: false })),
    // Talk before the request ends where a sentence does ("los gurises tienen | que llevar…"
    // is one obligation).
    ...cuts
      .filter((cut) => /[,;.!?…-]\s*$/u.test(message.slice(0, cut)))
      .map((cut) => ({ request: message.slice(cut), talk: message.slice(0, cut), before: true })),
  ];
  for (const { request, talk, before } of tried) {
    if (!/\p{L}/u.test(request)) continue;
    const understood = understand(request);
    if (understood.outcome !== "act" || understood.calls.length === 0) continue;
    // "no hay luz en el baño, se quemó algo": what is told around a service is its trouble.
    if (understood.calls.some((call) => call.toolName === "createServiceRequest")) continue;
    if (isTalk(talk, understood, context, before) && !changesAlone(understand(talk)))
      return understood;
  }
  return null;
}

/**
 * "quita las manzanas, la vecina nos regaló un montón", "ya está el pan, lo trajo Carlos de la
 * panadería", "move the water filter to monday, the store was closed": a request of the list's
 * lines or of a chore or event by its name, with the talk after it read as more lines or as more
 * of the name. When the request without that talk asks the same of fewer words, and the talk
 * alone changes nothing and names nothing to buy, the talk is set aside.
 */
export function namedRequestAmidTalk(
  message: string,
  said: Understanding,
  context: { today: IsoDate; fallback: Language },
  understand: (request: string) => Understanding,
): Understanding | null {
  if (message.length > 400 || said.outcome !== "act") return null;
  if (!said.calls.every((call) => namingTools.has(call.toolName))) return null;
  for (const cut of cutsOf(message).reverse()) {
    const request = understand(message.slice(0, cut));
    const talk = message.slice(cut);
    if (request.outcome !== "act" || request.calls.length === 0) continue;
    // "desmarca o cereal, peguei o errado e devolvi": the talk may have read as a request too.
    const sameAsked =
      request.calls.length <= said.calls.length &&
      request.calls.every((call, i) => call.toolName === said.calls[i]?.toolName);
    if (!sameAsked || namesSaid(request) >= namesSaid(said)) continue;
    if (isTalk(talk, request, context, false) && !changesAlone(understand(talk))) return request;
  }
  return null;
}

/** The tools whose request names lines of the list, or a chore or an event by its title. */
const namingTools = new Set([
  "checkShoppingItems",
  "uncheckShoppingItems",
  "removeShoppingItems",
  "updateTask",
  "completeTask",
  "reopenTask",
  "deleteTask",
  "updateEvent",
  "cancelEvent",
]);

/** How many words the request's names and titles take. */
function namesSaid(understood: Understanding): number {
  return understood.calls
    .flatMap((call) => [
      ...(Array.isArray(call.input.names) ? call.input.names : []),
      call.input.title ?? "",
    ])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/**
 * "sacá las manzanas de la lista que ya no hacen falta", "take the detergent off the list, Carlos
 * already got some": a request of the shopping list, then why — the why, read alone, looks like a
 * chore told done, and it hid the request. When all the message did was complete a chore and
 * what comes before the why is a request of the list on its own, that request is the message.
 */
export function listRequestBeforeWhy(
  message: string,
  said: Understanding,
  understand: (request: string) => Understanding,
): Understanding | null {
  if (message.length > 400 || said.outcome !== "act") return null;
  if (!said.calls.every((call) => call.toolName === "completeTask")) return null;
  for (const cut of cutsOf(message).reverse()) {
    const why = message.slice(cut);
    if (/[\d?¿]/u.test(why)) continue;
    const told = tokenize(why).filter((token) => !isPunctuation(token));
    if (told.some((token) => isCommand(token) || isCommandWord(token.folded))) continue;
    const request = understand(message.slice(0, cut));
    const ofTheList = request.calls.every((call) => /ShoppingItems$/.test(call.toolName));
    if (request.outcome === "act" && request.calls.length > 0 && ofTheList) return request;
  }
  return null;
}

/** "porque", "que", "pq", "because": words that open the reason for a request. */
const reasonOpeners =
  /^(?:porque|porq|pq|xq|que|q|ya que|pues|pois|já que|ja que|because|bc|cause|'cause|since|as|for|para|pa|pra|pro)\b/iu;

/** Where a message may be cut in two: after a comma or a stop, before a word that opens a
 * reason, and before what the list is for ("…on the list for game day", "…a la lista para la
 * fiesta"). */
function cutsOf(message: string): number[] {
  const cuts = new Set<number>();
  for (const match of message.matchAll(
    /[,;.!?…]+\s*|\s+-\s+|\s+(?=(?:porque|pq|xq|que|q|pois|because|since)\s)|(?<=(?:list|lista|compras)\s*)\s+(?=(?:for|para|pa|pra|pro)\s)/giu,
  )) {
    const at = (match.index ?? 0) + (match[0].match(/^[,;.!?…\s-]*/u)?.[0].length ?? 0);
    const cut = /^\s/.test(match[0]) ? (match.index ?? 0) : at;
    // "hay que pagar", "tengo que llevar", "tem que": an obligation, not a reason.
    if (
      /\b(?:hay|tengo|tiene|tienes|tenemos|tienen|tem|temos|têm|tenho)\s*$/iu.test(
        message.slice(0, cut),
      )
    )
      continue;
    if (cut > 0 && cut < message.length && /\p{L}/u.test(message.slice(cut))) cuts.add(cut);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** The household's own lists and places: a piece that names one asks something of it. */
const householdWords = new Set([
  ...["lista", "list", "tarea", "tareas", "tarefa", "tarefas", "task", "tasks", "to-do", "todo"],
  ...["calendario", "calendar", "agenda", "despensa", "alacena", "pantry", "evento", "event"],
  ...["recordatorio", "reminder", "lembrete", "menu", "menú", "cardapio", "cardápio"],
]);

/** "we need", "falta", "precisa de", "also", "además": a piece that says a need or adds to what
 * came before asks for something. */
const askingWords = new Set([
  ...["necesito", "necesitamos", "necesita", "falta", "faltan", "quiero", "queremos"],
  ...["tambien", "ademas", "preciso", "precisa", "precisamos", "quero", "tambem", "alem"],
  ...["need", "needs", "want", "also", "plus"],
]);

/** Counting words: "dos", "media", "docena", "three" — how much is part of a request. */
const countWords = new Set([
  ...["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "doce"],
  ...["medio", "media", "docena", "kilo", "kilos", "litro", "litros", "paquete", "paquetes"],
  ...["dois", "duas", "três", "quatro", "meio", "meia", "dúzia", "quilo", "quilos", "pacote"],
  ...["two", "three", "four", "five", "six", "half", "dozen", "pound", "pounds", "pack"],
]);

function changesAlone(understood: Understanding): boolean {
  return (
    understood.outcome === "act" && understood.calls.some((call) => isMutatingTool(call.toolName))
  );
}

function isTalk(
  piece: string,
  request: Understanding,
  context: { today: IsoDate; fallback: Language },
  before: boolean,
): boolean {
  const trimmed = piece.replace(/^[\s,;.!?…-]+|[\s,;.!?…-]+$/gu, "");
  const reading = read(trimmed, context.today, context.fallback, { language: request.language });
  const words = reading.tokens.filter((token) => !isPunctuation(token));
  if (words.length === 0) return false;
  const folded = words.map((token) => token.folded);
  if (/\d/.test(trimmed) || /[?¿]/.test(trimmed)) return false;
  if (words.some((token) => isCommand(token) || isCommandWord(token.folded))) return false;
  if (folded.some((word) => countWords.has(word) || householdWords.has(word))) return false;
  if (folded.some((word) => askingWords.has(word))) return false;
  // "o ar-condicionado tá pingando, …": a trouble told is what a service is asked for.
  if (namesAGrocery(words) || serviceOf(folded) !== null) return false;
  // "…, que vienen mis suegros el sábado": the day of a reason is the reason's, when the
  // request takes no day (the list, the pantry); otherwise a day said belongs to the request.
  const { temporal } = reading;
  const dated = temporal.date || temporal.time || temporal.recurrence || temporal.durationMinutes;
  const takesNoDay = request.calls.every((call) => /ShoppingItem|PantryItem/.test(call.toolName));
  if (!dated) return true;
  if (takesNoDay && reasonOpeners.test(trimmed)) return true;
  // "el sábado hacemos causa, recuérdame el viernes comprar las cosas": told before a request
  // with a day of its own, the other day is the occasion's.
  return before && request.calls.every((call) => hasOwnDay(call.input));
}

function hasOwnDay(input: Record<string, unknown>): boolean {
  return typeof input.dueDate === "string" || typeof input.date === "string";
}
