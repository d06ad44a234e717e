import type { Db } from "#server/db/executor.ts";
import { deleteStaleRows } from "#server/jobs/jobs.repository.ts";
import type { ScheduledJob } from "#server/jobs/scheduler.ts";

/** Expired sessions and verification tokens, rate-limit counters (Better Auth's and the
 * per-account ones) idle for a day, and the scheduler's own record of runs older than a week. */
export function housekeepingJob(everySeconds = 60 * 60): ScheduledJob {
  return {
    name: "housekeeping",
    everySeconds,
    async run(db: Db) {
      await deleteStaleRows(db, new Date());
    },
  };
}
