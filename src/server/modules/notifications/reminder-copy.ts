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

/** The reminders of one reader: "domingo, 22 de noviembre" and, for timed things, " a las 19:30"
 * (24-hour clock) in Spanish; "Sunday, November 22 at 19:30"; "domingo, 22 de novembro às 19:30". */
export function reminderCopy(language: string): Copy {
  const locale = localeOf(language);
  const t = translator(locale, "reminders");
  const pair = (key: string, values: Record<string, string | number>) => ({
    title: t(`${key}.title`, values),
    body: t(`${key}.body`, values),
  });
  return {
    taskDue: (title, when) => pair("taskDue", { title, when }),
    eventStart: (title, when) => pair("eventStart", { title, when }),
    pantryExpiring: (name, date) => pair("pantryExpiring", { name, date }),
    pantryLow: (name, qty, unit) => pair("pantryLow", { name, qty, unit }),
    serviceVisit: (service) => pair("serviceVisit", { service }),
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
      const day = dateTimeFormat(dateLocales[locale], {
        timeZone,
        weekday: "long",
        day: "numeric",
        month: "long",
      }).format(instant);
      if (!withTime) return day;
      const time = dateTimeFormat(dateLocales[locale], {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(instant);
      return t("at", { day, time });
    },
  };
}
