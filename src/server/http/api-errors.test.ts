import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const countUsers = async () =>
  (await server.database.db.selectFrom("user").select("id").execute()).length;

describe("bad input", () => {
  it("answers malformed JSON with a Spanish 400 and creates nothing", async () => {
    const response = await server.client().request<ErrorBody>("POST", "/api/auth/sign-up/email", {
      rawBody: '{"email": "ana@ejemplo.mx",',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: "INVALID_JSON",
      message: "El cuerpo de la petición no es JSON válido",
    });
    expect(await countUsers()).toBe(0);
  });

  it("answers wrong-typed fields with field errors", async () => {
    const response = await server.client().post<ErrorBody>("/api/auth/sign-up/email", {
      name: 42,
      email: ["ana@ejemplo.mx"],
      password: null,
      acceptTerms: "sí",
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual(
      ["acceptTerms", "email", "name", "password"].sort(),
    );
    expect(await countUsers()).toBe(0);
  });

  it("answers a body that is not JSON with 415", async () => {
    const response = await server.client().request<ErrorBody>("POST", "/api/auth/sign-in/email", {
      rawBody: "email=ana@ejemplo.mx",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers an oversized body with 413 before reading it all", async () => {
    const huge = JSON.stringify({ name: "a".repeat(2 * 1024 * 1024) });
    const response = await server.client().request<ErrorBody>("POST", "/api/auth/sign-up/email", {
      rawBody: huge,
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "La petición es demasiado grande",
    });
    expect(await countUsers()).toBe(0);
  });

  it("answers unknown API routes with a Spanish 404 once signed in, and 401 before", async () => {
    const client = server.client();
    const anonymous = await client.get<ErrorBody>("/api/no-existe");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe("Inicia sesión para continuar");
    await client.signUp();
    const signedIn = await client.get<ErrorBody>("/api/no-existe");
    expect(signedIn.status).toBe(404);
    expect(signedIn.body.error).toEqual({
      code: "ROUTE_NOT_FOUND",
      message: "Esta ruta de la API no existe",
    });
  });

  it("refuses a cookie-carrying mutation from another site", async () => {
    const client = server.client();
    await client.signUp();
    const response = await client.post<ErrorBody>(
      "/api/auth/sign-out",
      {},
      {
        headers: { origin: "https://sitio-malicioso.example" },
      },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("FORBIDDEN_ORIGIN");
    expect((await client.get("/api/me")).status).toBe(200);
  });
});

describe("GET /api/health", () => {
  it("reports the database", async () => {
    const response = await server
      .client()
      .get<{ status: string; database: { engine: string; status: string } }>("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: "ok",
      database: { engine: server.database.engine, status: "ok" },
    });
  });

  it("answers 503 when the database is gone", async () => {
    const broken = await createTestServer();
    await broken.database.close();
    const response = await broken.client().get<{ status: string }>("/api/health");
    expect(response.status).toBe(503);
    expect(response.body.status).toBe("error");
    await broken.close().catch(() => undefined);
  });
});

describe("security headers", () => {
  it("sends a strict policy on every answer", async () => {
    const response = await server.client().get("/api/health");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
