import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";

export interface IdempotencyScope {
  householdId: string;
  userId: string;
  key: string;
}

export interface StoredAnswer {
  requestHash: string;
  /** Null while the first request with this key is still being answered. */
  status: number | null;
  body: string | null;
}

const scoped = (scope: IdempotencyScope) => (db: Kysely<DatabaseSchema>) =>
  db
    .selectFrom("idempotent_requests")
    .where("household_id", "=", scope.householdId)
    .where("user_id", "=", scope.userId)
    .where("key", "=", scope.key);

export async function findStoredAnswer(
  db: Kysely<DatabaseSchema>,
  scope: IdempotencyScope,
): Promise<StoredAnswer | null> {
  const row = await scoped(scope)(db).select(["request_hash", "status", "body"]).executeTakeFirst();
  return row ? { requestHash: row.request_hash, status: row.status, body: row.body } : null;
}

/** Claims the key for this request; false when another request holds it already. */
export async function claimKey(
  db: Kysely<DatabaseSchema>,
  scope: IdempotencyScope,
  requestHash: string,
): Promise<boolean> {
  const result = await db
    .insertInto("idempotent_requests")
    .values({
      household_id: scope.householdId,
      user_id: scope.userId,
      key: scope.key,
      request_hash: requestHash,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["household_id", "user_id", "key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function storeAnswer(
  db: Kysely<DatabaseSchema>,
  scope: IdempotencyScope,
  status: number,
  body: string | null,
): Promise<void> {
  await db
    .updateTable("idempotent_requests")
    .set({ status, body })
    .where("household_id", "=", scope.householdId)
    .where("user_id", "=", scope.userId)
    .where("key", "=", scope.key)
    .execute();
}

/** The request failed on our side (or answered a stream): a repeat may try again. */
export async function releaseKey(db: Kysely<DatabaseSchema>, scope: IdempotencyScope) {
  await db
    .deleteFrom("idempotent_requests")
    .where("household_id", "=", scope.householdId)
    .where("user_id", "=", scope.userId)
    .where("key", "=", scope.key)
    .execute();
}

/** Answers are kept long enough for a phone to come back from a weekend without signal. */
export async function forgetAnswersBefore(
  db: Kysely<DatabaseSchema>,
  householdId: string,
  before: Date,
): Promise<void> {
  await db
    .deleteFrom("idempotent_requests")
    .where("household_id", "=", householdId)
    .where("created_at", "<", before.toISOString())
    .execute();
}
