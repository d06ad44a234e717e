import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedBearerToken } from "#server/modules/accounts/bearer-token.ts";
import {
  createTestServer,
  type TestServer,
  waitForEmail,
} from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const tooCommon = "Esta contraseña es de las más usadas: elige otra más difícil de adivinar";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

describe("sign-up", () => {
  it("creates the account with country and language, signs in and records the terms", async () => {
    const client = server.client();
    const response = await client.post("/api/auth/sign-up/email", {
      name: "  Lucía Pérez ",
      email: "Lucia@Ejemplo.AR",
      password: "secreto1",
      country: "AR",
      language: "ES",
      acceptTerms: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);

    const me = await client.get<{ user: Record<string, string> }>("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      name: "Lucía Pérez",
      email: "lucia@ejemplo.ar",
      country: "AR",
      language: "ES",
    });
    const row = await server.database.db
      .selectFrom("user")
      .select("termsAcceptedAt")
      .where("email", "=", "lucia@ejemplo.ar")
      .executeTakeFirstOrThrow();
    expect(row.termsAcceptedAt).not.toBeNull();
  });

  it("defaults to Mexico and Spanish", async () => {
    const client = server.client();
    await client.signUp();
    const me = await client.get<{ user: Record<string, string> }>("/api/me");
    expect(me.body.user).toMatchObject({ country: "MX", language: "ES" });
  });

  it.each([
    [
      { acceptTerms: false },
      "acceptTerms",
      "Debes aceptar los Términos y Condiciones para continuar",
    ],
    [{ name: "   " }, "name", "El nombre completo es requerido"],
    [{ email: "sin-arroba" }, "email", "Formato de email inválido"],
    [{ password: "123" }, "password", "Usa 6+ caracteres"],
    [{ password: "123456" }, "password", tooCommon],
    [{ password: "Password1" }, "password", tooCommon],
    [{ password: "tequiero" }, "password", tooCommon],
    [{ country: "FR" }, "country", "Elige un país de la lista"],
  ])(
    "refuses %j with a Spanish field error and creates nothing",
    async (override, field, message) => {
      const response = await server.client().post<ErrorBody>("/api/auth/sign-up/email", {
        name: "Ana",
        email: "ana@ejemplo.mx",
        password: "secreto1",
        acceptTerms: true,
        ...override,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_FAILED");
      expect(response.body.error.fields?.[field]).toBe(message);
      const users = await server.database.db.selectFrom("user").select("id").execute();
      expect(users).toHaveLength(0);
    },
  );

  it("answers an already registered email in Spanish", async () => {
    await server.client().signUp({ email: "repetida@ejemplo.mx" });
    const response = await server.client().post<ErrorBody>("/api/auth/sign-up/email", {
      name: "Otra",
      email: "repetida@ejemplo.mx",
      password: "secreto1",
      acceptTerms: true,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error).toEqual({
      code: "USER_ALREADY_EXISTS",
      message: "Este email ya está registrado",
    });
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and out again", async () => {
    const account = await server.client().signUp();
    const client = server.client();
    expect((await client.get("/api/me")).status).toBe(401);
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(200);
    await client.signOut();
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("refuses a wrong password with 'Email o contraseña inválidos'", async () => {
    const account = await server.client().signUp();
    const response = await server.client().post<ErrorBody>("/api/auth/sign-in/email", {
      email: account.email,
      password: "equivocada",
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Email o contraseña inválidos",
    });
  });

  it("gives bearer clients a token they can use without cookies", async () => {
    const account = await server.client().signUp();
    const response = await server.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const token = response.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const me = await server.app.request("/api/me", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
  });
});

describe("session tokens", () => {
  /** The session's token as stored, and as the HttpOnly cookie carries it (signed). */
  async function sessionOf(userId: string) {
    const row = await server.database.db
      .selectFrom("session")
      .select(["id", "token"])
      .where("userId", "=", userId)
      .orderBy("createdAt", "desc")
      .executeTakeFirstOrThrow();
    return row;
  }

  it("never appear in a JSON body: sign-up, sign-in, get-session", async () => {
    const client = server.client();
    const account = await client.signUp();
    const signUpSession = await sessionOf(account.id);
    const readSession = await client.get("/api/auth/get-session");
    expect(readSession.status).toBe(200);
    expect(readSession.body).toMatchObject({ user: { email: account.email } });

    const other = server.client();
    const signIn = await other.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ user: { email: account.email } });
    const signInSession = await sessionOf(account.id);

    for (const [answer, token] of [
      [readSession, signUpSession.token],
      [signIn, signInSession.token],
    ] as const) {
      expect(JSON.stringify(answer.body)).not.toContain(token);
      expect(answer.body).not.toHaveProperty("token");
      expect(answer.body).not.toHaveProperty("session.token");
    }
    // The sign-up answer itself.
    const fresh = await server.client().post("/api/auth/sign-up/email", {
      name: "Eva",
      email: "eva.tokens@ejemplo.mx",
      password: "secreto1",
      acceptTerms: true,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).not.toHaveProperty("token");
    const eva = await sessionOf((fresh.body as { user: { id: string } }).user.id);
    expect(JSON.stringify(fresh.body)).not.toContain(eva.token);
  });

  it("are not handed to scripts when a session read renews the cookie", async () => {
    const client = server.client();
    const account = await client.signUp();
    const session = await sessionOf(account.id);
    // Two days old: the next read renews the session and sets its cookie again.
    await server.database.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) })
      .where("id", "=", session.id)
      .execute();
    const read = await client.get("/api/auth/get-session");
    expect(read.status).toBe(200);
    expect(read.headers.getSetCookie().join(";")).toContain("session_token");
    expect(read.headers.get("set-auth-token")).toBeNull();
    expect(JSON.stringify(read.body)).not.toContain(session.token);
  });

  it("a browser gets its session only as the HttpOnly cookie", async () => {
    const account = await server.client().signUp();
    const browser = server.client();
    const signIn = await browser.post(
      "/api/auth/sign-in/email",
      { email: account.email, password: account.password },
      // Browsers send these; a page's scripts cannot set or remove them.
      { headers: { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" } },
    );
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("set-auth-token")).toBeNull();
    expect((await browser.get("/api/me")).status).toBe(200);
  });

  it("a bearer token must carry the server's signature", async () => {
    const account = await server.client().signUp();
    const response = await server.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const signed = response.headers.get("set-auth-token") ?? "";
    const { token: raw } = await sessionOf(account.id);
    expect(decodeURIComponent(signed).split(".")[0]).toBe(raw);

    const unsigned = await server.app.request("/api/me", {
      headers: { authorization: `Bearer ${raw}` },
    });
    expect(unsigned.status).toBe(401);
    const forged = await server.app.request("/api/me", {
      headers: { authorization: `Bearer ${raw}.${"A".repeat(43)}=` },
    });
    expect(forged.status).toBe(401);
    const genuine = await server.app.request("/api/me", {
      headers: { authorization: `Bearer ${signed}` },
    });
    expect(genuine.status).toBe(200);
    // What seeded sessions use (benches, reliability tests): the same signature.
    const seeded = await server.app.request("/api/me", {
      headers: {
        authorization: `Bearer ${signedBearerToken(raw, server.config.authSecret)}`,
      },
    });
    expect(seeded.status).toBe(200);
  });
});

describe("password reset", () => {
  it("emails a link that sets a new password and ends the old sessions", async () => {
    const owner = server.client();
    const account = await owner.signUp({ email: "olvido@ejemplo.mx" });
    const request = await server.client().post("/api/auth/request-password-reset", {
      email: account.email,
      redirectTo: "/auth",
    });
    expect(request.status).toBe(200);

    const email = await waitForEmail(server, account.email);
    expect(email.subject).toBe("Restablece tu contraseña de Hogaria");
    const link = email.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();

    // The link redirects back to /auth with the token the reset form sends.
    const visit = await server.app.request(link as string);
    expect(visit.status).toBe(302);
    const landing = new URL(visit.headers.get("location") as string, server.config.publicUrl);
    expect(landing.pathname).toBe("/auth");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nueva-clave-9" });
    expect(reset.status).toBe(200);
    expect((await owner.get("/api/me")).status).toBe(401);

    const old = await server
      .client()
      .post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(old.status).toBe(401);
    const fresh = await server
      .client()
      .post("/api/auth/sign-in/email", { email: account.email, password: "nueva-clave-9" });
    expect(fresh.status).toBe(200);

    const again = await server
      .client()
      .post<ErrorBody>("/api/auth/reset-password", { token, newPassword: "otra-clave-99" });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("INVALID_TOKEN");
  });

  it("refuses a new password that is among the most used", async () => {
    const account = await server.client().signUp();
    await server.client().post("/api/auth/request-password-reset", { email: account.email });
    const link = (await waitForEmail(server, account.email)).text.match(/https?:\/\/\S+/)?.[0];
    const token = new URL(link as string).pathname.split("/").at(-1);
    const reset = await server
      .client()
      .post<ErrorBody>("/api/auth/reset-password", { token, newPassword: "qwerty123" });
    expect(reset.status).toBe(400);
    expect(reset.body.error.fields?.newPassword).toBe(tooCommon);
    const old = await server
      .client()
      .post("/api/auth/sign-in/email", { email: account.email, password: account.password });
    expect(old.status).toBe(200);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const response = await server
      .client()
      .post<{ status: boolean }>("/api/auth/request-password-reset", {
        email: "nadie@ejemplo.mx",
      });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sentEmails).toHaveLength(0);
  });
});

describe("change password", () => {
  it("needs the current password and ends the other sessions", async () => {
    const laptop = server.client();
    const account = await laptop.signUp();
    const phone = server.client();
    await phone.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });

    const wrong = await laptop.post<ErrorBody>("/api/auth/change-password", {
      currentPassword: "no-es-esta",
      newPassword: "otra-clave-1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("La contraseña actual no es correcta");

    const common = await laptop.post<ErrorBody>("/api/auth/change-password", {
      currentPassword: account.password,
      newPassword: "iloveyou",
    });
    expect(common.status).toBe(400);
    expect(common.body.error.fields?.newPassword).toBe(tooCommon);
    expect((await phone.get("/api/me")).status).toBe(200);

    const changed = await laptop.post("/api/auth/change-password", {
      currentPassword: account.password,
      newPassword: "otra-clave-1",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(401);
  });
});

describe("rate limiting", () => {
  it("answers repeated sign-in attempts with a Spanish 429", async () => {
    const limited = await createTestServer({ RATE_LIMIT: "on" });
    try {
      const client = limited.client();
      const statuses: number[] = [];
      let last: ErrorBody | undefined;
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await client.post<ErrorBody>("/api/auth/sign-in/email", {
          email: "fuerza@ejemplo.mx",
          password: "adivinando",
        });
        statuses.push(response.status);
        last = response.body;
      }
      expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(last?.error).toEqual({
        code: "RATE_LIMITED",
        message: "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
      });
    } finally {
      await limited.close();
    }
  });
});
