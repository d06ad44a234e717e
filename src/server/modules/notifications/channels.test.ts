import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listDeliveries } from "#server/modules/notifications/deliveries.repository.ts";
import { defaultPreferences, type ReminderChannel } from "#shared/reminders/kinds.ts";
import {
  createTask,
  notificationsOf,
  savePreferences,
  schedulerFor,
  setPhone,
  taskRemindersOnlyBy,
} from "#tests/server/fixtures/reminder-fixtures.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { loopbackFakeServices } from "#tests/server/harness/outbound.ts";
import { createTestServerAt, type TestServer } from "#tests/server/harness/test-server.ts";

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/** A local HTTP server standing in for a push service or a messaging provider. */
async function startFakeService() {
  const received: Received[] = [];
  let answer: (req: Received, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(201).end();
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(handler: typeof answer) {
      answer = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let server: TestServer;
let service: Awaited<ReturnType<typeof startFakeService>>;
afterEach(async () => {
  await server?.close();
  await service?.close();
});

async function ownerWithTaskDue(channel: ReminderChannel, extra: Record<string, unknown> = {}) {
  const owner = await createHouseholdOwner(server);
  await savePreferences(owner, {
    channels: taskRemindersOnlyBy(channel),
    taskLeadMinutes: 0,
    quietStart: null,
    quietEnd: null,
    ...extra,
  });
  await createTask(owner, { title: "Renovar pasaporte", dueDate: "2026-11-22" });
  return owner;
}

const deliveriesOf = async (member: TestMember) =>
  listDeliveries(server.database.db, member.membership.householdId, { userId: member.account.id });

describe("email reminders", () => {
  it("arrive through a real SMTP server with a text part and an unsubscribe link that needs no session", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      server = await createTestServerAt("2026-11-22T15:30:00Z", {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      });
      const owner = await ownerWithTaskDue("email");
      await schedulerFor(server).tick();

      expect(received).toHaveLength(1);
      const raw = (received[0] ?? "").replace(/=\r?\n/g, "");
      expect(raw).toContain("Subject: Tarea: Renovar pasaporte");
      expect(raw).toContain("Content-Type: text/plain");
      expect(raw).toContain("Content-Type: text/html");
      expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
      const link = raw.match(
        /http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=3D([\w.-]+)|http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=([\w.-]+)/,
      );
      const token = link?.[1] ?? link?.[2];
      expect(token).toBeDefined();

      // Without a session: the page asks first (link scanners must not unsubscribe anyone)…
      const anonymous = server.client();
      const page = await anonymous.raw(`/api/notifications/unsubscribe?token=${token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("¿Dejar de recibir recordatorios por email?");
      expect(
        (
          await owner.client.get<{ preferences: { channels: { task_due: string[] } } }>(
            "/api/notifications/settings",
          )
        ).body.preferences.channels.task_due,
      ).toEqual(["email"]);
      // …and the button (or a mail client's one-click POST) turns email off.
      const done = await anonymous.raw(`/api/notifications/unsubscribe?token=${token}`, {
        method: "POST",
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain("ya no recibirás recordatorios por email");
      const after = await owner.client.get<{ preferences: { channels: Record<string, string[]> } }>(
        "/api/notifications/settings",
      );
      expect(Object.values(after.body.preferences.channels).flat()).not.toContain("email");

      const forged = await anonymous.raw(
        `/api/notifications/unsubscribe?token=${token?.slice(0, -2)}xx`,
        { method: "POST" },
      );
      expect(forged.status).toBe(400);
    } finally {
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });
});

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

describe("web push reminders", () => {
  beforeEach(async () => {
    service = await startFakeService();
    // The fake push service listens on http://127.0.0.1, which production refuses.
    server = await createTestServerAt(
      "2026-11-22T15:30:00Z",
      {},
      { outbound: loopbackFakeServices() },
    );
  });

  async function subscribedOwner(devices = 1) {
    const owner = await ownerWithTaskDue("push");
    for (let i = 0; i < devices; i++) {
      const subscribe = await owner.client.post("/api/notifications/push-subscriptions", {
        endpoint: `${service.url}/push/device-${i}`,
        keys: browserKeys(),
      });
      expect(subscribe.status).toBe(201);
    }
    return owner;
  }

  it("sends an encrypted, VAPID-signed message to the push service", async () => {
    const owner = await subscribedOwner();
    const result = await schedulerFor(server).tick();
    expect(result.sent).toBe(1);
    expect(service.received).toHaveLength(1);
    const request = service.received[0] as Received;
    expect(request.url).toBe("/push/device-0");
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.ttl).toBeDefined();
    expect(request.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const settings = await owner.client.get<{ vapidPublicKey: string }>(
      "/api/notifications/settings",
    );
    expect(request.headers.authorization).toContain(`k=${settings.body.vapidPublicKey}`);
    expect(request.body.length).toBeGreaterThan(100);
    expect(request.body.toString("utf8")).not.toContain("Renovar pasaporte");
    expect((await deliveriesOf(owner))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps the VAPID keys it generated: the same key after a restart, stored once", async () => {
    const owner = await createHouseholdOwner(server);
    const first = await owner.client.get<{ vapidPublicKey: string }>("/api/notifications/settings");
    const again = await owner.client.get<{ vapidPublicKey: string }>("/api/notifications/settings");
    expect(first.body.vapidPublicKey).toMatch(/^[\w-]{80,90}$/);
    expect(again.body.vapidPublicKey).toBe(first.body.vapidPublicKey);
    const rows = await server.database.db.selectFrom("app_secrets").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("retries a failing push service with backoff, then succeeds", async () => {
    const owner = await subscribedOwner();
    service.answerWith((_req, res) => res.writeHead(503).end());
    const scheduler = schedulerFor(server);
    expect((await scheduler.tick()).retried).toBe(1);
    const [waiting] = await deliveriesOf(owner);
    expect(waiting).toMatchObject({
      status: "retry",
      attempts: 1,
      lastError: "push 503",
      nextAttemptAt: "2026-11-22T15:31:00.000Z",
    });

    // Not before the backoff has passed.
    await scheduler.tick();
    expect(service.received).toHaveLength(1);

    service.answerWith((_req, res) => res.writeHead(201).end());
    vi.setSystemTime(new Date("2026-11-22T15:31:01Z"));
    expect((await scheduler.tick()).sent).toBe(1);
    expect((await deliveriesOf(owner))[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(service.received).toHaveLength(2);
  });

  it("gives a push service that does not answer a timeout and retries later", async () => {
    const owner = await subscribedOwner();
    service.answerWith(() => {
      // Never answers.
    });
    const result = await schedulerFor(server, { timeoutMs: 300 }).tick();
    expect(result.retried).toBe(1);
    expect((await deliveriesOf(owner))[0]).toMatchObject({ status: "retry", lastError: "timeout" });
  });

  it("removes subscriptions the push service reports gone (410/404) and still reaches the others", async () => {
    const owner = await subscribedOwner(3);
    service.answerWith((req, res) => {
      if (req.url.endsWith("device-0")) res.writeHead(410).end();
      else if (req.url.endsWith("device-1")) res.writeHead(404).end();
      else res.writeHead(201).end();
    });
    expect((await schedulerFor(server).tick()).sent).toBe(1);
    const left = await server.database.db
      .selectFrom("push_subscriptions")
      .select("endpoint")
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([`${service.url}/push/device-2`]);
    expect((await deliveriesOf(owner))[0]?.status).toBe("sent");
  });

  it("gives up on a push service that keeps failing after five attempts", async () => {
    const owner = await subscribedOwner();
    service.answerWith((_req, res) => res.writeHead(500).end());
    const scheduler = schedulerFor(server);
    let at = new Date("2026-11-22T15:30:00Z").getTime();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await scheduler.tick();
      at += 2 * 3_600_000;
      vi.setSystemTime(new Date(at));
    }
    await scheduler.tick();
    expect(service.received).toHaveLength(5);
    expect((await deliveriesOf(owner))[0]).toMatchObject({ status: "failed", attempts: 5 });
  });

  it("forgets a member's devices and reminders when they leave the household", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    await savePreferences(member, { channels: taskRemindersOnlyBy("push"), taskLeadMinutes: 0 });
    const subscribe = await member.client.post("/api/notifications/push-subscriptions", {
      endpoint: `${service.url}/push/phone`,
      keys: browserKeys(),
    });
    expect(subscribe.status).toBe(201);
    expect((await member.client.post("/api/settings/leave", {})).status).toBe(204);
    const left = await server.database.db
      .selectFrom("push_subscriptions")
      .select("endpoint")
      .where("user_id", "=", member.account.id)
      .execute();
    expect(left).toEqual([]);
    const preferences = await server.database.db
      .selectFrom("notification_preferences")
      .select("id")
      .where("user_id", "=", member.account.id)
      .execute();
    expect(preferences).toEqual([]);
  });

  it("manages subscriptions: a bad one is refused, an unsubscribed device gets nothing", async () => {
    const owner = await subscribedOwner();
    const bad = await owner.client.post("/api/notifications/push-subscriptions", {
      endpoint: "no es una url",
      keys: {},
    });
    expect(bad.status).toBe(400);
    const removed = await owner.client.delete("/api/notifications/push-subscriptions", {
      body: { endpoint: `${service.url}/push/device-0` },
    });
    expect(removed.status).toBe(204);
    expect((await schedulerFor(server).tick()).skipped).toBe(1);
    expect(service.received).toHaveLength(0);
    expect((await deliveriesOf(owner))[0]).toMatchObject({
      status: "skipped",
      lastError: "no_subscription",
    });
  });
});

describe("WhatsApp and SMS reminders through a Twilio-compatible provider", () => {
  beforeEach(async () => {
    service = await startFakeService();
    service.answerWith((_req, res) => {
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ sid: "SM123" }));
    });
    server = await createTestServerAt("2026-11-22T15:30:00Z", {
      TWILIO_API_URL: service.url,
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secreto",
      TWILIO_SMS_FROM: "+15005550006",
      TWILIO_WHATSAPP_FROM: "+14155238886",
    });
  });

  async function optedIn(channel: "sms" | "whatsapp", phone = "+52 55 1234 5678") {
    const owner = await createHouseholdOwner(server);
    await setPhone(server, owner, phone);
    await ownerTask(owner, channel);
    return owner;
  }

  async function ownerTask(owner: TestMember, channel: "sms" | "whatsapp") {
    await savePreferences(owner, {
      channels: taskRemindersOnlyBy(channel),
      taskLeadMinutes: 0,
      quietStart: null,
      quietEnd: null,
      phoneOptIn: true,
    });
    await createTask(owner, { title: "Vacuna del perro", dueDate: "2026-11-22" });
  }

  it("sends WhatsApp to the profile's phone in E.164 with basic auth", async () => {
    const owner = await optedIn("whatsapp");
    expect((await schedulerFor(server).tick()).sent).toBe(1);
    const request = service.received[0] as Received;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from("AC123:secreto").toString("base64")}`,
    );
    const form = new URLSearchParams(request.body.toString("utf8"));
    expect(form.get("To")).toBe("whatsapp:+525512345678");
    expect(form.get("From")).toBe("whatsapp:+14155238886");
    expect(form.get("Body")).toContain("Tarea: Vacuna del perro");
    expect((await deliveriesOf(owner))[0]).toMatchObject({ status: "sent", lastError: "SM123" });
  });

  it("retries a provider that fails or times out, and sends once it answers", async () => {
    const owner = await optedIn("sms");
    service.answerWith((_req, res) => res.writeHead(500).end("<html>oops</html>"));
    const scheduler = schedulerFor(server, { timeoutMs: 300 });
    expect((await scheduler.tick()).retried).toBe(1);
    expect((await deliveriesOf(owner))[0]).toMatchObject({ status: "retry", lastError: "500" });

    service.answerWith(() => {
      // Hangs.
    });
    vi.setSystemTime(new Date("2026-11-22T15:31:30Z"));
    expect((await scheduler.tick()).retried).toBe(1);
    expect((await deliveriesOf(owner))[0]).toMatchObject({
      status: "retry",
      attempts: 2,
      lastError: "timeout",
    });

    service.answerWith((_req, res) => res.writeHead(201).end(JSON.stringify({ sid: "SM9" })));
    vi.setSystemTime(new Date("2026-11-22T15:37:00Z"));
    expect((await scheduler.tick()).sent).toBe(1);
    await scheduler.tick();
    expect(service.received).toHaveLength(3);
    const form = new URLSearchParams((service.received[2] as Received).body.toString("utf8"));
    expect(form.get("To")).toBe("+525512345678");
    expect((await deliveriesOf(owner))[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("records a number the provider refuses as failed, without retrying", async () => {
    const owner = await optedIn("sms");
    service.answerWith((_req, res) =>
      res.writeHead(400).end(JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number" })),
    );
    expect((await schedulerFor(server).tick()).failed).toBe(1);
    vi.setSystemTime(new Date("2026-11-22T18:00:00Z"));
    await schedulerFor(server).tick();
    expect(service.received).toHaveLength(1);
    expect((await deliveriesOf(owner))[0]).toMatchObject({
      status: "failed",
      lastError: "400 21211: Invalid 'To' Phone Number",
    });
  });

  it("needs opt-in and a valid phone to turn WhatsApp/SMS on, and never calls the provider otherwise", async () => {
    const owner = await createHouseholdOwner(server);
    const noOptIn = await owner.client.put("/api/notifications/settings", {
      ...defaultPreferences,
      channels: taskRemindersOnlyBy("sms"),
    });
    expect(noOptIn.status).toBe(400);
    expect(noOptIn.body).toMatchObject({
      error: { fields: { phoneOptIn: expect.any(String), phone: expect.any(String) } },
    });

    await setPhone(server, owner, "55 1234 5678"); // no country code
    const noE164 = await owner.client.put("/api/notifications/settings", {
      ...defaultPreferences,
      channels: taskRemindersOnlyBy("sms"),
      phoneOptIn: true,
    });
    expect(noE164.status).toBe(400);
    expect(noE164.body).toMatchObject({
      error: { fields: { phone: expect.stringContaining("+52") } },
    });

    // The phone changed after opting in: the delivery fails, reported, the provider untouched.
    await setPhone(server, owner, "+52 55 1234 5678");
    await ownerTask(owner, "sms");
    await setPhone(server, owner, "llámame");
    expect((await schedulerFor(server).tick()).failed).toBe(1);
    expect(service.received).toHaveLength(0);
    expect((await deliveriesOf(owner))[0]).toMatchObject({
      status: "failed",
      lastError: "invalid_phone",
    });
    // Reported to the member in their delivery history.
    const history = await owner.client.get<{ deliveries: unknown[] }>(
      "/api/notifications/deliveries",
    );
    expect(history.body.deliveries).toEqual([
      expect.objectContaining({
        title: "Tarea: Vacuna del perro",
        channel: "sms",
        status: "failed",
        lastError: "invalid_phone",
      }),
    ]);
  });
});

describe("notification centre API", () => {
  beforeEach(async () => {
    server = await createTestServerAt("2026-11-22T15:30:00Z");
  });

  it("lists the member's own notifications, marks one or all read, and hides others'", async () => {
    const owner = await ownerWithTaskDue("in_app");
    await createTask(owner, { title: "Comprar regalo", dueDate: "2026-11-22" });
    const stranger = await ownerWithTaskDue("in_app");
    await schedulerFor(server).tick();

    const list = await notificationsOf(owner);
    expect(list.unread).toBe(2);
    const first = list.items[0]?.id as string;
    expect((await owner.client.post(`/api/notifications/${first}/read`)).status).toBe(204);
    expect((await notificationsOf(owner)).unread).toBe(1);
    expect((await stranger.client.post(`/api/notifications/${first}/read`)).status).toBe(404);
    expect((await notificationsOf(stranger)).items).toHaveLength(1);

    const all = await owner.client.post<{ updated: number }>("/api/notifications/read-all");
    expect(all.body.updated).toBe(1);
    expect((await notificationsOf(owner)).unread).toBe(0);
    expect((await notificationsOf(stranger)).unread).toBe(1);
  });

  it("refuses bad preferences with field messages", async () => {
    const owner = await createHouseholdOwner(server);
    const bad = await owner.client.put("/api/notifications/settings", {
      ...defaultPreferences,
      taskLeadMinutes: 7,
      quietStart: "25:00",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        fields: {
          taskLeadMinutes: expect.any(String),
          quietStart: "Escribe una hora válida (HH:MM)",
        },
      },
    });
  });
});
