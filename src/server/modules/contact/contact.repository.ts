import type { Kysely } from "kysely";
import { toCount } from "#server/db/normalize.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  senderKey: string;
  createdAt: string;
}

export async function insertContactMessage(
  db: Kysely<DatabaseSchema>,
  message: NewContactMessage,
): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({
      id: message.id,
      name: message.name,
      email: message.email,
      topic: message.topic,
      message: message.message,
      sender_key: message.senderKey,
      created_at: message.createdAt,
    })
    .execute();
}

/** Messages from one sender (by address key or by email) since a moment: the rate limit's count,
 * read from the database so that every server instance sees the same number. */
export async function countRecentContactMessages(
  db: Kysely<DatabaseSchema>,
  sender: { senderKey: string; email: string },
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("created_at", ">", since)
    .where((eb) => eb.or([eb("sender_key", "=", sender.senderKey), eb("email", "=", sender.email)]))
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

export async function markContactMessageEmailed(
  db: Kysely<DatabaseSchema>,
  id: string,
  emailedAt: string,
): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set({ emailed_at: emailedAt })
    .where("id", "=", id)
    .execute();
}
