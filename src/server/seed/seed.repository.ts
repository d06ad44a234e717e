import { type Kysely, sql } from "kysely";
import type { Executor } from "#server/db/executor.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";

export type SeedRow = Record<string, unknown>;
/** Our tables, and Better Auth's `account`, which our schema does not describe. */
export type SeedTable = keyof DatabaseSchema | "account";

const tableOrder: SeedTable[] = [
  "user",
  "account",
  "session",
  "households",
  "assistant_personas",
  "profiles",
  "user_roles",
  "shopping_lists",
  "shopping_items",
  "tasks",
  "inventory_items",
  "calendar_events",
  "community_posts",
  "community_post_comments",
  "community_post_reactions",
];

/** Multi-row inserts, kept under SQLite's 32,766 bound parameters per statement. */
export async function insertSeedRows(
  db: Executor,
  rows: ReadonlyMap<SeedTable, SeedRow[]>,
): Promise<void> {
  const untyped = db as unknown as Kysely<Record<string, SeedRow>>;
  for (const table of tableOrder) {
    const list = rows.get(table);
    if (!list?.length) continue;
    const perStatement = Math.max(1, Math.floor(30_000 / Object.keys(list[0] as SeedRow).length));
    for (let start = 0; start < list.length; start += perStatement) {
      await untyped
        .insertInto(table)
        .values(list.slice(start, start + perStatement))
        .execute();
    }
  }
  const withPersona = (rows.get("assistant_personas") ?? []).map(
    (row) => row.household_id as string,
  );
  await linkDefaultPersonas(db, withPersona);
}

/** A household and its default persona name each other, so the household row goes in first and
 * the link is made once both exist, as onboarding does (settings keep that persona's prompt in
 * step with the household's language and allergies). */
async function linkDefaultPersonas(db: Executor, householdIds: string[]) {
  const perStatement = 500; // ids in one IN list
  for (let start = 0; start < householdIds.length; start += perStatement) {
    await db
      .updateTable("households")
      .set((eb) => ({
        default_persona_id: eb
          .selectFrom("assistant_personas")
          .select("assistant_personas.id")
          .whereRef("assistant_personas.household_id", "=", "households.id")
          .limit(1),
      }))
      .where("id", "in", householdIds.slice(start, start + perStatement))
      .execute();
  }
}

/** The distinct texts of one column in a household's rows (the demo catalog's words). */
export async function listHouseholdTexts(
  db: Executor,
  table: string,
  column: string,
  householdId: string,
): Promise<string[]> {
  const present = await sql<{ text: string | null }>`
    select distinct ${sql.ref(column)} as text from ${sql.table(table)}
    where household_id = ${householdId}`.execute(db);
  return present.rows.flatMap((row) => (row.text ? [row.text] : []));
}

/** Rewrites one text of one column in a household's rows. */
export async function replaceHouseholdText(
  db: Executor,
  table: string,
  column: string,
  householdId: string,
  from: string,
  to: string,
): Promise<void> {
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${to}
    where household_id = ${householdId} and ${sql.ref(column)} = ${from}`.execute(db);
}
