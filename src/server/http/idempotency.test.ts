import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import type { ShoppingItem, ShoppingOverview } from "#shared/schemas/shopping.ts";
import type { Task } from "#shared/schemas/tasks.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string };
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const withKey = (key: string) => ({ headers: { "idempotency-key": key } });
const items = async (member: TestMember) =>
  (await member.client.get<ShoppingOverview>("/api/shopping")).body.lists.flatMap(
    (list) => list.items,
  );

describe("writes sent with an Idempotency-Key (the offline outbox's replays)", () => {
  it("adds a shopping item once when the same key comes twice, and answers the same", async () => {
    const owner = await createHouseholdOwner(server);
    const key = "0193a4c2-7f7e-7000-8000-000000000001";
    const first = await owner.client.post<ShoppingItem>(
      "/api/shopping/items",
      { name: "Leche", quantity: "2 L" },
      withKey(key),
    );
    const again = await owner.client.post<ShoppingItem>(
      "/api/shopping/items",
      { name: "Leche", quantity: "2 L" },
      withKey(key),
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await items(owner)).map((item) => item.name)).toEqual(["Leche"]);

    // Without a key (or with another one) a second add is a second item, as before.
    await owner.client.post("/api/shopping/items", { name: "Leche" });
    await owner.client.post("/api/shopping/items", { name: "Leche" }, withKey(`${key}-b`));
    expect(await items(owner)).toHaveLength(3);
  });

  it("completes a repeating task once: a replay does not create a second next occurrence", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await owner.client.post<{ task: Task }>("/api/tasks", {
      title: "Sacar la basura",
      dueDate: "2026-12-01",
      recurringPattern: "daily",
    });
    expect(created.status).toBe(201);
    const id = created.body.task.id;
    const key = "complete-task-0001";
    const first = await owner.client.patch(`/api/tasks/${id}`, { status: "done" }, withKey(key));
    const again = await owner.client.patch(`/api/tasks/${id}`, { status: "done" }, withKey(key));
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const board = await owner.client.get<{ tasks: Task[] }>("/api/tasks?limit=50");
    expect(board.body.tasks.filter((task) => task.title === "Sacar la basura")).toHaveLength(2);
  });

  it("adjusts a pantry quantity once per key", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await owner.client.post<PantryItemView>("/api/pantry/items", {
      name: "Arroz",
      qtyOnHand: 2,
      unit: "kg",
      reorderThreshold: 1,
    });
    expect(created.status).toBe(201);
    const path = `/api/pantry/items/${created.body.id}/adjust`;
    await owner.client.post(path, { delta: -1 }, withKey("adjust-rice-0001"));
    const again = await owner.client.post<PantryItemView>(
      path,
      { delta: -1 },
      withKey("adjust-rice-0001"),
    );
    expect(again.body.qtyOnHand).toBe(1);
    await owner.client.post(path, { delta: -1 }, withKey("adjust-rice-0002"));
    const pantry = await owner.client.get<{ items: PantryItemView[] }>("/api/pantry");
    expect(pantry.body.items.find((item) => item.id === created.body.id)?.qtyOnHand).toBe(0);
  });

  it("replays a refusal as it was (the item was deleted by someone else meanwhile)", async () => {
    const owner = await createHouseholdOwner(server);
    const added = await owner.client.post<ShoppingItem>("/api/shopping/items", { name: "Pan" });
    await owner.client.delete(`/api/shopping/items/${added.body.id}`);
    const key = "check-deleted-0001";
    const path = `/api/shopping/items/${added.body.id}/check`;
    const first = await owner.client.post<ErrorBody>(path, { checked: true }, withKey(key));
    const again = await owner.client.post<ErrorBody>(path, { checked: true }, withKey(key));
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(first.body);
  });

  it("refuses a key reused for another request, and a malformed key, changing nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const key = "reused-key-0001";
    await owner.client.post("/api/shopping/items", { name: "Huevos" }, withKey(key));
    const other = await owner.client.post<ErrorBody>(
      "/api/shopping/items",
      { name: "Tortillas" },
      withKey(key),
    );
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe(
      "Esta clave Idempotency-Key ya se usó para otra petición",
    );
    const malformed = await owner.client.post<ErrorBody>(
      "/api/shopping/items",
      { name: "Tortillas" },
      withKey("corta"),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("IDEMPOTENCY_KEY_INVALID");
    expect((await items(owner)).map((item) => item.name)).toEqual(["Huevos"]);
  });

  it("keeps keys per member and household: another member's same key is a new request", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const stranger = await createHouseholdOwner(server);
    const key = "shared-key-0001";
    const mine = await owner.client.post<ShoppingItem>(
      "/api/shopping/items",
      { name: "Café" },
      withKey(key),
    );
    const theirs = await member.client.post<ShoppingItem>(
      "/api/shopping/items",
      { name: "Café" },
      withKey(key),
    );
    const strangers = await stranger.client.post<ShoppingItem>(
      "/api/shopping/items",
      { name: "Café" },
      withKey(key),
    );
    expect(new Set([mine.body.id, theirs.body.id, strangers.body.id]).size).toBe(3);
    expect(await items(owner)).toHaveLength(2);
    expect(await items(stranger)).toHaveLength(1);
  });
});
