import type { BriefCounts } from "#server/modules/notifications/reminder-sources.repository.ts";
import { dateTimeFormat } from "#shared/calendar/date-time-format.ts";

/** What each reminder says, in the household's language (Spanish first, English too). */
interface Copy {
  taskDue: (title: string, when: string) => { title: string; body: string };
  eventStart: (title: string, when: string) => { title: string; body: string };
  pantryExpiring: (name: string, date: string) => { title: string; body: string };
  pantryLow: (name: string, qty: number, unit: string) => { title: string; body: string };
  serviceVisit: (service: string) => { title: string; body: string };
  morningBrief: (name: string, counts: BriefCounts) => { title: string; body: string };
  formatDate: (instant: Date, timeZone: string, withTime: boolean) => string;
}

/** "domingo, 22 de noviembre" and, for timed things, " a las 19:30" (24-hour clock). */
const formatter =
  (locale: string, at: string) => (instant: Date, timeZone: string, withTime: boolean) => {
    const day = dateTimeFormat(locale, {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
    }).format(instant);
    if (!withTime) return day;
    const time = dateTimeFormat(locale, {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(instant);
    return `${day} ${at} ${time}`;
  };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const es: Copy = {
  taskDue: (title, when) => ({ title: `Tarea: ${title}`, body: `Vence el ${when}.` }),
  eventStart: (title, when) => ({ title: `Evento: ${title}`, body: `Empieza el ${when}.` }),
  pantryExpiring: (name, date) => ({
    title: `${name} está por vencer`,
    body: `Vence el ${date}. Úsalo pronto o planifica una receta con él.`,
  }),
  pantryLow: (name, qty, unit) => ({
    title: `Queda poco: ${name}`,
    body: `Quedan ${qty} ${unit}. Agrégalo a la lista de compras.`,
  }),
  serviceVisit: (service) => ({
    title: `Hoy viene el servicio de ${service}`,
    body: "La visita está programada para hoy.",
  }),
  morningBrief: (name, c) => ({
    title: `Buenos días, ${name}`,
    body: `Hoy: ${plural(c.tasksDueToday, "tarea que vence", "tareas que vencen")}, ${plural(c.eventsToday, "evento", "eventos")} y ${plural(c.itemsToBuy, "artículo", "artículos")} por comprar.`,
  }),
  formatDate: formatter("es-MX", "a las"),
};

const en: Copy = {
  taskDue: (title, when) => ({ title: `Task: ${title}`, body: `Due ${when}.` }),
  eventStart: (title, when) => ({ title: `Event: ${title}`, body: `Starts ${when}.` }),
  pantryExpiring: (name, date) => ({
    title: `${name} expires soon`,
    body: `It expires on ${date}. Use it soon.`,
  }),
  pantryLow: (name, qty, unit) => ({
    title: `Running low: ${name}`,
    body: `${qty} ${unit} left. Add it to the shopping list.`,
  }),
  serviceVisit: (service) => ({
    title: `${service} service visit today`,
    body: "The visit is scheduled for today.",
  }),
  morningBrief: (name, c) => ({
    title: `Good morning, ${name}`,
    body: `Today: ${plural(c.tasksDueToday, "task due", "tasks due")}, ${plural(c.eventsToday, "event", "events")} and ${plural(c.itemsToBuy, "item", "items")} to buy.`,
  }),
  formatDate: formatter("en-US", "at"),
};

export function reminderCopy(language: string): Copy {
  return language === "en" ? en : es;
}
