import { z } from "zod";
import { timesOfDay } from "#shared/brief/greeting.ts";
import { taskPriorities, taskStatuses } from "#shared/domain/tasks.ts";
import { mealSlots } from "#shared/meals/catalog.ts";
import { calendarEventSchema } from "#shared/schemas/calendar.ts";

/** Spec §9: the brief lists at most 5 urgent tasks and 5 items to buy. */
export const briefUrgentTaskLimit = 5;
export const briefItemLimit = 5;
/** A day with more events than this shows the first ones and the count. */
export const briefEventLimit = 20;

export const briefTaskSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  priority: z.enum(taskPriorities),
  status: z.enum(taskStatuses),
  dueDate: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type BriefTask = z.output<typeof briefTaskSchema>;

export const briefItemSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  quantity: z.string().nullable(),
  category: z.string().nullable(),
  listName: z.string(),
});
export type BriefItem = z.output<typeof briefItemSchema>;

/** What the week plan has for today ("Hoy: tacos de pollo"). */
export const briefMealSchema = z.strictObject({ slot: z.enum(mealSlots), title: z.string() });
export type BriefMeal = z.output<typeof briefMealSchema>;

/** The quick summary of the brief and the dashboard's cards (spec §7, Dashboard counts). */
export const summaryCountsSchema = z.strictObject({
  /** Tasks still to do (status todo). */
  pendingTasks: z.number().int(),
  /** Unchecked items of the active shopping lists. */
  itemsToBuy: z.number().int(),
  /** Events from now on (all-day events from today on). */
  upcomingEvents: z.number().int(),
  /** Members of the household. */
  members: z.number().int(),
});
export type SummaryCounts = z.output<typeof summaryCountsSchema>;

const briefFields = {
  greeting: z.enum(timesOfDay),
  householdName: z.string(),
  memberName: z.string(),
  /** The household's calendar day, "YYYY-MM-DD". */
  today: z.string(),
  timeZone: z.string(),
  tip: z.string(),
  events: z.array(calendarEventSchema),
  urgentTasks: z.array(briefTaskSchema),
  itemsToBuy: z.array(briefItemSchema),
  /** Today's planned meals, breakfast first. */
  meals: z.array(briefMealSchema),
};

/** GET /api/daily-brief. */
export const dailyBriefSchema = z.strictObject({ ...briefFields, counts: summaryCountsSchema });
export type DailyBrief = z.output<typeof dailyBriefSchema>;

/** GET /api/dashboard: the four cards and a short daily summary (three of each list). */
export const dashboardSchema = z.strictObject({
  counts: summaryCountsSchema,
  summary: z.strictObject(briefFields),
});
export type Dashboard = z.output<typeof dashboardSchema>;
