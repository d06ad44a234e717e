import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { compiledOnce, compiledWriteOnce } from "#server/db/compiled-query.ts";
import type { Executor } from "#server/db/executor.ts";
import { SqliteValuesPlugin } from "#server/db/sqlite-values-plugin.ts";

interface Schema {
  notes: { id: number; body: string; done: number; at: string };
}

// The helper's own behaviour on SQLite; on PostgreSQL the brief's suites run its queries.
describe.runIf(process.env.HOGARIA_TEST_ENGINE !== "postgres")("compiledOnce", () => {
  let sqlite: SQLite.Database;
  let db: Executor;

  beforeEach(() => {
    sqlite = new SQLite(":memory:");
    sqlite.exec("create table notes (id integer primary key, body text, done integer, at text)");
    sqlite.exec(`insert into notes values (1, 'leche', 0, '2026-01-01T10:00:00.000Z'),
      (2, 'pan', 1, '2026-01-02T10:00:00.000Z'), (3, 'huevos', 0, '2026-01-03T10:00:00.000Z')`);
    db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new SqliteValuesPlugin()],
    }) as unknown as Executor;
  });
  afterEach(() => sqlite.close());

  it("builds once and binds each call's values, converted as the plugin would", async () => {
    const build = vi.fn((kysely: Executor, done: boolean, after: Date, limit: number) =>
      (kysely as unknown as Kysely<Schema>)
        .selectFrom("notes")
        .select("body")
        .where("done", "=", done as unknown as number)
        .where("at", ">", after as unknown as string)
        .where("body", "!=", "sal")
        .orderBy("id")
        .limit(limit),
    );
    const query = compiledOnce(build);
    expect(await query(db, false, new Date("2026-01-01T12:00:00Z"), 5)).toEqual([
      { body: "huevos" },
    ]);
    expect(await query(db, false, new Date("2025-12-31T00:00:00Z"), 1)).toEqual([
      { body: "leche" },
    ]);
    expect(await query(db, true, new Date("2025-12-31T00:00:00Z"), 5)).toEqual([{ body: "pan" }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("runs a write built once, answering how many rows it changed", async () => {
    const build = vi.fn((kysely: Executor, done: boolean, at: Date, body: string) =>
      (kysely as unknown as Kysely<Schema>)
        .updateTable("notes")
        .set({ done: done as unknown as number, at: at as unknown as string })
        .where("body", "=", body),
    );
    const finish = compiledWriteOnce(build);
    expect(await finish(db, true, new Date("2026-02-01T08:00:00Z"), "leche")).toBe(1);
    expect(await finish(db, true, new Date("2026-02-01T08:00:00Z"), "sal")).toBe(0);
    expect(sqlite.prepare("select done, at from notes where id = 1").get()).toEqual({
      done: 1,
      at: "2026-02-01T08:00:00.000Z",
    });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("refuses a builder that does not bind a parameter as is", async () => {
    const query = compiledOnce((kysely: Executor, id: number) =>
      (kysely as unknown as Kysely<Schema>)
        .selectFrom("notes")
        .select("body")
        .where("id", "=", Number(id) + 1),
    );
    await expect(query(db, 1)).rejects.toThrow(/parameter 0 is not bound/);
  });
});
