import { type Intent, type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { eventTypeOf, eventWords, gatheringWords } from "#server/ai/understanding/event-words.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { shiftAmountWords } from "#server/ai/understanding/temporal.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import { isCommand, isInfinitive, saidAsMatter } from "#server/ai/understanding/words.ts";

/** Moving a task or an event: "muévelo pal jueves el dentista", "push the dentist to Friday" —
 * the clause rule, the verbs that move (sure or a shift), what moves and whether a title names
 * only the move. Read by the task and event calls too. */

/** "muévelo pal jueves el dentista", "pasá la junta para el martes", "adia o dentista pra
 * sexta", "push the dentist to Friday": a verb that moves, the new day or hour, and what moves
 * (the rest of the words) — a task or an event, by what its name says. */
export function moveReading(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, words, asks, fitted, best, clause } = scene;
  const { temporal, language } = reading;
  if (asks || temporal.recurrence || (!temporal.date && !temporal.time)) return null;
  // "reprograme…", "mueva…": an usted command moves as its tú form does (usted.ts).
  const kindOf = (word: { token: Token; norm: string }) =>
    moveVerbKind(word.token.folded, language) ?? moveVerbKind(word.norm, language);
  let at = words.findIndex((word) => kindOf(word) !== null);
  let kind = at >= 0 ? kindOf(words[at] as { token: Token; norm: string }) : null;
  // "lo de pagar la luz ponelo a las 6", "la tarea del filtro déjala pal lunes": a matter that is
  // there, put at a day or an hour — a move, whatever verb puts it.
  if (at < 0 && saidAsMatter(words.map((word) => word.token))) {
    at = words.findIndex((word) =>
      /^(pon|pone|dej|coloc|bot|put|set)\p{L}*(lo|la|le)$/u.test(word.token.folded),
    );
    kind = "sure";
  }
  if (at < 0 || !kind) return null;
  // A phrasing of a move that fits with its own words names the thing ("cambia la hora de…").
  const phrased = [fitted, best].find(
    (candidate) => candidate?.intent.endsWith(".move") && candidate.match.literals >= 2,
  );
  // "deja el carro en el taller el lunes" leaves a car; "déjala pal lunes" moves something.
  if (!phrased && kind === "shift" && !leadsToTheDay(reading, from, to)) return null;
  const title =
    phrased?.match.slots.title ??
    phrased?.match.slots.event ??
    movedThing(
      words.filter((_, i) => i !== at).map((word) => word.token),
      reading,
    );
  if (!title) return null;
  // "push the car to the garage on Monday", "mueve el sofá para la sala": a place it goes to
  // is no new day — nothing of the calendar moves.
  const destinations = new Set(["to", "until", "till", "para", "pa", "pal", "hasta", "pra", "pro"]);
  if (title.slice(1, -1).some((token) => destinations.has(token.folded))) return null;
  const said = fold(title.map((token) => token.text).join(" "));
  // "move Mateo's math homework", "passa a lição de matemática do Mateo": homework is a task.
  const taskWords = [
    ...["tarea", "tareas", "tarefa", "task", "chore", "pendiente", "homework", "deberes"],
    ...["licao", "licoes", "dever", "deveres"],
  ];
  const named = title.filter((token) => !movedLeads.has(token.folded) && token.folded !== "que");
  const task =
    title.some((token) => taskWords.includes(token.folded)) ||
    saidAsMatter(title) ||
    // "adia o jantar de família": "jantar" names a gathering, though it reads as a verb.
    (isInfinitive(named.map((token) => token.text).join(" "), language) &&
      !gatheringWords().has(named[0]?.folded ?? "")) ||
    (language === "en" && /ing$/.test(named[0]?.folded ?? ""));
  const event =
    eventTypeOf(said) !== "general" ||
    title.some((token) => gatheringWords().has(token.folded) || eventWords.has(token.folded));
  const intent: Intent =
    task || (!event && phrased?.intent === "task.move") ? "task.move" : "event.move";
  const slots = intent === "task.move" ? { title } : { event: title };
  // Neither a chore nor a gathering ("muda o filtro de água pra sexta"): the calendar's, until
  // the household's own names say it is a task (builtin/references.ts); a name that is neither
  // is refused by the tool.
  return {
    ...clause(intent, top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** Words before what moves that only lead to it ("la hora de", "o horário do", "the time of"). */
const movedLeads = new Set(
  "la el lo los las a o os as the hora fecha horario data time date dia day de del da do of".split(
    " ",
  ),
);

/** "Muévelo", "Pásala": a title that is only the verb of the move names nothing. */
export function namesOnlyTheMove(title: string, language: Language): boolean {
  return tokenize(title).every(
    (token) => moveVerbKind(token.folded, language) !== null || isCommand(token),
  );
}

/** "sure" for a verb that moves by itself ("posterga", "muévelo", "reschedule"), "shift" for
 * one that moves only towards a day said with "para"/"pra"/"to" ("pásala", "muda", "change"). */
function moveVerbKind(word: string, language: Language): "sure" | "shift" | null {
  const lexicon = lexicons[language];
  // "muévelo", "pásamela", "córrela", "postérgala": the verb without its pronoun.
  const bare = word.replace(/(?:mela|melo|sela|selo|nosla|noslo|las|los|la|lo|le|les|me)$/, "");
  const forms = [word, ...(bare.length >= 4 ? [bare] : [])];
  if (forms.some((form) => lexicon.moveVerbs.some((verb) => fold(verb) === form))) return "sure";
  if (forms.some((form) => lexicon.shiftVerbs.some((verb) => fold(verb) === form))) return "shift";
  return null;
}

/** Whether a day or an hour of the clause is led by a "to" word: "pal jueves", "para el
 * martes", "pra terça", "to Friday", "hoy se corre para las 6". */
function leadsToTheDay(reading: Reading, from: number, to: number): boolean {
  const toWords = new Set(lexicons[reading.language].toWords.map(fold));
  const articles = new Set(["el", "la", "las", "los", "o", "a", "as", "os", "the"]);
  const roles = reading.temporal.roles;
  for (let i = from; i < to; i++) {
    // The first word of each day or hour said.
    if (!roles[i] || (i > from && roles[i - 1])) continue;
    const [here, before, twoBefore] = [i, i - 1, i - 2].map(
      (at) => (at >= from ? reading.tokens[at]?.folded : undefined) ?? "",
    );
    if (toWords.has(here as string) || toWords.has(before as string)) return true;
    if (articles.has(before as string) && toWords.has(twoBefore as string)) return true;
  }
  return false;
}

/** What a move is said of: the words left once the verb, its "to" word, a pronoun and "the
 * time of" are gone; null when nothing is named ("muévelo para el jueves"). */
function movedThing(tokens: Token[], reading: Reading): Token[] | null {
  const { language } = reading;
  const toWords = new Set(lexicons[language].toWords.map(fold));
  const pronouns = new Set(["it", "that", "this", "them", "isso", "isto", "eso", "esto"]);
  // "córrela pa las 6 la junta": the word that leads to the hour is the hour's.
  const leadsIn = (token: Token) =>
    toWords.has(token.folded) && Boolean(reading.temporal.roles[reading.tokens.indexOf(token) + 1]);
  let title = tokens.filter(
    (token) => !isPunctuation(token) && !pronouns.has(token.folded) && !leadsIn(token),
  );
  // "la natación de Mateo se corre para las 6": "se" says what happens to it.
  const reflexive = title.findIndex((token, i) => i > 0 && token.folded === "se");
  if (reflexive > 0) title = title.slice(0, reflexive);
  while (title.length > 0 && toWords.has(title.at(-1)?.folded ?? "")) title = title.slice(0, -1);
  // "cambia la hora de la junta", "muda o horário do dentista": the thing is after "de".
  const joint = title.findIndex((token) => ["de", "del", "da", "do", "of"].includes(token.folded));
  const lead = title.slice(0, joint);
  if (
    joint > 0 &&
    joint < title.length - 1 &&
    lead.some((token) =>
      ["hora", "fecha", "horario", "data", "time", "date", "dia", "day"].includes(token.folded),
    ) &&
    lead.every((token) => movedLeads.has(token.folded))
  )
    title = title.slice(joint + 1);
  return title.some((token) => /\p{L}{3,}/u.test(token.text)) ? title : null;
}

/** Verbs that move by an amount, later ("atrasa", "pospón", "adia", "push back") or earlier
 * ("adelanta", "antecipa", "bring forward"). */
const laterVerb =
  /^(atras|retras|pospon|poster|aplaz|adi[ae]|corr|mov|muev|pas[ae]|push|postpone|delay|move|bump|empurr|jog)/;
const earlierVerb = /^(adelant|antecip|bring|pull)/;

/**
 * "atrasa un día lo de cambiar el filtro", "pospón dos días la tarea de matemáticas", "adia o
 * filtro em dois dias", "push the water filter back two days": a move BY so many days (or
 * weeks), from the thing's own day — not to the day that many days from today. The days to
 * shift (negative for "adelanta… un día"), or null when the move says no such amount or says
 * where it goes ("para dentro de dos días", "to two days from now").
 */
export function dayShift(reading: Reading): number | null {
  const words = reading.tokens.filter((token) => !isPunctuation(token)).map((t) => t.folded);
  const verb = words.find((word) => laterVerb.test(word) || earlierVerb.test(word));
  if (!verb) return null;
  for (let i = 0; i + 1 < words.length; i++) {
    // "un día", "dos días", "a week", "dois dias" (temporal.ts's words): whole days only.
    const count = /^\d$/.test(words[i] ?? "") ? Number(words[i]) : shiftAmountWords[words[i] ?? ""];
    const unit = words[i + 1] ?? "";
    if (
      !count ||
      !Number.isInteger(count) ||
      !/^(dia|dias|day|days|semana|semanas|week|weeks)$/.test(unit)
    )
      continue;
    // "para dentro de dos días", "to two days from now", "daqui a dois dias": where, not by.
    const before = words[i - 1] ?? "";
    if (/^(para|pra|pro|pal|pa|to|until|hasta|ate|de|a|within|dentro|daqui)$/.test(before))
      return null;
    if (/^(from|despues|depois|later)$/.test(words[i + 2] ?? "") && words[i + 3] === "now")
      return null;
    const days = /^(semana|semanas|week|weeks)$/.test(unit) ? count * 7 : count;
    return earlierVerb.test(verb) ? -days : days;
  }
  return null;
}

/** A task's or an event's move said by an amount of days: the day is the thing's own, moved
 * (builtin/references.ts) — the day read as from today is dropped. "back"/"forward" said with
 * it are no part of the name. */
export function shiftedByDays<T extends { toolName: string; input: Record<string, unknown> }>(
  calls: T[],
  reading: Reading,
): T[] {
  const days = dayShift(reading);
  if (days === null) return calls;
  return calls.map((call) => {
    if (call.toolName !== "updateTask" && call.toolName !== "updateEvent") return call;
    const { dueDate, date, ...input } = call.input;
    if (dueDate === undefined && date === undefined) return call;
    const title = String(input.title ?? "")
      .replace(/\s+(back|forward|ahead|atras|atrás|adelante)$/i, "")
      .trim();
    return { ...call, input: { ...input, title, shiftDays: days } };
  });
}
