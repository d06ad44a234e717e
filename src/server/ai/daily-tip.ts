import { localeOf, translator } from "#server/i18n/translator.ts";
import type { TimeOfDay } from "#shared/brief/greeting.ts";

/** Spec §9: what the brief shows when the assistant fails or has nothing to say. */
export const fallbackTip = "¡Organiza tu día y serás más productivo! 🎯";

/** The §9 fallback in the reader's language (Spanish: the spec's own words). */
export function fallbackTipIn(language: string): string {
  const locale = localeOf(language);
  let text = fallbackByLocale.get(locale);
  if (text === undefined) {
    text = translator(locale, "tips")("fallback");
    fallbackByLocale.set(locale, text);
  }
  return text;
}

// Asked on every brief: the three locales' texts and list formats are made once.
const fallbackByLocale = new Map<string, string>();
const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: "conjunction" });
    listFormats.set(locale, format);
  }
  return format;
}

/** The daily brief's data, as the tip needs it. */
export interface DailyTipInput {
  householdName: string;
  /** The household's calendar day, "YYYY-MM-DD": the tip changes from one day to the next. */
  date: string;
  timeOfDay: TimeOfDay;
  /** The reader's language ("es", "en", "pt-BR"): the tip is written in it. */
  language: string;
  /** Today's events in order; `time` is "HH:mm" in the household's time zone, null if all-day. */
  events: { title: string; time: string | null }[];
  /** Open high and urgent tasks, most pressing first. */
  urgentTasks: { title: string; priority: "high" | "urgent"; dueDate: string | null }[];
  /** Unchecked items of the active shopping lists. */
  itemsToBuy: { name: string }[];
}

/** Titles are cut so that a tip fits the card's two lines. */
function short(text: string, max = 40): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** FNV-1a: a stable number from a string, so one day's tip doesn't change on every visit. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Each tip the data allows, written only when chosen (one per brief, not all of them). */
function candidates(input: DailyTipInput): (() => string)[] {
  const locale = localeOf(input.language);
  const t = translator(locale, "tips");
  const quote = (text: string) => t("quote", { text });
  const tips: (() => string)[] = [];
  const [task] = input.urgentTasks;
  if (task) {
    const title = () => quote(short(task.title));
    if (task.dueDate && task.dueDate < input.date) {
      tips.push(() => t("overdue", { title: title() }));
    } else {
      tips.push(() => t("startWith", { title: title() }));
      tips.push(() => t("cantWait", { title: title(), moment: t(`moments.${input.timeOfDay}`) }));
    }
    if (input.urgentTasks.length > 1) {
      tips.push(() => t("manyUrgent", { count: input.urgentTasks.length }));
    }
  }
  const timed = input.events.filter((event) => event.time !== null);
  const [next] = timed;
  if (next) tips.push(() => t("nextEvent", { time: next.time, title: quote(short(next.title)) }));
  const [allDay] = input.events.filter((event) => event.time === null);
  if (allDay) tips.push(() => t("allDay", { title: quote(short(allDay.title)) }));
  if (input.events.length > 1) tips.push(() => t("busyDay", { count: input.events.length }));
  if (input.itemsToBuy.length > 0) {
    const names = input.itemsToBuy.slice(0, 3).map((item) => short(item.name, 20));
    tips.push(() => t("shopping", { names: listFormat(locale).format(names) }));
  }
  return tips;
}

/**
 * Today's tip for the daily brief: at most two lines, in the reader's language, about what matters in the
 * household today. This built-in version works offline and is deterministic — the same data on
 * the same day gives the same tip, another day or other data give another — and answers the
 * §9 fallback when there is nothing to say. The assistant may later route it through the
 * configured model; callers already treat a rejection as "use the fallback".
 */
export async function generateDailyTip(input: DailyTipInput): Promise<string> {
  const tips = candidates(input);
  const fallback = fallbackTipIn(input.language);
  if (tips.length === 0) return fallback;
  return tips[hash(`${input.date}|${input.householdName}`) % tips.length]?.() ?? fallback;
}
