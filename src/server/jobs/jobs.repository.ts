import type { Kysely } from "kysely";
import type { Db } from "#server/db/executor.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** Claims one slot of a job for this instance. With several instances on one database, exactly
 * one insert succeeds; the others see the existing row and skip. */
export async function claimRun(
  db: Db,
  job: string,
  slot: number,
  instanceId: string,
): Promise<boolean> {
  const result = await db
    .insertInto("scheduled_runs")
    .values({ job, slot, instance_id: instanceId, started_at: new Date() })
    .onConflict((conflict) => conflict.columns(["job", "slot"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Expired sessions and verification tokens, rate-limit counters (Better Auth's and the
 * per-account ones) idle for a day, and the scheduler's own record of runs older than a week. */
export async function deleteStaleRows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom("session").where("expiresAt", "<", now).execute();
  // Better Auth's own tables, which our schema does not describe.
  const untyped = db as unknown as Kysely<{
    verification: { expiresAt: Date };
    rateLimit: { lastRequest: number };
  }>;
  await untyped.deleteFrom("verification").where("expiresAt", "<", now).execute();
  await untyped
    .deleteFrom("rateLimit")
    .where("lastRequest", "<", now.getTime() - dayMs)
    .execute();
  await db
    .deleteFrom("sign_up_attempts")
    .where("window_started_at", "<", new Date(now.getTime() - dayMs))
    .execute();
  // Two days: past the day a lockout is remembered for the next one to last longer.
  await db
    .deleteFrom("sign_in_lockouts")
    .where("updated_at", "<", new Date(now.getTime() - 2 * dayMs))
    .execute();
  await db
    .deleteFrom("scheduled_runs")
    .where("started_at", "<", new Date(now.getTime() - 7 * dayMs))
    .execute();
}
