import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pickListenPort } from "#tests/server/harness/listen-port.ts";
import { createTestDatabaseUrl } from "#tests/server/harness/test-database.ts";

const mainFile = path.resolve("src/server/main.ts");

/** The V8 heap flags `npm start` gives the server (package.json `config.serverNodeOptions`, ADR
 * 021), so that servers started here use the memory a production one does. */
export const serverNodeOptions: string = JSON.parse(readFileSync("package.json", "utf8")).config
  .serverNodeOptions;

/** Node's compile cache `npm start` keeps (ADR 021): a server that finds its modules there
 * already stripped of their types never loads the type stripper. */
export const serverCompileCache = path.resolve("node_modules/.cache/hogaria-server");

/** A folder laid out like a checkout after `npm run build` (a tiny web app), with its own
 * data directory and, on the PostgreSQL suite, its own database. */
export interface ServerFolder {
  folder: string;
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

export async function prepareServerFolder(): Promise<ServerFolder> {
  const folder = await mkdtemp(path.join(tmpdir(), "hogaria-process-"));
  await mkdir(path.join(folder, "dist/web/assets"), { recursive: true });
  await writeFile(
    path.join(folder, "dist/web/index.html"),
    "<!doctype html><title>Hogaria</title>",
  );
  await writeFile(path.join(folder, "dist/web/assets/app-1234.js"), "console.log('hola')");
  const database = await createTestDatabaseUrl();
  return {
    folder,
    dataDir: path.join(folder, "data"),
    databaseUrl: database.url,
    remove: async () => {
      await database.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs `node src/server/main.ts` in the folder, as `npm start` would. */
export function startServerProcess(
  folder: ServerFolder,
  environment: Record<string, string> = {},
): ServerProcess {
  const port = pickListenPort();
  let output = "";
  const child = spawn(process.execPath, [mainFile], {
    cwd: folder.folder,
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: serverNodeOptions,
      NODE_COMPILE_CACHE: serverCompileCache,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: folder.dataDir,
      ...(folder.databaseUrl && { DATABASE_URL: folder.databaseUrl }),
      ...environment,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function waitUntilReady(server: ServerProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const ok = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}
