import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port that keeps what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function until<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("timed out");
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("password reset email", () => {
  it("really arrives over SMTP when SMTP_URL is set, with a working link", async () => {
    const smtp = await startSmtpServer();
    try {
      server = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      const account = await server.client().signUp({ email: "smtp@ejemplo.mx" });
      await server
        .client()
        .post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });

      const mail = await until(() =>
        smtp.received.find((message) => message.to.includes(account.email)),
      );
      const body = decodeQuotedPrintable(mail.raw);
      expect(mail.raw).toContain("Subject: =?UTF-8?Q?Restablece_tu_contrase=C3=B1a_de_Hogaria?=");
      const link = body.match(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s"<]+/)?.[0];
      expect(link).toBeDefined();
      const visit = await server.app.request(link as string);
      expect(visit.status).toBe(302);
      expect(visit.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/auth\?token=/);
    } finally {
      await smtp.close();
    }
  });

  it("goes to the outbox folder when there is no SMTP server", async () => {
    server = await createTestServer();
    const account = await server.client().signUp({ email: "outbox@ejemplo.mx" });
    await server.client().post("/api/auth/request-password-reset", { email: account.email });
    const outbox = path.join(server.config.dataDir, "outbox");
    const eml = await waitForOutboxFile(outbox);
    expect(eml).toContain(`To: ${account.email}`);
    expect(decodeQuotedPrintable(eml)).toMatch(/\/api\/auth\/reset-password\//);
  });
});

async function waitForOutboxFile(outbox: string): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const [file] = await readdir(outbox).catch(() => []);
    if (file) return readFile(path.join(outbox, file), "utf8");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("no email in the outbox");
}
