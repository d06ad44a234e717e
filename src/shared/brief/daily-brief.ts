import type { TimeOfDay } from "#shared/brief/greeting.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";
import type { TaskPriority, TaskStatus } from "#shared/domain/tasks.ts";
import type { MealSlot } from "#shared/meals/catalog.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";

/** Spec §9: the brief lists at most 5 urgent tasks and 5 items to buy. */
export const briefUrgentTaskLimit = 5;
export const briefItemLimit = 5;
/** A day with more events than this shows the first ones and the count. */
export const briefEventLimit = 20;

export interface BriefTask {
  id: string;
  title: string;
  priority: TaskPriority;
  status: TaskStatus;
  dueDate: string | null;
  assigneeName: string | null;
}

export interface BriefItem {
  id: string;
  name: string;
  quantity: string | null;
  category: string | null;
  listName: string;
}

/** What the week plan has for today ("Hoy: tacos de pollo"). */
export interface BriefMeal {
  slot: MealSlot;
  title: string;
}

/** The quick summary of the brief and the dashboard's cards (spec §7, Dashboard counts). */
export interface SummaryCounts {
  /** Tasks still to do (status todo). */
  pendingTasks: number;
  /** Unchecked items of the active shopping lists. */
  itemsToBuy: number;
  /** Events from now on (all-day events from today on). */
  upcomingEvents: number;
  /** Members of the household. */
  members: number;
}

export interface DailyBrief {
  greeting: TimeOfDay;
  householdName: string;
  memberName: string;
  /** The household's calendar day. */
  today: IsoDate;
  timeZone: string;
  tip: string;
  events: CalendarEvent[];
  urgentTasks: BriefTask[];
  itemsToBuy: BriefItem[];
  /** Today's planned meals, breakfast first. */
  meals: BriefMeal[];
  counts: SummaryCounts;
}

/** Dashboard: the four cards and a short daily summary (three of each list). */
export interface Dashboard {
  counts: SummaryCounts;
  summary: Omit<DailyBrief, "counts">;
}
