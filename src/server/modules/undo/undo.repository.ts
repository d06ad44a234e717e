import { sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Executor } from "#server/db/executor.ts";
import { parseJson } from "#server/db/normalize.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { UndoableKind } from "#shared/undo/undoable.ts";

/** Where each kind of item lives. */
const tables = {
  tasks: "tasks",
  "shopping-items": "shopping_items",
  "pantry-items": "inventory_items",
  events: "calendar_events",
} as const satisfies Record<UndoableKind, keyof DatabaseSchema>;

type StoredRow = Record<string, unknown>;

/** What is kept of a deleted item: its row, and for a task the completed tasks that pointed to
 * it as their next occurrence (deleting it cleared their link). */
export interface KeptRow {
  row: StoredRow;
  previousOccurrences?: string[];
}

/** Keeps the item's row before it is deleted (in the same transaction); prunes what is older
 * than `keepSince`. Says whether there was a row to keep. */
export async function keepDeletedRow(
  db: Executor,
  entry: { householdId: string; kind: UndoableKind; itemId: string; deletedBy: string; now: Date },
  keepSince: Date,
): Promise<boolean> {
  const table = tables[entry.kind];
  const { rows } = await sql<StoredRow>`
    select * from ${sql.table(table)}
    where household_id = ${entry.householdId} and id = ${entry.itemId}`.execute(db);
  const row = rows[0];
  if (!row) return false;
  const kept: KeptRow = { row };
  if (entry.kind === "tasks") {
    const pointing = await db
      .selectFrom("tasks")
      .select("id")
      .where("household_id", "=", entry.householdId)
      .where("next_occurrence_id", "=", entry.itemId)
      .execute();
    kept.previousOccurrences = pointing.map((task) => task.id);
  }
  await db
    .deleteFrom("deleted_items")
    .where("household_id", "=", entry.householdId)
    .where("deleted_at", "<", keepSince)
    .execute();
  await db
    .insertInto("deleted_items")
    .values({
      id: uuidv7(),
      household_id: entry.householdId,
      kind: entry.kind,
      item_id: entry.itemId,
      row_data: JSON.stringify(kept),
      deleted_by: entry.deletedBy,
      deleted_at: entry.now,
    })
    .execute();
  return true;
}

export interface DeletedEntry {
  deletedBy: string;
  deletedAt: Date;
  kept: KeptRow;
}

/** Takes the latest kept row of an item out of the bin (only one request can take it). */
export async function takeDeletedRow(
  db: Executor,
  householdId: string,
  kind: UndoableKind,
  itemId: string,
): Promise<DeletedEntry | null> {
  const latest = await db
    .selectFrom("deleted_items")
    .select("id")
    .where("household_id", "=", householdId)
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  const taken = await db
    .deleteFrom("deleted_items")
    .where("household_id", "=", householdId)
    .where("id", "=", latest.id)
    .returning(["deleted_by", "deleted_at", "row_data"])
    .executeTakeFirst();
  if (!taken) return null;
  return {
    deletedBy: taken.deleted_by,
    deletedAt: new Date(taken.deleted_at),
    kept: parseJson<KeptRow>(taken.row_data),
  };
}

/** Puts a deleted row back as it was, column by column. */
export async function reinsertRow(
  db: Executor,
  householdId: string,
  kind: UndoableKind,
  kept: KeptRow,
): Promise<void> {
  const row: StoredRow = { ...kept.row, household_id: householdId };
  if (kind === "tasks" && typeof row.next_occurrence_id === "string") {
    // The occurrence it led to may be gone too: the link then stays empty, as deleting leaves it.
    const next = await db
      .selectFrom("tasks")
      .select("id")
      .where("household_id", "=", householdId)
      .where("id", "=", row.next_occurrence_id)
      .executeTakeFirst();
    if (!next) row.next_occurrence_id = null;
  }
  const columns = Object.keys(row);
  // JSON columns come back parsed on PostgreSQL; both engines take them as text.
  const values = columns.map((column) => {
    const value = row[column];
    return value !== null && typeof value === "object" ? JSON.stringify(value) : value;
  });
  await sql`
    insert into ${sql.table(tables[kind])} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(values)})`.execute(db);
  if (kind === "tasks" && kept.previousOccurrences?.length) {
    await db
      .updateTable("tasks")
      .set({ next_occurrence_id: String(row.id) })
      .where("household_id", "=", householdId)
      .where("id", "in", kept.previousOccurrences)
      .where("next_occurrence_id", "is", null)
      .execute();
  }
}
