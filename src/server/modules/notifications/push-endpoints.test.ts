import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listDeliveries } from "#server/modules/notifications/deliveries.repository.ts";
import {
  createTask,
  savePreferences,
  schedulerFor,
  taskRemindersOnlyBy,
} from "#tests/server/fixtures/reminder-fixtures.ts";
import { createHouseholdOwner, type TestMember } from "#tests/server/harness/households.ts";
import {
  loopbackFakeServices,
  publicInternetOffline,
  type StubHosts,
} from "#tests/server/harness/outbound.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** Server-side request forgery through push endpoints (issue 21, finding 2). Nothing here
 * leaves this machine: names resolve through a stub table, and every socket is on 127.0.0.1. */

const refusal =
  "No podemos enviar notificaciones a esa dirección: el servicio push debe usar https y estar en internet (no en una red privada ni en este servidor)";

/** A local HTTP server that counts connections (even ones that never make a request). */
async function startFakePushService(status = 201) {
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  let connections = 0;
  const answer = status;
  let location = "";
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? "", headers: req.headers });
    req.resume();
    req.on("end", () => res.writeHead(answer, location ? { location } : {}).end());
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    connections: () => connections,
    redirectTo(url: string) {
      location = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

let server: TestServer;
let service: Awaited<ReturnType<typeof startFakePushService>> | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T15:30:00Z"));
});
afterEach(async () => {
  await server?.close();
  await service?.close();
  service = undefined;
  vi.useRealTimers();
});

async function ownerWithPushReminderDue(): Promise<TestMember> {
  const owner = await createHouseholdOwner(server);
  await savePreferences(owner, {
    channels: taskRemindersOnlyBy("push"),
    taskLeadMinutes: 0,
    quietStart: null,
    quietEnd: null,
  });
  await createTask(owner, { title: "Pagar la luz", dueDate: "2026-11-22" });
  return owner;
}

const subscribe = (member: TestMember, endpoint: string) =>
  member.client.post<{ error: { code: string; message: string; fields: Record<string, string> } }>(
    "/api/notifications/push-subscriptions",
    { endpoint, keys: browserKeys() },
  );

const historyOf = async (member: TestMember) =>
  (
    await member.client.get<{ deliveries: { status: string; lastError: string | null }[] }>(
      "/api/notifications/deliveries",
    )
  ).body.deliveries;

describe("subscribing a push endpoint", () => {
  const hosts: StubHosts = {
    "push.public.test": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "push.private.test": ["192.168.0.10"],
    "push.mixed.test": ["93.184.215.14", "10.0.0.7"],
    "push.ula.test": ["fd00::5"],
  };

  it.each([
    "https://127.0.0.1/push",
    "https://127.0.0.1:6379/",
    "https://[::1]:8080/push",
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.1/push",
    "https://172.16.5.4/push",
    "https://192.168.1.1/push",
    "https://100.64.0.1/push",
    "https://0.0.0.0/push",
    "https://224.0.0.1/push",
    "https://255.255.255.255/push",
    "https://[fe80::1]/push",
    "https://[fd12:3456::1]/push",
    "https://[ff02::1]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://[::ffff:a9fe:a9fe]/push",
    "https://push.private.test/push",
    "https://push.mixed.test/push",
    "https://push.ula.test/push",
    "https://nowhere.test/push",
    "http://93.184.215.14/push",
    "http://push.public.test/push",
  ])("refuses %s with a Spanish message and stores nothing", async (endpoint) => {
    server = await createTestServer({}, { outbound: publicInternetOffline(hosts) });
    const owner = await createHouseholdOwner(server);
    const response = await subscribe(owner, endpoint);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: refusal,
      fields: { endpoint: refusal },
    });
    const stored = await server.database.db.selectFrom("push_subscriptions").select("id").execute();
    expect(stored).toEqual([]);
  });

  it("accepts https to a host whose every address is public", async () => {
    server = await createTestServer({}, { outbound: publicInternetOffline(hosts) });
    const owner = await createHouseholdOwner(server);
    expect((await subscribe(owner, "https://push.public.test/send/abc")).status).toBe(201);
    expect((await subscribe(owner, "https://[2606:4700:4700::1111]/send/def")).status).toBe(201);
  });
});

describe("sending to a push endpoint", () => {
  it("checks the address again at send time: a name that now resolves to this machine gets nothing (DNS rebinding)", async () => {
    service = await startFakePushService();
    const hosts: StubHosts = { "push.rebind.test": ["93.184.215.14"] };
    server = await createTestServer({}, { outbound: publicInternetOffline(hosts) });
    const owner = await ownerWithPushReminderDue();
    const endpoint = `https://push.rebind.test:${service.port}/push/phone`;
    expect((await subscribe(owner, endpoint)).status).toBe(201);

    hosts["push.rebind.test"] = ["127.0.0.1"];
    const result = await schedulerFor(server).tick();
    expect(result.failed).toBe(1);
    expect(service.connections()).toBe(0);
    expect(await historyOf(owner)).toEqual([
      expect.objectContaining({ status: "failed", lastError: "endpoint_refused" }),
    ]);
  });

  it("connects to the address it checked, never resolving the name a second time", async () => {
    service = await startFakePushService();
    const calls: string[] = [];
    // A name only the stub knows: if anything but the vetted answer were used, it would not
    // resolve at all.
    const policy = loopbackFakeServices({ "push.pinned.test": ["127.0.0.1"] }, calls);
    server = await createTestServer({}, { outbound: policy });
    const owner = await ownerWithPushReminderDue();
    expect((await subscribe(owner, `http://push.pinned.test:${service.port}/push/p`)).status).toBe(
      201,
    );
    calls.length = 0;

    expect((await schedulerFor(server).tick()).sent).toBe(1);
    expect(calls).toEqual(["push.pinned.test"]);
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]?.headers.host).toBe(`push.pinned.test:${service.port}`);
  });

  it("does not follow a redirect from the push service", async () => {
    service = await startFakePushService(307);
    const elsewhere = await startFakePushService();
    service.redirectTo(`http://127.0.0.1:${elsewhere.port}/push/r`);
    try {
      server = await createTestServer({}, { outbound: loopbackFakeServices() });
      const owner = await ownerWithPushReminderDue();
      expect((await subscribe(owner, `http://127.0.0.1:${service.port}/push/r`)).status).toBe(201);
      expect((await schedulerFor(server).tick()).retried).toBe(1);
      expect(service.requests).toHaveLength(1);
      expect(elsewhere.connections()).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });
});

describe("delivery history", () => {
  it("tells members a push was not delivered without the transport error (logged, not shown)", async () => {
    service = await startFakePushService(503);
    server = await createTestServer({}, { outbound: loopbackFakeServices() });
    const owner = await ownerWithPushReminderDue();
    // One device answers 503, another is a closed port on this machine.
    const closed = await startFakePushService();
    const closedPort = closed.port;
    await closed.close();
    expect((await subscribe(owner, `http://127.0.0.1:${service.port}/push/a`)).status).toBe(201);
    expect((await subscribe(owner, `http://127.0.0.1:${closedPort}/push/b`)).status).toBe(201);

    const scheduler = schedulerFor(server);
    let at = new Date("2026-11-22T15:30:00Z").getTime();
    await scheduler.tick();
    const [stored] = await listDeliveries(server.database.db, owner.membership.householdId);
    expect(stored?.lastError).toContain("push 503");
    expect(stored?.lastError).toContain("ECONNREFUSED");

    const retrying = await owner.client.get("/api/notifications/deliveries");
    expect(retrying.body).toEqual({
      deliveries: [expect.objectContaining({ status: "retry", lastError: "not_delivered" })],
    });
    for (let attempt = 2; attempt <= 5; attempt++) {
      at += 2 * 3_600_000;
      vi.setSystemTime(new Date(at));
      await scheduler.tick();
    }
    const failed = await owner.client.get("/api/notifications/deliveries");
    expect(failed.body).toEqual({
      deliveries: [
        expect.objectContaining({ status: "failed", attempts: 5, lastError: "not_delivered" }),
      ],
    });
    // (Not the bare port or status: ids in the answer may contain those digits.)
    const text = JSON.stringify(failed.body);
    for (const leak of ["push 503", "ECONNREFUSED", "127.0.0.1", `:${closedPort}`, "intentos"]) {
      expect(text).not.toContain(leak);
    }
  });
});
