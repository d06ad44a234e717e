import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { TestClient } from "#tests/server/harness/test-client.ts";
import {
  createTestServer,
  type TestServer,
  testOrigin,
  waitForEmail,
} from "#tests/server/harness/test-server.ts";

/** Brute force, password reset tokens, sessions after a password change, and what answers
 * reveal about which emails have an account. */
interface Answer {
  status: number;
  body: unknown;
}

async function resetLink(server: TestServer, email: string): Promise<string> {
  const before = server.sentEmails.length;
  const request = await server.client().post("/api/auth/request-password-reset", {
    email,
    redirectTo: "/auth",
  });
  expect(request.status).toBe(200);
  const deadline = Date.now() + 5000;
  while (server.sentEmails.length === before && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const message = await waitForEmail(server, email);
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no link in the reset email");
  return link;
}

async function resetToken(server: TestServer, email: string): Promise<string> {
  const visit = await server.app.request(await resetLink(server, email));
  const landing = new URL(visit.headers.get("location") ?? "", server.config.publicUrl);
  const token = landing.searchParams.get("token");
  if (!token) throw new Error(`no token in ${landing}`);
  return token;
}

describe("brute force", () => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it("is limited per client across every instance sharing the database", async () => {
    server = await createTestServer({ RATE_LIMIT: "on" });
    // A second instance of the app on the same database, as behind a load balancer.
    const second = createApp({
      config: server.config,
      database: server.database,
      logger: createLogger("silent"),
      mailer: { send: async () => {} },
      live: server.live,
      storage: createStorage(server.config.storage),
    });
    const instances = [server.client(), new TestClient(second.app, testOrigin)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const client = instances[attempt % 2] as TestClient;
      const response = await client.post("/api/auth/sign-in/email", {
        email: "fuerza@ejemplo.mx",
        password: `adivinando-${attempt}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const rows = await server.database.db
      .selectFrom("rateLimit" as "user")
      .selectAll()
      .execute();
    expect(rows.length, "the limit lives in the database").toBeGreaterThan(0);
  });

  it("cannot be dodged by claiming another address in a header", async () => {
    server = await createTestServer({ RATE_LIMIT: "on" });
    const client = server.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const address = `203.0.113.${attempt}`;
      const response = await client.post(
        "/api/auth/sign-in/email",
        { email: "fuerza@ejemplo.mx", password: `adivinando-${attempt}` },
        {
          headers: {
            "x-forwarded-for": address,
            "x-real-ip": address,
            "x-hogaria-client-address": address,
          },
        },
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits sign-up and reset requests too", async () => {
    server = await createTestServer({ RATE_LIMIT: "on" });
    for (const path of ["/api/auth/sign-up/email", "/api/auth/request-password-reset"]) {
      const client = server.client();
      let last = 0;
      for (let attempt = 0; attempt < 7; attempt++) {
        const email = `spam.${attempt}.${crypto.randomUUID().slice(0, 4)}@ejemplo.mx`;
        const body =
          path === "/api/auth/request-password-reset"
            ? { email }
            : { name: "Spam", email, password: "secreto123", acceptTerms: true };
        last = (await client.post(path, body)).status;
      }
      expect(last, path).toBe(429);
    }
  });
});

describe("accounts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("a reset token works once", async () => {
    const account = await server.client().signUp();
    const token = await resetToken(server, account.email);
    const first = await server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nueva-clave-1" });
    expect(first.status).toBe(200);
    const second = await server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nueva-clave-2" });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: { code: "INVALID_TOKEN" } });
    const signIn = await server
      .client()
      .post("/api/auth/sign-in/email", { email: account.email, password: "nueva-clave-1" });
    expect(signIn.status).toBe(200);
  });

  it("a reset token expires after an hour", async () => {
    const account = await server.client().signUp();
    const token = await resetToken(server, account.email);
    // An hour and a minute later.
    await server.database.db
      .updateTable("verification" as "user")
      .set({ expiresAt: new Date(Date.now() - 60_000) } as never)
      .where("value" as "id", "=", account.id)
      .execute();
    const late = await server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nueva-clave-1" });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error: { code: "INVALID_TOKEN" } });
    const old = await server
      .client()
      .post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(old.status).toBe(200);
  });

  it("keeps only a hash of a reset token in the database", async () => {
    const account = await server.client().signUp();
    const link = new URL(await resetLink(server, account.email));
    const token = link.pathname.split("/").at(-1) ?? "";
    expect(token.length).toBeGreaterThan(10);
    const rows = await server.database.db
      .selectFrom("verification" as "user")
      .selectAll()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    // Whoever reads the database (a backup, a replica) cannot reset anyone's password.
    expect(JSON.stringify(rows)).not.toContain(token);
    const reset = await server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nueva-clave-7" });
    expect(reset.status).toBe(200);
  });

  it("a reset link only sends the browser back to Hogaria", async () => {
    const account = await server.client().signUp();
    // Asked for by an attacker, a link to another site would hand it the victim's reset token.
    for (const redirectTo of [
      "//evil.example/robar",
      "/\\evil.example",
      "https://evil.example/robar",
      "/auth\r\nLocation: https://evil.example",
      " /auth",
    ]) {
      const sent = server.sentEmails.length;
      const request = await server.client().post("/api/auth/request-password-reset", {
        email: account.email,
        redirectTo,
      });
      expect(request.status, redirectTo).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.sentEmails.length, redirectTo).toBe(sent);
    }
    const visit = await server.app.request(await resetLink(server, account.email));
    const landing = new URL(visit.headers.get("location") ?? "", server.config.publicUrl);
    expect(landing.origin).toBe(new URL(server.config.publicUrl).origin);
    expect(landing.pathname).toBe("/auth");
  });

  it("changing the password ends every other session, whatever the client asks", async () => {
    for (const revokeOtherSessions of [undefined, false, true]) {
      const laptop = server.client();
      const account = await laptop.signUp();
      const phone = server.client();
      await phone.post("/api/auth/sign-in/email", {
        email: account.email,
        password: account.password,
      });
      expect((await phone.get("/api/me")).status).toBe(200);
      const changed = await laptop.post("/api/auth/change-password", {
        currentPassword: account.password,
        newPassword: "otra-clave-1",
        ...(revokeOtherSessions !== undefined && { revokeOtherSessions }),
      });
      expect(changed.status, String(revokeOtherSessions)).toBe(200);
      expect((await laptop.get("/api/me")).status).not.toBe(401);
      expect(
        (await phone.get("/api/me")).status,
        `revokeOtherSessions: ${revokeOtherSessions}`,
      ).toBe(401);
    }
  });

  it("a signed-out session cookie, replayed, opens nothing", async () => {
    const client = server.client();
    await client.signUp();
    const cookie = client.cookie;
    expect((await client.get("/api/me")).status).toBe(200);
    await client.signOut();
    const replayed = await server.app.request(`${server.config.publicUrl}/api/me`, {
      headers: { cookie },
    });
    expect(replayed.status).toBe(401);
  });

  it("resetting the password ends every session", async () => {
    const laptop = server.client();
    const account = await laptop.signUp();
    const token = await resetToken(server, account.email);
    await server.client().post("/api/auth/reset-password", { token, newPassword: "nueva-clave-1" });
    expect((await laptop.get("/api/me")).status).toBe(401);
  });

  it("sign-in and reset answers do not tell whether an email has an account", async () => {
    const account = await server.client().signUp();
    const strip = (answer: Answer) => ({ status: answer.status, body: answer.body });
    const wrongPassword = await server
      .client()
      .post("/api/auth/sign-in/email", { email: account.email, password: "no-es" });
    const unknownEmail = await server
      .client()
      .post("/api/auth/sign-in/email", { email: "nadie@ejemplo.mx", password: "no-es" });
    expect(strip(unknownEmail)).toEqual(strip(wrongPassword));

    const known = await server
      .client()
      .post("/api/auth/request-password-reset", { email: account.email });
    const unknown = await server
      .client()
      .post("/api/auth/request-password-reset", { email: "nadie@ejemplo.mx" });
    expect(strip(unknown)).toEqual(strip(known));
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
  });

  it("Better Auth endpoints Hogaria does not use are not there", async () => {
    const client = server.client();
    await client.signUp();
    for (const path of [
      "/api/auth/update-user",
      "/api/auth/change-email",
      "/api/auth/delete-user",
      "/api/auth/list-sessions",
      "/api/auth/revoke-session",
      "/api/auth/revoke-sessions",
      "/api/auth/list-accounts",
      "/api/auth/send-verification-email",
    ]) {
      const post = await client.post(path, { name: "x".repeat(10_000) });
      expect(post.status, path).toBe(404);
      expect(post.body, path).toMatchObject({ error: { code: "ROUTE_NOT_FOUND" } });
      expect((await client.get(path)).status, path).toBe(404);
    }
  });
});
