import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { ScheduledJob } from "#server/jobs/scheduler.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** Expired sessions and verification tokens, rate-limit counters (Better Auth's and the
 * per-account ones) idle for a day, and the scheduler's own record of runs older than a week. */
export function housekeepingJob(everySeconds = 60 * 60): ScheduledJob {
  return {
    name: "housekeeping",
    everySeconds,
    async run(db: Kysely<DatabaseSchema>) {
      const now = new Date();
      await db.deleteFrom("session").where("expiresAt", "<", now).execute();
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
    },
  };
}
