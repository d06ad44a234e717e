import type { TFunction } from "i18next";
import { localeOf, translator } from "#server/i18n/translator.ts";
import type {
  BriefCounts,
  ReminderMealPrep as MealPrep,
} from "#server/modules/notifications/reminder-sources.repository.ts";
import { dateTimeFormat } from "#shared/calendar/date-time-format.ts";
import type { UiLocale } from "#shared/domain/locale.ts";

/** What each reminder says — push, email, WhatsApp and SMS alike — in the reader's language. */
interface Copy {
  taskDue: (title: string, when: string) => { title: string; body: string };
  eventStart: (title: string, when: string) => { title: string; body: string };
  pantryExpiring: (name: string, date: string) => { title: string; body: string };
  pantryLow: (name: string, qty: number, unit: string) => { title: string; body: string };
  serviceVisit: (service: string) => { title: string; body: string };
  morningBrief: (name: string, counts: BriefCounts) => { title: string; body: string };
  mealPrep: (meal: MealPrep) => { title: string; body: string };
  formatDate: (instant: Date, timeZone: string, withTime: boolean) => string;
}

/** The regional format each locale's dates are written in. */
const dateLocales: Record<UiLocale, string> = { es: "es-MX", en: "en-US", "pt-BR": "pt-BR" };

type Values = Record<string, string | number>;

/** A message's text split at its placeholders once (i18next asked with markers for values), then
 * joined with each message's values: a pass writes tens of thousands of messages, and i18next
 * resolving, interpolating and allocating for each was most of what a plan allocated (issue 18).
 * The reminder texts use plain `{{value}}` placeholders (no formats, no plurals); those with
 * plurals (the morning brief) still ask i18next. */
function compiled(t: TFunction, key: string, names: readonly string[]): (values: Values) => string {
  const marker = "\u0000";
  const text = t(key, Object.fromEntries(names.map((name) => [name, `${marker}${name}${marker}`])));
  const parts = text.split(marker);
  return (values) => {
    let out = parts[0] ?? "";
    for (let index = 1; index < parts.length; index += 2) {
      out += String(values[parts[index] ?? ""] ?? "") + (parts[index + 1] ?? "");
    }
    return out;
  };
}

/** One locale's copy, kept for the life of the process (the translation files do not change). */
const copies = new Map<UiLocale, Copy>();

/** The reminders of one reader: "domingo, 22 de noviembre" and, for timed things, " a las 19:30"
 * (24-hour clock) in Spanish; "Sunday, November 22 at 19:30"; "domingo, 22 de novembro às 19:30". */
export function reminderCopy(language: string): Copy {
  const locale = localeOf(language);
  let copy = copies.get(locale);
  if (!copy) {
    copy = writeCopy(locale);
    copies.set(locale, copy);
  }
  return copy;
}

function writeCopy(locale: UiLocale): Copy {
  const t = translator(locale, "reminders");
  const pair = (key: string, values: Values) => ({
    title: t(`${key}.title`, values),
    body: t(`${key}.body`, values),
  });
  const compiledPair = (key: string, names: readonly string[]) => {
    const title = compiled(t, `${key}.title`, names);
    const body = compiled(t, `${key}.body`, names);
    return (values: Values) => ({ title: title(values), body: body(values) });
  };
  const taskDue = compiledPair("taskDue", ["title", "when"]);
  const eventStart = compiledPair("eventStart", ["title", "when"]);
  const pantryExpiring = compiledPair("pantryExpiring", ["name", "date"]);
  const pantryLow = compiledPair("pantryLow", ["name", "qty", "unit"]);
  const serviceVisit = compiledPair("serviceVisit", ["service"]);
  const at = compiled(t, "at", ["day", "time"]);
  // The two formatters of each zone, built once (`dateTimeFormat` keys its cache by the options'
  // JSON, itself an allocation per date).
  const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
  const formattersIn = (timeZone: string) => {
    let zone = formatters.get(timeZone);
    if (!zone) {
      zone = {
        day: dateTimeFormat(dateLocales[locale], {
          timeZone,
          weekday: "long",
          day: "numeric",
          month: "long",
        }),
        time: dateTimeFormat(dateLocales[locale], {
          timeZone,
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }),
      };
      formatters.set(timeZone, zone);
    }
    return zone;
  };
  return {
    taskDue: (title, when) => taskDue({ title, when }),
    eventStart: (title, when) => eventStart({ title, when }),
    pantryExpiring: (name, date) => pantryExpiring({ name, date }),
    pantryLow: (name, qty, unit) => pantryLow({ name, qty, unit }),
    serviceVisit: (service) => serviceVisit({ service }),
    morningBrief: (name, c) =>
      pair("morningBrief", {
        name,
        tasks: t("morningBrief.tasks", { count: c.tasksDueToday }),
        events: t("morningBrief.events", { count: c.eventsToday }),
        items: t("morningBrief.items", { count: c.itemsToBuy }),
      }),
    mealPrep: (meal) =>
      pair("mealPrep", {
        meal: meal.title,
        prep: t(`mealPrep.${meal.prepKind}`),
        // The family's words, mid-sentence: «Poner en remojo: el frijol negro».
        what: meal.prepWhat.charAt(0).toLocaleLowerCase(locale) + meal.prepWhat.slice(1),
        slot: t(`mealPrep.slots.${meal.slot}`),
      }),
    formatDate: (instant, timeZone, withTime) => {
      const zone = formattersIn(timeZone);
      const day = zone.day.format(instant);
      if (!withTime) return day;
      return at({ day, time: zone.time.format(instant) });
    },
  };
}
