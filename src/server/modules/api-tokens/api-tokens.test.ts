import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "#server/http/app-env.ts";
import { sessionOrApiToken } from "#server/modules/api-tokens/api-token-auth.ts";
import { hashApiToken } from "#server/modules/api-tokens/api-tokens.service.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { ApiTokenView, CreateApiToken, CreatedApiToken } from "#shared/schemas/api-tokens.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import {
  createTestServer,
  type TestServer,
  testOrigin,
} from "#tests/server/harness/test-server.ts";

let server: TestServer;

beforeEach(async () => {
  server = await createTestServer();
}, 60_000);
afterEach(async () => {
  await server?.close();
}, 60_000);

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}
type ErrorAnswer = { error: { code: string; message: string } };

/** A request as a script sends it: the token, no cookie, no Origin. */
async function withToken<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await server.app.request(`${testOrigin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { "content-type": "application/json" }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  };
}

async function createToken(
  member: TestMember,
  input: CreateApiToken = { name: "Home Assistant", scope: "read-write" },
): Promise<CreatedApiToken> {
  const created = await member.client.post<CreatedApiToken>("/api/api-tokens", input);
  expect(created.status).toBe(201);
  return created.body;
}

async function tokenRow(id: string) {
  return server.database.db
    .selectFrom("api_tokens")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

describe("creating, listing and revoking tokens (session only)", () => {
  it("shows the secret once, keeps only its hash, lists it without it, and revokes it", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await createToken(owner, {
      name: "Home Assistant",
      scope: "read",
      expiresInDays: 30,
    });
    expect(created.secret).toMatch(/^hgr_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      name: "Home Assistant",
      scope: "read",
      hint: `${created.secret.slice(0, 8)}…`,
      lastUsedAt: null,
      expired: false,
    });
    const days = (Date.parse(created.token.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // At rest: the SHA-256 of the secret, and nothing that contains the secret.
    const row = await tokenRow(created.token.id);
    expect(row?.token_hash).toBe(hashApiToken(created.secret));
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(4));

    const listed = await owner.client.get<ApiTokenView[]>("/api/api-tokens");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.token]);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret.slice(4));

    expect((await withToken(created.secret, "GET", "/api/tasks")).status).toBe(200);
    const revoked = await owner.client.delete(`/api/api-tokens/${created.token.id}`);
    expect(revoked.status).toBe(204);
    expect(await tokenRow(created.token.id)).toBeUndefined();
    expect((await owner.client.get<ApiTokenView[]>("/api/api-tokens")).body).toEqual([]);

    const after = await withToken<ErrorAnswer>(created.secret, "GET", "/api/tasks");
    expect(after.status).toBe(401);
    expect(after.body.error).toEqual({
      code: "API_TOKEN_INVALID",
      message: "El token de API no es válido o fue revocado",
    });
    expect(after.headers.get("www-authenticate")).toContain("Bearer");
    expect((await owner.client.delete(`/api/api-tokens/${created.token.id}`)).status).toBe(404);
  });

  it("refuses a bad name, scope or expiry with the Spanish field message", async () => {
    const owner = await createHouseholdOwner(server);
    const empty = await owner.client.post<ErrorAnswer & { error: { fields: object } }>(
      "/api/api-tokens",
      { name: "  ", scope: "read" },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ name: "Ponle un nombre al token" });
    const scope = await owner.client.post("/api/api-tokens", { name: "x", scope: "admin" });
    expect(scope.status).toBe(400);
    const expiry = await owner.client.post("/api/api-tokens", {
      name: "x",
      scope: "read",
      expiresInDays: 366,
    });
    expect(expiry.status).toBe(400);
    const unknown = await owner.client.post("/api/api-tokens", {
      name: "x",
      scope: "read",
      userId: owner.account.id,
    });
    expect(unknown.status).toBe(400);
  });

  it("limits a member to 20 tokens", async () => {
    const owner = await createHouseholdOwner(server);
    for (let i = 0; i < 20; i++) await createToken(owner, { name: `t${i}`, scope: "read" });
    const over = await owner.client.post<ErrorAnswer>("/api/api-tokens", {
      name: "otro",
      scope: "read",
    });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(
      "Puedes tener hasta 20 tokens de API: revoca uno que ya no uses",
    );
  });

  it("a token cannot manage tokens, the account or its password", async () => {
    const owner = await createHouseholdOwner(server);
    const { secret } = await createToken(owner);
    const sessionOnly: [string, string, unknown?][] = [
      ["GET", "/api/api-tokens"],
      ["POST", "/api/api-tokens", { name: "otro", scope: "read-write" }],
      ["DELETE", "/api/account", { confirmation: owner.account.email }],
      ["PATCH", "/api/me", { name: "Otro nombre" }],
      ["POST", "/api/household-import"],
    ];
    for (const [method, path, body] of sessionOnly) {
      const answer = await withToken<ErrorAnswer>(secret, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.code).toBe("API_TOKEN_SESSION_ONLY");
      expect(answer.body.error.message).toBe(
        "Esto solo se puede hacer con la sesión iniciada en Hogaria, no con un token de API",
      );
    }
    // Better Auth accepts only a session: the token opens none.
    const password = await withToken(secret, "POST", "/api/auth/change-password", {
      currentPassword: owner.account.password,
      newPassword: "otra-clave-segura-1",
    });
    expect(password.status).toBe(401);
    const session = await withToken(secret, "GET", "/api/auth/get-session");
    expect(session.body).toBeNull();
    // The account is untouched: the owner still signs in with the old password.
    const again = await server.client().post("/api/auth/sign-in/email", {
      email: owner.account.email,
      password: owner.account.password,
    });
    expect(again.status).toBe(200);
    expect(
      await tokenRow((await owner.client.get<ApiTokenView[]>("/api/api-tokens")).body[0]?.id ?? ""),
    ).toBeDefined();
    // Reading one's own account is fine.
    const me = await withToken<{ user: { id: string } }>(secret, "GET", "/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(owner.account.id);
  });
});

describe("using a token", () => {
  it("read scope reads and refuses every write with 403 in Spanish (English for an English account)", async () => {
    const owner = await createHouseholdOwner(server);
    const { secret } = await createToken(owner, { name: "Panel", scope: "read" });
    expect((await withToken(secret, "GET", "/api/tasks")).status).toBe(200);
    const write = await withToken<ErrorAnswer>(secret, "POST", "/api/tasks", { title: "Barrer" });
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual({
      code: "API_TOKEN_READ_ONLY",
      message: "Este token de API es de solo lectura: no puede hacer cambios",
    });
    for (const method of ["PATCH", "PUT", "DELETE"]) {
      const answer = await withToken(secret, method, "/api/shopping/items/x", { checked: true });
      expect(answer.status, method).toBe(403);
    }
    const tasks = await server.database.db.selectFrom("tasks").select("id").execute();
    expect(tasks).toEqual([]);

    await server.database.db
      .updateTable("user")
      .set({ language: "EN" })
      .where("id", "=", owner.account.id)
      .execute();
    const english = await withToken<ErrorAnswer>(secret, "DELETE", "/api/tasks/x");
    expect(english.body.error.message).toBe("This API token is read only: it cannot make changes");
  });

  it("read-write scope writes as its member, without Origin or cookie", async () => {
    const owner = await createHouseholdOwner(server);
    const { secret } = await createToken(owner);
    const created = await withToken(secret, "POST", "/api/tasks", { title: "Sacar la basura" });
    expect(created.status).toBe(201);
    const row = await server.database.db
      .selectFrom("tasks")
      .select(["household_id", "created_by"])
      .where("title", "=", "Sacar la basura")
      .executeTakeFirstOrThrow();
    expect(row.household_id).toBe(owner.membership.householdId);
    expect([owner.account.id, owner.membership.profileId]).toContain(row.created_by);
  });

  it("an expired token answers 401 and says so", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await createToken(owner, { name: "Viejo", scope: "read", expiresInDays: 1 });
    expect((await withToken(created.secret, "GET", "/api/tasks")).status).toBe(200);
    await server.database.db
      .updateTable("api_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", created.token.id)
      .execute();
    const answer = await withToken<ErrorAnswer>(created.secret, "GET", "/api/tasks");
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe("API_TOKEN_EXPIRED");
    const listed = await owner.client.get<ApiTokenView[]>("/api/api-tokens");
    expect(listed.body[0]?.expired).toBe(true);
  });

  it("an unknown or malformed token answers 401", async () => {
    await createHouseholdOwner(server);
    const unknown = await withToken<ErrorAnswer>(`hgr_${"A".repeat(43)}`, "GET", "/api/tasks");
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe("API_TOKEN_INVALID");
    expect((await withToken("hgr_no vale", "GET", "/api/tasks")).status).toBe(401);
  });

  it("records the last use at most once a minute", async () => {
    const owner = await createHouseholdOwner(server);
    const { secret, token } = await createToken(owner);
    await withToken(secret, "GET", "/api/tasks");
    const first = (await tokenRow(token.id))?.last_used_at;
    expect(first).not.toBeNull();
    await withToken(secret, "GET", "/api/tasks");
    await withToken(secret, "GET", "/api/me");
    expect((await tokenRow(token.id))?.last_used_at).toEqual(first);

    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await server.database.db
      .updateTable("api_tokens")
      .set({ last_used_at: twoMinutesAgo })
      .where("id", "=", token.id)
      .execute();
    await withToken(secret, "GET", "/api/tasks");
    const later = (await tokenRow(token.id))?.last_used_at ?? null;
    expect(new Date(later ?? 0).getTime()).toBeGreaterThan(Date.now() - 10_000);
    const listed = await owner.client.get<ApiTokenView[]>("/api/api-tokens");
    expect(listed.body[0]?.lastUsedAt).toBe(new Date(later ?? 0).toISOString());
  });

  it("limits each token to 120 requests a minute: 429 with Retry-After, other tokens unaffected", async () => {
    const owner = await createHouseholdOwner(server);
    const busy = await createToken(owner, { name: "Bucle", scope: "read" });
    const calm = await createToken(owner, { name: "Sensor", scope: "read" });
    for (let i = 0; i < 120; i++) {
      const answer = await withToken(busy.secret, "GET", "/api/me");
      expect(answer.status).toBe(200);
    }
    const over = await withToken<ErrorAnswer>(busy.secret, "GET", "/api/me");
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("API_TOKEN_RATE_LIMITED");
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(over.body.error.message).toBe(
      `Demasiadas peticiones con este token de API. Espera ${wait} segundos e inténtalo de nuevo.`,
    );
    expect((await withToken(calm.secret, "GET", "/api/me")).status).toBe(200);
    // The member's session is not limited by their token.
    expect((await owner.client.get("/api/tasks")).status).toBe(200);
  });
});

describe("a token is limited to its member's household and current role", () => {
  it("reads and changes nothing of another household", async () => {
    const alfa = await createHouseholdOwner(server, { householdName: "Casa Alfa" });
    const beta = await createHouseholdOwner(server, { householdName: "Casa Beta" });
    expect((await alfa.client.post("/api/tasks", { title: "De Alfa" })).status).toBe(201);
    const { id: alfaTaskId } = await server.database.db
      .selectFrom("tasks")
      .select("id")
      .where("title", "=", "De Alfa")
      .executeTakeFirstOrThrow();
    const betaToken = await createToken(beta);
    const alfaToken = await createToken(alfa);

    const tasks = await withToken(betaToken.secret, "GET", "/api/tasks");
    expect(tasks.status).toBe(200);
    expect(JSON.stringify(tasks.body)).not.toContain("De Alfa");
    const change = await withToken(betaToken.secret, "PATCH", `/api/tasks/${alfaTaskId}`, {
      title: "Cambiado",
    });
    expect(change.status).toBe(404);
    const remove = await withToken(betaToken.secret, "DELETE", `/api/tasks/${alfaTaskId}`);
    expect(remove.status).toBe(404);
    const title = await server.database.db
      .selectFrom("tasks")
      .select("title")
      .where("id", "=", alfaTaskId)
      .executeTakeFirstOrThrow();
    expect(title.title).toBe("De Alfa");

    // Nor can one household's member see or revoke another's tokens.
    expect((await beta.client.delete(`/api/api-tokens/${alfaToken.token.id}`)).status).toBe(404);
    const listed = await beta.client.get<ApiTokenView[]>("/api/api-tokens");
    expect(listed.body.map((token) => token.id)).toEqual([betaToken.token.id]);
    expect((await withToken(alfaToken.secret, "GET", "/api/tasks")).status).toBe(200);
  });

  it("a member sees only their own tokens; an admin cannot revoke another member's", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const mine = await createToken(member);
    expect((await owner.client.get<ApiTokenView[]>("/api/api-tokens")).body).toEqual([]);
    expect((await owner.client.delete(`/api/api-tokens/${mine.token.id}`)).status).toBe(404);
    expect((await withToken(mine.secret, "GET", "/api/tasks")).status).toBe(200);
  });

  it.each<[HouseholdRole, string, string, unknown]>([
    ["guest", "POST", "/api/tasks", { title: "Barrer" }],
    ["child", "PATCH", "/api/settings/household", { name: "Casa Nueva" }],
    ["member", "GET", "/api/settings/export", undefined],
  ])(
    "a %s's read-write token cannot do what the role cannot (%s %s)",
    async (role, method, path, body) => {
      const owner = await createHouseholdOwner(server);
      const someone = await addHouseholdMember(server, owner.membership.householdId, role);
      const { secret } = await createToken(someone);
      const answer = await withToken<ErrorAnswer>(secret, method, path, body);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe("FORBIDDEN");
      // Through the session the role gets the same answer.
      const viaSession = await someone.client.request(method, path, { body });
      expect(viaSession.status).toBe(403);
    },
  );

  it("a demoted member's token is limited at once; a removed member's stops working", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const { secret } = await createToken(member);
    const before = await withToken(secret, "POST", "/api/tasks", { title: "Antes" });
    expect(before.status).toBe(201);

    const demoted = await owner.client.patch(`/api/members/${member.membership.profileId}`, {
      role: "guest",
    });
    expect(demoted.status).toBe(200);
    const after = await withToken<ErrorAnswer>(secret, "POST", "/api/tasks", { title: "Después" });
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe("FORBIDDEN");
    expect((await withToken(secret, "GET", "/api/tasks")).status).toBe(200);

    const removed = await owner.client.delete(`/api/members/${member.membership.profileId}`);
    expect(removed.status).toBe(204);
    const gone = await withToken<ErrorAnswer>(secret, "GET", "/api/tasks");
    expect(gone.status).toBe(401);
    expect(gone.body.error.code).toBe("API_TOKEN_INVALID");
  });
});

describe("the OpenAPI document", () => {
  it("declares the personal token scheme, offered where a token works and not where it does not", async () => {
    const response = await server.client().get<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security: Record<string, string[]>[] }>>;
    }>("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.components.securitySchemes.personalToken).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const accepts = (path: string, method: string) =>
      (document.paths[path]?.[method]?.security ?? []).some((option) => "personalToken" in option);
    expect(accepts("/api/tasks", "get")).toBe(true);
    expect(accepts("/api/tasks", "post")).toBe(true);
    expect(accepts("/api/api-tokens", "get")).toBe(false);
    expect(accepts("/api/api-tokens", "post")).toBe(false);
    expect(accepts("/api/api-tokens/{tokenId}", "delete")).toBe(false);
  });
});

describe("a stream opened with a token", () => {
  it("the household's live stream answers a token like a session", async () => {
    const owner = await createHouseholdOwner(server);
    const { secret } = await createToken(owner, { name: "Panel", scope: "read" });
    const response = await server.app.request(`${testOrigin}/api/live`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain("event: ready");
    await reader?.cancel();
  });

  it("ends once the token is revoked (checked on a timer), cancelling the route's stream", async () => {
    const owner = await createHouseholdOwner(server);
    const { secret, token } = await createToken(owner, { name: "Panel", scope: "read" });
    let aborted = false;
    const app = new Hono<AppEnv>()
      .use(
        "/api/*",
        sessionOrApiToken(
          () => {
            throw new Error("a session was not expected");
          },
          server.database.db,
          { requests: 120, windowMs: 60_000, streamCheckMs: 50 },
        ),
      )
      .get("/api/live", (c) =>
        streamSSE(c, async (stream) => {
          stream.onAbort(() => {
            aborted = true;
          });
          await stream.writeSSE({ event: "ready", data: "{}" });
          while (!stream.aborted) await stream.sleep(20);
        }),
      );
    const response = await app.request("/api/live", {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("event: ready");
    // Still open after several checks while the token works.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(aborted).toBe(false);

    expect((await owner.client.delete(`/api/api-tokens/${token.id}`)).status).toBe(204);
    const ended = await Promise.race([
      reader.read(),
      new Promise<"open">((resolve) => setTimeout(() => resolve("open"), 3000)),
    ]);
    expect(ended).toMatchObject({ done: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aborted).toBe(true);
  });
});
