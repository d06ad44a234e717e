import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "#server/modules/live/live-events.ts";
import type { ShoppingItem, ShoppingOverview } from "#shared/schemas/shopping.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const overview = async (member: TestMember) =>
  (await member.client.get<ShoppingOverview>("/api/shopping")).body;

const addItem = (member: TestMember, body: Record<string, unknown>) =>
  member.client.post<ShoppingItem & ErrorBody>("/api/shopping/items", body);

async function setPlan(
  member: TestMember,
  plan: "gratis" | "familiar",
  status: "trial" | "active",
) {
  await server.database.db
    .updateTable("households")
    .set({ plan, subscription_status: status })
    .where("id", "=", member.membership.householdId)
    .execute();
}

describe("shopping items", () => {
  it("starts a household without lists on a default list and guesses the aisle", async () => {
    const owner = await createHouseholdOwner(server);
    expect((await overview(owner)).lists).toEqual([]);

    const added = await addItem(owner, { name: "  Leche  ", quantity: "2 L" });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: "Leche",
      quantity: "2 L",
      category: "Lácteos",
      isChecked: false,
      addedBy: owner.account.id,
      addedByName: owner.account.name,
    });
    await addItem(owner, { name: "Pilas AA", category: "Otros", notes: "para el control" });

    const { lists } = await overview(owner);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.name).toBe("Lista de compras");
    expect(lists[0]?.items.map((item) => item.name)).toEqual(["Leche", "Pilas AA"]);
  });

  it("asks before a second line of an item still to buy, and bumps its quantity when told to", async () => {
    const owner = await createHouseholdOwner(server);
    const first = await addItem(owner, { name: "Aguacates", quantity: "2" });
    expect(first.status).toBe(201);

    const asked = await addItem(owner, { name: "aguacate", quantity: "6", ifOnList: "ask" });
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatchObject({
      code: "SHOPPING_ITEM_ON_LIST",
      message: "Ese item ya está en la lista. Puedes sumar la cantidad o agregarlo aparte.",
    });
    let items = (await overview(owner)).lists[0]?.items ?? [];
    expect(items.map((item) => [item.name, item.quantity])).toEqual([["Aguacates", "2"]]);

    const bumped = await addItem(owner, { name: "Aguacates", quantity: "6", ifOnList: "bump" });
    expect(bumped.status).toBe(200);
    expect(bumped.body).toMatchObject({ id: first.body.id, name: "Aguacates", quantity: "8" });
    items = (await overview(owner)).lists[0]?.items ?? [];
    expect(items.map((item) => [item.name, item.quantity])).toEqual([["Aguacates", "8"]]);

    // A bought line is not "on the list": asking adds a new one.
    await owner.client.post(`/api/shopping/items/${first.body.id}/check`, { checked: true });
    const again = await addItem(owner, { name: "Aguacates", ifOnList: "ask" });
    expect(again.status).toBe(201);

    // Chosen on purpose, a second line is still possible.
    const separate = await addItem(owner, { name: "Aguacates", ifOnList: "add" });
    expect(separate.status).toBe(201);
    items = (await overview(owner)).lists[0]?.items ?? [];
    expect(items.filter((item) => item.name === "Aguacates")).toHaveLength(3);
  });

  it("keeps another household's identical item out of the duplicate check", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server);
    await addItem(stranger, { name: "Pan" });
    const added = await addItem(owner, { name: "Pan", ifOnList: "ask" });
    expect(added.status).toBe(201);
    const bad = await addItem(owner, { name: "Pan", ifOnList: "maybe" });
    expect(bad.status).toBe(400);
  });

  it("refuses bad input with a Spanish message and changes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    await addItem(owner, { name: "Pan" });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: "   " }, 400, "El nombre es requerido"],
      [{}, 400, "El nombre es requerido"],
      [{ name: "Pan", category: "Juguetes" }, 400, "Elige una categoría de la lista"],
      [{ name: "x".repeat(121) }, 400, "El texto es demasiado largo"],
      [{ name: "Pan", listId: "no-existe" }, 404, "No encontramos lo que buscas"],
    ];
    for (const [body, status, message] of cases) {
      const response = await addItem(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error.message).toBe(message);
    }
    const notJson = await owner.client.post<ErrorBody>("/api/shopping/items", undefined, {
      rawBody: "{nombre",
    });
    expect(notJson.status).toBe(400);
    expect((await overview(owner)).lists[0]?.items).toHaveLength(1);
  });

  it("checks and unchecks, and a guest helping in the shop may check but not add or delete", async () => {
    const owner = await createHouseholdOwner(server);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const { body: item } = await addItem(owner, { name: "Huevos" });

    const checked = await guest.client.post<{ item: ShoppingItem }>(
      `/api/shopping/items/${item.id}/check`,
      { checked: true },
    );
    expect(checked.status).toBe(200);
    expect(checked.body.item.isChecked).toBe(true);
    expect(checked.body.item.checkedAt).not.toBeNull();

    const unchecked = await owner.client.post<{ item: ShoppingItem }>(
      `/api/shopping/items/${item.id}/check`,
      { checked: false },
    );
    expect(unchecked.body.item).toMatchObject({ isChecked: false, checkedAt: null });

    expect((await addItem(guest, { name: "Chocolate" })).status).toBe(403);
    expect((await guest.client.delete(`/api/shopping/items/${item.id}`)).status).toBe(403);
    const badCheck = await owner.client.post<ErrorBody>(`/api/shopping/items/${item.id}/check`, {
      checked: "sí",
    });
    expect(badCheck.status).toBe(400);
    expect((await overview(owner)).lists[0]?.items.map((i) => i.name)).toEqual(["Huevos"]);
  });

  it("lets members edit and delete their own items, and owners and admins anyone's", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const { body: ownersItem } = await addItem(owner, { name: "Café" });
    const { body: membersItem } = await addItem(member, { name: "Galletas" });

    const edited = await member.client.patch<ShoppingItem>(
      `/api/shopping/items/${membersItem.id}`,
      { quantity: "2 paquetes", notes: "de avena" },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: "Galletas",
      quantity: "2 paquetes",
      notes: "de avena",
    });

    const refused = await member.client.delete<ErrorBody>(`/api/shopping/items/${ownersItem.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("No tienes permiso para hacer esto");
    expect(
      (await member.client.patch(`/api/shopping/items/${ownersItem.id}`, { name: "Té" })).status,
    ).toBe(403);

    expect((await member.client.delete(`/api/shopping/items/${membersItem.id}`)).status).toBe(204);
    const { body: again } = await addItem(member, { name: "Galletas" });
    expect((await owner.client.delete(`/api/shopping/items/${again.id}`)).status).toBe(204);
    expect((await overview(owner)).lists[0]?.items.map((i) => i.name)).toEqual(["Café"]);
  });

  it("tells every member's open screen about each change", async () => {
    const owner = await createHouseholdOwner(server);
    const events: LiveEvent[] = [];
    const stop = server.live.subscribe(owner.membership.householdId, (event) => events.push(event));
    const { body: item } = await addItem(owner, { name: "Tortillas" });
    await owner.client.post(`/api/shopping/items/${item.id}/check`, { checked: true });
    await owner.client.delete(`/api/shopping/items/${item.id}`);
    stop();
    expect(events.map((event) => [event.topic, event.action, event.id])).toEqual([
      ["shopping", "item.added", item.id],
      ["shopping", "item.checked", item.id],
      ["shopping", "item.deleted", item.id],
    ]);
    expect(events[0]?.actorId).toBe(owner.account.id);
  });
});

describe("shopping lists", () => {
  it("creates, renames and archives lists; archived lists take no items", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await owner.client.post<{ id: string; name: string }>("/api/shopping/lists", {
      name: "Súper del sábado",
    });
    expect(created.status).toBe(201);
    const renamed = await owner.client.patch<{ name: string }>(
      `/api/shopping/lists/${created.body.id}`,
      { name: "Mercado" },
    );
    expect(renamed.body.name).toBe("Mercado");
    await addItem(owner, { name: "Cilantro", listId: created.body.id });

    const blank = await owner.client.patch<ErrorBody>(`/api/shopping/lists/${created.body.id}`, {
      name: " ",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("El nombre de la lista es requerido");

    const archived = await owner.client.patch<{ isActive: boolean }>(
      `/api/shopping/lists/${created.body.id}`,
      { isActive: false },
    );
    expect(archived.body.isActive).toBe(false);
    const state = await overview(owner);
    expect(state.lists).toEqual([]);
    expect(state.archivedLists.map((list) => list.name)).toEqual(["Mercado"]);

    const refused = await addItem(owner, { name: "Pan", listId: created.body.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Esa lista está archivada. Restáurala para agregarle items.",
    );
  });

  it("keeps a Gratis household to one active list; a trial counts as Familiar", async () => {
    const owner = await createHouseholdOwner(server);
    const first = await owner.client.post<{ id: string }>("/api/shopping/lists", { name: "Casa" });
    expect((await owner.client.post("/api/shopping/lists", { name: "Oficina" })).status).toBe(201);

    const gratis = await createHouseholdOwner(server);
    await setPlan(gratis, "gratis", "active");
    const only = await gratis.client.post<{ id: string }>("/api/shopping/lists", { name: "Casa" });
    expect(only.status).toBe(201);
    const second = await gratis.client.post<ErrorBody>("/api/shopping/lists", { name: "Otra" });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(
      "Tu plan Gratis incluye 1 lista de compras. Archiva una lista o mejora tu plan para tener más.",
    );
    expect((await overview(gratis)).limits).toEqual({ maxLists: 1, activeLists: 1 });

    // Archiving makes room; bringing the old one back would go over the limit.
    await gratis.client.patch(`/api/shopping/lists/${only.body.id}`, { isActive: false });
    expect((await gratis.client.post("/api/shopping/lists", { name: "Nueva" })).status).toBe(201);
    const restore = await gratis.client.patch<ErrorBody>(`/api/shopping/lists/${only.body.id}`, {
      isActive: true,
    });
    expect(restore.status).toBe(409);
    expect((await overview(gratis)).lists.map((list) => list.name)).toEqual(["Nueva"]);
    expect(first.status).toBe(201);
  });

  it("lets a member manage the lists they made but not the household's others", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const ownersList = await owner.client.post<{ id: string }>("/api/shopping/lists", {
      name: "Casa",
    });
    const membersList = await member.client.post<{ id: string }>("/api/shopping/lists", {
      name: "Fiesta",
    });
    expect(
      (await member.client.patch(`/api/shopping/lists/${ownersList.body.id}`, { isActive: false }))
        .status,
    ).toBe(403);
    expect(
      (await member.client.patch(`/api/shopping/lists/${membersList.body.id}`, { name: "Cumple" }))
        .status,
    ).toBe(200);
  });
});

describe("'Vaciar comprados'", () => {
  it("lets owners and admins clear a list's bought items, leaving what is still to buy", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const { body: bread } = await addItem(owner, { name: "Pan" });
    const { body: milk } = await addItem(member, { name: "Leche" });
    await addItem(owner, { name: "Café" });
    for (const item of [bread, milk]) {
      await member.client.post(`/api/shopping/items/${item.id}/check`, { checked: true });
    }
    const path = `/api/shopping/lists/${bread.listId}/clear-checked`;
    expect((await member.client.post(path, {})).status).toBe(403);
    expect((await stranger.client.post(path, {})).status).toBe(404);
    const cleared = await owner.client.post<{ deleted: number }>(path, {});
    expect(cleared.body).toEqual({ deleted: 2 });
    expect((await overview(owner)).lists[0]?.items.map((item) => item.name)).toEqual(["Café"]);
  });
});

describe("household isolation", () => {
  it("answers 404 for another household's lists and items and changes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const { body: item } = await addItem(owner, { name: "Queso" });
    const listId = item.listId;

    expect((await overview(stranger)).lists).toEqual([]);
    const attempts = [
      stranger.client.post(`/api/shopping/items/${item.id}/check`, { checked: true }),
      stranger.client.patch(`/api/shopping/items/${item.id}`, { name: "Robado" }),
      stranger.client.delete(`/api/shopping/items/${item.id}`),
      stranger.client.patch(`/api/shopping/lists/${listId}`, { isActive: false }),
      stranger.client.post("/api/shopping/items", { name: "Intruso", listId }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);

    const { lists } = await overview(owner);
    expect(lists[0]?.items).toMatchObject([{ name: "Queso", isChecked: false }]);
    expect((await stranger.client.get("/api/shopping")).status).toBe(200);
    expect((await server.client().get("/api/shopping")).status).toBe(401);
  });
});
