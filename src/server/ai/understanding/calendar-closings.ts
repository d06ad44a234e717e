import type { PlannedCall, Understanding } from "#server/ai/understanding/plan.ts";

/** "…, put it in the calendar", "…, ponlo en el calendario", "…, coloca na agenda": a closing
 * that asks for what the message told to be on the calendar. */
const closings = [
  /[,.;!]?\s*(?:and\s+)?(?:please\s+)?(?:put|add|save|write|pop)\s+(?:it|that|this)\s+(?:in|on|to|into)\s+(?:the|my|our)\s+(?:calendar|agenda|schedule)(?:\s+please)?[.!]*\s*$/iu,
  /[,.;!]?\s*(?:y\s+)?(?:p[oó]n(?:e|é)?l[oa]|an[oó]tal[oa]|ap[uú]ntal[oa]|ag[eé]ndal[oa]|gu[aá]rdal[oa]|agr[eé]gal[oa])\s+(?:en|a)\s+(?:el|la|mi|nuestra|nuestro)\s+(?:calendario|agenda)(?:\s+porfa|\s+por\s+favor)?[.!]*\s*$/iu,
  /[,.;!]?\s*(?:e\s+)?(?:coloca|p[õo]e|bota|anota|salva|marca|adiciona)(?:\s+(?:isso|isto|ele|ela))?\s+(?:na|no|em|[àa])\s+(?:minha\s+|nossa\s+)?(?:agenda|calend[áa]rio)(?:\s+pf|\s+por\s+favor)?[.!]*\s*$/iu,
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
