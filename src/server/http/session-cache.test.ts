import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Auth } from "#server/auth.ts";
import { createSessionCache } from "#server/http/session-cache.ts";
import { createLogger } from "#server/logger.ts";
import { createLiveEvents } from "#server/modules/live/live-events.ts";
import { addHouseholdMember, createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestDatabaseUrl } from "#tests/server/harness/test-database.ts";
import {
  createTestServer,
  type TestServer,
  waitForEmail,
} from "#tests/server/harness/test-server.ts";

/** The session cache (ADR 021) keeps a verified session for a few seconds: every test here first
 * reads with the credentials, so that they are cached, then checks that the change that must end
 * or alter the session is seen on the very next request. */
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

/** A request carrying exactly the given cookie header, as a copied browser cookie would. */
function withCookie(cookie: string, path: string) {
  return server.app.request(`${server.config.publicUrl}${path}`, {
    headers: { cookie, origin: server.config.publicUrl },
  });
}

describe("a cached session never outlives", () => {
  it("signing out: the same cookie, replayed, is refused", async () => {
    const owner = await createHouseholdOwner(server);
    const cookie = owner.client.cookie;
    expect((await withCookie(cookie, "/api/tasks")).status).toBe(200);
    expect((await owner.client.signOut()).status).toBe(200);
    expect((await withCookie(cookie, "/api/tasks")).status).toBe(401);
    expect((await withCookie(cookie, "/api/me")).status).toBe(401);
  });

  it("signing out a bearer client: its token is refused", async () => {
    const account = await server.client().signUp();
    const signIn = await server.app.request(`${server.config.publicUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.config.publicUrl },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const token = signIn.headers.get("set-auth-token") ?? "";
    const asBearer = (path: string, method = "GET") =>
      server.app.request(`${server.config.publicUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          origin: server.config.publicUrl,
          "content-type": "application/json",
        },
        ...(method === "POST" && { body: "{}" }),
      });
    expect((await asBearer("/api/me")).status).toBe(200);
    expect((await asBearer("/api/auth/sign-out", "POST")).status).toBe(200);
    expect((await asBearer("/api/me")).status).toBe(401);
  });

  it("a password change that ends the other sessions", async () => {
    const laptop = await createHouseholdOwner(server);
    const phone = server.client();
    await phone.post("/api/auth/sign-in/email", {
      email: laptop.account.email,
      password: laptop.account.password,
    });
    expect((await phone.get("/api/tasks")).status).toBe(200);
    const changed = await laptop.client.post("/api/auth/change-password", {
      currentPassword: laptop.account.password,
      newPassword: "otra-clave-segura-1",
    });
    expect(changed.status).toBe(200);
    expect((await phone.get("/api/tasks")).status).toBe(401);
    expect((await laptop.client.get("/api/tasks")).status).toBe(200);
  });

  it("a password reset", async () => {
    const owner = await createHouseholdOwner(server);
    expect((await owner.client.get("/api/tasks")).status).toBe(200);
    await server.client().post("/api/auth/request-password-reset", {
      email: owner.account.email,
      redirectTo: "/auth",
    });
    const link = (await waitForEmail(server, owner.account.email)).text.match(
      /https?:\/\/\S+/,
    )?.[0];
    const token = new URL(link as string).pathname.split("/").at(-1);
    const reset = await server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nueva-clave-segura-9" });
    expect(reset.status).toBe(200);
    expect((await owner.client.get("/api/tasks")).status).toBe(401);
  });

  it("deleting the account", async () => {
    const account = await server.client().signUp();
    const client = server.client();
    await client.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect((await client.get("/api/me")).status).toBe(200);
    const deleted = await client.delete("/api/account", { body: { confirmation: account.email } });
    expect(deleted.status).toBeLessThan(300);
    expect((await client.get("/api/me")).status).toBe(401);
  });
});

describe("a session verified while its account's sessions were being dropped", () => {
  it("is not kept: the next request verifies it again", async () => {
    const live = createLiveEvents({ logger: createLogger("silent") });
    const answers: ((session: unknown) => void)[] = [];
    const auth = {
      api: { getSession: () => new Promise((resolve) => answers.push(resolve)) },
    } as unknown as Auth;
    const sessions = createSessionCache(auth, live);
    const headers = new Headers({ cookie: "better-auth.session_token=abc.firma" });
    const session = {
      user: { id: "usuario-1" },
      session: { id: "sesion-1", expiresAt: new Date(Date.now() + 3_600_000) },
    };

    const racing = sessions.read(headers);
    // Signed out while Better Auth was still answering: nothing was cached to drop yet.
    live.forgetSessionsOf(["usuario-1"]);
    answers[0]?.(session);
    expect(await racing).toMatchObject({ sessionId: "sesion-1" });

    const next = sessions.read(headers);
    expect(answers).toHaveLength(2);
    answers[1]?.(null);
    expect(await next).toBeNull();
    await live.close();
  });
});

describe("a cached session and membership follow", () => {
  it("removal from the household: the next request has no household", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect((await member.client.get("/api/tasks")).status).toBe(200);
    const removed = await owner.client.delete(`/api/members/${member.membership.profileId}`);
    expect(removed.status).toBe(204);
    const after = await member.client.get<{ error: { code: string } }>("/api/tasks");
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe("NO_HOUSEHOLD");
  });

  it("a role change: the next request acts with the new role", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "admin");
    expect((await member.client.get("/api/me")).body).toMatchObject({
      membership: { role: "admin" },
    });
    const changed = await owner.client.patch(`/api/members/${member.membership.profileId}`, {
      role: "guest",
    });
    expect(changed.status).toBe(200);
    expect((await member.client.get("/api/me")).body).toMatchObject({
      membership: { role: "guest" },
    });
  });

  it("a role change: the next household request is checked against the new role", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect((await member.client.post("/api/tasks", { title: "Regar las plantas" })).status).toBe(
      201,
    );
    const changed = await owner.client.patch(`/api/members/${member.membership.profileId}`, {
      role: "guest",
    });
    expect(changed.status).toBe(200);
    const refused = await member.client.post<{ error: { code: string } }>("/api/tasks", {
      title: "Sacar la basura",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("FORBIDDEN");
  });

  it("the household's deletion: its members' next request has no household", async () => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Rivera" });
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect((await member.client.get("/api/tasks")).status).toBe(200);
    expect((await owner.client.get("/api/tasks")).status).toBe(200);
    const deleted = await owner.client.delete("/api/settings/household", {
      body: { confirmation: "Casa Rivera" },
    });
    expect(deleted.status).toBe(204);
    for (const client of [owner.client, member.client]) {
      const after = await client.get<{ error: { code: string } }>("/api/tasks");
      expect(after.status).toBe(403);
      expect(after.body.error.code).toBe("NO_HOUSEHOLD");
    }
  });

  it("leaving the household: the next request has no household", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect((await member.client.get("/api/tasks")).status).toBe(200);
    expect((await member.client.post("/api/settings/leave", {})).status).toBe(204);
    expect((await member.client.get("/api/tasks")).status).toBe(403);
  });

  it("a language change: the account's new language is read at once", async () => {
    const owner = await createHouseholdOwner(server);
    expect((await owner.client.get("/api/me")).body).toMatchObject({ user: { locale: "es" } });
    expect((await owner.client.put("/api/me/language", { locale: "pt-BR" })).status).toBe(200);
    expect((await owner.client.get("/api/me")).body).toMatchObject({ user: { locale: "pt-BR" } });
  });
});

describe.runIf(process.env.HOGARIA_TEST_ENGINE === "postgres")("across instances", () => {
  it("every instance hears which accounts' sessions to forget", async () => {
    const database = await createTestDatabaseUrl();
    const logger = createLogger("silent");
    const first = createLiveEvents({ postgresUrl: database.url, logger });
    const second = createLiveEvents({ postgresUrl: database.url, logger });
    try {
      const heard = new Promise<readonly string[]>((resolve) => second.onForgetSessions(resolve));
      // LISTEN is set up asynchronously: say it until the other instance hears it.
      const timer = setInterval(() => first.forgetSessionsOf(["usuario-1"]), 50);
      expect(await heard).toEqual(["usuario-1"]);
      clearInterval(timer);

      const ended = new Promise<readonly string[]>((resolve) => second.onForgetSessions(resolve));
      first.publish("casa-a", { topic: "me" }, { endStreamsOf: ["usuario-2"] });
      expect(await ended).toEqual(["usuario-2"]);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
