import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addHouseholdMember, createHouseholdOwner } from "#server/testing/households.ts";
import { createTestServer, type TestServer } from "#server/testing/test-server.ts";

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
