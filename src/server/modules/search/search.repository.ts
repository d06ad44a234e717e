import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "#server/db/executor.ts";
import { toBoolean, toIso } from "#server/db/normalize.ts";
import { storedInstantToDate } from "#shared/calendar/zoned-time.ts";
import type {
  EventHit,
  ListHit,
  PantryHit,
  PostHit,
  ShoppingItemHit,
  TaskHit,
} from "#shared/schemas/search.ts";

/**
 * One query per kind, each inside the household (every table's index starts with household_id),
 * stopped at `limit`. A row matches when every word is inside one of its columns, accents and
 * case aside (`hogaria_fold`, see #shared/search/fold.ts).
 */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function matchesEveryWord<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: string[],
  words: string[],
): Expression<SqlBool> {
  return eb.and(
    words.map((word) =>
      eb.or(
        columns.map(
          (column) =>
            sql<SqlBool>`hogaria_fold(coalesce(${sql.ref(column)}, '')) like ${likePattern(word)} escape '\\'`,
        ),
      ),
    ),
  );
}

export async function searchTasks(
  db: Db,
  householdId: string,
  words: string[],
  limit: number,
): Promise<TaskHit[]> {
  const rows = await db
    .selectFrom("tasks")
    .select(["id", "title", "status", "due_date"])
    .where("household_id", "=", householdId)
    .where((eb) => matchesEveryWord(eb, ["tasks.title", "tasks.description"], words))
    // Open tasks before completed ones, then the latest touched.
    .orderBy(sql`case when ${sql.ref("status")} = 'done' then 1 else 0 end`)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    dueDate: row.due_date === null ? null : storedInstantToDate(row.due_date),
  }));
}

export async function searchLists(
  db: Db,
  householdId: string,
  words: string[],
  limit: number,
): Promise<ListHit[]> {
  return db
    .selectFrom("shopping_lists")
    .select(["id", "name"])
    .where("household_id", "=", householdId)
    .where("is_active", "=", true)
    .where((eb) => matchesEveryWord(eb, ["shopping_lists.name"], words))
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function searchShoppingItems(
  db: Db,
  householdId: string,
  words: string[],
  limit: number,
): Promise<ShoppingItemHit[]> {
  const rows = await db
    .selectFrom("shopping_items")
    .innerJoin("shopping_lists", "shopping_lists.id", "shopping_items.shopping_list_id")
    .select([
      "shopping_items.id",
      "shopping_items.name",
      "shopping_items.is_checked",
      "shopping_lists.id as list_id",
      "shopping_lists.name as list_name",
    ])
    .where("shopping_items.household_id", "=", householdId)
    .where("shopping_lists.household_id", "=", householdId)
    .where("shopping_lists.is_active", "=", true)
    .where((eb) => matchesEveryWord(eb, ["shopping_items.name", "shopping_items.notes"], words))
    // Still to buy first.
    .orderBy("shopping_items.is_checked")
    .orderBy("shopping_items.created_at", "desc")
    .orderBy("shopping_items.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    listId: row.list_id,
    listName: row.list_name,
    isChecked: toBoolean(row.is_checked),
  }));
}

export async function searchPantryItems(
  db: Db,
  householdId: string,
  words: string[],
  limit: number,
): Promise<PantryHit[]> {
  const rows = await db
    .selectFrom("inventory_items")
    .select(["id", "name", "qty_on_hand", "unit"])
    .where("household_id", "=", householdId)
    .where((eb) =>
      matchesEveryWord(
        eb,
        ["inventory_items.name", "inventory_items.location", "inventory_items.notes"],
        words,
      ),
    )
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    qtyOnHand: Number(row.qty_on_hand),
    unit: row.unit,
  }));
}

export async function searchEvents(
  db: Db,
  householdId: string,
  words: string[],
  limit: number,
): Promise<EventHit[]> {
  const rows = await db
    .selectFrom("calendar_events")
    .select(["id", "title", "all_day", "event_date"])
    .where("household_id", "=", householdId)
    .where((eb) => matchesEveryWord(eb, ["calendar_events.title", "calendar_events.notes"], words))
    .orderBy("event_date", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const allDay = toBoolean(row.all_day);
    return {
      id: row.id,
      title: row.title,
      allDay,
      start: allDay ? storedInstantToDate(row.event_date) : toIso(row.event_date),
    };
  });
}

export async function searchPosts(
  db: Db,
  householdId: string,
  words: string[],
  limit: number,
): Promise<PostHit[]> {
  const rows = await db
    .selectFrom("community_posts")
    .leftJoin("profiles", "profiles.id", "community_posts.author_id")
    .select([
      "community_posts.id",
      "community_posts.content",
      "community_posts.created_at",
      "profiles.name as author_name",
    ])
    .where("community_posts.household_id", "=", householdId)
    .where((eb) => matchesEveryWord(eb, ["community_posts.content"], words))
    .orderBy("community_posts.created_at", "desc")
    .orderBy("community_posts.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    excerpt: row.content.length > 140 ? `${row.content.slice(0, 139)}…` : row.content,
    authorName: row.author_name,
    createdAt: toIso(row.created_at),
  }));
}
