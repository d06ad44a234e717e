import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withStatementCache } from "#server/db/statement-cache.ts";

interface Schema {
  notes: { id: number; body: string };
}

// A property of the SQLite driver alone: it runs once, whatever engine the suite is for.
describe.runIf(process.env.HOGARIA_TEST_ENGINE !== "postgres")("withStatementCache", () => {
  let sqlite: SQLite.Database;
  let prepare: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    sqlite = new SQLite(":memory:");
    sqlite.exec("create table notes (id integer primary key, body text not null)");
    sqlite.exec("insert into notes (id, body) values (1, 'leche'), (2, 'pan'), (3, 'huevos')");
    prepare = vi.spyOn(sqlite, "prepare");
  });
  afterEach(() => sqlite.close());

  function kysely(capacity?: number) {
    return new Kysely<Schema>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite, capacity) }),
    });
  }

  const bodyOf = (db: Kysely<Schema>, id: number) =>
    db.selectFrom("notes").select("body").where("id", "=", id).executeTakeFirst();

  it("compiles a query once and answers each run with its own parameters", async () => {
    const db = kysely();
    expect(await bodyOf(db, 1)).toEqual({ body: "leche" });
    expect(await bodyOf(db, 2)).toEqual({ body: "pan" });
    expect(await bodyOf(db, 3)).toEqual({ body: "huevos" });
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("forgets the least recently used text beyond its capacity", async () => {
    const db = kysely(2);
    const byId = () => bodyOf(db, 1);
    const count = () => db.selectFrom("notes").select(sql<number>`count(*)`.as("n")).execute();
    const all = () => db.selectFrom("notes").selectAll().execute();
    await byId();
    await count();
    await byId(); // now the most recent of the two
    await all(); // pushes out the count
    await byId();
    expect(prepare).toHaveBeenCalledTimes(3);
    await count();
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it("answers from a table the schema changed after the query was compiled", async () => {
    const db = kysely();
    const all = () => db.selectFrom("notes").selectAll().orderBy("id").execute();
    expect(await all()).toHaveLength(3);
    sqlite.exec("alter table notes add column done integer not null default 0");
    expect((await all())[0]).toEqual({ id: 1, body: "leche", done: 0 });
  });

  it("writes through a cached statement as often as asked", async () => {
    const db = kysely();
    for (const id of [4, 5, 6])
      await db
        .insertInto("notes")
        .values({ id, body: `nota ${id}` })
        .execute();
    expect(await bodyOf(db, 6)).toEqual({ body: "nota 6" });
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
