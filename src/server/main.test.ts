import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { insertHousehold, insertMember } from "#server/modules/households/households.repository.ts";
import {
  prepareServerFolder,
  type ServerFolder,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from "#tests/server/harness/server-process.ts";

const secret = "s3creto-que-nunca-debe-aparecer-en-los-logs-0123456789";

interface RunningServer extends ServerProcess, Pick<ServerFolder, "dataDir" | "databaseUrl"> {}

const running: RunningServer[] = [];
const folders: ServerFolder[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) server.child.kill("SIGKILL");
  for (const folder of folders.splice(0)) await folder.remove();
});

async function startServer(environment: Record<string, string> = {}): Promise<RunningServer> {
  const folder = await prepareServerFolder();
  folders.push(folder);
  const server = startServerProcess(folder, {
    BETTER_AUTH_SECRET: secret,
    LOG_LEVEL: "debug",
    ...environment,
  });
  const withFolder = { ...server, dataDir: folder.dataDir, databaseUrl: folder.databaseUrl };
  running.push(withFolder);
  return withFolder;
}

/** What onboarding would leave behind, written into the server's own database. */
async function giveHousehold(server: RunningServer, userId: string): Promise<void> {
  const database = openDatabase(
    server.databaseUrl
      ? { engine: "postgres", url: server.databaseUrl }
      : { engine: "sqlite", file: path.join(server.dataDir, "hogaria.sqlite") },
  );
  const householdId = await insertHousehold(database.db, userId, { name: "Casa", language: "es" });
  await insertMember(database.db, {
    userId,
    householdId,
    name: "Ana",
    email: "ana@ejemplo.mx",
    role: "owner",
  });
  await database.close();
}

// Starting a whole server process takes seconds on a busy machine.
describe("npm start", { timeout: 60_000 }, () => {
  it("serves the app, answers unknown paths with 404, and stops cleanly on SIGTERM", async () => {
    const server = await startServer();
    await waitUntilReady(server);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<title>Hogaria</title>");
    expect((await fetch(`${server.url}/tasks`)).status).toBe(200);
    expect((await fetch(`${server.url}/join/abc123`)).status).toBe(200);
    const missing = await fetch(`${server.url}/no-existe`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<title>Hogaria</title>");
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${server.url}/../../etc/passwd`)).status).not.toBe(200);

    // Sign up and fail a sign-in so that passwords and tokens pass through the server.
    const headers = { "content-type": "application/json", origin: server.url };
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: "Ana",
        email: "ana@ejemplo.mx",
        password: "clave-visible-123",
        acceptTerms: true,
      }),
    });
    const { user } = (await signUp.json()) as { user: { id: string } };
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "ana@ejemplo.mx", password: "otra-clave-visible" }),
    });

    // A browser keeps a live-updates stream open: SIGTERM must still finish promptly.
    await giveHousehold(server, user.id);
    const stream = await fetch(`${server.url}/api/live`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reading = stream.text().catch(() => "");

    // An open stream would hold the shutdown until the 10 s guard exits with code 1.
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    await reading;
    const logs = server.output();
    expect(logs).toContain("apagado limpio");
    expect(logs).toContain("ruta inexistente");
    for (const sensitive of [secret, "clave-visible-123", "otra-clave-visible", "session_token="]) {
      expect(logs).not.toContain(sensitive);
    }
  });

  it("warns at start, outside development, that PUBLIC_URL is not set", async () => {
    const production = await startServer({ NODE_ENV: "production" });
    await waitUntilReady(production);
    expect(production.output()).toContain("PUBLIC_URL no está definida");

    const configured = await startServer({
      NODE_ENV: "production",
      PUBLIC_URL: "https://hogar.ejemplo.mx",
    });
    await waitUntilReady(configured);
    expect(configured.output()).not.toContain("PUBLIC_URL no está definida");
  });

  it("refuses to start with a bad variable, naming it", async () => {
    const server = await startServer({ PORT: "ochenta" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
  });
});
