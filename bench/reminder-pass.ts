/**
 * The reminder scheduler on 1,000 busy households (SQLite), measured in this process (issue 18):
 * the first pass (which plans every due reminder) and a later one (nothing new: the steady
 * state), each with its CPU time, the memory it allocated and the event loop's longest delay and
 * p99 while it ran, as requests waiting behind it would feel them.
 *
 *   BENCH_HOUSEHOLDS=1000   households at 1×
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import v8 from "node:v8";
import { sql } from "kysely";
import { loadConfig } from "#server/config.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { createLiveEvents } from "#server/modules/live/live-events.ts";
import type { Mailer } from "#server/modules/mail/mailer.ts";
import { createReminderScheduler } from "#server/modules/notifications/reminder-scheduler.ts";
import { seedHouseholds } from "#server/seed/seeder.ts";
import type { BenchRow } from "./bench-row.ts";

const householdCount = Number(process.env.BENCH_HOUSEHOLDS ?? 1000);
const area = "Reminders · SQLite";

interface Pass {
  cpuMs: number;
  allocatedMb: number;
  delayP99Ms: number;
  delayMaxMs: number;
}

/** Bytes allocated while `work` runs: what the heap grew by, plus what each GC freed meanwhile. */
async function measurePass(work: () => Promise<unknown>): Promise<Pass> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const gc = new v8.GCProfiler();
  const usedBefore = v8.getHeapStatistics().used_heap_size;
  const cpuBefore = process.cpuUsage();
  gc.start();
  delay.enable();
  await work();
  delay.disable();
  const { statistics } = gc.stop();
  const cpu = process.cpuUsage(cpuBefore);
  const freed = statistics.reduce(
    (sum, each) =>
      sum +
      Math.max(
        0,
        each.beforeGC.heapStatistics.usedHeapSize - each.afterGC.heapStatistics.usedHeapSize,
      ),
    0,
  );
  const allocated = v8.getHeapStatistics().used_heap_size - usedBefore + freed;
  return {
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    allocatedMb: Math.round(allocated / 1024 ** 2),
    delayP99Ms: Math.round(delay.percentile(99) / 1e5) / 10,
    delayMaxMs: Math.round(delay.max / 1e5) / 10,
  };
}

export async function measure(): Promise<BenchRow[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "hogaria-reminders-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: folder,
    PUBLIC_URL: "http://127.0.0.1:3000",
    BETTER_AUTH_SECRET: "0123456789abcdef0123456789abcdef",
    LOG_LEVEL: "silent",
  });
  const database = openDatabase(config.database);
  const logger = createLogger("silent");
  const live = createLiveEvents({ logger });
  try {
    await migrateToLatest(database.db);
    await sql`pragma synchronous = off`.execute(database.db);
    await seedHouseholds(database.db, { households: householdCount, label: "recordatorios" });
    const mailer: Mailer = { send: async () => {} };
    const scheduler = createReminderScheduler(
      { config, database, logger, mailer, live, storage: createStorage(config.storage) },
      {},
    );
    const first = await measurePass(() => scheduler.tick());
    const steady = await measurePass(() => scheduler.tick());
    const passesPerMinute = 60_000 / config.reminders.intervalMs;
    const idleCpu = Math.round((steady.cpuMs * passesPerMinute) / 100) / 10;
    const rows: BenchRow[] = [];
    for (const [label, pass] of [
      ["first pass", first],
      ["later pass", steady],
    ] as const) {
      rows.push(
        { area, metric: `${label}: CPU`, value: pass.cpuMs, unit: "ms" },
        {
          area,
          metric: `${label}: allocated`,
          value: pass.allocatedMb,
          unit: "MB",
          ...(label === "first pass" && {
            target: "≤ 50",
            meetsTarget: pass.allocatedMb <= 50,
          }),
        },
        {
          area,
          metric: `${label}: event-loop delay p99 / max`,
          value: `${pass.delayP99Ms} / ${pass.delayMaxMs}`,
          unit: "ms",
          target: "max ≤ 20",
          meetsTarget: pass.delayMaxMs <= 20,
        },
      );
    }
    rows.push({
      area,
      metric: `CPU a minute with nothing new (${householdCount.toLocaleString("en-US")} households, a pass every ${config.reminders.intervalMs / 1000} s)`,
      value: idleCpu,
      unit: "s",
      target: "≤ 0.5",
      meetsTarget: idleCpu <= 0.5,
    });
    return rows;
  } finally {
    await live.close();
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
}
