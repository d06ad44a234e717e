import type { AppContext } from "#server/app-context.ts";
import { isPostgres } from "#server/db/executor.ts";
import {
  deliverReminder,
  recipientsOfBatch,
} from "#server/modules/notifications/deliver-reminder.ts";
import {
  claimDueDeliveries,
  insertPlannedDeliveries,
  pruneDeliveries,
} from "#server/modules/notifications/deliveries.repository.ts";
import { planDueHouseholds } from "#server/modules/notifications/plan-reminders.ts";
import { reminderChangesSettled } from "#server/modules/notifications/reminder-changes.ts";
import { loadVapidKeys, type VapidKeys } from "#server/modules/notifications/vapid-keys.ts";

export interface TickResult {
  planned: number;
  /** Households planned in this pass: those whose next reminder came due or that changed. */
  households: number;
  pruned: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

export interface ReminderScheduler {
  /** One pass: plan what is due, then send what this instance could claim. Never throws. */
  tick(): Promise<TickResult>;
  start(): void;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  now?: () => Date;
  intervalMs?: number;
  lookbackMs?: number;
  /** How long a claim holds before another instance may take the row (a crashed sender). */
  leaseMs?: number;
  /** How long a household claimed for planning is this instance's (a plan takes milliseconds;
   * one that failed is tried again after it). */
  planLeaseMs?: number;
  timeoutMs?: number;
  batchSize?: number;
}

/** The reminder scheduler (issue 10, docs/notifications.md). Safe to run in every instance. */
export function createReminderScheduler(
  app: AppContext,
  options: SchedulerOptions = {},
): ReminderScheduler {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 25;
  let vapid: VapidKeys | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickResult> | undefined;
  let prunedAt = 0;

  async function run(): Promise<TickResult> {
    const result: TickResult = {
      planned: 0,
      households: 0,
      pruned: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      skipped: 0,
    };
    const db = app.database.db;
    try {
      vapid ??= await loadVapidKeys(db, app.config);
      // What this instance announced just before the pass is planned in it.
      await reminderChangesSettled(app.live);
      // Once an hour, the delivery record keeps 90 days.
      if (now().getTime() - prunedAt >= 3_600_000) {
        prunedAt = now().getTime();
        const before = new Date(prunedAt - 90 * 24 * 3_600_000);
        for (let round = 0; round < 100; round++) {
          const pruned = await pruneDeliveries(db, before);
          result.pruned += pruned;
          if (pruned < 500) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      const plan = await planDueHouseholds(
        db,
        {
          now: now(),
          lookbackMs: options.lookbackMs ?? 6 * 3_600_000,
          leaseMs: options.planLeaseMs ?? 60_000,
          batchSize,
          onError: (error, householdId) =>
            app.logger.error(
              { err: error, householdId },
              "recordatorios: hogar omitido en esta pasada",
            ),
        },
        (planned, turns) => insertPlannedDeliveries(db, planned, now(), turns),
      );
      result.planned = plan.recorded;
      result.households = plan.households;
      // Claim and send in batches until nothing due is left for this instance.
      for (let round = 0; round < 40; round++) {
        // A turn of the event loop between batches: requests are not held behind the sends.
        if (round > 0) await new Promise((resolve) => setImmediate(resolve));
        const claimed = await claimDueDeliveries(db, now(), leaseMs, batchSize);
        if (claimed.length === 0) break;
        // All at once on PostgreSQL (their waits overlap); on SQLite, whose writes are
        // synchronous, a few at a time with a turn of the event loop between: 25 in a row held
        // requests up for tens of milliseconds.
        const sendsAtOnce = isPostgres(db) ? claimed.length : 5;
        const recipients = recipientsOfBatch();
        const outcomes: Awaited<ReturnType<typeof deliverReminder>>[] = [];
        for (let start = 0; start < claimed.length; start += sendsAtOnce) {
          if (start > 0) await new Promise((resolve) => setImmediate(resolve));
          outcomes.push(
            ...(await Promise.all(
              claimed.slice(start, start + sendsAtOnce).map((delivery) =>
                deliverReminder(app, delivery, {
                  vapid: vapid as VapidKeys,
                  timeoutMs: options.timeoutMs ?? 10_000,
                  now,
                  recipients,
                }),
              ),
            )),
          );
        }
        for (const outcome of outcomes) {
          if (outcome.status === "sent") result.sent++;
          else if (outcome.status === "retry") result.retried++;
          else if (outcome.status === "failed") result.failed++;
          else result.skipped++;
        }
      }
    } catch (error) {
      app.logger.error(
        { err: error },
        "recordatorios: la pasada falló; se reintenta en la siguiente",
      );
    }
    if (result.planned + result.sent + result.retried + result.failed > 0) {
      app.logger.info(result, "recordatorios");
    }
    return result;
  }

  return {
    tick() {
      // One pass at a time in an instance; a call during a pass waits for that pass.
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(
        () => void this.tick(),
        options.intervalMs ?? app.config.reminders.intervalMs,
      );
      timer.unref();
      void this.tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
