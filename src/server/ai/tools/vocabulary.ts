import { cookedWindow } from "#server/ai/tools/meal-tools.ts";
import { eventLine, type ToolEnvironment, toolContext } from "#server/ai/tools/tool-environment.ts";
import { listEvents } from "#server/modules/calendar/calendar.service.ts";
import { listPlannedMeals } from "#server/modules/meals/meals.service.ts";
import { listShoppingItems } from "#server/modules/shopping/shopping.service.ts";
import { findTasks, listOpenTasks, listTaskMembers } from "#server/modules/tasks/tasks.service.ts";
import { addDays, type IsoDate } from "#shared/calendar/zoned-time.ts";
import type { Task } from "#shared/schemas/tasks.ts";

/**
 * The names the household gives its tasks, events and members, for the built-in assistant to name them
 * as the household does ("push the parents meeting" → «Junta de padres»). Read with the
 * caller's membership, so only the household's own, and only when a message refers to one.
 */
export interface HouseholdVocabulary {
  /** Open tasks first (from today on, soonest first; then overdue; then undated), then done. */
  /** `assignedTo`: a member's profile id ("lo de Sofía" is among hers). */
  tasks: { title: string; done: boolean; dueDate: IsoDate | null; assignedTo?: string | null }[];
  /** From now on, soonest first; then past ones, latest first. */
  /** `minutes`: how long a timed event lasts ("alárgala una hora más" is from there). */
  events: { title: string; date: IsoDate; time: string | null; minutes?: number | null }[];
  /** The planned meals not cooked yet where `cookMeal` looks ("ya quedaron los tacos"). */
  meals: { title: string; date: IsoDate }[];
  /** The active lists' items, to buy and bought ("ya compré las manzanas, listo" ticks one). */
  shopping: { name: string; checked: boolean }[];
  /** The household's members ("Sofi" is «Sofía Rivera»), and which of them is writing. */
  members: { id: string; name: string }[];
  callerId: string;
}

/** Events looked through: a month back, half a year ahead (as the event tools do). */
const searchBackDays = 30;
const searchAheadDays = 183;

function taskLine(task: Task, done: boolean): HouseholdVocabulary["tasks"][number] {
  const { title, dueDate, assignedTo } = task;
  return { title, done, dueDate, assignedTo };
}

export async function readVocabulary(env: ToolEnvironment): Promise<HouseholdVocabulary> {
  const { ctx, membership, timeZone, today, now } = toolContext(env);
  const day = today();
  // Independent reads, asked for together (on PostgreSQL they run side by side).
  const [open, done, listed, meals, items, members] = await Promise.all([
    listOpenTasks(ctx, membership),
    findTasks(ctx, membership, { status: "done", today: day, limit: 200 }),
    listEvents(ctx, membership, {
      from: addDays(day, -searchBackDays),
      to: addDays(day, searchAheadDays),
    }),
    uncookedMeals(env),
    listShoppingItems(ctx, membership),
    listTaskMembers(ctx, membership),
  ]);
  const upcomingFirst = [
    ...open.filter((task) => task.dueDate !== null && task.dueDate >= day),
    ...open.filter((task) => task.dueDate !== null && task.dueDate < day).reverse(),
    ...open.filter((task) => task.dueDate === null),
  ];
  const events = listed.map((event) => ({
    line: {
      ...eventLine(event, timeZone),
      minutes:
        event.allDay || !event.end
          ? null
          : Math.round((Date.parse(event.end) - Date.parse(event.start)) / 60_000),
    },
    start: Date.parse(event.start),
  }));
  const moment = now().getTime();
  const upcoming = events
    .filter((event) => event.start >= moment || event.line.date >= day)
    .sort((a, b) => a.start - b.start);
  const past = events
    .filter((event) => !upcoming.includes(event))
    .sort((a, b) => b.start - a.start);
  return {
    tasks: [
      ...upcomingFirst.map((task) => taskLine(task, false)),
      ...done.map((task) => taskLine(task, true)),
    ],
    events: [...upcoming, ...past].map(({ line }) => line),
    meals,
    shopping: items.map((item) => ({ name: item.name, checked: item.isChecked })),
    members,
    callerId: membership.profileId,
  };
}

/** The meals of the cooking window still to cook, today's first, then the closest days. */
async function uncookedMeals(env: ToolEnvironment): Promise<HouseholdVocabulary["meals"]> {
  const { ctx, membership, today } = toolContext(env);
  const day = today();
  const { entries } = await listPlannedMeals(
    ctx,
    membership,
    addDays(day, -cookedWindow.back),
    addDays(day, cookedWindow.ahead),
  );
  const distance = (date: IsoDate) => Math.abs(Date.parse(date) - Date.parse(day));
  return entries
    .filter((entry) => entry.cookedAt === null)
    .map((entry) => ({ title: entry.title, date: entry.day as IsoDate }))
    .sort((a, b) => distance(a.date) - distance(b.date));
}
