import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** Wrong passwords per account (by a keyed hash of its email, so that unknown emails count the
 * same and the table lists no one) and the lockouts they caused: shared by every instance, and
 * blind to the address an attempt came from. Not household data. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("sign_in_lockouts")
    .addColumn("email_key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("failures_since", t.timestamp, (c) => c.notNull())
    .addColumn("lockouts", "integer", (c) => c.notNull())
    .addColumn("locked_until", t.timestamp)
    .addColumn("alerted_at", t.timestamp)
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_lockouts").execute();
}
