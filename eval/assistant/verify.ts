/**
 * Whether the household's data shows what an expected call should have done: the item is on the
 * list with its quantity, the task exists with its day, the event moved… A call that answered
 * `ok: true` but left the data as it was does not pass. Fields the app does not store are not
 * checked here (the call's arguments were already compared).
 */
import { dateInZone, timeInZone } from "#shared/calendar/zoned-time.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import type { Task } from "#shared/schemas/tasks.ts";
import {
  type ExpectedCall,
  fold,
  type Json,
  parseQuantity,
  referenceMatches,
  sameItemName,
  sameQuantity,
  sameValue,
  titleMatches,
} from "./match.ts";
import type { HouseholdState } from "./state.ts";

export interface VerifyContext {
  timeZone: string;
  /** The household's today, the default day of summarizeDay. */
  today: string;
}

type Args = Record<string, Json>;

function text(value: Json | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function names(args: Args): string[] {
  return Array.isArray(args.names) ? args.names.filter((name) => typeof name === "string") : [];
}

/** "1 kg" on the list plus "1 kg" asked for: "2 kg" is what a bump leaves. */
function bumpedQuantity(before: string | null, added: string, after: string | null): boolean {
  if (!before || !after) return false;
  const [old, more, now] = [parseQuantity(before), parseQuantity(added), parseQuantity(after)];
  if (!old || !more || !now || old.unit !== more.unit || now.unit !== old.unit) return false;
  return Math.abs(old.amount + more.amount - now.amount) < 1e-9;
}

function checkShopping(tool: string, args: Args, before: HouseholdState, after: HouseholdState) {
  const problems: string[] = [];
  const matching = (state: HouseholdState, name: string) =>
    state.shopping.filter((item) => sameItemName(name, item.name));
  if (tool === "addShoppingItems") {
    const items = Array.isArray(args.items) ? (args.items as Args[]) : [];
    for (const wanted of items) {
      const name = text(wanted.name) ?? "";
      const open = matching(after, name).filter((item) => !item.isChecked);
      if (open.length === 0) {
        problems.push(`«${name}» is not on the shopping list`);
        continue;
      }
      // Two lines of one name are a duplicate; «Bread» beside «Pan» is the member's choice.
      for (const option of name.split("|")) {
        const same = open.filter((item) => sameItemName(option, item.name));
        if (same.length > 1) problems.push(`«${option}» is on the list ${same.length} times`);
      }
      const quantity = text(wanted.quantity);
      if (!quantity) continue;
      const earlier = new Map(before.shopping.map((item) => [item.id, item]));
      const touched = open.filter((item) => {
        const old = earlier.get(item.id);
        return !old || old.quantity !== item.quantity || old.isChecked;
      });
      const line = (touched[0] ?? open[0]) as (typeof open)[number];
      // An item already to buy gets its quantity bumped (1 kg + 1 kg = 2 kg), unless it had none.
      const old = earlier.get(line.id);
      const right =
        old && !old.isChecked && old.quantity
          ? bumpedQuantity(old.quantity, quantity, line.quantity)
          : sameQuantity(quantity, line.quantity);
      if (!right) problems.push(`«${line.name}» has quantity ${line.quantity ?? "none"}`);
    }
  }
  for (const name of tool === "addShoppingItems" ? [] : names(args)) {
    const earlier = matching(before, name);
    const now = matching(after, name);
    if (tool === "removeShoppingItems") {
      if (now.some((item) => !item.isChecked)) problems.push(`«${name}» is still on the list`);
      if (!earlier.some((item) => !item.isChecked))
        problems.push(`case error: no «${name}» to remove`);
    }
    if (tool === "checkShoppingItems") {
      if (now.some((item) => !item.isChecked)) problems.push(`«${name}» is still to buy`);
      const wasOpen = new Set(earlier.filter((item) => !item.isChecked).map((item) => item.id));
      if (!now.some((item) => item.isChecked && wasOpen.has(item.id))) {
        problems.push(`«${name}» was not marked as bought`);
      }
    }
    if (tool === "uncheckShoppingItems") {
      const wasChecked = new Set(earlier.filter((item) => item.isChecked).map((item) => item.id));
      if (!now.some((item) => !item.isChecked && wasChecked.has(item.id))) {
        problems.push(`«${name}» is not back on the list`);
      }
    }
  }
  return problems;
}

function checkPantry(args: Args, before: HouseholdState, after: HouseholdState): string[] {
  const name = text(args.name) ?? "";
  const item = after.pantry.find((line) => sameItemName(name, line.name));
  if (!item) return [`«${name}» is not in the pantry`];
  const earlier = before.pantry.find((line) => line.id === item.id);
  if (typeof args.quantity === "number") {
    return item.qtyOnHand === args.quantity
      ? []
      : [`«${item.name}» has ${item.qtyOnHand} ${item.unit}, expected ${args.quantity}`];
  }
  if (typeof args.delta === "number") {
    const expected = earlier ? Math.max(0, earlier.qtyOnHand + args.delta) : args.delta;
    return Math.abs(item.qtyOnHand - expected) < 1e-9
      ? []
      : [`«${item.name}» has ${item.qtyOnHand} ${item.unit}, expected ${expected}`];
  }
  return [];
}

function taskFieldProblems(task: Task, args: Args): string[] {
  const problems: string[] = [];
  if ("dueDate" in args && !sameValue("task.dueDate", args.dueDate as Json, task.dueDate)) {
    problems.push(`«${task.title}» is due ${task.dueDate ?? "never"}`);
  }
  const dueTime = (task as { dueTime?: string | null }).dueTime;
  if ("dueTime" in args && dueTime !== undefined) {
    if (!sameValue("task.dueTime", args.dueTime as Json, dueTime)) {
      problems.push(`«${task.title}» is due at ${dueTime ?? "no time"}`);
    }
  }
  if ("assignee" in args && text(args.assignee) !== "me") {
    if (!sameValue("task.assignee", args.assignee as Json, task.assigneeName)) {
      problems.push(`«${task.title}» is assigned to ${task.assigneeName ?? "nobody"}`);
    }
  }
  if (
    "recurrence" in args &&
    !sameValue("task.recurrence", args.recurrence as Json, task.recurringPattern)
  ) {
    problems.push(`«${task.title}» repeats ${task.recurringPattern}`);
  }
  if ("priority" in args && !sameValue("task.priority", args.priority as Json, task.priority)) {
    problems.push(`«${task.title}» has priority ${task.priority}`);
  }
  return problems;
}

/** The fixture's task or event a reference points at ("la basura" → «Sacar la basura»). */
function target<T extends { title: string }>(
  rows: T[],
  reference: string,
  prefer?: (row: T) => boolean,
) {
  const found = rows.filter((row) => referenceMatches(reference, row.title));
  return (prefer && found.find(prefer)) ?? found[0];
}

function checkTasks(tool: string, args: Args, before: HouseholdState, after: HouseholdState) {
  const title = text(args.title) ?? "";
  if (tool === "createTask") {
    const known = new Set(before.tasks.map((task) => task.id));
    const created = after.tasks.filter((task) => !known.has(task.id));
    const task = created.find((candidate) => titleMatches(title, candidate.title));
    if (!task) {
      return [`no new task «${title}» (new: ${created.map((t) => t.title).join(", ") || "none"})`];
    }
    return taskFieldProblems(task, args);
  }
  const wanted = target(before.tasks, title, (task) =>
    tool === "reopenTask" ? task.status === "done" : task.status !== "done",
  );
  if (!wanted) return [`case error: no task of the household matches «${title}»`];
  const now = after.tasks.find((task) => task.id === wanted.id);
  if (tool === "deleteTask") return now ? [`«${wanted.title}» still exists`] : [];
  if (!now) return [`«${wanted.title}» disappeared`];
  if (tool === "completeTask") {
    const nextOne = after.tasks.some(
      (task) =>
        task.id !== now.id &&
        task.title === now.title &&
        task.status !== "done" &&
        !before.tasks.some((old) => old.id === task.id),
    );
    return now.status === "done" || nextOne ? [] : [`«${now.title}» is ${now.status}`];
  }
  if (tool === "reopenTask") return now.status !== "done" ? [] : [`«${now.title}» is still done`];
  if (tool === "updateTask") {
    const { title: _reference, ...fields } = args;
    return taskFieldProblems(now, fields);
  }
  return [];
}

function eventDate(event: CalendarEvent, timeZone: string): string {
  return event.allDay ? event.start.slice(0, 10) : dateInZone(new Date(event.start), timeZone);
}

function eventProblems(event: CalendarEvent, args: Args, timeZone: string, created: boolean) {
  const problems: string[] = [];
  if ("date" in args && !sameValue("event.date", args.date as Json, eventDate(event, timeZone))) {
    problems.push(`«${event.title}» is on ${eventDate(event, timeZone)}`);
  }
  const time = event.allDay ? null : timeInZone(new Date(event.start), timeZone);
  if ("time" in args || created) {
    const wanted = (args.time ?? null) as Json;
    if (!sameValue("event.time", wanted, time)) {
      problems.push(`«${event.title}» is ${time ? `at ${time}` : "all day"}`);
    }
  }
  if (typeof args.durationMinutes === "number" && event.end) {
    const minutes = (new Date(event.end).getTime() - new Date(event.start).getTime()) / 60_000;
    if (minutes !== args.durationMinutes) problems.push(`«${event.title}» lasts ${minutes} min`);
  }
  return problems;
}

function checkEvents(
  tool: string,
  args: Args,
  before: HouseholdState,
  after: HouseholdState,
  ctx: VerifyContext,
) {
  const title = text(args.title) ?? "";
  if (tool === "createEvent") {
    const known = new Set(before.events.map((event) => event.id));
    const created = after.events.filter((event) => !known.has(event.id));
    const event = created.find((candidate) => titleMatches(title, candidate.title));
    if (!event) {
      return [`no new event «${title}» (new: ${created.map((e) => e.title).join(", ") || "none"})`];
    }
    return eventProblems(event, args, ctx.timeZone, true);
  }
  const date = text(args.date);
  const wanted = target(
    before.events,
    title,
    (event) => tool !== "cancelEvent" || !date || eventDate(event, ctx.timeZone) === date,
  );
  if (!wanted) return [`case error: no event of the household matches «${title}»`];
  const now = after.events.find((event) => event.id === wanted.id);
  if (tool === "cancelEvent") return now ? [`«${wanted.title}» is still on the calendar`] : [];
  if (tool === "updateEvent") {
    const { title: _reference, ...fields } = args;
    if (now) return eventProblems(now, fields, ctx.timeZone, false);
    // Moved by replacing it: a new event of the same title where it was asked to go.
    const known = new Set(before.events.map((event) => event.id));
    const replacement = after.events.find(
      (event) => !known.has(event.id) && referenceMatches(title, event.title),
    );
    return replacement
      ? eventProblems(replacement, fields, ctx.timeZone, false)
      : [`«${wanted.title}» disappeared`];
  }
  return [];
}

function checkServices(args: Args, before: HouseholdState, after: HouseholdState): string[] {
  const known = new Set(before.services.map((request) => request.id));
  const created = after.services.filter((request) => !known.has(request.id));
  // The type as the case says it: one, or any of several ({"oneOf": […]}), as argsMatch reads it.
  const type = text(args.serviceType) ?? JSON.stringify(args.serviceType ?? "");
  const request = created.find((candidate) =>
    sameValue("service.serviceType", args.serviceType as Json, candidate.serviceType),
  );
  if (!request) {
    return [
      `no new ${type} request (new: ${created.map((r) => r.serviceType).join(", ") || "none"})`,
    ];
  }
  if ("date" in args && !sameValue("service.date", args.date as Json, request.scheduledDate)) {
    return [`the ${type} request is for ${request.scheduledDate ?? "no day"}`];
  }
  return [];
}

/** A meal placed, cooked, or the week's ingredients on the list. */
function checkMeals(tool: string, args: Args, before: HouseholdState, after: HouseholdState) {
  const meal = text(args.meal) ?? "";
  if (tool === "planMeal") {
    // A case that says no meal of the day (the request said none) wants the dish on that day,
    // in whichever slot it went.
    const slot = text(args.slot);
    const placed = slot
      ? after.meals.find((entry) => entry.day === text(args.date) && entry.slot === slot)
      : after.meals.find(
          (entry) =>
            entry.day === text(args.date) &&
            !before.meals.some((old) => old.id === entry.id && old.title === entry.title) &&
            (titleMatches(meal, entry.title) || sameItemName(meal, entry.title)),
        );
    if (!placed) return [`nothing new planned ${slot ? `for ${slot} ` : ""}on ${text(args.date)}`];
    if (!titleMatches(meal, placed.title) && !sameItemName(meal, placed.title))
      return [`${text(args.date)} ${text(args.slot)} is «${placed.title}», not «${meal}»`];
    return [];
  }
  if (tool === "cookMeal") {
    const cooked = after.meals.filter(
      (entry) =>
        entry.cookedAt !== null &&
        before.meals.some((old) => old.id === entry.id && old.cookedAt === null),
    );
    if (cooked.length !== 1) return [`${cooked.length} meals were marked cooked`];
    const [entry] = cooked as [HouseholdState["meals"][number]];
    return !meal || referenceMatches(meal, entry.title)
      ? []
      : [`«${entry.title}» was marked cooked, not «${meal}»`];
  }
  if (tool === "addWeekToShoppingList") {
    const earlier = new Map(before.shopping.map((item) => [item.id, item]));
    const touched = after.shopping.filter((item) => {
      const old = earlier.get(item.id);
      return !item.isChecked && (!old || old.quantity !== item.quantity);
    });
    return touched.length > 0 ? [] : ["nothing of the week's meals reached the list"];
  }
  return [];
}

/** Every "name" and "title" in a tool's output, wherever its shape puts them. */
function namesIn(output: unknown, found: string[] = []): string[] {
  if (Array.isArray(output)) {
    for (const value of output) namesIn(value, found);
  } else if (output && typeof output === "object") {
    for (const [key, value] of Object.entries(output)) {
      if ((key === "name" || key === "title") && typeof value === "string") found.push(value);
      else namesIn(value, found);
    }
  }
  return found;
}

function missingFrom(outputs: unknown[], wanted: string[], what: string): string[] {
  const answered = outputs.map((output) => new Set(namesIn(output).map(fold)));
  const complete = answered.some((names) => wanted.every((name) => names.has(fold(name))));
  if (complete || wanted.length === 0) return [];
  const seen = answered[0] ?? new Set<string>();
  return [
    `the answer leaves out ${what}: ${wanted.filter((name) => !seen.has(fold(name))).join(", ")}`,
  ];
}

/**
 * Whether a read answered what was asked: the household's own items, tasks and events that the
 * question is about are in the tool's output (so "do we have rice?" finding nothing while
 * «Arroz» is in the pantry does not pass on its arguments alone).
 */
export function verifyRead(
  call: ExpectedCall,
  outputs: unknown[],
  before: HouseholdState,
  ctx: VerifyContext,
): string[] {
  const args = call.args ?? {};
  if (outputs.length === 0) return [];
  switch (call.tool) {
    case "readPantry": {
      const view = text(args.view);
      const items =
        view === "item"
          ? before.pantry.filter((item) => sameItemName(text(args.name) ?? "", item.name))
          : view === "low"
            ? before.pantry.filter((item) => item.lowStock)
            : view === "expiring"
              ? before.pantry.filter(
                  (item) => item.expiry === "expiring" || item.expiry === "expired",
                )
              : before.pantry;
      return missingFrom(
        outputs,
        items.map((item) => item.name),
        "pantry items",
      );
    }
    case "listShoppingItems": {
      const open = before.shopping.filter((item) => !item.isChecked).map((item) => item.name);
      return missingFrom(outputs, open, "items to buy");
    }
    case "listEvents": {
      const from = text(args.from);
      const to = text(args.to);
      if (!from || !to) return [];
      const inRange = before.events.filter((event) => {
        const date = eventDate(event, ctx.timeZone);
        return date >= from && date <= to;
      });
      return missingFrom(
        outputs,
        inRange.map((event) => event.title),
        "events",
      );
    }
    case "readMealPlan": {
      const from = text(args.from) ?? ctx.today;
      const to = text(args.to) ?? from;
      const slot = text(args.slot);
      const planned = before.meals.filter(
        (entry) => entry.day >= from && entry.day <= to && (!slot || entry.slot === slot),
      );
      return missingFrom(
        outputs,
        planned.map((entry) => entry.title),
        "planned meals",
      );
    }
    case "summarizeDay": {
      const day = text(args.date) ?? ctx.today;
      const events = before.events.filter((event) => eventDate(event, ctx.timeZone) === day);
      const due = before.tasks.filter((task) => task.status !== "done" && task.dueDate === day);
      return missingFrom(
        outputs,
        [...events, ...due].map((row) => row.title),
        "the day's events and tasks",
      );
    }
    default:
      return [];
  }
}

/** What is wrong in the data after an expected call; empty when the change is there. */
export function verifyChange(
  call: ExpectedCall,
  before: HouseholdState,
  after: HouseholdState,
  ctx: VerifyContext,
): string[] {
  const args = call.args ?? {};
  switch (call.tool) {
    case "addShoppingItems":
    case "removeShoppingItems":
    case "checkShoppingItems":
    case "uncheckShoppingItems":
      return checkShopping(call.tool, args, before, after);
    case "adjustPantryItem":
      return checkPantry(args, before, after);
    case "createTask":
    case "completeTask":
    case "reopenTask":
    case "updateTask":
    case "deleteTask":
      return checkTasks(call.tool, args, before, after);
    case "createEvent":
    case "updateEvent":
    case "cancelEvent":
      return checkEvents(call.tool, args, before, after, ctx);
    case "createServiceRequest":
      return checkServices(args, before, after);
    case "planMeal":
    case "cookMeal":
    case "addWeekToShoppingList":
      return checkMeals(call.tool, args, before, after);
    default:
      return [];
  }
}
