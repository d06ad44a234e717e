import { tool, zodSchema } from "ai";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "#server/app-context.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  announceCalendarChange,
  createEvent,
  listEvents,
} from "#server/modules/calendar/calendar.service.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import {
  adjustPantryItem,
  findPantryItemsByName,
  getPantry,
  listExpiringItems,
  listLowStockItems,
} from "#server/modules/pantry/pantry.service.ts";
import { createServiceRequest } from "#server/modules/services/services.service.ts";
import {
  addShoppingItem,
  checkShoppingItem,
  findShoppingItemsByName,
  listShoppingItems,
} from "#server/modules/shopping/shopping.service.ts";
import {
  announceTaskChange,
  completeTask,
  createTask,
  listOpenTasks,
} from "#server/modules/tasks/tasks.service.ts";
import type {
  EventLine,
  PantryLine,
  TaskLine,
  ToolFailure,
  ToolOutputs,
} from "#shared/assistant/tool-results.ts";
import { addDays, dateInZone, timeInZone, zonedTimeToUtc } from "#shared/calendar/zoned-time.ts";
import { serviceTypes } from "#shared/domain/services.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import { eventInputSchema } from "#shared/schemas/calendar.ts";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import { createTaskSchema, type Task } from "#shared/schemas/tasks.ts";
import { foldText, itemNameKey } from "#shared/shopping/item-names.ts";

/** Who the tools act for: the caller's household and role, never anything from the model. */
export interface ToolEnvironment {
  db: Kysely<DatabaseSchema>;
  membership: Membership;
  app: Pick<AppContext, "live" | "logger" | "storage">;
  timeZone: string;
  /** Allergies of the household (persona and members), for meal ideas. */
  allergies: string[];
  /** The clock, so that tests can fix "today". */
  now?: () => Date;
}

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("Calendar day YYYY-MM-DD in the household's time zone");
const timeField = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .describe("Local time HH:mm (24 h)");

function failure(error: unknown): ToolFailure {
  if (error instanceof ApiError) {
    return { ok: false, code: error.code, message: error.message };
  }
  throw error;
}

/** Runs a tool body; the household's rules (403, 404, 400) become an answer the model can read. */
async function attempt<T>(body: () => Promise<T>): Promise<T | ToolFailure> {
  try {
    return await body();
  } catch (error) {
    return failure(error);
  }
}

const noMatch = (message: string): ToolFailure => ({ ok: false, code: "NO_MATCH", message });

function taskLine(task: Task): TaskLine {
  return { title: task.title, dueDate: task.dueDate, priority: task.priority, status: task.status };
}

function pantryLine(item: PantryItemView): PantryLine {
  return {
    name: item.name,
    quantity: item.qtyOnHand,
    unit: item.unit,
    expiryDate: item.expiryDate,
    daysToExpiry: item.daysToExpiry,
    lowStock: item.lowStock,
  };
}

function eventLine(event: CalendarEvent, timeZone: string): EventLine {
  if (event.allDay) return { title: event.title, date: event.start.slice(0, 10), time: null };
  const start = new Date(event.start);
  return {
    title: event.title,
    date: dateInZone(start, timeZone),
    time: timeInZone(start, timeZone),
  };
}

const stopWords = new Set([
  "el",
  "la",
  "los",
  "las",
  "de",
  "del",
  "a",
  "al",
  "un",
  "una",
  "the",
  "to",
  "o",
  "os",
  "do",
  "da",
  "y",
  "e",
]);

/** Words that carry meaning, for matching "pagar la luz" with "Pagar el recibo de la luz". */
function meaningfulWords(text: string): string[] {
  return foldText(text)
    .replace(/[^\p{L}\p{N} ]/gu, " ")
    .split(" ")
    .filter((word) => word.length > 1 && !stopWords.has(word))
    .map((word) => itemNameKey(word));
}

/** The open task that best matches a description: most shared words, then soonest due. */
export function bestTaskMatch(tasks: Task[], description: string): Task | undefined {
  const wanted = meaningfulWords(description);
  let best: { task: Task; score: number } | undefined;
  for (const task of tasks) {
    const words = new Set(meaningfulWords(task.title));
    const score = wanted.filter(
      (word) => words.has(word) || [...words].some((w) => w.startsWith(word) || word.startsWith(w)),
    ).length;
    if (score > 0 && (!best || score > best.score)) best = { task, score };
  }
  if (!best) return undefined;
  // Verbs are conjugated ("pagué" for "pagar"): one shared noun is enough, but not when the
  // description is long and matches a single common word.
  return best.score >= Math.min(wanted.length, 1) ? best.task : undefined;
}

/** Input schemas, built once: the AI SDK turns each into JSON Schema the first time it is sent. */
const inputs = {
  addShoppingItems: zodSchema(
    z.object({
      items: z
        .array(
          z.object({ name: z.string().min(1).max(120), quantity: z.string().max(40).nullish() }),
        )
        .min(1)
        .max(20),
    }),
  ),
  listShoppingItems: zodSchema(z.object({})),
  checkShoppingItems: zodSchema(
    z.object({ names: z.array(z.string().min(1).max(120)).min(1).max(20) }),
  ),
  createTask: zodSchema(
    z.object({
      title: z.string().min(1).max(200),
      dueDate: dateField.nullish(),
      priority: z.enum(["low", "medium", "high", "urgent"]).nullish(),
    }),
  ),
  listTasks: zodSchema(z.object({})),
  completeTask: zodSchema(z.object({ title: z.string().min(1).max(200) })),
  readPantry: zodSchema(
    z.object({
      view: z.enum(["all", "low", "expiring", "item"]),
      name: z.string().max(120).nullish(),
    }),
  ),
  adjustPantryItem: zodSchema(
    z.object({
      name: z.string().min(1).max(120),
      delta: z.number().nullish(),
      quantity: z.number().min(0).nullish(),
    }),
  ),
  listEvents: zodSchema(z.object({ from: dateField, to: dateField })),
  createEvent: zodSchema(
    z.object({
      title: z.string().min(1).max(200),
      date: dateField,
      time: timeField.nullish(),
      eventType: z.enum(["general", "family", "school", "health", "work", "birthday"]).nullish(),
    }),
  ),
  createServiceRequest: zodSchema(
    z.object({
      serviceType: z.enum(serviceTypes),
      description: z.string().max(1000).nullish(),
      scheduledDate: dateField.nullish(),
    }),
  ),
  summarizeDay: zodSchema(z.object({})),
};

/** The household tools the assistant may call, each going through the module's own service. */
export function householdTools(env: ToolEnvironment) {
  const { db, membership, app, timeZone } = env;
  const now = env.now ?? (() => new Date());
  const today = () => dateInZone(now(), timeZone);

  return {
    addShoppingItems: tool({
      description: "Add one or more items to the household's shopping list.",
      inputSchema: inputs.addShoppingItems,
      execute: async ({ items }): Promise<ToolOutputs["addShoppingItems"] | ToolFailure> =>
        attempt(async () => {
          const added = [];
          for (const item of items) {
            const row = await addShoppingItem(
              db,
              membership,
              { name: item.name, quantity: item.quantity ?? null },
              app,
            );
            added.push({ name: row.name, quantity: row.quantity });
          }
          return { ok: true as const, added };
        }),
    }),

    listShoppingItems: tool({
      description: "List what is still to buy on the household's active shopping lists.",
      inputSchema: inputs.listShoppingItems,
      execute: async (): Promise<ToolOutputs["listShoppingItems"] | ToolFailure> =>
        attempt(async () => {
          const items = await listShoppingItems(db, membership, { checked: false });
          return {
            ok: true as const,
            items: items.map((item) => ({ name: item.name, quantity: item.quantity })),
          };
        }),
    }),

    checkShoppingItems: tool({
      description: "Mark items of the shopping list as bought, by name.",
      inputSchema: inputs.checkShoppingItems,
      execute: async ({ names }): Promise<ToolOutputs["checkShoppingItems"] | ToolFailure> =>
        attempt(async () => {
          const checked: string[] = [];
          const notFound: string[] = [];
          for (const name of names) {
            const matches = (await findShoppingItemsByName(db, membership, name)).filter(
              (item) => !item.isChecked,
            );
            if (matches.length === 0) {
              notFound.push(name);
              continue;
            }
            for (const item of matches) {
              await checkShoppingItem(db, membership, item.id, { checked: true }, app);
              checked.push(item.name);
            }
          }
          return { ok: true as const, checked, notFound };
        }),
    }),

    createTask: tool({
      description: "Create a household task or reminder, optionally due on a day.",
      inputSchema: inputs.createTask,
      execute: async (input): Promise<ToolOutputs["createTask"] | ToolFailure> =>
        attempt(async () => {
          const values = createTaskSchema.safeParse({
            title: input.title,
            dueDate: input.dueDate ?? null,
            priority: input.priority ?? "medium",
          });
          if (!values.success) throw new ApiError(400, "VALIDATION_FAILED");
          const task = await createTask(db, membership, values.data);
          announceTaskChange(app.live, membership, "created", task.id);
          return { ok: true as const, task: taskLine(task) };
        }),
    }),

    listTasks: tool({
      description: "List the household's open tasks (to do and in progress), soonest due first.",
      inputSchema: inputs.listTasks,
      execute: async (): Promise<ToolOutputs["listTasks"] | ToolFailure> =>
        attempt(async () => {
          const tasks = await listOpenTasks(db, membership);
          return { ok: true as const, tasks: tasks.slice(0, 20).map(taskLine) };
        }),
    }),

    completeTask: tool({
      description: "Mark an open task as done, found by words of its title.",
      inputSchema: inputs.completeTask,
      execute: async ({ title }): Promise<ToolOutputs["completeTask"] | ToolFailure> =>
        attempt(async () => {
          const open = await listOpenTasks(db, membership);
          const match = bestTaskMatch(open, title);
          if (!match) return noMatch(`No encontré una tarea pendiente que diga «${title}».`);
          const change = await completeTask(db, membership, match.id);
          announceTaskChange(app.live, membership, "updated", match.id);
          return { ok: true as const, task: taskLine(change.task) };
        }),
    }),

    readPantry: tool({
      description:
        "Read the pantry: 'low' what is running out, 'expiring' what expires within 7 days, 'item' the quantity of one item (give name), 'all' everything (for meal ideas).",
      inputSchema: inputs.readPantry,
      execute: async ({ view, name }): Promise<ToolOutputs["readPantry"] | ToolFailure> =>
        attempt(async () => {
          let items: PantryItemView[];
          if (view === "low") items = await listLowStockItems(db, membership);
          else if (view === "expiring") items = await listExpiringItems(db, membership);
          else if (view === "item")
            items = name ? await findPantryItemsByName(db, membership, name) : [];
          else items = (await getPantry(db, membership)).items;
          return {
            ok: true as const,
            view,
            items: items.map(pantryLine),
            allergies: env.allergies,
          };
        }),
    }),

    adjustPantryItem: tool({
      description: "Change a pantry item's quantity: delta (+/-) or the counted quantity.",
      inputSchema: inputs.adjustPantryItem,
      execute: async ({
        name,
        delta,
        quantity,
      }): Promise<ToolOutputs["adjustPantryItem"] | ToolFailure> =>
        attempt(async () => {
          const [item] = await findPantryItemsByName(db, membership, name);
          if (!item) return noMatch(`No encontré «${name}» en la despensa.`);
          const change =
            quantity !== null && quantity !== undefined ? { quantity } : { delta: delta ?? -1 };
          const updated = await adjustPantryItem(db, membership, item.id, change, app);
          return { ok: true as const, item: pantryLine(updated), previous: item.qtyOnHand };
        }),
    }),

    listEvents: tool({
      description: "List the household's calendar events between two days (inclusive).",
      inputSchema: inputs.listEvents,
      execute: async ({ from, to }): Promise<ToolOutputs["listEvents"] | ToolFailure> =>
        attempt(async () => {
          // ISO days sort as text: the later of from/to, but at most two months ahead.
          const later = [from, to].sort()[1] ?? from;
          const last = [later, addDays(from, 62)].sort()[0] ?? from;
          const events = (await listEvents(db, membership, { from, to: last }))
            .map((event) => eventLine(event, timeZone))
            .filter((event) => event.date >= from && event.date <= last)
            .sort((a, b) => `${a.date}${a.time ?? ""}`.localeCompare(`${b.date}${b.time ?? ""}`));
          return { ok: true as const, from, to: last, events };
        }),
    }),

    createEvent: tool({
      description: "Create a calendar event on a day, at a local time or all day.",
      inputSchema: inputs.createEvent,
      execute: async ({
        title,
        date,
        time,
        eventType,
      }): Promise<ToolOutputs["createEvent"] | ToolFailure> =>
        attempt(async () => {
          const [year, month, day] = date.split("-").map(Number) as [number, number, number];
          const [hour, minute] = (time ?? "00:00").split(":").map(Number) as [number, number];
          const parsed = eventInputSchema.safeParse(
            time
              ? {
                  title,
                  eventType: eventType ?? "general",
                  allDay: false,
                  start: zonedTimeToUtc(
                    { year, month, day, hour, minute, second: 0 },
                    timeZone,
                  ).toISOString(),
                }
              : { title, eventType: eventType ?? "general", allDay: true, start: date },
          );
          if (!parsed.success) throw new ApiError(400, "VALIDATION_FAILED");
          const event = await createEvent(db, membership, parsed.data);
          announceCalendarChange(app.live, membership, "created", event.id);
          return { ok: true as const, event: eventLine(event, timeZone) };
        }),
    }),

    createServiceRequest: tool({
      description: "Ask for a home service (plumber, electrician…), optionally for a day.",
      inputSchema: inputs.createServiceRequest,
      execute: async (input): Promise<ToolOutputs["createServiceRequest"] | ToolFailure> =>
        attempt(async () => {
          const created = await createServiceRequest(
            db,
            membership,
            {
              serviceType: input.serviceType,
              description: input.description ?? null,
              scheduledDate: input.scheduledDate ?? null,
            },
            app,
          );
          // The summary is written in the background; the chat does not wait for it.
          created.summarized.catch(() => undefined);
          return {
            ok: true as const,
            serviceType: input.serviceType,
            scheduledDate: input.scheduledDate ?? null,
          };
        }),
    }),

    summarizeDay: tool({
      description:
        "Summarise the household's day: today's events, tasks due, what to buy, what is running out.",
      inputSchema: inputs.summarizeDay,
      execute: async (): Promise<ToolOutputs["summarizeDay"] | ToolFailure> =>
        attempt(async () => {
          const date = today();
          const [events, tasks, toBuy, low] = await Promise.all([
            listEvents(db, membership, { from: date, to: date }),
            listOpenTasks(db, membership),
            listShoppingItems(db, membership, { checked: false }),
            listLowStockItems(db, membership),
          ]);
          return {
            ok: true as const,
            date,
            events: events
              .map((event) => eventLine(event, timeZone))
              .filter((event) => event.date === date)
              .sort((a, b) => (a.time ?? "").localeCompare(b.time ?? "")),
            tasksDue: tasks
              .filter((task) => task.dueDate !== null && task.dueDate <= date)
              .map(taskLine),
            toBuy: toBuy.length,
            lowStock: low.map((item) => item.name),
          };
        }),
    }),
  };
}

export type HouseholdTools = ReturnType<typeof householdTools>;
