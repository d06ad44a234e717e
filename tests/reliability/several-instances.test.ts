import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  prepareServerFolder,
  type ServerFolder,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from "#tests/server/harness/server-process.ts";
import { engine, memberApi, seedFolder, serverEnvironment } from "./support.ts";

/** Two server processes on one PostgreSQL database, as behind any load balancer. (SQLite is one
 * file on one machine: one instance, so these run on the PostgreSQL suite only.) */
describe.skipIf(engine !== "postgres")("several instances on one PostgreSQL", () => {
  let folder: ServerFolder;
  let first: ServerProcess;
  let second: ServerProcess;
  let token: string;

  beforeAll(async () => {
    folder = await prepareServerFolder();
    const [household] = await seedFolder(folder, 1, {
      tasks: 3,
      shoppingItems: 3,
      pantryItems: 2,
      events: 1,
      posts: 2,
    });
    token = household!.sessionToken;
    // Rate limits on, as in production: the point is that both instances count together.
    // Behind one load balancer: the client's address comes from X-Forwarded-For.
    const environment = { ...serverEnvironment, RATE_LIMIT: "on", TRUST_PROXY_HOPS: "1" };
    first = startServerProcess(folder, environment);
    second = startServerProcess(folder, environment);
    await Promise.all([waitUntilReady(first), waitUntilReady(second)]);
  });

  afterAll(async () => {
    first?.child.kill("SIGKILL");
    second?.child.kill("SIGKILL");
    await folder?.remove();
  });

  const json = { "content-type": "application/json" };

  it("accepts on one instance the session made on the other, and ends it on both", async () => {
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { ...json, origin: first.url },
      body: JSON.stringify({
        name: "Lucía Pérez",
        email: "lucia.instancias@ejemplo.mx",
        password: "secreto123",
        acceptTerms: true,
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");

    const me = await fetch(`${second.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: "lucia.instancias@ejemplo.mx" } });
    // Read on the first instance too, so that it keeps the session (ADR 021) until told.
    expect((await fetch(`${first.url}/api/me`, { headers: { cookie } })).status).toBe(200);

    const signOut = await fetch(`${second.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { ...json, cookie, origin: second.url },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect((await fetch(`${first.url}/api/me`, { headers: { cookie } })).status).toBe(401);
  });

  it("delivers a change made through one instance to a live stream open on the other", async () => {
    const stream = await memberApi(second, token)("GET", "/api/live");
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    const until = async (text: string) => {
      const deadline = Date.now() + 10_000;
      while (!received.includes(text)) {
        if (Date.now() > deadline) throw new Error(`no "${text}" on the stream: ${received}`);
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`the stream ended: ${received}`);
        received += chunk.value;
      }
    };
    try {
      await until("event: ready");
      const created = await memberApi(first, token)("POST", "/api/tasks", {
        title: "Pagar el gas",
      });
      expect(created.status).toBe(201);
      const { task } = (await created.json()) as { task: { id: string } };
      await until(task.id);
      expect(received).toMatch(/event: change\ndata: \{[^\n]*"topic":"tasks"/);
    } finally {
      await reader.cancel();
    }
  });

  it("counts sign-in attempts against one limit across both instances", async () => {
    const attempt = (server: ServerProcess, client = "203.0.113.7", email = "nadie@ejemplo.mx") =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { ...json, origin: server.url, "x-forwarded-for": client },
        body: JSON.stringify({ email, password: "adivinando1" }),
      }).then((response) => response.status);
    // Five attempts a minute per client (src/server/auth.ts), spread over both instances: each
    // instance alone saw three, so only a shared count refuses the sixth.
    const statuses: number[] = [];
    for (const server of [first, second, first, second, first, second]) {
      statuses.push(await attempt(server));
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // Another person behind the same balancer is not locked out with them…
    expect(await attempt(first, "198.51.100.9", "otra.persona@ejemplo.mx")).toBe(401);
    // …while the account itself, after five wrong passwords, waits whatever the address.
    expect(await attempt(second, "198.51.100.10")).toBe(429);
  });

  // Scheduled work runs once across instances: proved in scheduled-work.test.ts.
});
