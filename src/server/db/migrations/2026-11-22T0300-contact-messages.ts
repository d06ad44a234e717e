import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** Messages sent from the landing page's contact form. Kept in the database (not only emailed)
 * so support never loses one, and so the rate limit holds across several server instances. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    // A salted hash of the sender's address: enough to count, never the address itself.
    .addColumn("sender_key", "text", (c) => c.notNull())
    .addColumn("emailed_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_sender_key_created_at_idx")
    .on("contact_messages")
    .columns(["sender_key", "created_at"])
    .execute();
  await db.schema
    .createIndex("contact_messages_created_at_idx")
    .on("contact_messages")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
