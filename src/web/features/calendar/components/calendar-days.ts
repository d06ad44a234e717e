import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import type { CalendarEvent, CalendarTask, CalendarView } from "#shared/schemas/calendar.ts";
import { weekStartsOn } from "#web/lib/dates.ts";

export const calendarViews = ["month", "week", "agenda"] as const;
export type CalendarViewMode = (typeof calendarViews)[number];

/** The agenda shows this many days from its first one. */
export const agendaDays = 30;

const dayKey = (date: Date) => format(date, "yyyy-MM-dd");

/** The days a view shows: whole weeks (Monday first) for the month, one week, or 30 days. */
export function viewDays(view: CalendarViewMode, anchor: string): string[] {
  const day = parseISO(anchor);
  let start: Date;
  let end: Date;
  if (view === "month") {
    start = startOfWeek(startOfMonth(day), { weekStartsOn });
    end = endOfWeek(endOfMonth(day), { weekStartsOn });
  } else if (view === "week") {
    start = startOfWeek(day, { weekStartsOn });
    end = endOfWeek(day, { weekStartsOn });
  } else {
    start = day;
    end = addDays(day, agendaDays - 1);
  }
  return eachDayOfInterval({ start, end }).map(dayKey);
}

export function shiftAnchor(view: CalendarViewMode, anchor: string, direction: 1 | -1): string {
  const day = parseISO(anchor);
  if (view === "month") return dayKey(addMonths(startOfMonth(day), direction));
  return dayKey(addDays(day, direction * (view === "week" ? 7 : agendaDays)));
}

export interface DayItems {
  events: CalendarEvent[];
  tasks: CalendarTask[];
}

/** The days an event covers on this device's calendar (a timed event ending at midnight does
 * not spill into the next day). */
function eventDays(event: CalendarEvent): string[] {
  if (event.allDay) {
    const end = event.end ?? event.start;
    return eachDayOfInterval({ start: parseISO(event.start), end: parseISO(end) }).map(dayKey);
  }
  const start = new Date(event.start);
  const end = event.end ? new Date(new Date(event.end).getTime() - 1) : start;
  return eachDayOfInterval({ start, end: end < start ? start : end }).map(dayKey);
}

/** Events (all-day first, then by start) and due tasks of each shown day. */
export function itemsByDay(days: string[], data: CalendarView | undefined): Map<string, DayItems> {
  const byDay = new Map<string, DayItems>(days.map((day) => [day, { events: [], tasks: [] }]));
  for (const event of data?.events ?? []) {
    for (const day of eventDays(event)) byDay.get(day)?.events.push(event);
  }
  for (const task of data?.tasks ?? []) byDay.get(task.dueDate)?.tasks.push(task);
  for (const items of byDay.values()) {
    items.events.sort(
      (a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start),
    );
  }
  return byDay;
}

export const typeColors: Record<string, string> = {
  general: "bg-stone-100 text-stone-800 border-stone-300",
  family: "bg-emerald-50 text-emerald-900 border-emerald-300",
  school: "bg-sky-50 text-sky-900 border-sky-300",
  health: "bg-rose-50 text-rose-900 border-rose-300",
  work: "bg-violet-50 text-violet-900 border-violet-300",
  birthday: "bg-amber-50 text-amber-900 border-amber-300",
};
