import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** Sign-up attempts per target email in the current window, so that "Este email ya está
 * registrado" cannot be asked about one email again and again from many addresses. The email is
 * kept only as a keyed hash: the table lists no one. Not household data. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("sign_up_attempts")
    .addColumn("email_key", "text", (c) => c.primaryKey())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("window_started_at", t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_up_attempts").execute();
}
