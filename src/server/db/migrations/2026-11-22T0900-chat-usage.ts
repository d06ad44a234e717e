import type { Kysely } from "kysely";

/** How many chat messages a household sent in a month (spec §9: Gratis allows 20). Kept apart
 * from chat_messages so that deleting a conversation does not give the messages back. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("chat_usage")
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("messages", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("chat_usage_pkey", ["household_id", "month"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_usage").execute();
}
