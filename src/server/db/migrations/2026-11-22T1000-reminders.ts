import type { Kysely } from "kysely";
import { columnTypes, oneOf } from "#server/db/column-types.ts";

const deliveryStatuses = ["pending", "sending", "retry", "sent", "failed", "skipped"];
const channels = ["in_app", "email", "push", "whatsapp", "sms"];

/** Reminders (issue 10): each member's preferences, their devices' push subscriptions, one row
 * per reminder occurrence × channel (the unique key is what makes delivery exactly-once), and a
 * small key/value table for instance-wide secrets (the VAPID keys every instance must share). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) =>
        c.notNull().references("households.id").onDelete("cascade"),
      )
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now));

  await owned("notification_preferences")
    .addColumn("channels", t.json, (c) => c.notNull())
    .addColumn("task_lead_minutes", "integer", (c) => c.notNull().defaultTo(60))
    .addColumn("event_lead_minutes", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("quiet_start", "text")
    .addColumn("quiet_end", "text")
    .addColumn("morning_brief", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("morning_brief_time", "text", (c) => c.notNull().defaultTo("07:30"))
    .addColumn("phone_opt_in_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("notification_preferences_household_id_user_id_idx")
    .on("notification_preferences")
    .columns(["household_id", "user_id"])
    .unique()
    .execute();

  await owned("push_subscriptions")
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .execute();
  await db.schema
    .createIndex("push_subscriptions_household_id_endpoint_idx")
    .on("push_subscriptions")
    .columns(["household_id", "endpoint"])
    .unique()
    .execute();
  await db.schema
    .createIndex("push_subscriptions_household_id_user_id_idx")
    .on("push_subscriptions")
    .columns(["household_id", "user_id"])
    .execute();

  await owned("reminder_deliveries")
    .addColumn("reminder_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull().check(oneOf("channel", channels)))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(oneOf("status", deliveryStatuses)),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("due_at", t.timestamp, (c) => c.notNull())
    .addColumn("next_attempt_at", t.timestamp, (c) => c.notNull())
    .addColumn("claimed_until", t.timestamp)
    .addColumn("payload", t.json, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", t.timestamp)
    .execute();
  // The exactly-once key: one row per member, reminder occurrence and channel.
  await db.schema
    .createIndex("reminder_deliveries_household_id_user_id_reminder_key_channel_idx")
    .on("reminder_deliveries")
    .columns(["household_id", "user_id", "reminder_key", "channel"])
    .unique()
    .execute();
  // The scheduler's queue scan crosses households (it is the one query that does).
  await db.schema
    .createIndex("reminder_deliveries_status_next_attempt_at_idx")
    .on("reminder_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "app_secrets",
    "reminder_deliveries",
    "push_subscriptions",
    "notification_preferences",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
