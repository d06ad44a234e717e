import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";

/** The few column types that differ between SQLite and PostgreSQL, chosen once per migration. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    timestamp: postgres ? "timestamptz" : "text",
    boolean: postgres ? "boolean" : "integer",
    json: postgres ? "jsonb" : "text",
    real: postgres ? "double precision" : "real",
    now: (postgres
      ? sql`now()`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`) as RawBuilder<string>,
    false: (postgres ? sql`false` : sql`0`) as RawBuilder<boolean>,
    true: (postgres ? sql`true` : sql`1`) as RawBuilder<boolean>,
  } as const;
}

/** A CHECK constraint that keeps a text column inside a closed set of values. */
export function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

export function nonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
