import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** The answers to writes sent with an `Idempotency-Key` (ADR 010): a phone that replays its
 * offline outbox after a lost answer gets the first answer again instead of a second item. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("idempotent_requests")
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    // Null while the first request is still being answered.
    .addColumn("status", "integer")
    .addColumn("body", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint("idempotent_requests_pk", ["household_id", "user_id", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotent_requests").execute();
}
