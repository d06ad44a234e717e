import { wholeWords } from "#server/ai/understanding/text.ts";
/**
 * Questions about the household's lists, said as the engine's plainer phrasings read them.
 *
 * - "pásame la lista del súper", "pasame los quehaceres de Sofi", "me passa a lista": "pass me"
 *   a list is "show me" it — no thing «Lista» to add.
 * - "tem alguma coisa atrasada?", "qué cosas ya terminamos?": the "things" late or done are
 *   the tasks — not the pantry's.
 * - "¿ya está el pan en la lista?", "is bread on the list?": whether a thing is on the list is
 *   the list itself — never an item «Está el pan».
 * - "qué hay agendado pal finde?": «pal» before the time asked about (palSaidInFull).
 */
export function listAskedPlainly(message: string): string | null {
  // "dime qué hay mañana", "tell me what's on friday": the question, without asking to be told.
  const told = message.replace(tellMe, "");
  if (told !== message && /\p{L}/u.test(told)) return told;
  const onTheList = onTheListAsked(message);
  if (onTheList) return onTheList;
  const whole = wholeListAsked.find(({ question }) => question.test(message))?.language;
  const plainly = whole && theListAsked[whole];
  if (plainly && message.replace(/[¿?]/g, "").trim().toLowerCase() !== plainly) return plainly;
  const passed = message.replace(passMe, (_, verb: string) =>
    /^me passa$/i.test(verb) ? "mostra " : "muéstrame ",
  );
  if (passed !== message) return passed;
  if (!asked.test(message) || !tasksState.test(message) || mealWords.test(message)) return null;
  const tasks = message.replace(things, (thing: string) => taskWordFor(thing));
  return tasks !== message ? tasks : null;
}

/** "¿ya está el pan en la lista?", "is bread on the list?", "o pão tá na lista?", "did you add
 * milk to the list?": whether a thing is on the shopping list is answered by the list — asked
 * as a yes-or-no question, it adds nothing (it had added «Está el pan»). */
function onTheListAsked(message: string): string | null {
  const language = onTheListQuestions.find(({ question }) => question.test(message))?.language;
  return language ? theListAsked[language] : null;
}

/** "¿qué está anotado en la lista de compras ahora mismo?", "o que tá anotado na lista agora?",
 * "what's written on the list right now?": the whole list, asked with the words around it. */
const now = String.raw`(?:\s+(?:ahora mismo|ahorita|ahora|por ahora|hasta ahora|agora|right now|now|so far))?`;
const wholeListAsked = [
  {
    language: "es",
    question: new RegExp(
      String.raw`^\s*¿?\s*qu[eé]\s+(?:est[aá]|hay|tenemos|tengo|llevamos|va)\s+(?:anotad[oa]s?\s+|apuntad[oa]s?\s+|escrit[oa]s?\s+)?(?:en|sobre)\s+la\s+lista(?:\s+de(?:l)?\s+(?:compras|s[uú]per|supermercado|mercado|mandado))?${now}\s*\??\s*$`,
      "iu",
    ),
  },
  {
    language: "pt",
    question: new RegExp(
      String.raw`^\s*(?:o\s+)?qu[eê]\s+(?:t[aá]|est[aá]|tem|temos)\s+(?:anotad[oa]s?\s+|escrit[oa]s?\s+)?na\s+lista(?:\s+de\s+compras|\s+do\s+mercado)?${now}\s*\??\s*$`,
      "iu",
    ),
  },
  {
    language: "en",
    question: new RegExp(
      String.raw`^\s*what(?:'s|\s+is|\s+do\s+we\s+have)\s+(?:written\s+|noted\s+)?on\s+(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list${now}\s*\??\s*$`,
      "iu",
    ),
  },
] as const;

const theListAsked = {
  es: "qué hay en la lista de compras",
  en: "what's on the shopping list",
  pt: "o que tem na lista de compras",
} as const;
const thing = String.raw`\p{L}[\p{L}\p{N}' ]{0,40}?`;
const esList = String.raw`en\s+la\s+lista(?:\s+de(?:\s+las)?\s+compras|\s+del\s+s[uú]per)?`;
const enList = String.raw`(?:on|to)\s+(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list`;
const ptList = String.raw`na\s+lista(?:\s+de\s+compras|\s+do\s+mercado)?`;
const onTheListQuestions: { language: keyof typeof theListAsked; question: RegExp }[] = [
  {
    language: "es",
    question: new RegExp(
      String.raw`^\s*¿?\s*(?:y\s+)?(?:ya\s+)?(?:est[aá]n?|tenemos|hay|anotaste|anotaron|apuntaste|apuntaron|pusiste|pusieron|agregaste|agregaron|a[nñ]adiste|a[nñ]adieron)\s+${thing}\s+(?:ya\s+)?${esList}\s*\?\s*$`,
      "iu",
    ),
  },
  {
    language: "en",
    question: new RegExp(
      String.raw`^\s*(?:(?:is|are)(?:\s+there)?|do\s+we\s+have|(?:did|have)\s+(?:you|u|we|someone|anyone)(?:\s+already)?\s+(?:add|added|put|write|written|wrote))\s+${thing}\s+(?:already\s+)?${enList}\s*\?\s*$`,
      "iu",
    ),
  },
  {
    language: "pt",
    question: new RegExp(
      String.raw`^\s*(?:(?:j[aá]\s+)?(?:tem|t[aá]|est[aá]|est[aã]o)\s+${thing}|(?:(?:o|a|os|as)\s+)?${thing}\s+(?:j[aá]\s+)?(?:t[aá]|est[aá]|est[aã]o)|(?:j[aá]\s+)?(?:voc[eê]\s+)?(?:colocou|colocaram|anotou|anotaram|botou|botaram|p[oô]s|puseram)\s+${thing})\s+${ptList}\s*\?\s*$`,
      "iu",
    ),
  },
];

/** "dime", "decime", "cuéntame", "me diz", "tell me" before the question they ask. */
const tellMe =
  /^\s*(?:d[ií]me|dec[ií]me|d[ií]game|d[ií]ganme|cu[eé]ntame|cont[aá]me|me dices|me dec[ií]s|me dice|me diz|me fala|me conta|tell me)\s+(?=(?:qu[eé]|o que|cu[aá]les|quais|what|whats|what's)(?!\p{L}))/iu;
const passMe =
  /^\s*(p[aá]same|pas[aá]me|m[aá]ndame|me pas[aá]s|me mand[aá]s|me passa)\s+(?=(?:la|las|los|el|a|os|as|un|uma)\s+(?:lista|tareas|quehaceres|pendientes|agenda|eventos|tarefas|compras|resumen|resumo)(?!\p{L}))/iu;
/** Said as a question: its mark, or the words a question opens with. */
const asked = /[?¿]|^\s*(?:qu[eé]|tem|hay|h[aá]|quais|qual|cu[aá]les)(?!\p{L})/iu;
const tasksState = wholeWords(
  "atrasad[oa]s?|overdue|late|terminamos|hicimos|fizemos|terminei|did we do|have we done|we finished",
);
const mealWords = wholeWords("comer|comida|cena|cenar|almuerzo|almoço|almoco|jantar|dinner|lunch");
const things = wholeWords("cosas|cosa|coisas|coisa", "giu");

function taskWordFor(thing: string): string {
  const lower = thing.toLowerCase();
  if (lower.startsWith("coisa")) return lower.endsWith("s") ? "tarefas" : "tarefa";
  return lower.endsWith("s") ? "tareas" : "tarea";
}

/**
 * "qué hay agendado pal finde?", "hay algo pal sábado?": «pal» said for «para el» before a time
 * asked about — said in full, as the date reader knows it.
 */
export function palSaidInFull(message: string): string | null {
  if (!/[?¿]|^\s*(?:qu[eé]|hay|tenemos|tengo)(?!\p{L})/iu.test(message)) return null;
  const full = message.replace(palBeforeATime, "para el");
  return full !== message ? full : null;
}

const palBeforeATime =
  /(?<!\p{L})pa['’]?l(?=\s+(?:finde|fin|s[aá]bado|domingo|lunes|martes|mi[eé]rcoles|jueves|viernes|mes|d[ií]a)(?!\p{L}))/giu;
