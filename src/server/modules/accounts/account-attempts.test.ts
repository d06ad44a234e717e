import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import type { ErrorBody } from "#server/http/errors.ts";
import { createLogger } from "#server/logger.ts";
import { signUpLimit } from "#server/modules/accounts/account-attempts.service.ts";
import { TestClient } from "#server/testing/test-client.ts";
import { createTestServer, type TestServer, testOrigin } from "#server/testing/test-server.ts";

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
