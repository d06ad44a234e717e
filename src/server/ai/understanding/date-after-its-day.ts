/**
 * "quinta que vem, dia 3, às 20h", "el jueves, el 3, a las 8", "next thursday, the 3rd, at 8pm":
 * the day of the month said after the weekday, between commas, says which week — it is the date
 * (a bare "next thursday" on a Wednesday may be either). Said without the commas and the "next",
 * as the date reader takes it ("quinta dia 3", "jueves el 3", "thursday the 3rd"); null when the
 * message says no such thing.
 */
export function dateSaidAfterItsDay(message: string): string | null {
  const plainer = message.replace(dayThenDate, (...found) => {
    const { on, day, lead, number, suffix, after } = found.at(-1) as Record<
      string,
      string | undefined
    >;
    return `${on ?? ""}${day} ${lead} ${number}${suffix ?? ""}${after ? "," : ""}`;
  });
  return plainer === message ? null : plainer;
}

const weekdays = [
  "lunes martes mi[eé]rcoles jueves viernes s[aá]bado domingo",
  "segunda ter[cç]a quarta quinta sexta",
  "monday tuesday wednesday thursday friday saturday sunday",
]
  .join(" ")
  .split(" ")
  .join("|");
const nextWeek = String.raw`(?:\s+(?:que\s+vem|que\s+viene|da\s+semana\s+que\s+vem|de\s+la\s+(?:semana\s+que\s+viene|pr[oó]xima\s+semana)|pr[oó]xim[oa]|next\s+week))`;
const dayThenDate = new RegExp(
  String.raw`(?:\b(?:next|this)\s+)?(?<on>\b(?:el|la|o|a|on|na|no)\s+)?(?:pr[oó]xim[oa]\s+)?\b(?<day>${weekdays})(?:-feira)?${nextWeek}?\s*,\s*(?<lead>d[ií]a|el|the)\s+(?<number>\d{1,2})(?<suffix>st|nd|rd|th|º|°)?(?<after>\s*,)?(?=\s|$|[.!?])`,
  "giu",
);
