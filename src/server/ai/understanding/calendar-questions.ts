import { weekdays } from "#server/ai/builtin/when.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { isPunctuation } from "#server/ai/understanding/text.ts";

/**
 * "anything on the calendar for thursday?", "algo en la agenda pal sábado?", "tem algo na agenda
 * sexta?": whether the calendar holds something on a day asks for that day's events — never an
 * event called «Anything on the calendar».
 */
const askedOfTheCalendar =
  /^(?:(?:is there|are there|do we have|have we got|we have|got|hay|tenemos|tem|temos|tiene)\s+)?(?:anything|something|algo|alguna cosa|nada)\s+(?:(?:on|in|en|na|no)\s+(?:the|my|our|la|el|a|o|mi|nuestra)?\s*(?:calendar|agenda|calendario|schedule))(?:\s+(?:for|on|para|pa|pal|pro|pra|el|la|o|a))*$/;

/**
 * "¿tenemos algún compromiso el jueves 3?", "do we have plans this weekend?", "what's on the
 * family calendar between friday and sunday?", "o que tem marcado pra sexta?": the plans asked
 * for by name — the calendar's, for the days said.
 */
const plansAsked = new RegExp(
  `^(?:${[
    "(?:y\\s+)?(?:que|q)\\s+(?:hay|tenemos|tengo|habra)\\s+(?:agendad[oa]s?|programad[oa]s?|planead[oa]s?|en\\s+(?:la\\s+)?agenda|en\\s+el\\s+calendario)",
    "(?:hay|tenemos|tengo|tienen)\\s+(?:algun\\s+(?:compromiso|evento|plan)|compromisos|eventos|planes)(?:\\s+(?:agendad[oa]s?|programad[oa]s?))?",
    "(?:que|cuales)\\s+(?:eventos|planes|compromisos)\\s+(?:hay|tenemos|tengo)",
    "(?:o\\s+)?que\\s+(?:a\\s+gente\\s+|nos\\s+|eu\\s+)?(?:tem|temos|tenho)\\s+(?:marcad[oa]s?|agendad[oa]s?|na\\s+agenda|no\\s+calendario)",
    "(?:a\\s+gente\\s+|nos\\s+)?(?:tem|temos|tenho)\\s+(?:algum\\s+(?:compromisso|evento)|compromissos|eventos|planos)(?:\\s+(?:marcad[oa]s?|agendad[oa]s?))?",
    "(?:do|have|did)\\s+(?:we|i)\\s+(?:have|got)\\s+(?:any\\s+)?(?:plans|events)(?:\\s+(?:planned|scheduled))?",
    "(?:what's|whats|what\\s+is)\\s+(?:on\\s+(?:the|our|my)\\s+(?:family\\s+)?(?:calendar|schedule|agenda)|planned|scheduled)",
    "what\\s+(?:do|have)\\s+(?:we|i)\\s+(?:got\\s+)?(?:planned|scheduled)",
  ].join(
    "|",
  )})(?:\\s+(?:for|on|para|pa|pal|pro|pra|el|la|o|a|no|na|this|between|entre|and|y|e|to|al|hasta|ate))*$`,
);

/**
 * "¿hay algo el 2 de diciembre?", "¿tengo algo el sábado?", "o que a gente tem no fim de
 * semana?": what there is on a later day is the day's (read as its summary: from the day after
 * tomorrow on, that is its calendar; "qué hay para mañana" stays the day's summary). «¿tenemos
 * algo…?» is left to its other words: families ask it of the pantry as often.
 */
const somethingAsked = new RegExp(
  `^(?:${[
    "(?:y\\s+)?(?:que|q)\\s+(?:hay|tenemos|tengo)",
    "(?:hay|tengo)\\s+(?:algo|alguna\\s+cosa)",
    "(?:o\\s+)?que\\s+(?:a\\s+gente\\s+|nos\\s+|eu\\s+)?(?:tem|temos|tenho)",
    "(?:a\\s+gente\\s+|nos\\s+)?(?:tem|temos|tenho)\\s+(?:algo|alguma\\s+coisa)",
    "(?:do|have)\\s+(?:we|i)\\s+(?:have|got)\\s+anything",
    "what\\s+(?:do|have)\\s+(?:we|i)\\s+(?:have|got)(?:\\s+(?:going\\s+)?on)?",
  ].join("|")})(?:\\s+(?:for|on|para|pa|pal|pro|pra|el|la|o|a|no|na|this))*$`,
);

/** The periods `eventsOn` reads from the words themselves (no date of the temporal reading). */
const periods =
  /\s(?:(?:el|este|this|o|no|esse|neste)\s+)?(?:fin de semana|finde|weekend|fim de semana|(?:la\s+|a\s+)?(?:proxima|otra|outra)\s+semana|semana que (?:viene|vem)|next week|esta semana|this week|essa semana|nesta semana)(?=\s|$)/g;

export function calendarAsked(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, clause } = scene;
  const dated = reading.temporal.date !== null;
  // "mañana jueves", "between friday and sunday": a weekday beside the date read is the same
  // day said again, or the range's end (`eventsOn` reads it).
  const words = reading.tokens
    .slice(from, to)
    .filter((token, i) => !isPunctuation(token) && !reading.temporal.roles[from + i])
    .map((token) => token.folded)
    .filter((word) => !(dated && weekdays[word] !== undefined));
  const said = ` ${words.join(" ")} `;
  const withoutPeriod = said.replace(periods, " ").trim();
  // "la semana que viene" may be read as its Monday: a period is the whole of it all the same.
  const whole = ` ${reading.tokens
    .slice(from, to)
    .map((token) => token.folded)
    .join(" ")} `;
  const period = whole.replace(periods, " ").trim() !== whole.trim();
  if (!dated && !period) return null;
  const asked =
    /[?¿]/.test(reading.message) || /^(?:y\s+)?(?:que|q|o que|what)\b/.test(said.trim());
  if (askedOfTheCalendar.test(withoutPeriod) || (asked && plansAsked.test(withoutPeriod)))
    return { ...clause("event.list", top.score, null, {}), basis: "carrier" };
  if (asked && somethingAsked.test(withoutPeriod))
    return {
      ...clause(period ? "event.list" : "day.summary", top.score, null, {}),
      basis: "carrier",
    };
  return null;
}
