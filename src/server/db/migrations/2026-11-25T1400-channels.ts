import { type Kysely, sql } from "kysely";
import { columnTypes, oneOf } from "#server/db/column-types.ts";

/**
 * Hogaria on WhatsApp and SMS (issue 17):
 * - `channel_links`: a member's phone, pending (with a hashed code) or verified. One row per
 *   member; a verified number belongs to one account (unique among verified rows).
 * - `channel_code_sends`: each code sent, for the per-member and per-number rate limits.
 * - `channel_inbound_messages`: provider message ids already taken (a webhook retried by the
 *   provider, or delivered to two instances, is acted on once). Not household data: unknown
 *   numbers have no household.
 * - `channel_unknown_replies`: the one reply a day an unknown number gets. Not household data.
 * - `chat_conversations.channel`: null for the web chat, else "whatsapp" / "sms".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("channel_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull().check(oneOf("channel", ["whatsapp", "sms"])))
    .addColumn("code_hash", "text")
    .addColumn("code_expires_at", t.timestamp)
    .addColumn("code_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("verified_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("channel_links_member")
    .on("channel_links")
    .columns(["household_id", "user_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("channel_links_verified_phone")
    .on("channel_links")
    .column("phone")
    .unique()
    .where(sql.ref("verified_at"), "is not", null)
    .execute();

  await db.schema
    .createTable("channel_code_sends")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("channel_code_sends_member")
    .on("channel_code_sends")
    .columns(["household_id", "user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("channel_code_sends_phone")
    .on("channel_code_sends")
    .columns(["phone", "created_at"])
    .execute();

  await db.schema
    .createTable("channel_inbound_messages")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) => c.notNull())
    .addColumn("received_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("channel_inbound_messages_pk", ["provider", "message_id"])
    .execute();

  await db.schema
    .createTable("channel_unknown_replies")
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("channel_unknown_replies_pk", ["phone", "day"])
    .execute();

  await db.schema.alterTable("chat_conversations").addColumn("channel", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chat_conversations").dropColumn("channel").execute();
  await db.schema.dropTable("channel_unknown_replies").execute();
  await db.schema.dropTable("channel_inbound_messages").execute();
  await db.schema.dropTable("channel_code_sends").execute();
  await db.schema.dropTable("channel_links").execute();
}
