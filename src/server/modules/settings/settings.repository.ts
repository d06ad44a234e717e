import { type RawBuilder, sql } from "kysely";
import type { Executor } from "#server/db/executor.ts";
import { parseJson, toBoolean } from "#server/db/normalize.ts";

type Row = Record<string, unknown>;

/** Columns that never leave the server, whatever table they are in. */
const secretColumn = /token|password|secret/i;

/** Stored as 0/1 on SQLite and JSON text there; exported as booleans and JSON values. */
const booleanColumns = new Set(["is_active", "is_checked", "all_day", "emailVerified"]);
const jsonColumns = new Set([
  "preferences",
  "personality_traits",
  "photo_urls",
  "provider_info",
  "parts",
]);

/** Rows that belong to one member even inside the household: only theirs are exported. */
const privateRows: Record<string, (userId: string) => RawBuilder<unknown>> = {
  chat_conversations: (userId) => sql`${sql.ref("user_id")} = ${userId}`,
  chat_messages: (userId) =>
    sql`${sql.ref("conversation_id")} in (select ${sql.ref("id")} from ${sql.table("chat_conversations")} where ${sql.ref("user_id")} = ${userId})`,
  notifications: (userId) => sql`${sql.ref("user_id")} = ${userId}`,
};

function clean(row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (secretColumn.test(column)) continue;
    if (value instanceof Date) out[column] = value.toISOString();
    else if (booleanColumns.has(column) && typeof value === "number")
      out[column] = toBoolean(value);
    else if (jsonColumns.has(column) && typeof value === "string") out[column] = parseJson(value);
    else out[column] = value;
  }
  return out;
}

/** Every table with a household_id column (found in the schema, so tables added later are
 * exported too), with this household's rows only. */
export async function readHouseholdTables(
  db: Executor,
  householdId: string,
  requesterId: string,
): Promise<{ household: Row | null; tables: Record<string, Row[]> }> {
  const schema = await db.introspection.getTables();
  const householdTables = schema
    .filter((table) => !table.isView && table.columns.some((c) => c.name === "household_id"))
    .sort((a, b) => a.name.localeCompare(b.name));
  const tables: Record<string, Row[]> = {};
  for (const table of householdTables) {
    const onlyMine = privateRows[table.name];
    const ordered = table.columns.some((c) => c.name === "created_at");
    const result =
      await sql<Row>`select * from ${sql.table(table.name)} where ${sql.ref("household_id")} = ${householdId}${
        onlyMine ? sql` and ${onlyMine(requesterId)}` : sql``
      }${ordered ? sql` order by ${sql.ref("created_at")}` : sql``}`.execute(db);
    tables[table.name] = result.rows.map(clean);
  }
  const household =
    await sql<Row>`select * from ${sql.table("households")} where ${sql.ref("id")} = ${householdId}`.execute(
      db,
    );
  return { household: household.rows[0] ? clean(household.rows[0]) : null, tables };
}

/** Deletes the account: sessions, sign-in methods, profile and role go with it (cascades). */
export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("user").where("id", "=", userId).execute();
}
