/**
 * The reminder scheduler on 1,000 busy households (SQLite), measured in this process (issue 18),
 * each pass with its CPU time, the memory it allocated and the event loop's longest delay and
 * p99 while it ran, as requests waiting behind it would feel them:
 * - the first pass on a database no scheduler planned yet (every household is planned),
 * - the first pass of a restarted instance (another scheduler, on the plans already kept),
 * - ten minutes at rest, a pass every interval on a clock moved forward: only the households
 *   whose next reminder comes due are planned; CPU per minute is the sum over the passes / 10,
 * - a pass after one household changed (a task created there): that household alone.
 *
 * It runs in a process of its own with the V8 heap `npm start` gives the server (ADR 021), not
 * the bench's default one: how long V8's full collections pause a pass depends on that heap.
 *
 *   BENCH_HOUSEHOLDS=1000   households at 1×
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import v8 from "node:v8";
import { sql } from "kysely";
import { loadConfig } from "#server/config.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { createLiveEvents } from "#server/modules/live/live-events.ts";
import type { Mailer } from "#server/modules/mail/mailer.ts";
import { markRemindersChanged } from "#server/modules/notifications/reminder-plans.repository.ts";
import {
  createReminderScheduler,
  type TickResult,
} from "#server/modules/notifications/reminder-scheduler.ts";
import { seedHouseholds } from "#server/seed/seeder.ts";
import { serverNodeOptions } from "#tests/server/harness/server-process.ts";
import type { BenchRow } from "./bench-row.ts";

const householdCount = Number(process.env.BENCH_HOUSEHOLDS ?? 1000);
const area = "Reminders · SQLite";

interface Pass {
  cpuMs: number;
  allocatedMb: number;
  delayP99Ms: number;
  delayMaxMs: number;
  /** The most main-thread CPU between two runs of the timer: what a request would wait for on
   * an idle machine (the wall-clock gaps add the time a shared machine ran other processes). */
  cpuBlockMaxMs: number;
}

/**
 * How long the event loop could not run a timer while `work` ran: a 1 ms interval notes each gap
 * between its runs (less its own period), and the gap from its last run to the end of the work
 * counts too, so that work which never yields (a chain of promises over synchronous SQLite)
 * shows as one long block instead of as no sample at all.
 */
function watchEventLoop() {
  const gaps: number[] = [];
  let last = performance.now();
  let lastCpu = process.threadCpuUsage();
  let cpuBlockMax = 0;
  const noteCpu = () => {
    const used = process.threadCpuUsage(lastCpu);
    cpuBlockMax = Math.max(cpuBlockMax, (used.user + used.system) / 1000);
    lastCpu = process.threadCpuUsage();
  };
  const timer = setInterval(() => {
    const at = performance.now();
    gaps.push(Math.max(0, at - last - 1));
    last = at;
    noteCpu();
  }, 1);
  return () => {
    clearInterval(timer);
    noteCpu();
    gaps.push(Math.max(0, performance.now() - last - 1));
    gaps.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      p99: round(gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.99))] ?? 0),
      max: round(gaps.at(-1) ?? 0),
      cpuMax: round(cpuBlockMax),
    };
  };
}

/**
 * The server runs each pass from its own timer, 30 s after the last. A simulated pass that did
 * nothing runs in microtasks alone (SQLite answers synchronously), so passes run back to back
 * would give the event loop no turn between them and hundreds would count as one block.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Bytes allocated while `work` runs: what the heap grew by, plus what each GC freed meanwhile. */
async function measurePass(work: () => Promise<unknown>): Promise<Pass> {
  const gc = new v8.GCProfiler();
  const usedBefore = v8.getHeapStatistics().used_heap_size;
  const cpuBefore = process.cpuUsage();
  gc.start();
  const stopWatching = watchEventLoop();
  await work();
  const delay = stopWatching();
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
    delayP99Ms: delay.p99,
    delayMaxMs: delay.max,
    cpuBlockMaxMs: delay.cpuMax,
  };
}

/** Marks the process `measure` starts, which prints its rows as JSON. */
const childMark = "HOGARIA_REMINDER_BENCH_CHILD";

export async function measure(): Promise<BenchRow[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, NODE_OPTIONS: serverNodeOptions, [childMark]: "1" },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as BenchRow[];
}

async function measureHere(): Promise<BenchRow[]> {
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
    const context = {
      config,
      database,
      logger,
      mailer,
      live,
      storage: createStorage(config.storage),
    };
    // The clock the passes read: real time, then moved forward by one interval per pass.
    let clock = Date.now();
    const now = () => new Date(clock);
    const scheduler = createReminderScheduler(context, { now });
    let firstTick: TickResult | undefined;
    const first = await measurePass(async () => {
      firstTick = await scheduler.tick();
    });
    // What the first pass planned goes out over the next passes (at most 1,000 sends a pass):
    // drained before the passes below, which measure planning rather than sending.
    let drainPasses = 0;
    for (; drainPasses < 500; drainPasses++) {
      clock += config.reminders.intervalMs;
      const sent = await scheduler.tick();
      if (sent.sent + sent.retried + sent.failed + sent.skipped + sent.planned === 0) break;
    }
    // A restart: a new instance, nothing in memory, the plans in the database.
    const restarted = createReminderScheduler(context, { now });
    clock += config.reminders.intervalMs;
    const afterRestart = await measurePass(() => restarted.tick());
    const minutes = 10;
    const passesPerMinute = 60_000 / config.reminders.intervalMs;
    let households = 0;
    const idle = await measurePass(async () => {
      for (let pass = 0; pass < minutes * passesPerMinute; pass++) {
        clock += config.reminders.intervalMs;
        households += (await restarted.tick()).households;
        await nextTurn();
      }
    });
    const idleCpu = Math.round(idle.cpuMs / minutes) / 1000;
    // One household changes: its task is announced as the tasks service does.
    const [changed] = await database.db.selectFrom("households").select("id").limit(1).execute();
    await markRemindersChanged(database.db, [changed?.id ?? ""]);
    clock += config.reminders.intervalMs;
    let afterChange = 0;
    const change = await measurePass(async () => {
      afterChange = (await restarted.tick()).households;
    });
    // A whole day at rest: every reminder that comes due by time (midnight's new windows, 08:00's
    // day reminders, 09:00's tasks, events) is planned and sent. CPU per minute on average and
    // in the busiest minute.
    const perMinute: number[] = [];
    let dayHouseholds = 0;
    let daySent = 0;
    const day = await measurePass(async () => {
      for (let pass = 0; pass < 24 * 60 * passesPerMinute; pass++) {
        clock += config.reminders.intervalMs;
        const cpu = process.cpuUsage();
        const result = await restarted.tick();
        const used = process.cpuUsage(cpu);
        await nextTurn();
        const minute = Math.floor(pass / passesPerMinute);
        perMinute[minute] = (perMinute[minute] ?? 0) + (used.user + used.system) / 1000;
        dayHouseholds += result.households;
        daySent += result.sent + result.failed + result.skipped;
      }
    });
    const rows: BenchRow[] = [];
    for (const [label, pass] of [
      ["first pass (nothing planned yet)", first],
      ["first pass after a restart", afterRestart],
      [`${minutes} minutes at rest (${minutes * passesPerMinute} passes)`, idle],
      ["pass after one household changed", change],
      ["a day at rest (2,880 passes)", day],
    ] as const) {
      rows.push(
        { area, metric: `${label}: CPU`, value: pass.cpuMs, unit: "ms" },
        {
          area,
          metric: `${label}: allocated`,
          value: pass.allocatedMb,
          unit: "MB",
          ...(label.startsWith("first pass") && {
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
        {
          area,
          metric: `${label}: longest main-thread CPU between two 1 ms timer runs`,
          value: pass.cpuBlockMaxMs,
          unit: "ms",
          target: "≤ 20",
          meetsTarget: pass.cpuBlockMaxMs <= 20,
        },
      );
    }
    rows.push(
      {
        area,
        metric: "first pass: households planned / deliveries recorded",
        value: `${firstTick?.households ?? 0} / ${firstTick?.planned ?? 0}`,
        unit: "",
      },
      {
        area,
        metric: "passes that sent the first pass's deliveries",
        value: drainPasses,
        unit: "",
      },
      {
        area,
        metric: `households planned in ${minutes} minutes at rest (reminders coming due)`,
        value: households,
        unit: "",
      },
      { area, metric: "households planned after one changed", value: afterChange, unit: "" },
      {
        area,
        metric: "a day at rest: households planned / reminders sent",
        value: `${dayHouseholds} / ${daySent}`,
        unit: "",
      },
      {
        area,
        metric: "a day at rest: CPU a minute, average / busiest minute",
        value: `${Math.round(perMinute.reduce((sum, ms) => sum + ms, 0) / perMinute.length)} / ${Math.round(Math.max(...perMinute))}`,
        unit: "ms",
      },
      {
        area,
        metric: `CPU a minute at rest (${householdCount.toLocaleString("en-US")} households, a pass every ${config.reminders.intervalMs / 1000} s)`,
        value: idleCpu,
        unit: "s",
        target: "≤ 0.5",
        meetsTarget: idleCpu <= 0.5,
      },
    );
    return rows;
  } finally {
    await live.close();
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
}

if (process.env[childMark] === "1") {
  process.stdout.write(JSON.stringify(await measureHere()));
}
