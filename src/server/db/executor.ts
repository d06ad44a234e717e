import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";

/** The whole database: what the app holds, and what can open a transaction. */
export type Db = Kysely<DatabaseSchema>;

/** Anything a query runs on: the database itself or an open transaction. Repositories take this,
 * so one function serves both a single read and a step of a larger write. */
export type Executor = Db | Transaction<DatabaseSchema>;

/** PostgreSQL can lock rows (SELECT … FOR UPDATE); SQLite runs one writer at a time anyway. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Both engines' "a unique index refused this row" errors. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}
