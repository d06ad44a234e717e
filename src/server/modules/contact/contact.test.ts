import { afterEach, describe, expect, it } from "vitest";
import { contactRateLimit } from "#server/modules/contact/contact.service.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const message = {
  name: "Mariana Ríos",
  email: "Mariana@Ejemplo.MX",
  topic: "plans",
  message: "¿El plan Familiar se puede pagar con OXXO cada mes?",
};

let server: TestServer;
afterEach(async () => {
  await server.close();
});

describe("contact form", () => {
  it("stores the message and emails it to the support address, replying to the sender", async () => {
    server = await createTestServer({ SUPPORT_EMAIL: "ayuda@hogaria.test" });
    const response = await server.client().post<{ id: string }>("/api/contact", message);
    expect(response.status).toBe(201);

    const row = await server.database.db
      .selectFrom("contact_messages")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: response.body.id,
      name: "Mariana Ríos",
      email: "mariana@ejemplo.mx",
      topic: "plans",
    });
    expect(row.emailed_at).not.toBeNull();
    expect(server.sentEmails).toHaveLength(1);
    expect(server.sentEmails[0]).toMatchObject({
      to: "ayuda@hogaria.test",
      replyTo: "mariana@ejemplo.mx",
    });
    expect(server.sentEmails[0]?.subject).toContain("Planes y pagos");
    expect(server.sentEmails[0]?.text).toContain("OXXO");
  });

  it("answers every bad field in Spanish and stores nothing", async () => {
    server = await createTestServer();
    const response = await server
      .client()
      .post<ErrorBody>("/api/contact", { name: " ", email: "no-es-email", message: "hola" });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: "Escribe tu nombre",
      email: "Formato de email inválido",
      message: "Cuéntanos un poco más (al menos 10 caracteres)",
    });
    const rows = await server.database.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(0);
    expect(server.sentEmails).toHaveLength(0);
  });

  it("escapes the visitor's text in the HTML email", async () => {
    server = await createTestServer();
    await server.client().post("/api/contact", { ...message, message: "<script>x</script> hola!" });
    expect(server.sentEmails[0]?.html).toContain("&lt;script&gt;");
    expect(server.sentEmails[0]?.html).not.toContain("<script>");
  });

  it("limits messages per sender, counted in the database so every instance agrees", async () => {
    server = await createTestServer({ RATE_LIMIT: "on" });
    for (let sent = 0; sent < contactRateLimit.messages; sent += 1) {
      const response = await server
        .client()
        .post("/api/contact", { ...message, email: `persona${sent}@ejemplo.mx` });
      expect(response.status).toBe(201);
    }
    const limited = await server.client().post<ErrorBody>("/api/contact", message);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("CONTACT_RATE_LIMITED");

    // Another instance on the same database sees the same count: the limit lives in the rows.
    const stored = await server.database.db.selectFrom("contact_messages").select("id").execute();
    expect(stored).toHaveLength(contactRateLimit.messages);
  });
});
