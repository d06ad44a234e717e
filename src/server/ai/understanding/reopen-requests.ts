import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { isCommand } from "#server/ai/understanding/words.ts";

/**
 * "el refri no quedó limpio, vuelva a abrir esa tarea", "al perro no lo han sacado, desmarca esa
 * tarea", "walking the dog isn't actually done, reopen it", "o filtro não foi trocado, reabre
 * essa tarefa": what happened is told first, then a reopen that only points back to it ("esa
 * tarea", "it"). The task is the one the telling names — its words, past the "not", the verb of
 * how it went and the fillers, are the reference (the household's own title is found from them,
 * builtin/references.ts, among the tasks already done).
 */

/** Words that say a reopen points back and names nothing of its own. */
const pointers = new Set(
  "esa ese esta este eso essa esse isso esta la el lo a o the that this it one tarea tarefa task chore".split(
    " ",
  ),
);

/** The words of a telling that say how it went, not what: negations, "quedó", "is", fillers. */
const tellingWords = new Set(
  (
    "no nunca nadie ni todavia aun ya al final en realidad realmente actually really never not " +
    "isnt wasnt didnt hasnt havent arent werent is was has have been got get did does done " +
    "nao nem ainda foi ficou esta ta feito feita " +
    "quedo quedaron queda estaba esta fue han ha hizo hicieron hecho hecha bien mal " +
    "lo la los las le les se me nos oe che ta pues po pe bueno ok okay oh so y e and but pero mas mais " +
    "after all afinal yesterday ayer anoche ontem today hoy hoje"
  ).split(" "),
);

/** Whether a clause changes a task and names nothing but "that task" or "it". */
export function pointsToTheTask(clause: ClauseReading): boolean {
  const named = clause.slots.title ?? clause.slots.items ?? [];
  return named.every((token) => isPunctuation(token) || pointers.has(token.folded));
}

const articles = new Set(["el", "la", "los", "las", "al", "o", "a", "os", "as", "the"]);

/** Words that open what is said of the thing: "no", "sigue", "isn't", "never", "não". */
const verdictOpeners = new Set(
  (
    "no nunca todavia aun sigue siguen quedo quedaron esta estaba fue never not isnt wasnt didnt " +
    "hasnt still is was got nao nunca ainda continua ficou foi esta ta"
  ).split(" "),
);

/** The told thing's words: the thing said before what is said of it ("el refrigerador | no
 * quedó limpio", "walking the dog | isn't done"), else the telling without its negation, verb of
 * how it went and fillers ("nadie sacó al perro"). */
function toldThing(tokens: Token[], reading: Reading): Token[] {
  const spoken = tokens.filter(
    (token) => !isPunctuation(token) && !reading.temporal.roles[reading.tokens.indexOf(token)],
  );
  const opens = (token: Token) =>
    verdictOpeners.has(fold(token.text).replace(/'/g, "")) || /n't$/.test(token.folded);
  const cut = spoken.findIndex(opens);
  const subject = cut > 0 ? withoutTelling(spoken.slice(0, cut)) : [];
  // "a Sofia não regou as plantas": a member said first is who, not what — the rest says what.
  const named = subject.filter((token) => !articles.has(token.folded));
  const who = named.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(named[0]?.text ?? "");
  if (!who && subject.some((token) => /\p{L}{3,}/u.test(token.text))) return subject;
  const person = who ? named[0] : undefined;
  return tokens
    .filter((token) => token !== person && !(token.folded === "a" && tokens.indexOf(token) === 0))
    .filter(
      (token) =>
        !isPunctuation(token) &&
        !reading.temporal.roles[reading.tokens.indexOf(token)] &&
        !tellingWords.has(fold(token.text).replace(/'/g, "")) &&
        !/n't$/.test(token.folded),
    );
}

/** The telling's words past its fillers, an article between two of its words kept: "lo de
 * regar las plantas" names «Regar las plantas», not «Regar plantas». */
function withoutTelling(tokens: Token[]): Token[] {
  const kept = tokens.map((token) => !tellingWords.has(token.folded));
  return tokens.filter(
    (token, i) =>
      kept[i] ||
      (articles.has(token.folded) && i > 0 && kept.slice(0, i).some(Boolean) && kept[i + 1]),
  );
}

/**
 * The one reopen a telling then "reopen it" asks for, or null: the last part is a reopen that
 * points back, the parts before it say what (no request of their own that acts elsewhere).
 */
export function reopenAfterTelling(parts: ClauseReading[], reading: Reading): ClauseReading | null {
  const last = parts.at(-1);
  if (parts.length < 2 || !last || !pointsToTheTask(last)) return null;
  // "desmarca esa tarea": unticking "that task" is reopening it, whatever the list's verb says.
  const saysTask = last.words.some((word) => ["tarea", "tarefa", "task", "chore"].includes(word));
  if (last.intent !== "task.reopen" && !(last.intent === "shopping.uncheck" && saysTask))
    return null;
  // "the trash is out, mark it done": a closing that says done, with no "not", is no reopen.
  if (saysDoneUnnegated(last.words)) return null;
  const before = parts.slice(0, -1);
  // "compra pan y reabre esa tarea": a request of its own before is no telling. A trouble told
  // ("the fridge still needs cleaning, reopen that") is one: the reopen says it is the chore.
  const ownRequest = (part: ClauseReading) =>
    /^(shopping|pantry|event)\./.test(part.intent) &&
    (part.basis === "carrier" || (part.match?.literals ?? 0) >= 2);
  if (before.some(ownRequest)) return null;
  const told = before.flatMap((part) => toldThing(part.tokens, part.reading ?? reading));
  if (!told.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const slots = { title: told };
  return {
    ...last,
    intent: "task.reopen",
    slots,
    match: { slots, literals: Math.max(1, last.match?.literals ?? 1), hasSlot: true },
    basis: "carrier",
  };
}

/**
 * "poné lo del refri como pendiente otra vez", "marcá pasear al perro como no hecha", "regrésalo
 * a pendiente", "a tarefa do cachorro volta pra pendente", "set the fridge task back to pending":
 * a task put back in the state of not done — said by that state, whatever the verb that puts it
 * there (poner, marcar, dejar, regresar, volta, set, mark…). The words before the state, past the
 * verb and "lo de", name the task; none ("regrésalo a pendiente") points back to a telling
 * before it (reopenAfterTelling). A state followed by more words ("anota como pendiente pagar la
 * luz") names a new task, not this.
 */
const notDoneStates = [
  "como pendiente",
  "a pendiente",
  "en pendiente",
  "pendiente otra vez",
  "pendiente de nuevo",
  "como no hecha",
  "como no hecho",
  "como no hechas",
  "como no hechos",
  "como sin hacer",
  "como no terminada",
  "como no terminado",
  "como incompleta",
  "como incompleto",
  "como pendente",
  "pra pendente",
  "para pendente",
  "de volta pra pendente",
  "como nao feita",
  "como nao feito",
  "como nao concluida",
  "back to pending",
  "back to to do",
  "back to to-do",
  "back to todo",
  "as pending",
  "as not done",
  "as undone",
  "as incomplete",
  "as unfinished",
  "as not finished",
].map((phrase) => phrase.split(" "));

/** What may follow the state and still close it: "otra vez", "again", "porfa". */
const closingFillers = new Set(
  "otra vez de nuevo again outra novo please pls porfa por favor ya pues po che".split(" "),
);

/** Verbs that put a task in a state, and what only leads to its name ("lo de", "la tarea"). */
const putVerb =
  /^(pon|pone|ponga|pong|marc|marq|dej|regres|devuelv|devolv|vuelv|volv|volt|pas|camb|coloc|poe|bot|deix|mud|mark|set|put|move|turn|flag|change)/;
const nameLeads = new Set(
  "lo la el los las de del da do la tarea tarefa task chore the a o esa ese essa esse that this it".split(
    " ",
  ),
);

export function reopenByState(scene: Scene): ClauseReading | null {
  const { top, words, asks, clause } = scene;
  if (asks) return null;
  // "…como pendiente otra vez, quedó re sucio": what follows a comma is said of it, apart.
  // "the fridge still isn't clean, set that task back to pending": said in one clause, the
  // piece before the state's tells which task.
  const pieces: Token[][] = [[]];
  for (const { token } of words) {
    if (isPunctuation(token) && /[,;.!]/.test(token.text)) pieces.push([]);
    else if (!isPunctuation(token)) pieces.at(-1)?.push(token);
  }
  const stated = pieces.findIndex((piece) =>
    notDoneStates.some((state) =>
      piece.some((_, i) => state.every((word, k) => piece[i + k]?.folded === word)),
    ),
  );
  const tokens = pieces[Math.max(0, stated)] ?? [];
  const told = stated > 0 ? toldThing(pieces[stated - 1] ?? [], scene.reading) : [];
  const folded = tokens.map((token) => token.folded);
  // "reactiva lo del perro", "vuelve a activar lo del perro", "reactivate the dog walk": a task
  // made active again — what follows the verb names it.
  const opening = /^(reactiv|reativ)/.test(folded[0] ?? "")
    ? 1
    : /^(vuelv|volv|volt|volver)/.test(folded[0] ?? "") &&
        folded[1] === "a" &&
        /^(activ|ativ)/.test(folded[2] ?? "")
      ? 3
      : 0;
  if (opening > 0 && tokens.length > opening) {
    let title = tokens.slice(opening);
    while (title.length > 0 && nameLeads.has(title[0]?.folded ?? "")) title = title.slice(1);
    if (!title.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
    const slots = { title };
    return {
      ...clause("task.reopen", top.score, { slots, literals: 2, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  let at = -1;
  let length = 0;
  for (const state of notDoneStates) {
    for (let i = 0; i + state.length <= folded.length; i++) {
      if (state.every((word, k) => folded[i + k] === word) && (at < 0 || i < at)) {
        at = i;
        length = state.length;
      }
    }
  }
  if (at < 0) return null;
  const after = folded.slice(at + length);
  if (!after.every((word) => closingFillers.has(word))) return null;
  // "anótalo como pendiente", "ponlo como pendiente": a new thing noted as to do. Only a state
  // said as not done or as going back ("a pendiente", "otra vez"), or marked so, reopens.
  if (/^(anot|apunt|agreg|anad|guard|registr|crea|cri|add|note|write|save)/.test(folded[0] ?? ""))
    return null;
  const plain = ["como", "en", "as"].includes(folded[at] ?? "") && length === 2;
  const again =
    // "otra vez" may be trimmed from the clause as a filler: the message still says it.
    /\b(otra vez|de nuevo|again|outra vez|de novo|novamente)\b/.test(fold(scene.reading.message)) ||
    // "poné lo del perro como pendiente": "lo de", "la tarea de" name a task that is there.
    /^(lo|la tarea|a tarefa|the task)\b/.test(folded.slice(1, 3).join(" ")) ||
    /^(lo|la tarea|a tarefa|the task)\b/.test(folded.slice(0, 2).join(" ")) ||
    folded
      .slice(0, at)
      .some((word) => /^(marc|marq|mark|regres|devuelv|devolv|vuelv|volv|volt)/.test(word));
  if (plain && !again) return null;
  let title = tokens.slice(0, at);
  // "poné …", "márcala …", "la tarea de limpiar el refri ponla …": the verb that puts it there.
  if (putVerb.test(title[0]?.folded ?? "")) title = title.slice(1);
  title = title.filter(
    (token, i) => !(i === title.length - 1 && putVerb.test(token.folded)) && !isCommand(token),
  );
  while (title.length > 0 && nameLeads.has(title[0]?.folded ?? "")) title = title.slice(1);
  if (title.length === 0 && told.some((token) => /\p{L}{3,}/u.test(token.text))) title = told;
  const slots = { title };
  return {
    ...clause("task.reopen", top.score, { slots, literals: 2, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "al final no lo paseó nadie, poné lo del perro como pendiente otra vez": a telling that reads
 * as a reopen too ("al final no {title}"), then a reopen that names the task by its state — one
 * task reopened, the one named; null unless every part is a reopen and one alone names it so. */
export function reopenNamedAfterTelling(parts: ClauseReading[]): ClauseReading | null {
  if (parts.length < 2 || !parts.every((part) => part.intent === "task.reopen")) return null;
  const named = parts.filter(
    (part) =>
      part.basis === "carrier" &&
      (part.slots.title ?? []).some((token) => /\p{L}{3,}/u.test(token.text)),
  );
  return named.length === 1 ? (named[0] as ClauseReading) : null;
}

function saysDoneUnnegated(words: string[]): boolean {
  const done = words.some((word) =>
    /^(?:done|complete|completed|finished|hech[oa]s?|feit[oa]s?|terminad[oa]s?|list[oa]s?)$/.test(
      word,
    ),
  );
  const negated = words.some((word) =>
    /^(?:not|no|nao|undone|incomplete|unfinished|pending|pendiente|pendente|sin|again|otra|de novo)$/.test(
      word,
    ),
  );
  return done && !negated;
}
