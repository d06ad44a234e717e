import type { Intent } from "#server/ai/understanding/corpus.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading } from "#server/ai/understanding/scene.ts";
import { contentWords, type Slots } from "#server/ai/understanding/templates.ts";
import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * Outright requests and tellings no phrasing of the corpus fits, that the network alone would
 * only propose (issue 16, sixth round): a family that says what they want — or what they did —
 * expects it done.
 *
 * - A chore told done with a verb in the past said by oneself: «saqué la basura yo misma»,
 *   «lavé el carro», «lavei o carro eu mesma», «yo pagué la luz». The household's tasks say
 *   which one (builtin/references.ts); none of that name is answered as such, nothing changes.
 * - «mark the internet bill as paid», «marca la luz como pagada»: marked by the state it is in.
 */

/** "saqué", "lavé", "regué", "pagué": the first person's past in Spanish (accented, as said). */
const spanishPast = /^\p{L}{2,}é$/u;
/** "lavei", "tirei", "paguei": the first person's past in Portuguese. */
const portuguesePast = /^\p{L}{2,}ei$/u;
/** What was bought, used or cooked is the list's, the pantry's or the week plan's. */
const notAChore =
  /^(compr|consegu|gast|us[eé]|acab|termin|cocin|cozinh|prepar|hic|fiz|com[ií]|tom[eé]|beb)/;

const selfWords = /^(yo|eu|mism[oa]s?|mesm[oa]s?|myself|ourselves)$/;

/** The chore said after a past verb said by oneself, or null. */
function choreDoneByMe(tokens: Token[]): Token[] | null {
  let words = tokens.filter((token) => !isPunctuation(token));
  if (/^(yo|eu)$/.test(words[0]?.folded ?? "")) words = words.slice(1);
  const [verb, ...rest] = words;
  if (!verb || rest.length === 0 || notAChore.test(verb.folded)) return null;
  const bySelf = /^(mism[oa]s?|mesm[oa]s?)$/.test(words.at(-1)?.folded ?? "");
  const past =
    spanishPast.test(verb.text.toLowerCase()) ||
    portuguesePast.test(verb.folded) ||
    // "saque la basura yo misma": said without its accent, "yo misma" says who did it.
    (bySelf && /e$/.test(verb.folded));
  if (!past) return null;
  const chore = rest.filter((token) => !selfWords.test(token.folded));
  return chore.some((token) => /\p{L}{3,}/u.test(token.text)) ? chore : null;
}

/** "sacó", "lavaron", "tirou", "washed", "took": the past said of someone else. */
const othersPast =
  /^(?:\p{L}{2,}ó|\p{L}{2,}(?:aron|ieron)|\p{L}{3,}(?:ou|eu|iu)|\p{L}{3,}ed|took|did|fed|swept|paid|made|put|ran)$/u;
const alreadyWords = /^(ya|ja|already|finally|al fin|por fin)$/;
const notSomeone = /^(yo|eu|we|you|they|que|quien|quem|what|who|which|cual|qual|como|how)$/;
const notDone = /^(no|nao|not|never|nunca|didn'?t|hasn'?t|haven'?t|todavia|ainda|still)$/;

/** "Carlos sacó la basura", "o Carlos já tirou o lixo", "mateo took the dog for a walk": a
 * chore told done by a member (a name, with its article in Portuguese), or null. */
function choreDoneBySomeone(tokens: Token[]): Token[] | null {
  // "Carlos ya sacó la basura, márquela como hecha": the telling ends where the sentence does.
  const end = tokens.findIndex((token) => isPunctuation(token));
  let words = end < 0 ? tokens : tokens.slice(0, end);
  if (words.some((token) => notDone.test(token.folded))) return null;
  if (/^(o|a|el|la)$/.test(words[0]?.folded ?? "")) words = words.slice(1);
  const [who, ...afterWho] = words;
  if (!who || !/^\p{L}{3,}$/u.test(who.text) || notSomeone.test(who.folded)) return null;
  const rest = alreadyWords.test(afterWho[0]?.folded ?? "") ? afterWho.slice(1) : afterWho;
  const [verb, ...chore] = rest;
  // Said with its accent: "saco" is the present, "sacó" the past.
  if (!verb || !othersPast.test(verb.text.toLowerCase())) return null;
  if (notAChore.test(verb.folded)) return null;
  // "…tirou o lixo e a Sofia lavou o carro": two chores told, each its own part.
  if (chore.some((token) => othersPast.test(token.text.toLowerCase()))) return null;
  return chore.some((token) => /\p{L}{3,}/u.test(token.text)) ? chore : null;
}

/** "la luz ya está pagada", "the electric bill is paid", "o lixo já tá feito": a chore told
 * in the state it is in, or null. */
function choreInItsState(tokens: Token[]): Token[] | null {
  const words = tokens.filter((token) => !isPunctuation(token));
  if (words.some((token) => notDone.test(token.folded))) return null;
  const state = words.at(-1)?.folded ?? "";
  if (!/^(pagad[oa]s?|hech[oa]s?|paid|done|pag[oa]s?|feit[oa]s?)$/.test(state)) return null;
  let end = words.length - 1;
  while (
    end > 0 &&
    /^(ya|ja|already|all|esta|estan|ta|tao|is|are|'s|fica|quedo|quedaron|ficou)$/.test(
      words[end - 1]?.folded ?? "",
    )
  )
    end--;
  const chore = words.slice(0, end);
  return end < words.length - 1 && chore.some((token) => /\p{L}{3,}/u.test(token.text))
    ? chore
    : null;
}

const taskLead = /^(a|la|the|o|el|tarefa|tarea|task|do|da|de|del|of)$/;

const paidState =
  /^(?:as (?:paid|complete|completed|finished)|como (?:pagad[oa]s?|pag[oa]s?|terminad[oa]s?|completad[oa]s?|feit[oa]s?|list[oa]s?))$/;

/** "mark the internet bill as paid": the thing between the verb and its state, or null. */
function markedDone(tokens: Token[]): Token[] | null {
  const words = tokens.filter((token) => !isPunctuation(token));
  if (!/^(mark|marca|marque|marcá|marcala|marcalo)$/.test(words[0]?.folded ?? "")) return null;
  const state = words
    .slice(-2)
    .map((token) => token.folded)
    .join(" ");
  if (words.length < 4 || !paidState.test(state)) return null;
  // "marca a tarefa do lixo como feita": the task's own word says nothing of which.
  const named = words.slice(1, -2);
  const lead = named.findIndex((token) => !taskLead.test(token.folded));
  const saysTask = named
    .slice(0, Math.max(lead, 0))
    .some((token) => /^(tarefa|tarea|task)$/.test(token.folded));
  return lead > 0 && saysTask ? named.slice(lead) : named;
}

const pantryWords = /^(despensa|alacena|estoque|dispensa|pantry|cupboard)$/;
const takeFrom =
  /^(tira|tire|tirar|desconta|desconte|descontar|descuenta|descontá|resta|restá|saca|sacá|quita|quitá|take|remove|subtract)$/;
const setTo = /^(set|change|update|pon|poné|deja|dejá|coloca|muda|mude|cambia|cambiá|actualiza)$/;

/** "tira 2 ovos da despensa", "descuenta medio kilo de harina de la alacena", "take 2 eggs out
 * of the pantry": used up from the pantry; "set the milk in the pantry to 3 liters", "cambia la
 * leche de la despensa a 3 litros": what is there now. The pantry said outright says whose they
 * are — no event «2 ovos da despensa» to cancel, no item «Desconta». */
function pantryChange(clause: ClauseReading, tokens: Token[]): ClauseReading | null {
  const words = tokens.filter((token) => !isPunctuation(token));
  const at = words.findIndex((token) => pantryWords.test(token.folded));
  const verb = words[0]?.folded ?? "";
  if (at < 2) return null;
  // What comes before the pantry's own words: "da", "de la", "in the", "out of the".
  let end = at;
  while (
    end > 1 &&
    /^(da|do|de|del|la|el|a|o|the|in|out|of|from|na|no|en)$/.test(words[end - 1]?.folded ?? "")
  )
    end--;
  // "…da despensa? usei no bolo", "…from the pantry for the cake": why, said after it.
  const tail = words.slice(at + 1);
  const why =
    tail.length === 0 ||
    (tail.length <= 4 &&
      /^(usei|use|usé|used|gastei|gasté|que|porque|pq|for|pro|pra|para|no|na|en|in)$/.test(
        tail[0]?.folded ?? "",
      ));
  if (takeFrom.test(verb) && why) {
    const items = words.slice(1, end);
    if (
      !/^\d/.test(items[0]?.folded ?? "") &&
      !/^(medio|media|meio|meia|un|una|um|uma|half|a|an)$/.test(items[0]?.folded ?? "")
    )
      return null;
    return readAs(clause, "pantry.use", { items });
  }
  // "set the milk in the pantry to 3 liters": the amount after "to"/"a"/"pra", the thing before.
  const to = words.findIndex((token, i) => i > at && /^(to|a|pra|para|em)$/.test(token.folded));
  if (setTo.test(verb) && to > at && /^\d/.test(words[to + 1]?.folded ?? "")) {
    const thing = words.slice(1, end).filter((token) => !/^(the|la|el|o|a)$/.test(token.folded));
    const amount = words.slice(to + 1);
    if (thing.length === 0 || amount.length === 0 || amount.length > 2) return null;
    const items = [...amount, ...thing];
    return readAs(clause, "pantry.count", { items });
  }
  return null;
}

/** The clause read as `intent` with these slots, vouched for as a clear request. */
function readAs(clause: ClauseReading, intent: Intent, slots: Slots): ClauseReading {
  return {
    ...clause,
    intent,
    match: { slots, literals: 1, hasSlot: true },
    slots,
    basis: "carrier",
  };
}

/** The clause read as a task done when it tells one no phrasing fits; null otherwise. */
export function toldDone(clause: ClauseReading, reading: Reading): ClauseReading | null {
  const said = contentWords(reading).map((word) => word.token);
  const pantry = pantryChange(clause, said);
  if (pantry) return pantry;
  const tokens = contentWords(reading).map((word) => word.token);
  // "Carlos sacó la basura", "la luz ya está pagada": told so, a chore is done, whatever
  // phrasing of the task's own words fits it ("sacó" is no "saca", no task to delete).
  const bySomeone = choreDoneBySomeone(tokens);
  if (bySomeone && clause.basis !== "carrier" && clause.intent.startsWith("task."))
    return readAs(clause, "task.complete", { title: bySomeone });
  // "marca a tarefa do lixo como feita": marked done outright, whatever phrasing fits its words.
  const marked = markedDone(tokens);
  if (
    marked &&
    marked.length > 0 &&
    clause.basis !== "carrier" &&
    clause.intent.startsWith("task.")
  )
    return readAs(clause, "task.complete", { title: marked });
  // "the electric bill is paid": no trade's work either.
  const inItsState = choreInItsState(tokens);
  if (inItsState && clause.basis !== "carrier" && /^(task|service)\./.test(clause.intent))
    return readAs(clause, "task.complete", { title: inItsState });
  // Only what no phrasing reads, and what the network takes for a task (never an item or an
  // event): a phrasing that fits says what it is.
  if (clause.match !== null || clause.basis) return null;
  if (clause.intent !== "task.complete" && clause.intent !== "task.create") return null;
  const title = choreDoneByMe(tokens) ?? markedDone(tokens);
  if (!title) return null;
  return readAs(clause, "task.complete", { title });
}

/** "moved", "got moved", "lo cambiaron", "se pasó", "passou", "foi remarcada": a move told by
 * whoever moved it, not asked of the assistant. */
const toldMoved =
  /\b(?:moved|rescheduled|pushed|bumped|changed|cambiaron|movieron|pasaron|corrieron|recorrieron|reprogramaron|postergaron|cambio|movio|paso|corrio|reprogramo|quedo|(?:han|habian) (?:movido|cambiado|pasado)|passou|mudou|remarcad[ao]|remarcaram|mudaram|passaram|adiad[ao])\b/;
/** Words a day said alone is made of: its name, its article, "to"/"para". */
const bareDay =
  /^(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta|sabado|feira|monday|tuesday|wednesday|thursday|friday|saturday|sunday|el|la|o|a|al|on|to|pra|pro|para|pa|pal|no|na|em)$/;

/**
 * "the dentist moved to friday, same time", "al dentista lo cambiaron al viernes", "o dentista
 * passou pra sexta": a move told, to a day said only by its name, is that day of the event's own
 * week when it keeps its hour (the dentist on Thursday 3 moved to Friday is Friday 4, not this
 * Friday) — the household's calendar knows its week (builtin/references.ts). A move asked
 * («move the dentist to friday») is the coming Friday, as said.
 */
export function toldInItsWeek(reading: Reading): boolean {
  const said = reading.tokens.map((token) => token.folded);
  const dateWords = said.filter((_, i) => reading.temporal.roles[i] === "date");
  // "…se cambió al viernes a las 5": a new day and a new hour is a new slot, read from today.
  return (
    !reading.temporal.time &&
    toldMoved.test(said.join(" ")) &&
    dateWords.length > 0 &&
    dateWords.every((word) => bareDay.test(word))
  );
}
