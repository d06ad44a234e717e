import type { Compilable, CompiledQuery } from "kysely";
import { type Executor, isPostgres } from "#server/db/executor.ts";
import { toSqliteValue } from "#server/db/sqlite-values-plugin.ts";

/** Stands for the n-th parameter while the query is built: a string no caller ever binds. */
const placeholderPrefix = "\u0000hogaria-parameter-";

/**
 * A hot query built and compiled once per engine (ADR 021, "hot queries compiled once"), then
 * run with each call's values: Kysely's building, its plugins' transforms and the SQL compiler
 * cost more CPU than running the statement (the daily brief's 7 statements: ~1 ms of ~1.5 ms).
 *
 * `build` receives placeholders in place of its parameters and must use each one only as a
 * bound value, as is: no value derived from a parameter inside the builder (compute it before and
 * pass it as a parameter of its own), no `in` list of variable length, no parameter in `sql.lit`
 * or an identifier. A parameter the compiled statement does not bind is a mistake and throws at
 * the first call. Values are converted as the engine's plugins would (SQLite: booleans as 0/1,
 * dates as ISO text), and plugins' result transforms still run.
 */
export function compiledOnce<Params extends unknown[], Row>(
  build: (db: Executor, ...params: Params) => Compilable<Row>,
): (db: Executor, ...params: Params) => Promise<Row[]> {
  const compiled = compiler(build);
  return async (db, ...params) => {
    const result = await db.executeQuery<Row>(compiled(db, params));
    return result.rows;
  };
}

/** `compiledOnce` for a write (UPDATE, DELETE, INSERT without RETURNING): answers how many rows
 * it changed. */
export function compiledWriteOnce<Params extends unknown[]>(
  build: (db: Executor, ...params: Params) => Compilable<unknown>,
): (db: Executor, ...params: Params) => Promise<number> {
  const compiled = compiler(build);
  return async (db, ...params) => {
    const result = await db.executeQuery(compiled(db, params));
    return Number(result.numAffectedRows ?? 0);
  };
}

/** The query built and compiled once per engine, then each call's copy with its values. */
function compiler<Params extends unknown[], Row>(
  build: (db: Executor, ...params: Params) => Compilable<Row>,
): (db: Executor, params: Params) => CompiledQuery<Row> {
  const compiled = new Map<"sqlite" | "postgres", { query: CompiledQuery<Row>; slots: number[] }>();
  const compile = (db: Executor, engine: "sqlite" | "postgres", arity: number) => {
    const placeholders = Array.from(
      { length: arity },
      (_, index) => `${placeholderPrefix}${index}`,
    );
    const query = build(db, ...(placeholders as Params)).compile();
    // Each bound value is either a constant of the query or the placeholder of a parameter.
    const slots = query.parameters.map((value) =>
      typeof value === "string" && value.startsWith(placeholderPrefix)
        ? Number(value.slice(placeholderPrefix.length))
        : -1,
    );
    for (let index = 0; index < arity; index++) {
      if (!slots.includes(index)) throw new Error(`compiledOnce: parameter ${index} is not bound`);
    }
    const entry = { query, slots };
    compiled.set(engine, entry);
    return entry;
  };
  return (db, params) => {
    const engine = isPostgres(db) ? "postgres" : "sqlite";
    const { query, slots } = compiled.get(engine) ?? compile(db, engine, params.length);
    const parameters = slots.map((slot, index) => {
      if (slot < 0) return query.parameters[index];
      const value = params[slot];
      return engine === "sqlite" ? toSqliteValue(value) : value;
    });
    return { ...query, parameters };
  };
}
