import { promises as fs } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { FileMigrationProvider, Migrator } from "kysely/migration";
import type { Config } from "#server/config.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import { SqliteValuesPlugin } from "#server/db/sqlite-values-plugin.ts";
import { withStatementCache } from "#server/db/statement-cache.ts";
import { foldForSearch } from "#shared/search/fold.ts";

export type Engine = "sqlite" | "postgres";

/** Each engine's driver is loaded only when that engine is used: a SQLite server never holds pg,
 * nor a PostgreSQL one better-sqlite3 (issue 18). Both are CommonJS, so `require` loads them at
 * once, as `openDatabase` needs. */
const require = createRequire(import.meta.url);

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  close(): Promise<void>;
}

export function openDatabase(
  settings: Config["database"],
  onConnectionError: (error: Error) => void = () => {},
): Database {
  if (settings.engine === "postgres") {
    const pg = require("pg") as typeof import("pg");
    const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) is replaced on next use;
    // without a listener, pg would crash the process.
    pool.on("error", onConnectionError);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  const SQLite = require("better-sqlite3") as typeof import("better-sqlite3");
  const sqlite = new SQLite(settings.file);
  // WAL lets readers run beside the writer; foreign keys are off by default in SQLite.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // The search's folding; PostgreSQL has the same function from a migration (2026-11-25T1552).
  sqlite.function("hogaria_fold", { deterministic: true }, (value: unknown) =>
    typeof value === "string" ? foldForSearch(value) : null,
  );
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteValuesPlugin()],
  });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    // Migrations from parallel branches may land out of name order on an existing database.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).map((result) => result.migrationName);
}
