import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import {
  prepareServerFolder,
  type ServerFolder,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from "#tests/server/harness/server-process.ts";

const engine = process.env.HOGARIA_TEST_ENGINE;
const folders: ServerFolder[] = [];
const servers: ServerProcess[] = [];
const temporary: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const folder of folders.splice(0)) await folder.remove();
  for (const dir of temporary.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run backup` / `npm run restore` as a person would, with the server's DATA_DIR. */
function run(script: "backup" | "restore", args: string[], folder: ServerFolder) {
  const result = spawnSync(process.execPath, [path.resolve(`scripts/${script}.ts`), ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: folder.dataDir,
      ...(folder.databaseUrl && { DATABASE_URL: folder.databaseUrl }),
    },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function signUp(server: ServerProcess, email: string) {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Ana", email, password: "secreto123", acceptTerms: true }),
  });
  expect(response.status).toBe(200);
}

async function signIn(server: ServerProcess, email: string) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: "secreto123" }),
  });
  return response.status;
}

function emailsIn(dataDir: string): string[] {
  const database = new SQLite(path.join(dataDir, "hogaria.sqlite"), { readonly: true });
  const rows = database.prepare("select email from user order by email").all() as {
    email: string;
  }[];
  database.close();
  return rows.map((row) => row.email);
}

async function start(folder: ServerFolder) {
  const server = startServerProcess(folder);
  servers.push(server);
  await waitUntilReady(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  await server.exited;
  servers.splice(servers.indexOf(server), 1);
}

describe.runIf(engine === "sqlite")("npm run backup / restore on SQLite", () => {
  it("backs up a running instance and restores it only when that is safe", async () => {
    const folder = await prepareServerFolder();
    folders.push(folder);
    const backups = await mkdtemp(path.join(tmpdir(), "hogaria-backups-"));
    temporary.push(backups);
    const server = await start(folder);
    await signUp(server, "ana@ejemplo.mx");
    const photo = path.join(folder.dataDir, "uploads", "hogar-1", "community", "foto.jpg");
    await mkdir(path.dirname(photo), { recursive: true });
    await writeFile(photo, "bytes de la foto");

    const copy = path.join(backups, "copia");
    const backup = run("backup", ["--to", copy], folder);
    expect(backup.output).toContain(`Respaldo listo en ${copy}`);
    expect(backup.status).toBe(0);
    expect((await readdir(copy)).sort()).toEqual([
      ".auth-secret",
      "hogaria.sqlite",
      "manifest.json",
      "uploads",
    ]);
    // Written after the backup: a restore brings the instance back to before it.
    await signUp(server, "beto@ejemplo.mx");

    const whileRunning = run("restore", [copy, "--overwrite"], folder);
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.output).toContain("Hogaria está en marcha con estos datos");
    expect(emailsIn(folder.dataDir)).toEqual(["ana@ejemplo.mx", "beto@ejemplo.mx"]);

    await stop(server);
    const withoutFlag = run("restore", [copy], folder);
    expect(withoutFlag.status).toBe(1);
    expect(withoutFlag.output).toContain("ya tiene datos de Hogaria");
    expect(emailsIn(folder.dataDir)).toEqual(["ana@ejemplo.mx", "beto@ejemplo.mx"]);

    await rm(photo);
    const restored = run("restore", [copy, "--overwrite"], folder);
    expect(restored.output).toContain("Respaldo restaurado");
    expect(restored.status).toBe(0);
    expect(emailsIn(folder.dataDir)).toEqual(["ana@ejemplo.mx"]);
    expect(await readFile(photo, "utf8")).toBe("bytes de la foto");
    const aside = (await readdir(folder.dataDir)).find((name) =>
      name.startsWith("antes-de-restaurar-"),
    );
    expect(aside).toBeDefined();
    expect(emailsIn(path.join(folder.dataDir, aside as string))).toEqual([
      "ana@ejemplo.mx",
      "beto@ejemplo.mx",
    ]);

    // The restored instance starts, and its accounts sign in with their passwords.
    const again = await start(folder);
    expect(await signIn(again, "ana@ejemplo.mx")).toBe(200);
    expect(await signIn(again, "beto@ejemplo.mx")).toBe(401);
  });

  it("refuses a damaged backup or a folder that is not one, and writes nothing", async () => {
    const folder = await prepareServerFolder();
    folders.push(folder);
    const backups = await mkdtemp(path.join(tmpdir(), "hogaria-backups-"));
    temporary.push(backups);
    const server = await start(folder);
    await signUp(server, "ana@ejemplo.mx");
    const copy = path.join(backups, "copia");
    expect(run("backup", ["--to", copy], folder).status).toBe(0);
    await stop(server);

    const empty = await prepareServerFolder();
    folders.push(empty);
    const notABackup = run("restore", [backups], empty);
    expect(notABackup.status).toBe(1);
    expect(notABackup.output).toContain("no es un respaldo de Hogaria");

    await truncate(path.join(copy, "hogaria.sqlite"), 3000);
    const damaged = run("restore", [copy], empty);
    expect(damaged.status).toBe(1);
    expect(damaged.output).toContain("está dañada");
    expect(await readdir(empty.dataDir).catch(() => [])).not.toContain("hogaria.sqlite");
  });
});

describe.runIf(engine === "postgres")("npm run backup on PostgreSQL", () => {
  it("points to pg_dump instead of copying half an instance", async () => {
    const folder = await prepareServerFolder();
    folders.push(folder);
    const result = run("backup", ["--to", path.join(folder.folder, "copia")], folder);
    expect(result.status).toBe(1);
    expect(result.output).toContain("pg_dump --format=custom");
    const restore = run("restore", [path.join(folder.folder, "copia")], folder);
    expect(restore.status).toBe(1);
    expect(restore.output).toContain("pg_restore");
  });
});
