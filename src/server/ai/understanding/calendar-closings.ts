import { eventTypeOf } from "#server/ai/understanding/event-words.ts";
import type { PlannedCall, Understanding } from "#server/ai/understanding/plan.ts";

/** "…, put it in the calendar", "…, ponlo en el calendario", "…, coloca na agenda": a closing
 * that asks for what the message told to be on the calendar. */
const closings = [
  /[,.;!]?\s*(?:and\s+)?(?:please\s+)?(?:put|add|save|write|pop)\s+(?:it|that|this)\s+(?:in|on|to|into)\s+(?:the|my|our)\s+(?:calendar|agenda|schedule)(?:\s+please)?[.!]*\s*$/iu,
  /[,.;!]?\s*(?:y\s+)?(?:p[oó]n(?:e|é)?l[oa]|an[oó]tal[oa]|ap[uú]ntal[oa]|ag[eé]ndal[oa]|gu[aá]rdal[oa]|agr[eé]gal[oa])\s+(?:en|a)\s+(?:el|la|mi|nuestra|nuestro)\s+(?:calendario|agenda)(?:\s+porfa|\s+por\s+favor)?[.!]*\s*$/iu,
  /[,.;!]?\s*(?:e\s+)?(?:coloca|p[õo]e|bota|anota|salva|marca|adiciona)(?:\s+(?:isso|isto|ele|ela))?\s+(?:na|no|em|[àa])\s+(?:minha\s+|nossa\s+)?(?:agenda|calend[áa]rio)(?:\s+pf|\s+por\s+favor)?[.!]*\s*$/iu,
  // "…, add it", "…, agéndalo": said bare, after a comma — kept only when what was told is a new
  // event (theEventTold), so "se acabó la leche, agrégala" is not read here.
  /[,.;!]\s*(?:and\s+)?(?:(?:please|pls|plz)\s+)?(?:add|save|schedule|book)\s+(?:it|that|this)(?:\s+(?:please|pls|plz))?[.!]*\s*$/iu,
  /[,.;!]\s*(?:y\s+)?(?:ag[eé]ndal[oa]|an[oó]tal[oa]|ap[uú]ntal[oa]|agr[eé]gal[oa])(?:\s+porfa|\s+por\s+favor)?[.!]*\s*$/iu,
  // "…, no te olvides de anotarla", "…, acordate de agendarlo", "…, não esquece de anotar".
  /[,.;!]\s*(?:y\s+|e\s+)?(?:no\s+te\s+olvides\s+de|no\s+olvides|acu[eé]rdate\s+de|acord[aá]te\s+de|n[aã]o\s+esquece\s+de|n[aã]o\s+esque[cç]a\s+de)\s+(?:anotarl[oa]|apuntarl[oa]|agendarl[oa]|anotar|agendar|anot[aá]-l[oa])(?:\s+porfa|\s+por\s+favor|\s+pf)?[.!]*\s*$/iu,
];

/** What the message told, without its calendar closing; null when it has none. */
export function toldForTheCalendar(message: string): string | null {
  for (const closing of closings) {
    const rest = message.trim().replace(closing, "").trim();
    if (rest !== message.trim() && /\p{L}{2}/u.test(rest)) return rest;
  }
  return null;
}

/** The event the message told, read without its closing: made on the spot, since the family
 * asked for it in so many words; null when what it told is no event. */
export function theEventTold(told: Understanding): Understanding | null {
  if (told.outcome === "act" && told.calls.some((call) => call.toolName === "createEvent")) {
    return told;
  }
  // "el recital es el 10 de diciembre de 6 a 7:30, agrégalo": told as of an event already there
  // ("X is on…" reads as a change — of a task when its name is no gathering's: "the spelling
  // bee is on december 10"), but asked to be added, it is a new one.
  const [change] = told.calls;
  const moved = change ? asEventMoved(change) : null;
  if (told.outcome === "act" && told.calls.length === 1 && moved) {
    const input = moved;
    if (input.title && input.date) {
      const made = { ...input, eventType: eventTypeOf(input.title) };
      return {
        ...told,
        intents: ["event.create"],
        calls: [{ toolName: "createEvent", input: made }],
      };
    }
  }
  const [proposal] = told.calls;
  const proposed = proposal?.input as { tool?: string; args?: Record<string, unknown> } | undefined;
  if (
    told.outcome !== "confirm" ||
    proposal?.toolName !== "proposeAction" ||
    proposed?.tool !== "createEvent"
  ) {
    return null;
  }
  const call: PlannedCall = { toolName: "createEvent", input: proposed.args ?? {} };
  return { ...told, outcome: "act", calls: [call] };
}

/** "ponga en el calendario la misa…", "póngame en la agenda…": usted's "ponga" is left out of
 * the usted reading ("ponga vallenatos" asks for music), but put on the calendar it schedules —
 * said with tú's "pon"; null when the message does not open so. */
export function calendarAskedWithUsted(message: string): string | null {
  const plainer = message.replace(
    /^(\s*(?:por favor,?\s+)?)p[oó]ng(?:a|ame|anos|alo|ala)(\s+(?:en|a)\s+(?:el|la|mi|nuestro|nuestra)\s+(?:calendario|agenda)\b)/iu,
    "$1pon$2",
  );
  return plainer === message ? null : plainer;
}

/** A move of an event, or of a task to a day (said as an event's: its day and hour), as the
 * event's fields; null for any other call. */
function asEventMoved(call: PlannedCall): { title?: string; date?: string; time?: string } | null {
  if (call.toolName === "updateEvent") return call.input as { title?: string; date?: string };
  if (call.toolName !== "updateTask") return null;
  const { title, dueDate, dueTime, ...rest } = call.input as Record<string, string | undefined>;
  if (Object.keys(rest).length > 0) return null;
  return { title, date: dueDate, ...(dueTime ? { time: dueTime } : {}) };
}
