import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { createLiveEvents } from "#server/modules/live/live-events.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { TestClient } from "#tests/server/harness/test-client.ts";
import {
  createTestServer,
  type TestServer,
  testOrigin,
} from "#tests/server/harness/test-server.ts";

const onPostgres = process.env.HOGARIA_TEST_ENGINE === "postgres";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

/** Reads SSE frames from /api/live until `count` change events arrived. */
async function readChanges(response: Response, count: number): Promise<unknown[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const changes: unknown[] = [];
  let buffer = "";
  while (changes.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.includes("event: change")) {
        changes.push(JSON.parse(frame.split("data: ")[1] ?? "null"));
      }
      end = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel();
  return changes;
}

describe("GET /api/live", () => {
  it("streams changes of the member's own household only", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");

    const stream = await partner.client.raw("/api/live");
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");

    setTimeout(() => {
      server.live.publish(stranger.membership.householdId, { topic: "tasks", id: "ajena" });
      server.live.publish(owner.membership.householdId, { topic: "shopping", id: "propia" });
    }, 20);
    expect(await readChanges(stream, 1)).toEqual([{ topic: "shopping", id: "propia" }]);
  });

  it("needs a household", async () => {
    const client = server.client();
    await client.signUp();
    const response = await client.get<{ error: { code: string } }>("/api/live");
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("NO_HOUSEHOLD");
  });
});

interface Frame {
  event: string;
  data: unknown;
}

/** Reads an SSE response in the background: what arrived so far, and whether it ended. */
function watch(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let ended = false;
  let buffer = "";
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = frame.match(/^event: (.*)$/m)?.[1];
        const data = frame.match(/^data: (.*)$/m)?.[1];
        if (event) frames.push({ event, data: data ? JSON.parse(data) : null });
        end = buffer.indexOf("\n\n");
      }
    }
    ended = true;
  })();
  const changes = () => frames.filter((frame) => frame.event === "change").map((f) => f.data);
  return {
    changes,
    ended: () => ended,
    /** Waits until `condition` holds; false if it did not within `timeoutMs`. */
    async until(condition: () => boolean, timeoutMs = 3000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return true;
    },
    stop: () => reader.cancel().catch(() => undefined),
  };
}

async function openStream(client: TestClient | TestMember["client"], init: RequestInit = {}) {
  const response = await client.raw("/api/live", init);
  expect(response.status).toBe(200);
  const stream = watch(response);
  return stream;
}

/** A short pause in which an event, had it been sent, would have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("a member's open stream (issue 21, finding 6)", () => {
  async function household() {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");
    return { owner, member, partner };
  }

  it("ends when the member is removed, after telling them, and nothing later reaches it", async () => {
    const { owner, member, partner } = await household();
    const removed = await openStream(member.client);
    const stays = await openStream(partner.client);

    const response = await owner.client.delete(`/api/members/${member.membership.profileId}`);
    expect(response.status).toBe(204);
    expect(await removed.until(removed.ended)).toBe(true);
    expect(removed.changes()).toContainEqual({
      topic: "me",
      action: "removed",
      id: member.membership.profileId,
    });

    const task = await owner.client.post("/api/tasks", { title: "Sacar la basura" });
    expect(task.status).toBe(201);
    server.live.publish(owner.membership.householdId, { topic: "shopping", id: "despues" });
    expect(
      await stays.until(() => stays.changes().some((c) => JSON.stringify(c).includes("despues"))),
    ).toBe(true);
    await settle();
    const seen = JSON.stringify(removed.changes());
    expect(seen).not.toContain("tasks");
    expect(seen).not.toContain("despues");
    expect(stays.ended()).toBe(false);
    await stays.stop();

    // Reconnecting is checked again: they are no longer in the household.
    expect((await member.client.raw("/api/live")).status).toBe(403);
  });

  it("ends when the member's role changes; a reconnect streams with the new role", async () => {
    const { owner, member, partner } = await household();
    const before = await openStream(member.client);
    const stays = await openStream(partner.client);

    const response = await owner.client.patch(`/api/members/${member.membership.profileId}`, {
      role: "child",
    });
    expect(response.status).toBe(200);
    expect(await before.until(before.ended)).toBe(true);
    expect(before.changes()).toContainEqual({
      topic: "me",
      action: "role-changed",
      id: member.membership.profileId,
    });
    server.live.publish(owner.membership.householdId, { topic: "shopping", id: "despues" });
    await settle();
    expect(JSON.stringify(before.changes())).not.toContain("despues");
    expect(stays.ended()).toBe(false);
    await stays.stop();

    const after = await openStream(member.client);
    server.live.publish(owner.membership.householdId, { topic: "shopping", id: "nuevo" });
    expect(await after.until(() => after.changes().length > 0)).toBe(true);
    expect(after.changes()).toEqual([{ topic: "shopping", id: "nuevo" }]);
    await after.stop();
  });

  it("ends for both sides of an ownership transfer and for a member who leaves", async () => {
    const { owner, member, partner } = await household();
    const ownerStream = await openStream(owner.client);
    const memberStream = await openStream(member.client);
    const partnerStream = await openStream(partner.client);
    const transfer = await owner.client.post(
      `/api/members/${member.membership.profileId}/transfer-ownership`,
    );
    expect(transfer.status).toBe(200);
    expect(await ownerStream.until(ownerStream.ended)).toBe(true);
    expect(await memberStream.until(memberStream.ended)).toBe(true);
    expect(partnerStream.ended()).toBe(false);

    expect((await partner.client.post("/api/settings/leave", {})).status).toBe(204);
    expect(await partnerStream.until(partnerStream.ended)).toBe(true);
  });

  it.runIf(onPostgres)(
    "ends on every server instance: the stream is on one, the removal on another",
    async () => {
      const { owner, member } = await household();
      const config = server.config;
      if (config.database.engine !== "postgres") throw new Error("needs PostgreSQL");
      const otherLive = createLiveEvents({
        postgresUrl: config.database.url,
        logger: createLogger("silent"),
      });
      try {
        const other = createApp({
          config,
          database: server.database,
          logger: createLogger("silent"),
          mailer: { send: async () => {} },
          live: otherLive,
          storage: createStorage(config.storage),
        });
        const stream = await openStream(new TestClient(other.app, testOrigin), {
          headers: { cookie: member.client.cookie },
        });
        // LISTEN starts asynchronously: announce until the other instance relays.
        const probe = setInterval(
          () => server.live.publish(owner.membership.householdId, { topic: "probe" }),
          50,
        );
        const relayed = await stream.until(() => stream.changes().length > 0, 10_000);
        clearInterval(probe);
        expect(relayed).toBe(true);

        const response = await owner.client.delete(`/api/members/${member.membership.profileId}`);
        expect(response.status).toBe(204);
        expect(await stream.until(stream.ended, 10_000)).toBe(true);
        expect(stream.changes()).toContainEqual({
          topic: "me",
          action: "removed",
          id: member.membership.profileId,
        });
      } finally {
        await otherLive.close();
      }
    },
  );
});
