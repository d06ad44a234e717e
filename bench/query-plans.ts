/**
 * Query plans of the signed-in list endpoints at 100× rows, on SQLite and PostgreSQL (issue 18):
 * every statement an endpoint runs for a 100× household, with its plan, so that a full scan, a
 * temporary B-tree for ORDER BY or a sequential scan of another household's rows is seen.
 *
 *   npx node bench/query-plans.ts [sqlite|postgres] [path-filter]
 *
 * Prints the plans; writes nothing. PostgreSQL: a fresh database at BENCH_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type CompiledQuery,
  createQueryId,
  type KyselyPlugin,
  type RootOperationNode,
  sql,
} from "kysely";
import pg from "pg";
import { createApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { type Database, migrateToLatest, openDatabase } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { signedBearerToken } from "#server/modules/accounts/bearer-token.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { createLiveEvents } from "#server/modules/live/live-events.ts";
import { createMailer } from "#server/modules/mail/mailer.ts";
import { busyHousehold, scaleVolumes, seedHouseholds } from "#server/seed/seeder.ts";

const endpoints = [
  "/api/daily-brief",
  "/api/dashboard",
  "/api/tasks",
  "/api/shopping",
  "/api/pantry",
  "/api/community/posts",
  "/api/calendar",
  "/api/services",
  "/api/members",
  "/api/profiles",
  "/api/notifications",
];
const engineArgument = process.argv[2] ?? "sqlite";
const filter = process.argv[3];
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/";

/** Collects the operation nodes of every statement run through it. */
class Recorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery({ node }: { node: RootOperationNode }) {
    this.nodes.push(node);
    return node;
  }
  async transformResult<T>({ result }: { result: T }) {
    return result;
  }
}

async function explain(database: Database, query: CompiledQuery): Promise<string> {
  const statement = query.sql;
  if (database.engine === "sqlite") {
    const result = await sql
      .raw(`explain query plan ${substitute(statement, query.parameters, "?")}`)
      .execute(database.db);
    return (result.rows as { detail: string }[]).map((row) => `  ${row.detail}`).join("\n");
  }
  const result = await sql
    .raw(`explain (analyze, buffers, costs off) ${substitute(statement, query.parameters, "$")}`)
    .execute(database.db);
  return (result.rows as Record<string, string>[])
    .map((row) => `  ${Object.values(row)[0]}`)
    .join("\n");
}

/** The parameters written into the statement as literals, for EXPLAIN. */
function substitute(statement: string, parameters: readonly unknown[], style: "?" | "$"): string {
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return "null";
    if (typeof value === "number" || typeof value === "bigint") return String(value);
    if (typeof value === "boolean") return value ? "true" : "false";
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return `'${String(value).replaceAll("'", "''")}'`;
  };
  if (style === "?") {
    let index = 0;
    return statement.replace(/\?/g, () => literal(parameters[index++]));
  }
  return statement.replace(/\$(\d+)/g, (_, n) => literal(parameters[Number(n) - 1]));
}

async function main() {
  const folder = await mkdtemp(path.join(tmpdir(), "hogaria-plans-"));
  const postgresName = `hogaria_plans_${randomBytes(4).toString("hex")}`;
  let postgresUrl: string | undefined;
  if (engineArgument === "postgres") {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${postgresName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${postgresName}`;
    postgresUrl = url.toString();
  }
  const secret = randomBytes(32).toString("hex");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: folder,
    PUBLIC_URL: "http://localhost:3000",
    BETTER_AUTH_SECRET: secret,
    LOG_LEVEL: "silent",
    ...(postgresUrl && { DATABASE_URL: postgresUrl }),
  });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await seedHouseholds(database.db, { households: 20, label: "uno", parallel: 1 });
    const [big] = await seedHouseholds(database.db, {
      households: 1,
      label: "grande",
      volumes: scaleVolumes(busyHousehold, 100),
    });
    if (database.engine === "postgres") await sql`analyze`.execute(database.db);
    else await sql`analyze`.execute(database.db);
    const recorder = new Recorder();
    const recorded: Database = { ...database, db: database.db.withPlugin(recorder) };
    const logger = createLogger("silent");
    const live = createLiveEvents({ logger });
    const { app } = createApp({
      config,
      database: recorded,
      logger,
      mailer: createMailer(config, logger),
      live,
      storage: createStorage(config.storage),
    });
    const token = signedBearerToken(big!.sessionToken, secret);
    for (const endpoint of endpoints.filter((each) => !filter || each.includes(filter))) {
      recorder.nodes = [];
      const response = await app.request(`http://localhost:3000${endpoint}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      console.log(`\n=== ${endpoint} (${response.status}) ===`);
      const nodes = recorder.nodes;
      recorder.nodes = [];
      for (const node of nodes) {
        const compiled = database.db.getExecutor().compileQuery(node, createQueryId());
        if (/"session"|"user"|"user_roles"/.test(compiled.sql)) continue;
        console.log(`\n${compiled.sql}`);
        console.log(await explain(database, compiled));
      }
    }
    await live.close();
  } finally {
    await database.close();
    await rm(folder, { recursive: true, force: true });
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${postgresName} with (force)`);
      await admin.end();
    }
  }
}

await main();
