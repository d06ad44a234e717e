import { wholeWords } from "#server/ai/understanding/text.ts";
/**
 * Questions about the household's lists, said as the engine's plainer phrasings read them.
 *
 * - "pásame la lista del súper", "pasame los quehaceres de Sofi", "me passa a lista": "pass me"
 *   a list is "show me" it — no thing «Lista» to add.
 * - "tem alguma coisa atrasada?", "qué cosas ya terminamos?": the "things" late or done are
 *   the tasks — not the pantry's.
 * - "qué hay agendado pal finde?": «pal» before the time asked about (palSaidInFull).
 */
export function listAskedPlainly(message: string): string | null {
  const passed = message.replace(passMe, (_, verb: string) =>
    /^me passa$/i.test(verb) ? "mostra " : "muéstrame ",
  );
  if (passed !== message) return passed;
  if (!asked.test(message) || !tasksState.test(message) || mealWords.test(message)) return null;
  const tasks = message.replace(things, (thing: string) => taskWordFor(thing));
  return tasks !== message ? tasks : null;
}

const passMe =
  /^\s*(p[aá]same|pas[aá]me|m[aá]ndame|me pas[aá]s|me mand[aá]s|me passa)\s+(?=(?:la|las|los|el|a|os|as)\s+(?:lista|tareas|quehaceres|pendientes|agenda|eventos|tarefas|compras)(?!\p{L}))/iu;
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
