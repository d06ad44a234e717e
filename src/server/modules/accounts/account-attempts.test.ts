import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import type { ErrorBody } from "#server/http/errors.ts";
import { createLogger } from "#server/logger.ts";
import { signInLockout, signUpLimit } from "#server/modules/accounts/account-attempts.service.ts";
import { TestClient } from "#tests/server/harness/test-client.ts";
import {
  createTestServer,
  type TestServer,
  testOrigin,
  waitForEmail,
} from "#tests/server/harness/test-server.ts";

/** Limits per account, counted in the database: every instance behind a load balancer agrees,
 * and changing address (a botnet, a phone hopping networks) does not reset them. */
let server: TestServer;
afterEach(async () => {
  await server.close();
});

/** Behind one trusted proxy, as in production: each request comes "from" the address it names. */
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

/** Another instance of the app on the same database. */
function secondInstance(): TestClient {
  const second = createApp({ ...server.context, logger: createLogger("silent") });
  return new TestClient(second.app, testOrigin);
}

describe("sign-up attempts", () => {
  it("are limited per target email across addresses and instances, so emails cannot be probed", async () => {
    server = await createTestServer({ RATE_LIMIT: "on", TRUST_PROXY_HOPS: "1" });
    const email = "buscada@ejemplo.mx";
    await server.client().post("/api/auth/sign-up/email", {
      name: "Ana",
      email,
      password: "secreto123",
      acceptTerms: true,
    });
    const instances = [server.client(), secondInstance()];
    const answers: { status: number; body: ErrorBody }[] = [];
    for (let probe = 0; probe < signUpLimit.attemptsPerEmail + 4; probe++) {
      const client = instances[probe % 2] as TestClient;
      answers.push(
        await client.post<ErrorBody>(
          "/api/auth/sign-up/email",
          { name: "Curioso", email, password: `probando-${probe}`, acceptTerms: true },
          from(`198.51.100.${probe + 1}`),
        ),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    const allowed = signUpLimit.attemptsPerEmail - 1;
    // The spec's answer for a registered email stays, for the attempts a person needs.
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(422));
    expect(answers[0]?.body.error.message).toBe("Este email ya está registrado");
    expect(statuses.slice(allowed)).toEqual(Array(5).fill(429));
    expect(answers.at(-1)?.body.error).toEqual({
      code: "RATE_LIMITED",
      message: "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
    });

    // Other emails, from the same addresses, are not held back.
    const other = await server
      .client()
      .post(
        "/api/auth/sign-up/email",
        { name: "Bea", email: "otra@ejemplo.mx", password: "secreto123", acceptTerms: true },
        from("198.51.100.1"),
      );
    expect(other.status).toBe(200);

    // The table keeps no email, only keyed hashes.
    const rows = await server.database.db.selectFrom("sign_up_attempts").selectAll().execute();
    expect(rows.length).toBe(2);
    expect(JSON.stringify(rows)).not.toContain("ejemplo.mx");
  });

  it("are allowed again once the window has passed", async () => {
    server = await createTestServer({ RATE_LIMIT: "on", TRUST_PROXY_HOPS: "1" });
    const attempt = (probe: number) =>
      server
        .client()
        .post(
          "/api/auth/sign-up/email",
          { name: "Ana", email: "ventana@ejemplo.mx", password: "secreto123", acceptTerms: true },
          from(`192.0.2.${probe}`),
        );
    for (let probe = 1; probe <= signUpLimit.attemptsPerEmail; probe++) await attempt(probe);
    expect((await attempt(50)).status).toBe(429);
    await server.database.db
      .updateTable("sign_up_attempts")
      .set({ window_started_at: new Date(Date.now() - signUpLimit.windowMs - 1000) })
      .execute();
    expect((await attempt(51)).status).toBe(422);
  });
});

describe("sign-in attempts per account", () => {
  const rateLimited = {
    code: "RATE_LIMITED",
    message: "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
  };

  /** An account whose owner's device (`owner`) signed in before, and is signed out now. */
  async function accountWithKnownDevice(language = "ES") {
    const owner = server.client();
    const account = await owner.signUp();
    if (language !== "ES") {
      await server.database.db
        .updateTable("user")
        .set({ language })
        .where("id", "=", account.id)
        .execute();
    }
    await owner.signOut();
    return { owner, account };
  }

  const signIn = (client: TestClient, email: string, password: string, address: string) =>
    client.post<ErrorBody>("/api/auth/sign-in/email", { email, password }, from(address));

  it("30 wrong passwords from 30 addresses lock the account; its known device still signs in", async () => {
    server = await createTestServer({ RATE_LIMIT: "on", TRUST_PROXY_HOPS: "1" });
    const { owner, account } = await accountWithKnownDevice();
    const answers: { status: number; body: ErrorBody }[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      // A fresh client each time (no cookies), from its own address, on either instance.
      const attacker = attempt % 2 === 0 ? server.client() : secondInstance();
      answers.push(
        await signIn(attacker, account.email, `adivina-${attempt}`, `203.0.113.${attempt + 1}`),
      );
    }
    const failures = signInLockout.failuresBeforeLockout;
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(failures).fill(401),
      ...Array(30 - failures).fill(429),
    ]);
    expect(answers.at(-1)?.body.error).toEqual(rateLimited);

    // The owner hears of it once, in their language, with the way to change the password.
    const alert = await waitForEmail(server, account.email);
    expect(alert.subject).toBe("Intentos de entrar a tu cuenta de Hogaria");
    expect(alert.text).toContain(`${server.config.publicUrl}/auth`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sentEmails.filter((email) => email.to === account.email)).toHaveLength(1);

    // The right password from a device never seen is refused while the lockout lasts…
    const stranger = server.client();
    const refused = await signIn(stranger, account.email, account.password, "198.51.100.77");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(rateLimited);
    expect((await stranger.get("/api/me")).status).toBe(401);

    // …and signs in from the family's own device, from anywhere.
    const home = await signIn(owner, account.email, account.password, "198.51.100.78");
    expect(home.status).toBe(200);
    expect((await owner.get("/api/me")).status).toBe(200);

    // The lockout still holds for everyone else.
    expect(
      (await signIn(server.client(), account.email, account.password, "198.51.100.79")).status,
    ).toBe(429);
  });

  it("a known device is known for that account only, and its cookie cannot be forged", async () => {
    server = await createTestServer({ RATE_LIMIT: "on", TRUST_PROXY_HOPS: "1" });
    const { owner } = await accountWithKnownDevice();
    const victim = await server.client().signUp({ email: "victima@ejemplo.mx" });
    for (let attempt = 0; attempt < signInLockout.failuresBeforeLockout; attempt++) {
      await signIn(server.client(), victim.email, `adivina-${attempt}`, `203.0.113.${attempt + 1}`);
    }
    // The owner's device knows the owner's account, not the victim's.
    expect((await signIn(owner, victim.email, victim.password, "203.0.113.50")).status).toBe(429);
    const cookie = owner.cookie.match(/hogaria\.known_device=([^;]+)/)?.[1];
    expect(cookie).toBeTruthy();
    const forged = await server.app.request(`${testOrigin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        origin: testOrigin,
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.51",
        cookie: `hogaria.known_device=${"A".repeat(43)}.${cookie}`,
      },
      body: JSON.stringify({ email: victim.email, password: victim.password }),
    });
    expect(forged.status).toBe(429);
    await waitForEmail(server, victim.email);
  });

  it("a wrong password from unknown and known emails alike, and no email to anyone", async () => {
    server = await createTestServer({ RATE_LIMIT: "on", TRUST_PROXY_HOPS: "1" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= signInLockout.failuresBeforeLockout; attempt++) {
      statuses.push(
        (await signIn(server.client(), "nadie@ejemplo.mx", "adivina", `203.0.113.${attempt + 1}`))
          .status,
      );
    }
    // Locking only real accounts would tell which emails have one.
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sentEmails).toHaveLength(0);
  });

  it("forgets the failures after a right password, and each lockout lasts twice the last", async () => {
    server = await createTestServer({ RATE_LIMIT: "on", TRUST_PROXY_HOPS: "1" });
    const { account } = await accountWithKnownDevice("PT");
    const almost = signInLockout.failuresBeforeLockout - 1;
    let address = 0;
    const wrong = () =>
      signIn(server.client(), account.email, "equivocada", `203.0.113.${++address}`);
    const right = () =>
      signIn(server.client(), account.email, account.password, `203.0.113.${++address}`);

    for (let attempt = 0; attempt < almost; attempt++) expect((await wrong()).status).toBe(401);
    expect((await right()).status).toBe(200);
    for (let attempt = 0; attempt < almost; attempt++) expect((await wrong()).status).toBe(401);
    expect((await right()).status).toBe(200);

    const lockedFor = async () => {
      const row = await server.database.db
        .selectFrom("sign_in_lockouts")
        .select("locked_until")
        .executeTakeFirstOrThrow();
      return new Date(row.locked_until as string).getTime() - Date.now();
    };
    const lockOut = async () => {
      for (let attempt = 0; attempt < signInLockout.failuresBeforeLockout; attempt++) {
        expect((await wrong()).status).toBe(401);
      }
      expect((await right()).status).toBe(429);
    };
    const expire = () =>
      server.database.db
        .updateTable("sign_in_lockouts")
        .set({ locked_until: new Date(Date.now() - 1000) })
        .execute();

    await lockOut();
    const first = await lockedFor();
    expect(first).toBeGreaterThan(signInLockout.firstLockoutMs - 5000);
    expect(first).toBeLessThanOrEqual(signInLockout.firstLockoutMs);
    const alert = await waitForEmail(server, account.email);
    expect(alert.subject).toBe("Tentativas de entrar na sua conta do Hogaria");

    await expire();
    await lockOut();
    const second = await lockedFor();
    expect(second).toBeGreaterThan(2 * signInLockout.firstLockoutMs - 5000);
    expect(second).toBeLessThanOrEqual(2 * signInLockout.firstLockoutMs);

    await expire();
    expect((await right()).status).toBe(200);
  });
});
