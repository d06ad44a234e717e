import type { Language } from "#server/ai/understanding/corpus.ts";
import { detectLanguage } from "#server/ai/understanding/language.ts";
import { tokenize, wholeWords } from "#server/ai/understanding/text.ts";

/**
 * A thing done put back to be done, said as the engine's plainer phrasing reads it.
 *
 * "lo de limpiar el refri volvelo a poner pendiente", "pon otra vez pendiente lo del refri",
 * "la tarea del refri vuelve a ponerla sin hacer", "uncheck the fridge task, it wasn't done",
 * "a limpeza da geladeira volta pra pendente": whatever the verb, the thing said with "pending"
 * (or "undone", "sem fazer") and said to go back ("vuelve", "otra vez", "again", "volta") is
 * reopened — «reabre la tarea limpiar el refri». "ponme un pendiente: pagar la luz" is a new one.
 * The household says which it is (builtin/references.ts): a done task reopened, or a bought
 * thing of the list unticked. "desmarca la tarea del refri", "uncheck the fridge task": a task
 * unticked is reopened too. Said otherwise it is some other request: nothing here.
 */
export function pendingAgainSaidPlainly(message: string): string | null {
  if (message.length > 300 || /[?¿]/.test(message)) return null;
  const pieces = message.split(/[,;.!]+/u).filter((piece) => /\p{L}/u.test(piece));
  const at = pieces.findIndex(
    (piece) =>
      (pendingState.test(piece) && goesBack.test(piece) && !aNewOne.test(piece)) ||
      (untickATask.test(piece) && taskWord.test(piece)),
  );
  if (at < 0) return null;
  // "lo de pasear al perro, ponlo pendiente otra vez": the thing may be said just before.
  const thing = thingIn(pieces[at] ?? "") || (at > 0 ? thingIn(pieces[at - 1] ?? "") : "");
  if (!thing) return null;
  const language = saidIn(message);
  return `${reopenTheTask[language]} ${thing}`;
}

/** Whether words say "pending" ("pendiente", "sin hacer", "undone", "pendente"). */
export function saysPending(text: string): boolean {
  return pendingState.test(text);
}

const pendingState = wholeWords(
  "pendiente|pendientes|sin hacer|por hacer|no hech[oa]|pending|not done|undone|unchecked|incomplete|pendente|pendentes|sem fazer|a fazer|n[aã]o feit[oa]",
);
/** Said to go back: "vuelve", "regrésala", "desmarca", "otra vez", "uncheck", "volta". */
const goesBack = wholeWords(
  "vuelv\\p{L}*|volv\\p{L}*|regres\\p{L}*|devolv\\p{L}*|devuelv\\p{L}*|desmarc\\p{L}*|volt\\p{L}*|otra vez|de nuevo|again|de novo|outra vez|uncheck|back",
);
/** The rest of the verbs a family puts it back with. */
const putVerbs = wholeWords(
  "pon|pone|poné|ponlo|ponla|ponelo|ponela|ponélo|ponéla|poner|ponerlo|ponerla|deja|dejá|dejalo|dejala|déjalo|déjala|marca|marcá|marcalo|marcala|márcalo|márcala|pasa|pasalo|pasala|pásalo|pásala|deixa|coloca|bota|põe|poe|put|mark|set|move|make|bring|reabre|reabrí|reopen|abre|abrí|ábrela|ábrelo|abrila|abrilo",
);
/** "ponme un pendiente": a new thing to do; "muéstrame las pendientes": a list asked. */
const aNewOne = wholeWords(
  "un pendiente|una pendiente|um pendente|new|muestr\\p{L}*|mostr\\p{L}*|show|dime|cuales|cuáles|quais|which",
);
/** "desmarca la tarea del refri", "uncheck the fridge task": unticked, a task is reopened. */
const untickATask = wholeWords("desmarc\\p{L}*|uncheck|untick");
const taskWord = wholeWords("tarea|tarefa|task|chore");

/** Words around the thing: the verbs, "pending", "again", the task's own word, pronouns. */
const aroundTheThing = new RegExp(
  [
    pendingState.source,
    goesBack.source,
    putVerbs.source,
    untickATask.source,
    wholeWords(
      "a|al|la|el|lo|los|las|le|de|del|da|do|como|en|em|na|no|pra|para|pa|que|ya|the|it|that|to|as|on|back|of|task|tarea|tarefa|chore|list|lista|porfa|please|pls|por favor|oye|che|mano|it's|its|it wasn't|wasn't|was|is|y|e|and|o|os|as|esa|ese|essa|esse|this|that",
    ).source,
  ].join("|"),
  "giu",
);

/** What the piece names once the words around it are set aside, or "". */
function thingIn(piece: string): string {
  const rest = piece.replace(aroundTheThing, " ").replace(/\s+/g, " ").trim();
  return /\p{L}{3,}/u.test(rest) ? rest : "";
}

const reopenTheTask: Record<Language, string> = {
  es: "reabre la tarea",
  pt: "reabre a tarefa",
  en: "reopen the task",
};

function saidIn(message: string): Language {
  return detectLanguage(tokenize(message), "es");
}
