import type { Language } from "#server/ai/understanding/corpus.ts";
import { lengthAsked } from "#server/ai/understanding/event-lengths.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * Requests that say a meal's words but are no week-plan request (meal-requests.ts), read by the
 * general phrasings instead:
 * - "agendá que el viernes a las 20 cenamos en lo de los abuelos", "schedule dinner at
 *   grandma's on Friday", "anota en el calendario la cena del sábado": said to the calendar, a
 *   dinner out is an event, not what the family cooks;
 * - "pon a Carlos a lavar los platos esta noche", "poné a la Sofi a ordenar el cuarto", "coloca
 *   o Mateo pra lavar a louça", "put Mateo on dishes tonight": a member set to do a chore is a
 *   task for them, whatever part of the day it is done in.
 */
const calendarWords = /^(agend\w*|calendari\w*|calendar|schedule\w*|book|agenda)$/;
const putVerbs =
  /^(pon|pone|pon[eé]|ponga|ponle|ponele|p[oó]nganle|ponme|coloca|coloque|bota|deja|put|get|have|set)$/;
const toWords = new Set(["a", "pra", "para", "pa", "to", "on"]);
const occasionWords =
  /^(cumple|cumples|cumplea[nñ]os|aniversario|aniversarios|birthday|birthdays|fiesta|festa|party|posada|graduacion|formatura|graduation|boda|casamento|wedding|bautizo|batizado|work|trabajo|trabalho|oficina|office)$/;

/** "pon a Carlos a lavar los platos", "coloca o Mateo pra lavar a louça", "put Mateo on
 * dishes": who is set to do a chore, and the chore (its words after "a/pra/to"), or null. */
export function setToAChore(
  tokens: Token[],
  message: string,
  language: Language,
): { who: Token[]; title: Token[] } | null {
  const words = tokens.filter((token) => !isPunctuation(token));
  const lowerCase = message === message.toLowerCase();
  for (let i = 0; i < words.length - 3; i++) {
    if (!putVerbs.test(words[i]?.folded ?? "")) continue;
    let at = i + 1;
    // Spanish says a person with "a" ("pon a Carlos", "poné a la Sofi"): "ponele prioridad a…"
    // sets no one.
    const personal = ["a", "al"].includes(words[at]?.folded ?? "");
    if (personal || words[at]?.folded === "o") at++;
    if (["la", "el", "o", "a"].includes(words[at]?.folded ?? "")) at++;
    const name = words[at];
    const lead = words[at + 1];
    const verb = words[at + 2];
    if (!name || !lead || !verb) continue;
    if (language === "es" && !personal) continue;
    // A name is capitalised; in a message all in lower case, only after Spanish's "a".
    const capitalised = /^\p{Lu}\p{Ll}+$/u.test(name.text);
    if (!capitalised && !(lowerCase && personal)) continue;
    if (!/^\p{L}{3,}$/u.test(name.text) || !toWords.has(lead.folded)) continue;
    // "a lavar", "pra lavar", "to wash", "on dishes" (English: any chore after "on").
    const chore = verb.folded;
    if (
      lead.folded === "on" ? chore.length >= 4 : /(ar|er|ir)$/.test(chore) || lead.folded === "to"
    )
      return { who: [name], title: words.slice(at + 2) };
  }
  return null;
}

/** Whether the meal words of the message belong to another request. */
export function mealWordsOfAnotherRequest(reading: Reading): boolean {
  const words = reading.tokens.filter((token) => !isPunctuation(token));
  // "agéndame milanesas en el menú del viernes": the menu named, the week plan's after all.
  const menu = words.some((token) => /^(menu|cardapio)$/.test(token.folded));
  if (!menu && words.some((token) => calendarWords.test(token.folded))) return true;
  // "anota el cumple de la abuela el domingo a las 13, es un almuerzo", "marca o aniversário do
  // vovô, vai ser um almoço", "add Carlos' work dinner on the 8th": an occasion is the
  // calendar's, whatever meal it is.
  if (!menu && words.some((token) => occasionWords.test(token.folded))) return true;
  // "add a task: call grandma tonight", "crea una tarea pa la noche…": a task named is a chore,
  // whatever part of the day it is done in.
  if (
    !menu &&
    words.some((token) => /^(task|tasks|tarea|tareas|tarefa|tarefas)$/.test(token.folded))
  )
    return true;
  // "la comida familiar alárgala hasta las 6": a length asked of the event.
  if (lengthAsked(reading)) return true;
  return setToAChore(reading.tokens, reading.message, reading.language) !== null;
}

/** "pon a Carlos a lavar los platos esta noche": a new task for the member set to it. */
export function memberSetToAChore(scene: Scene): ClauseReading | null {
  const { reading, top, asks, clause } = scene;
  if (asks) return null;
  const tokens = scene.words.map((word) => word.token);
  const set = setToAChore(tokens, reading.message, reading.language);
  if (!set || set.title.length === 0) return null;
  return {
    ...clause("task.create", top.score, { slots: set, literals: 1, hasSlot: true }, set),
    basis: "carrier",
  };
}
