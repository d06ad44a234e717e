import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);
beforeEach(async () => {
  owner = await createHouseholdOwner(server, { name: "Ana López", householdName: "Casa López" });
}, 30_000);

describe("Cargar datos de ejemplo", () => {
  it("fills a new household's screens with a real family's data, written by its members", async () => {
    const loaded = await owner.client.post("/api/demo-data");
    expect(loaded.status).toBe(201);

    const board = await owner.client.get<{ tasks: { title: string }[] }>("/api/tasks");
    expect(board.body.tasks.length).toBeGreaterThan(10);
    const shopping = await owner.client.get<{ lists: { items: { name: string }[] }[] }>(
      "/api/shopping",
    );
    expect(shopping.body.lists.flatMap((list) => list.items).length).toBeGreaterThan(10);
    const pantry = await owner.client.get<{ items: unknown[] }>("/api/pantry");
    expect(pantry.body.items.length).toBeGreaterThan(10);
    const feed = await owner.client.get<{ posts: { author: { name: string } | null }[] }>(
      "/api/community/posts",
    );
    expect(feed.body.posts.length).toBeGreaterThan(3);
    expect(feed.body.posts.every((post) => post.author?.name === "Ana López")).toBe(true);
  });

  it("never touches a household already in use", async () => {
    await owner.client.post("/api/tasks", { title: "Sacar la basura" });
    const refused = await owner.client.post("/api/demo-data");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "HOUSEHOLD_NOT_EMPTY" } });
    const board = await owner.client.get<{ tasks: { title: string }[] }>("/api/tasks");
    expect(board.body.tasks.map((task) => task.title)).toEqual(["Sacar la basura"]);
  });

  it("is for owners and admins: a member is refused and nothing is written", async () => {
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const refused = await member.client.post("/api/demo-data");
    expect(refused.status).toBe(403);
    const board = await owner.client.get<{ tasks: unknown[] }>("/api/tasks");
    expect(board.body.tasks).toEqual([]);
  });
});
