import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import type { PantryItemView, PantryOverview } from "#shared/schemas/pantry.ts";
import type { ShoppingItem, ShoppingOverview } from "#shared/schemas/shopping.ts";
import type { Task, TaskBoard } from "#shared/schemas/tasks.ts";
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

const restore = (member: TestMember, kind: string, id: string) =>
  member.client.post<ErrorBody>(`/api/deleted/${kind}/${id}/restore`, {});

const board = async (member: TestMember) =>
  (await member.client.get<TaskBoard>("/api/tasks")).body.tasks;

const shoppingItems = async (member: TestMember) =>
  (await member.client.get<ShoppingOverview>("/api/shopping")).body.lists.flatMap(
    (list) => list.items,
  );

describe("«Deshacer» after a delete", () => {
  it("brings a task back with the same id and every field, for every member to see", async () => {
    const owner = await createHouseholdOwner(server);
    const partner = await addHouseholdMember(server, owner.membership.householdId, "admin");
    const created = await owner.client.post<{ task: Task }>("/api/tasks", {
      title: "Pagar la luz",
      description: "Recibo de noviembre",
      priority: "high",
      dueDate: "2026-12-04",
      dueTime: "18:30",
      assignedTo: partner.membership.profileId,
      status: "in_progress",
    });
    const task = created.body.task;

    expect((await owner.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect(await board(partner)).toEqual([]);

    expect((await restore(owner, "tasks", task.id)).status).toBe(204);
    const [back] = await board(partner);
    expect(back).toEqual(task);

    // Taken out of the bin once: a second undo has nothing to bring back.
    expect((await restore(owner, "tasks", task.id)).status).toBe(404);
    expect(await board(owner)).toHaveLength(1);
  });

  it("brings back a shopping item, a pantry item and an event exactly as they were", async () => {
    const owner = await createHouseholdOwner(server);
    const added = await owner.client.post<ShoppingItem>("/api/shopping/items", {
      name: "Plátanos",
      quantity: "6",
      notes: "maduros",
    });
    await owner.client.post(`/api/shopping/items/${added.body.id}/check`, { checked: true });
    const [item] = await shoppingItems(owner);
    await owner.client.delete(`/api/shopping/items/${added.body.id}`);
    expect(await shoppingItems(owner)).toEqual([]);
    expect((await restore(owner, "shopping-items", added.body.id)).status).toBe(204);
    expect(await shoppingItems(owner)).toEqual([item]);

    const pantryItem = await owner.client.post<PantryItemView>("/api/pantry/items", {
      name: "Arroz",
      qtyOnHand: "1,5",
      unit: "kg",
      location: "Alacena",
    });
    await owner.client.delete(`/api/pantry/items/${pantryItem.body.id}`);
    expect((await restore(owner, "pantry-items", pantryItem.body.id)).status).toBe(204);
    const pantry = (await owner.client.get<PantryOverview>("/api/pantry")).body;
    expect(pantry.items).toEqual([pantryItem.body]);

    const event = await owner.client.post<{ event: CalendarEvent }>("/api/calendar/events", {
      title: "Cena con los abuelos",
      allDay: false,
      start: "2026-12-05T01:00:00.000Z",
      end: "2026-12-05T03:00:00.000Z",
      eventType: "family",
      notes: "Llevar postre",
    });
    const { id } = event.body.event;
    await owner.client.delete(`/api/calendar/events/${id}`);
    expect((await restore(owner, "events", id)).status).toBe(204);
    const calendar = await owner.client.get<{ events: CalendarEvent[] }>(
      "/api/calendar?from=2026-12-01&to=2026-12-10",
    );
    expect(calendar.body.events).toEqual([event.body.event]);
  });

  it("is only for the member who deleted, only in their household, and says when it is too late", async () => {
    const owner = await createHouseholdOwner(server);
    const partner = await addHouseholdMember(server, owner.membership.householdId, "admin");
    const stranger = await createHouseholdOwner(server);
    const created = await owner.client.post<{ task: Task }>("/api/tasks", { title: "Regar" });
    const { id } = created.body.task;
    await owner.client.delete(`/api/tasks/${id}`);

    expect((await restore(stranger, "tasks", id)).status).toBe(404);
    expect((await restore(partner, "tasks", id)).status).toBe(404);
    expect((await restore(owner, "sofas", id)).status).toBe(404);
    expect(await board(owner)).toEqual([]);

    // Past the window: the row stays deleted and the answer says so in Spanish.
    await server.database.db
      .updateTable("deleted_items")
      .set({ deleted_at: new Date(Date.now() - 11 * 60_000) })
      .where("item_id", "=", id)
      .execute();
    const late = await restore(owner, "tasks", id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe("Ya no se puede deshacer");
    expect(await board(owner)).toEqual([]);
  });

  it("cannot bring an item back into a list that no longer exists", async () => {
    const owner = await createHouseholdOwner(server);
    const list = await owner.client.post<{ id: string }>("/api/shopping/lists", { name: "Fiesta" });
    const added = await owner.client.post<ShoppingItem>("/api/shopping/items", {
      name: "Globos",
      listId: list.body.id,
    });
    await owner.client.delete(`/api/shopping/items/${added.body.id}`);
    await server.database.db.deleteFrom("shopping_lists").where("id", "=", list.body.id).execute();
    const answer = await restore(owner, "shopping-items", added.body.id);
    expect(answer.status).toBe(409);
    expect(await shoppingItems(owner)).toEqual([]);
  });
});
