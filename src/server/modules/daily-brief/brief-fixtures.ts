import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "#server/db/database.ts";
import {
  addDays,
  dateToStoredInstant,
  type IsoDate,
  zonedTimeToUtc,
} from "#shared/calendar/zoned-time.ts";

/** Test helper: counts the statements a Kysely instance runs (use with `db.withPlugin`). Counted
 * when their result comes back: Kysely also passes each subquery built from the instance (a
 * union's parts, an `in (select …)`) through `transformQuery`, though they are one statement. */
export class QueryCounter implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count++;
    return args.result;
  }
}

/** What `seedBusyHousehold` wrote, per unit of scale. */
export const perScale = {
  /** urgent todo, high in progress, medium todo, low done */
  tasks: 4,
  pendingTasks: 2,
  urgentTasks: 2,
  /** a timed and an all-day event today, two next week, one last week */
  todayEvents: 2,
  upcomingEvents: 4,
  /** three unchecked and one checked in the active list; two unchecked in an old list */
  itemsToBuy: 3,
  members: 1,
} as const;

/**
 * Test helper: fills a household with `scale` times a busy week (tasks, events, shopping,
 * members), written straight to the database so that 50× stays fast.
 */
export async function seedBusyHousehold(
  database: Database,
  householdId: string,
  options: { scale: number; today: IsoDate; timeZone: string },
): Promise<void> {
  const { db } = database;
  const now = new Date();
  const { scale, today, timeZone } = options;
  const at = (date: IsoDate, hour: number) => {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    return zonedTimeToUtc({ year, month, day, hour, minute: 0, second: 0 }, timeZone);
  };
  const base = { household_id: householdId, created_at: now, updated_at: now };

  const users = Array.from({ length: scale }, (_, index) => ({
    id: uuidv7(),
    name: `Miembro ${index}`,
    email: `miembro.${uuidv7()}@ejemplo.mx`,
    emailVerified: false,
    country: "MX",
    language: "ES",
    createdAt: now,
    updatedAt: now,
  }));
  await db.insertInto("user").values(users).execute();
  await db
    .insertInto("profiles")
    .values(
      users.map((user) => ({
        ...base,
        id: uuidv7(),
        user_id: user.id,
        name: user.name,
        email: user.email,
        role: "member" as const,
        preferences: "{}",
      })),
    )
    .execute();

  const tasks = [];
  for (let index = 0; index < scale; index++) {
    const due = dateToStoredInstant(addDays(today, index % 10));
    tasks.push(
      {
        ...base,
        id: uuidv7(),
        title: `Urgente ${index}`,
        priority: "urgent" as const,
        status: "todo" as const,
        due_date: due,
      },
      {
        ...base,
        id: uuidv7(),
        title: `Alta ${index}`,
        priority: "high" as const,
        status: "in_progress" as const,
        due_date: null,
      },
      {
        ...base,
        id: uuidv7(),
        title: `Media ${index}`,
        priority: "medium" as const,
        status: "todo" as const,
        due_date: due,
      },
      {
        ...base,
        id: uuidv7(),
        title: `Hecha ${index}`,
        priority: "low" as const,
        status: "done" as const,
        due_date: due,
        completed_at: now,
      },
    );
  }
  await db.insertInto("tasks").values(tasks).execute();

  const events = [];
  for (let index = 0; index < scale; index++) {
    const timed = (date: IsoDate, title: string) => ({
      ...base,
      id: uuidv7(),
      title,
      all_day: false,
      event_date: at(date, 23),
      end_date: null,
    });
    events.push(
      timed(today, `Hoy ${index}`),
      {
        ...base,
        id: uuidv7(),
        title: `Todo el día ${index}`,
        all_day: true,
        event_date: dateToStoredInstant(today),
        end_date: null,
      },
      timed(addDays(today, 7), `Próximo ${index}`),
      timed(addDays(today, 8), `Otro próximo ${index}`),
      timed(addDays(today, -7), `Pasado ${index}`),
    );
  }
  await db.insertInto("calendar_events").values(events).execute();

  const activeList = uuidv7();
  const oldList = uuidv7();
  await db
    .insertInto("shopping_lists")
    .values([
      { ...base, id: activeList, name: "Súper", is_active: true },
      { ...base, id: oldList, name: "Lista vieja", is_active: false },
    ])
    .execute();
  const items = [];
  for (let index = 0; index < scale; index++) {
    const item = (list: string, name: string, checked: boolean) => ({
      ...base,
      id: uuidv7(),
      shopping_list_id: list,
      name,
      is_checked: checked,
    });
    items.push(
      item(activeList, `Leche ${index}`, false),
      item(activeList, `Pan ${index}`, false),
      item(activeList, `Huevos ${index}`, false),
      item(activeList, `Comprado ${index}`, true),
      item(oldList, `Viejo ${index}`, false),
      item(oldList, `Viejo bis ${index}`, false),
    );
  }
  await db.insertInto("shopping_items").values(items).execute();
}
