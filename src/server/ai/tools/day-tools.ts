import { tool, zodSchema } from "ai";
import { z } from "zod";
import {
  dateField,
  eventLine,
  type ToolEnvironment,
  taskLine,
  toolContext,
} from "#server/ai/tools/tool-environment.ts";
import { attempt } from "#server/ai/tools/tool-messages.ts";
import { listEvents } from "#server/modules/calendar/calendar.service.ts";
import { listLowStockItems } from "#server/modules/pantry/pantry.service.ts";
import { listShoppingItems } from "#server/modules/shopping/shopping.service.ts";
import { findTasks } from "#server/modules/tasks/tasks.service.ts";
import type { ToolFailure, ToolOutputs } from "#shared/assistant/tool-results.ts";

const inputs = {
  summarizeDay: zodSchema(
    z.object({
      date: dateField.nullish().describe("The day to summarise, YYYY-MM-DD; today when omitted"),
    }),
  ),
};

/** A day at a glance: a read-only tool over several areas. */
export function dayTools(env: ToolEnvironment) {
  const { ctx, membership, language, timeZone, today } = toolContext(env);

  return {
    summarizeDay: tool({
      description:
        "Summarise a day for the household ('what do we have today?', 'what do I have to do tomorrow?'): its events, the tasks due that day and those overdue, how many things are to buy and what is running out.",
      inputSchema: inputs.summarizeDay,
      execute: async (input): Promise<ToolOutputs["summarizeDay"] | ToolFailure> =>
        attempt(language, async () => {
          const date = input.date ?? today();
          const [events, due, overdue, toBuy, low] = await Promise.all([
            listEvents(ctx, membership, { from: date, to: date }),
            findTasks(ctx, membership, { status: "open", date, today: today(), limit: 50 }),
            findTasks(ctx, membership, { status: "overdue", today: today(), limit: 50 }),
            listShoppingItems(ctx, membership, { checked: false }),
            listLowStockItems(ctx, membership),
          ]);
          return {
            ok: true as const,
            date,
            events: events
              .map((event) => eventLine(event, timeZone))
              .filter((event) => event.date === date)
              .sort((a, b) => (a.time ?? "").localeCompare(b.time ?? "")),
            tasksDue: due.map(taskLine),
            overdue: overdue.filter((task) => task.dueDate !== date).map(taskLine),
            toBuy: toBuy.length,
            lowStock: low.map((item) => item.name),
          };
        }),
    }),
  };
}
