import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** Tables that are not a household's: accounts and what Better Auth keeps for them, the
 * households themselves, onboarding (an account may not have a household yet), migrations, the
 * scheduler's claims, server-wide secrets (VAPID keys) and the public contact form. Every other
 * table belongs to one household. */
const globalTables = new Set([
  "user",
  "session",
  "account",
  "verification",
  "rateLimit",
  "households",
  "onboarding_progress",
  "scheduled_runs",
  "app_secrets",
  "contact_messages",
  "sign_up_attempts",
  "sign_in_lockouts",
  "channel_inbound_messages",
  "channel_unknown_replies",
  "kysely_migration",
  "kysely_migration_lock",
]);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

/** The column lists of a table's indexes, as written in their definitions. */
async function indexDefinitions(table: string): Promise<string[]> {
  const db = server.database.db;
  if (server.database.engine === "postgres") {
    const result = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(
      db,
    );
    return result.rows.map((row) => row.indexdef);
  }
  // SQLite keeps a composite primary key's index unnamed: its columns are in the table's own SQL.
  const result = await sql<{ sql: string | null }>`
    select case type when 'table' then substr(sql, instr(lower(sql), 'primary key')) else sql end as sql
    from sqlite_master where tbl_name = ${table} and (type = 'index' or sql like '%primary key (%')`.execute(
    db,
  );
  return result.rows.flatMap((row) => (row.sql ? [row.sql] : []));
}

describe("every household table is keyed by household_id (ready to distribute by household)", () => {
  it("has a required household_id and an index that starts with it", async () => {
    const tables = await server.database.db.introspection.getTables();
    const householdTables = tables.filter((table) => !globalTables.has(table.name));
    expect(householdTables.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const table of householdTables) {
      const column = table.columns.find((candidate) => candidate.name === "household_id");
      if (!column || column.isNullable) {
        problems.push(`${table.name}: no required household_id`);
        continue;
      }
      const leading = (await indexDefinitions(table.name)).some((definition) =>
        /\(\s*"?household_id"?\s*[,)]/.test(definition),
      );
      if (!leading) problems.push(`${table.name}: no index starting with household_id`);
    }
    expect(problems).toEqual([]);
  });
});
