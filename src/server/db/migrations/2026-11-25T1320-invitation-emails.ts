import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** Each invitation email sent (the first and every resend), so that sending is limited per
 * invitation and per household per hour across every instance (issue 21, finding 7). Rows older
 * than the hour are pruned as new ones are written. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("invitation_emails")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("invitation_id", "text", (c) =>
      c.notNull().references("invitations.id").onDelete("cascade"),
    )
    .addColumn("sent_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("invitation_emails_household_sent_idx")
    .on("invitation_emails")
    .columns(["household_id", "sent_at"])
    .execute();
  await db.schema
    .createIndex("invitation_emails_invitation_sent_idx")
    .on("invitation_emails")
    .columns(["household_id", "invitation_id", "sent_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invitation_emails").execute();
}
