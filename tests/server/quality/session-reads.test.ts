import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** Issue 21, finding 1: every page load reads the session, so a family behind one home router
 * reads it hundreds of times a minute from one address. Reading a valid session is never
 * limited; sign-in attempts, and session reads that carry no valid credential, still are. */
describe("session reads under rate limits", () => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it("150 reads of a valid session from one address all answer with the user", async () => {
    server = await createTestServer({ RATE_LIMIT: "on" });
    const family = server.client();
    const account = { name: "Ana López", email: "ana.router@ejemplo.mx", password: "secreto123" };
    const signUp = await family.post<{ user: { id: string } }>("/api/auth/sign-up/email", {
      ...account,
      acceptTerms: true,
    });
    expect(signUp.status).toBe(200);
    for (let read = 1; read <= 150; read++) {
      const response = await family.get<{ user: { id: string } }>("/api/auth/get-session");
      expect(response.status, `read ${read}`).toBe(200);
      expect(response.body.user.id, `read ${read}`).toBe(signUp.body.user.id);
    }

    // An API client holding the signed token (`set-auth-token`) is a session being read too.
    const token = signUp.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    for (let read = 1; read <= 110; read++) {
      const response = await server
        .client()
        .get<{ user: { id: string } }>("/api/auth/get-session", {
          headers: { authorization: `Bearer ${token}` },
        });
      expect(response.status, `bearer read ${read}`).toBe(200);
      expect(response.body.user.id, `bearer read ${read}`).toBe(signUp.body.user.id);
    }

    // Sign-in attempts from the same address are still limited at 5 a minute.
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await server.client().post("/api/auth/sign-in/email", {
        email: account.email,
        password: `adivinando-${attempt}`,
      });
      attempts.push(response.status);
    }
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("reads without a valid credential are limited, and never lock out a valid session", async () => {
    server = await createTestServer({ RATE_LIMIT: "on" });
    const family = server.client();
    const account = await family.signUp();
    const [name, value = ""] = family.cookie.split("=");
    const forged = `${name}=${value.replace(/^[^.]/, (first) => (first === "a" ? "b" : "a"))}`;
    const statuses: number[] = [];
    for (let read = 0; read < 110; read++) {
      // Half without any cookie, half with a session cookie whose token was tampered with.
      const headers: Record<string, string> = read % 2 ? { cookie: forged } : {};
      const response = await server.client().get("/api/auth/get-session", { headers });
      statuses.push(response.status);
      if (response.status === 200) expect(response.body).toBeNull();
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(200));
    expect(statuses.slice(100)).toEqual(Array(10).fill(429));
    const limited = await server.client().get("/api/auth/get-session");
    expect(limited.body).toMatchObject({ error: { code: "RATE_LIMITED" } });

    const valid = await family.get<{ user: { id: string } }>("/api/auth/get-session");
    expect(valid.status).toBe(200);
    expect(valid.body.user.id).toBe(account.id);
  });
});
