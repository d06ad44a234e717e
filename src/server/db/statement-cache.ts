import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Distinct SQL texts kept compiled; IN lists of many lengths make many texts. */
const defaultCapacity = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and compiling the SQL cost about half a
 * millisecond of each chat message. This hands Kysely the database with its statements kept
 * by SQL text, least recently used forgotten first. Sharing a statement is safe: Kysely runs
 * one query at a time on the connection, and SQLite recompiles a statement the schema outdated.
 */
export function withStatementCache(
  database: SQLite.Database,
  capacity = defaultCapacity,
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = statements.get(sql) ?? database.prepare(sql);
      statements.delete(sql); // re-set below: a Map keeps insertion order, most recent last
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
