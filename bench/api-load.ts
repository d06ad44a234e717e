/**
 * API load on seeded data, on SQLite and on PostgreSQL: the server runs as its own process
 * (`node src/server/main.ts`, as `npm start` runs it) and autocannon loads it from this one.
 *
 * 1,000 busy households (200 tasks, 150 shopping items, 80 pantry items, 40 events, 100 posts
 * each) plus 3 households with 100× those rows. Each request acts as a random household's owner
 * (a bearer session), so caches do not flatter the numbers.
 *
 *   BENCH_DURATION=10        seconds per endpoint (default 10)
 *   BENCH_HOUSEHOLDS=1000    households at 1×
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/   a fresh database is made there
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "kysely";
import pg from "pg";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { signedBearerToken } from "#server/modules/accounts/bearer-token.ts";
import { busyHousehold, scaleVolumes, seedHouseholds } from "#server/seed/seeder.ts";
import { pickListenPort } from "#tests/server/harness/listen-port.ts";
import { serverCompileCache, serverNodeOptions } from "#tests/server/harness/server-process.ts";
import type { BenchRow } from "./bench-row.ts";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const householdCount = Number(process.env.BENCH_HOUSEHOLDS ?? 1000);
const bigHouseholdCount = 3;
const growthFactor = 100;
const connections = 16;
/** A 100× household answers slowly: fewer connections keep every request inside the run. */
const growthConnections = 4;
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/";
/** The server's auth secret, known here so that seeded sessions can be signed as bearer tokens. */
const authSecret = randomBytes(32).toString("hex");

interface Household {
  token: string;
  shoppingItemId: string;
}

interface Endpoint {
  label: string;
  method: "GET" | "POST";
  path: (household: Household) => string;
  body?: () => string;
  headers?: Record<string, string>;
}

const bare: Endpoint = { label: "bare /api/health", method: "GET", path: () => "/api/health" };
const endpoints: Endpoint[] = [
  // As a family opens it: kept by the server between changes (ADR 026).
  { label: "daily brief", method: "GET", path: () => "/api/daily-brief" },
  // Made again on every request, as after each change: what the statements cost.
  {
    label: "daily brief, made anew",
    method: "GET",
    path: () => "/api/daily-brief",
    headers: { "cache-control": "no-cache" },
  },
  { label: "task list", method: "GET", path: () => "/api/tasks" },
  {
    label: "shopping toggle",
    method: "POST",
    path: (household) => `/api/shopping/items/${household.shoppingItemId}/check`,
    body: () => JSON.stringify({ checked: Math.random() < 0.5 }),
  },
  { label: "feed page", method: "GET", path: () => "/api/community/posts" },
];

/** The server process's CPU time so far (user + system), read from /proc as the issue did. */
function cpuMs(pid: number): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
const clockTicksPerSecond = 100;

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

interface Server {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<Server> {
  const port = pickListenPort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      // The heap `npm start` sizes (ADR 021); BENCH_NODE_OPTIONS adds to or overrides it.
      NODE_OPTIONS: `${serverNodeOptions} ${process.env.BENCH_NODE_OPTIONS ?? ""}`,
      // As `npm start` runs it: modules read from Node's compile cache (ADR 021).
      NODE_COMPILE_CACHE: serverCompileCache,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: authSecret,
      LOG_LEVEL: "warn",
      RATE_LIMIT: "off",
      REMINDERS: process.env.REMINDERS ?? "on",
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 300 || child.exitCode !== null) throw new Error("the bench server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const roundRate = (rate: number) => (rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10);

interface Load {
  requestsPerSecond: number;
  /** Server CPU time per answered request. */
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(
  server: Server,
  endpoint: Endpoint,
  households: Household[],
  seconds: number,
  onSample: () => void,
  concurrency = connections,
): Promise<Load> {
  const sampler = setInterval(onSample, 250);
  const pid = server.child.pid ?? 0;
  const cpuBefore = cpuMs(pid);
  let answered = 0;
  try {
    const result = await autocannon({
      url: server.url,
      connections: concurrency,
      duration: seconds,
      requests: [
        {
          method: endpoint.method,
          setupRequest: (request) => {
            const household = households[Math.floor(Math.random() * households.length)]!;
            return {
              ...request,
              path: endpoint.path(household),
              headers: {
                authorization: `Bearer ${household.token}`,
                origin: server.url,
                "accept-encoding": "gzip",
                ...(endpoint.body && { "content-type": "application/json" }),
                ...endpoint.headers,
              },
              ...(endpoint.body && { body: endpoint.body() }),
            };
          },
        },
      ],
    });
    answered = result.requests.total;
    // Requests still in flight when the run ends finish during `settle`: wait for them.
    await settle(server);
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, answered);
    return {
      cpuMsPerRequest: Math.round(cpuPerRequest * 100) / 100,
      // Completed answers over the run (fractions matter when each answer takes seconds).
      requestsPerSecond: roundRate(result.requests.total / seconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** autocannon stops sending at the end of a run, but the server still works through what it
 * accepted: wait until it answers the bare endpoint promptly, so no run pays for the last one. */
async function settle(server: Server): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok && performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
} | null> {
  const name = `hogaria_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 3000,
  });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function benchEngine(engine: "sqlite" | "postgres"): Promise<BenchRow[]> {
  const area = `API · ${engine === "sqlite" ? "SQLite" : "PostgreSQL"}`;
  const folder = await mkdtemp(path.join(tmpdir(), "hogaria-bench-"));
  const dataDir = path.join(folder, "data");
  const postgres = engine === "postgres" ? await createPostgresDatabase() : null;
  if (engine === "postgres" && !postgres) {
    return [{ area, metric: "skipped", value: `no PostgreSQL at ${postgresAdminUrl}`, unit: "" }];
  }
  const rows: BenchRow[] = [];
  let server: Server | undefined;
  try {
    await mkdir(dataDir, { recursive: true });
    // Seed from this process, then hand the database to the server.
    const database = openDatabase(
      postgres
        ? { engine: "postgres", url: postgres.url }
        : { engine: "sqlite", file: path.join(dataDir, "hogaria.sqlite") },
    );
    await migrateToLatest(database.db);
    if (engine === "sqlite") await sql`pragma synchronous = off`.execute(database.db);
    const seedStarted = performance.now();
    const parallel = engine === "postgres" ? 4 : 1;
    const normal = await seedHouseholds(database.db, {
      households: householdCount,
      label: "bench",
      parallel,
    });
    const big = await seedHouseholds(database.db, {
      households: bigHouseholdCount,
      label: "grande",
      parallel,
      volumes: scaleVolumes(busyHousehold, growthFactor),
    });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    if (engine === "postgres") await sql`analyze`.execute(database.db);
    const withItems = async (seeded: typeof normal): Promise<Household[]> =>
      Promise.all(
        seeded.map(async (household) => {
          const item = await database.db
            .selectFrom("shopping_items")
            .select("id")
            .where("household_id", "=", household.householdId)
            .limit(1)
            .executeTakeFirstOrThrow();
          return {
            token: signedBearerToken(household.sessionToken, authSecret),
            shoppingItemId: item.id,
          };
        }),
      );
    const households = await withItems(normal);
    const bigHouseholds = await withItems(big);
    const rowsPerHousehold = Object.values(busyHousehold).reduce((sum, count) => sum + count, 0);
    await database.close();
    rows.push({
      area,
      metric: `seed ${householdCount.toLocaleString("en-US")} households (~${rowsPerHousehold} rows each) + ${bigHouseholdCount} at ${growthFactor}×`,
      value: Math.round(seedSeconds * 10) / 10,
      unit: "s",
    });

    server = await startServer(dataDir, postgres?.url);
    const pid = server.child.pid ?? 0;
    const freshMb = rssMb(pid);
    await load(server, endpoints[0]!, households, 2, () => {}); // warm up
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = rssMb(pid);
    let peakMb = idleMb;
    const sample = () => {
      peakMb = Math.max(peakMb, rssMb(pid));
    };

    const ceiling = await load(server, bare, households, duration, sample);
    rows.push(
      { area, metric: `${bare.label} req/s`, value: ceiling.requestsPerSecond, unit: "req/s" },
      { area, metric: `${bare.label} CPU`, value: ceiling.cpuMsPerRequest, unit: "ms / request" },
    );
    let failures = ceiling.failures;
    const atOne = new Map<string, Load>();
    for (const endpoint of endpoints) {
      // The floor is measured again right before each endpoint (interleaved, as issue 18 did), so
      // that a busier machine moment weighs on both sides of the ratio.
      const floor = await load(server, bare, households, Math.max(2, duration / 2), sample);
      const result = await load(server, endpoint, households, duration, sample);
      atOne.set(endpoint.label, result);
      failures += result.failures + floor.failures;
      rows.push(
        { area, metric: `${endpoint.label} req/s`, value: result.requestsPerSecond, unit: "req/s" },
        {
          area,
          metric: `${endpoint.label} p50 / p99`,
          value: `${result.p50} / ${result.p99}`,
          unit: "ms",
        },
        {
          area,
          metric: `${endpoint.label} vs bare`,
          value: Math.round((result.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100,
          unit: "× bare req/s",
        },
        {
          area,
          metric: `${endpoint.label} CPU`,
          value: result.cpuMsPerRequest,
          unit: "ms / request",
        },
        cpuRatioRow(area, `${endpoint.label} CPU vs /api/health`, result, floor),
      );
    }
    for (const endpoint of endpoints) {
      const result = await load(
        server,
        endpoint,
        bigHouseholds,
        Math.max(3, Math.round(duration / 2)),
        sample,
        growthConnections,
      );
      failures += result.failures;
      const one = atOne.get(endpoint.label)!;
      rows.push(
        {
          area,
          metric: `${endpoint.label} at ${growthFactor}× rows (${growthConnections} connections): req/s · p50 / p99 ms`,
          value:
            result.requestsPerSecond > 0
              ? `${result.requestsPerSecond} · ${result.p50} / ${result.p99}`
              : `no answer within ${duration} s`,
          unit: "req/s · ms",
        },
        {
          area,
          metric: `${endpoint.label} cost ${growthFactor}× vs 1×`,
          // With no answer in the run, the cost is at least what one answer per run would mean.
          value:
            result.requestsPerSecond > 0
              ? Math.round((one.requestsPerSecond / result.requestsPerSecond) * 10) / 10
              : `> ${Math.round(one.requestsPerSecond * duration)}`,
          unit: "× time per request",
        },
        {
          area,
          metric: `${endpoint.label} CPU ${growthFactor}× vs 1×`,
          value: Math.round((result.cpuMsPerRequest / one.cpuMsPerRequest) * 10) / 10,
          unit: "× CPU per request",
          ...(endpoint.label === "daily brief" && {
            target: "≤ 1.5",
            meetsTarget: result.cpuMsPerRequest / one.cpuMsPerRequest <= 1.5,
          }),
        },
      );
    }
    rows.push({ area, metric: "server memory fresh (RSS)", value: freshMb, unit: "MB" });
    rows.push(
      { area, metric: "server memory idle (RSS)", value: idleMb, unit: "MB" },
      { area, metric: "server memory under load (peak RSS)", value: peakMb, unit: "MB" },
      {
        area,
        metric: "failed requests (errors, timeouts, non-2xx)",
        value: failures,
        unit: "requests",
        target: "0",
        meetsTarget: failures === 0,
      },
    );
    return rows;
  } finally {
    await server?.stop();
    await postgres?.drop().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}

/** The daily brief is the one issue 18 sets a goal for (≤ 2× the floor); the others are shown. */
function cpuRatioRow(area: string, metric: string, result: Load, floor: Load): BenchRow {
  const ratio = Math.round((result.cpuMsPerRequest / floor.cpuMsPerRequest) * 10) / 10;
  const goal = metric.startsWith("daily brief CPU")
    ? { target: "≤ 2", meetsTarget: ratio <= 2 }
    : {};
  return { area, metric, value: ratio, unit: "× /api/health CPU", ...goal };
}

export async function measure(): Promise<BenchRow[]> {
  return [...(await benchEngine("sqlite")), ...(await benchEngine("postgres"))];
}
