import { v7 as uuidv7 } from "uuid";
import type { Db } from "#server/db/executor.ts";
import { claimRun } from "#server/jobs/jobs.repository.ts";
import type { Logger } from "#server/logger.ts";

/** Work the server does on its own, every `everySeconds`. */
export interface ScheduledJob {
  name: string;
  everySeconds: number;
  run(db: Db, logger: Logger): Promise<void>;
}

export interface Scheduler {
  instanceId: string;
  stop(): Promise<void>;
}

/** The slot a moment falls in: the n-th period of the job since the epoch. */
export const slotOf = (job: ScheduledJob, at: number) => Math.floor(at / (job.everySeconds * 1000));

/** Runs each job once per period across every instance sharing the database: each instance looks
 * twice a period, and only the one that claims the slot runs it. */
export function startScheduler(deps: { db: Db; logger: Logger; jobs: ScheduledJob[] }): Scheduler {
  const instanceId = uuidv7();
  const running = new Set<Promise<void>>();
  let stopped = false;
  const tick = (job: ScheduledJob) => {
    if (stopped) return;
    const slot = slotOf(job, Date.now());
    const run = (async () => {
      try {
        if (!(await claimRun(deps.db, job.name, slot, instanceId))) return;
        const started = performance.now();
        await job.run(deps.db, deps.logger);
        const ms = Math.round(performance.now() - started);
        deps.logger.info({ job: job.name, slot, instanceId, ms }, "tarea programada hecha");
      } catch (error) {
        deps.logger.error({ err: error, job: job.name, slot }, "tarea programada falló");
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };
  const timers = deps.jobs.map((job) => {
    const timer = setInterval(() => tick(job), Math.max(250, (job.everySeconds * 1000) / 2));
    timer.unref();
    tick(job);
    return timer;
  });
  return {
    instanceId,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
