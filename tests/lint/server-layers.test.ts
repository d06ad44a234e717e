import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The server's layers as docs/architecture.md draws them, where an import rule cannot say it:
 * queries only in repositories (and db/: the connection and migrations), and one `Db`/`Executor`
 * type, in db/executor.ts. */
const root = path.resolve(import.meta.dirname, "../..");
const server = path.join(root, "src/server");

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".test."),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const query =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/;

describe("server layers", () => {
  const files = productionFiles(server);

  it("runs SQL only in repositories and db/", () => {
    const outside = files.filter(
      (file) =>
        !file.endsWith(".repository.ts") &&
        !file.startsWith("src/server/db/") &&
        query.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(outside).toEqual([]);
  });

  it("declares the database types and the engine test once, in db/executor.ts", () => {
    const declaring = files.filter(
      (file) =>
        file !== "src/server/db/executor.ts" &&
        /\btype (Db|Executor)\s*=|instanceof PostgresAdapter/.test(
          readFileSync(path.join(root, file), "utf8"),
        ) &&
        // Migrations see a schema-less Kysely and choose their column types by engine.
        !file.startsWith("src/server/db/"),
    );
    expect(declaring).toEqual([]);
  });
});
