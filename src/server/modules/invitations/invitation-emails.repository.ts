import { v7 as uuidv7 } from "uuid";
import type { Executor } from "#server/db/executor.ts";
import { toCount, toIsoOrNull } from "#server/db/normalize.ts";

/** Records invitation emails as sent at `at`; answers the new rows' ids. */
export async function recordInvitationEmails(
  db: Executor,
  householdId: string,
  invitationIds: readonly string[],
  at: Date,
): Promise<string[]> {
  if (invitationIds.length === 0) return [];
  const rows = invitationIds.map((invitationId) => ({
    id: uuidv7(),
    household_id: householdId,
    invitation_id: invitationId,
    sent_at: at,
  }));
  await db.insertInto("invitation_emails").values(rows).execute();
  return rows.map((row) => row.id);
}

export async function forgetInvitationEmail(
  db: Executor,
  householdId: string,
  id: string,
): Promise<void> {
  await db
    .deleteFrom("invitation_emails")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

/** Emails sent since `since` by the household (or for one of its invitations), and when the
 * oldest of them was sent. */
export async function countInvitationEmails(
  db: Executor,
  householdId: string,
  since: Date,
  invitationId?: string,
): Promise<{ count: number; oldest: string | null }> {
  let query = db
    .selectFrom("invitation_emails")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("count"),
      eb.fn.min("sent_at").as("oldest"),
    ])
    .where("household_id", "=", householdId)
    .where("sent_at", ">", since);
  if (invitationId) query = query.where("invitation_id", "=", invitationId);
  const row = await query.executeTakeFirstOrThrow();
  return { count: toCount(row.count), oldest: toIsoOrNull(row.oldest ?? null) };
}

/** Rows no limit looks at any more. */
export async function pruneInvitationEmails(db: Executor, householdId: string, before: Date) {
  await db
    .deleteFrom("invitation_emails")
    .where("household_id", "=", householdId)
    .where("sent_at", "<=", before)
    .execute();
}
