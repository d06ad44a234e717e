import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { isPunctuation } from "#server/ai/understanding/text.ts";

/**
 * "anything on the calendar for thursday?", "anything on the calendar thursday", "algo en la
 * agenda pal sábado?", "tem algo na agenda sexta?": whether the calendar holds something on a day
 * asks for that day's events — never an event called «Anything on the calendar».
 */
const askedOfTheCalendar =
  /^(?:(?:is there|are there|do we have|have we got|we have|got|hay|tenemos|tem|temos|tiene)\s+)?(?:anything|something|algo|alguna cosa|nada)\s+(?:(?:on|in|en|na|no)\s+(?:the|my|our|la|el|a|o|mi|nuestra)?\s*(?:calendar|agenda|calendario|schedule))(?:\s+(?:for|on|para|pa|pal|pro|pra|el|la|o|a))*$/;

export function calendarAsked(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, clause } = scene;
  if (!reading.temporal.date) return null;
  const words = reading.tokens
    .slice(from, to)
    .filter((token, i) => !isPunctuation(token) && !reading.temporal.roles[from + i])
    .map((token) => token.folded);
  if (!askedOfTheCalendar.test(words.join(" "))) return null;
  return { ...clause("event.list", top.score, null, {}), basis: "carrier" };
}
