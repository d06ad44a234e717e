import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import {
  prepareServerFolder,
  type ServerFolder,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from "#tests/server/harness/server-process.ts";
import { engine, seedFolder, serverEnvironment, sleep } from "./support.ts";

const folders: ServerFolder[] = [];
const processes: ServerProcess[] = [];
afterEach(async () => {
  for (const server of processes.splice(0)) server.child.kill("SIGKILL");
  for (const folder of folders.splice(0)) await folder.remove();
});

/** The (job, slot) of every run an instance reports in its log. */
function runsIn(server: ServerProcess): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes("tarea programada hecha"))
    .map((line) => JSON.parse(line) as { job: string; slot: number })
    .map((run) => `${run.job}#${run.slot}`);
}

/** Several instances on one database (PostgreSQL, or one SQLite file on one machine). Every
 * scheduled job — housekeeping now, reminders when they land — goes through the same claim. */
describe(`scheduled work across instances (${engine})`, () => {
  it("runs each period of a scheduled job on exactly one instance", async () => {
    const folder = await prepareServerFolder();
    folders.push(folder);
    const [household] = await seedFolder(folder, 1, {
      tasks: 1,
      shoppingItems: 1,
      pantryItems: 1,
      events: 1,
      posts: 1,
    });
    const database = openDatabase(
      folder.databaseUrl
        ? { engine: "postgres", url: folder.databaseUrl }
        : { engine: "sqlite", file: path.join(folder.dataDir, "hogaria.sqlite") },
    );
    try {
      // An expired session: housekeeping's work, so that a run that does nothing is noticed.
      await database.db
        .updateTable("session")
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where("token", "=", household!.sessionToken)
        .execute();

      const environment = {
        ...serverEnvironment,
        LOG_LEVEL: "info",
        HOUSEKEEPING_INTERVAL_SECONDS: "1",
      };
      const instances = [
        startServerProcess(folder, environment),
        startServerProcess(folder, environment),
      ];
      processes.push(...instances);
      await Promise.all(instances.map(waitUntilReady));
      await sleep(3_500);

      const runs = instances.flatMap(runsIn);
      // Both instances looked twice a second; each second was run once, by one of them.
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expect(runs.filter((run, index) => runs.indexOf(run) !== index)).toEqual([]);
      const expired = await database.db
        .selectFrom("session")
        .select("id")
        .where("token", "=", household!.sessionToken)
        .execute();
      expect(expired).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
