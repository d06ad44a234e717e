import { z } from "zod";
import type { ToolLanguage } from "#server/ai/tools/tool-messages.ts";
import type { AppContext, ServiceContext } from "#server/app-context.ts";
import type { Db } from "#server/db/executor.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import type { EventLine, PantryLine, TaskLine } from "#shared/assistant/tool-results.ts";
import { dateInZone, timeInZone } from "#shared/calendar/zoned-time.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import type { Task } from "#shared/schemas/tasks.ts";

/** Who the tools act for: the caller's household and role, never anything from the model. */
export interface ToolEnvironment {
  db: Db;
  membership: Membership;
  app: Pick<AppContext, "live" | "logger" | "storage">;
  timeZone: string;
  /** Allergies of the household (persona and members), for meal ideas. */
  allergies: string[];
  /** The language refusals are written in; Spanish when left out. */
  language?: ToolLanguage;
  /** The clock, so that tests can fix "today". */
  now?: () => Date;
}

/** What every tool of an area needs: the environment, the services' context (so that writes made
 * through the assistant are announced like any other), the clock and the caller's language. */
export function toolContext(env: ToolEnvironment) {
  const now = env.now ?? (() => new Date());
  const ctx: ServiceContext = { db: env.db, live: env.app.live };
  return {
    ...env,
    ctx,
    language: env.language ?? "es",
    now,
    today: () => dateInZone(now(), env.timeZone),
  };
}
export type ToolContext = ReturnType<typeof toolContext>;

export const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("Calendar day YYYY-MM-DD in the household's time zone");
export const timeField = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe("Local time HH:mm (24 h) in the household's time zone");
export const nameField = z.string().trim().min(1).max(120);
export const namesField = z
  .array(nameField)
  .min(1)
  .max(20)
  .describe("Item names as the member said them, one per item");

export function taskLine(task: Task): TaskLine {
  return {
    title: task.title,
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    priority: task.priority,
    status: task.status,
    assignee: task.assigneeName,
    recurrence: task.recurringPattern,
  };
}

export function pantryLine(item: PantryItemView): PantryLine {
  return {
    name: item.name,
    quantity: item.qtyOnHand,
    unit: item.unit,
    expiryDate: item.expiryDate,
    daysToExpiry: item.daysToExpiry,
    lowStock: item.lowStock,
  };
}

export function eventLine(event: CalendarEvent, timeZone: string): EventLine {
  if (event.allDay)
    return { title: event.title, date: event.start.slice(0, 10), time: null, endTime: null };
  const start = new Date(event.start);
  const date = dateInZone(start, timeZone);
  const end = event.end ? new Date(event.end) : null;
  const endsThatDay = end !== null && dateInZone(end, timeZone) === date;
  return {
    title: event.title,
    date,
    time: timeInZone(start, timeZone),
    endTime: endsThatDay ? timeInZone(end, timeZone) : null,
  };
}
