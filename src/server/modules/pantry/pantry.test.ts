import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "#shared/pantry/expiry.ts";
import type { MissingItemsResult, PantryItemView, PantryOverview } from "#shared/schemas/pantry.ts";
import type { RestockOffer, ShoppingItem, ShoppingOverview } from "#shared/schemas/shopping.ts";
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

const pantry = async (member: TestMember) =>
  (await member.client.get<PantryOverview>("/api/pantry")).body;

const addPantryItem = (member: TestMember, body: Record<string, unknown>) =>
  member.client.post<PantryItemView & ErrorBody>("/api/pantry/items", body);

const adjust = (member: TestMember, id: string, body: Record<string, unknown>) =>
  member.client.post<PantryItemView & ErrorBody>(`/api/pantry/items/${id}/adjust`, body);

/** A calendar day counted from the household's today (Mexico City). */
function dayFromToday(days: number): string {
  const today = localDate(new Date(), "America/Mexico_City");
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("pantry items", () => {
  it("applies the spec's defaults: quantity 0, threshold 2, unit 'unidad', category Otros", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await addPantryItem(owner, { name: "Velas", qtyOnHand: "" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Velas",
      qtyOnHand: 0,
      reorderThreshold: 2,
      unit: "unidad",
      category: "Otros",
      location: null,
      expiryDate: null,
      lowStock: true,
      expiry: "none",
      missing: 2,
    });

    const full = await addPantryItem(owner, {
      name: "Arroz",
      qtyOnHand: "1,5",
      unit: "kg",
      reorderThreshold: "1",
      category: "Despensa",
      location: "Alacena",
      expiryDate: dayFromToday(90),
      notes: "integral",
    });
    expect(full.body).toMatchObject({
      qtyOnHand: 1.5,
      reorderThreshold: 1,
      unit: "kg",
      lowStock: false,
      expiry: "fresh",
    });
    expect((await pantry(owner)).items.map((item) => item.name)).toEqual(["Arroz", "Velas"]);
  });

  it("refuses what is not a number, and other bad input, changing nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: " " }, "name", "El nombre es requerido"],
      [{ name: "Leche", qtyOnHand: "dos" }, "qtyOnHand", "La cantidad debe ser un número"],
      [{ name: "Leche", qtyOnHand: "2 litros" }, "qtyOnHand", "La cantidad debe ser un número"],
      [{ name: "Leche", qtyOnHand: -1 }, "qtyOnHand", "La cantidad no puede ser negativa"],
      [
        { name: "Leche", reorderThreshold: "mucho" },
        "reorderThreshold",
        "El mínimo debe ser un número",
      ],
      [{ name: "Leche", unit: "taza" }, "unit", "Elige una unidad de la lista"],
      [{ name: "Leche", category: "Lácteos" }, "category", "Elige una categoría de la lista"],
      [{ name: "Leche", expiryDate: "2026-02-30" }, "expiryDate", "Escribe una fecha válida"],
    ];
    for (const [body, field, message] of cases) {
      const response = await addPantryItem(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.[field]).toBe(message);
    }
    expect((await pantry(owner)).items).toEqual([]);
  });

  it("raises and lowers quantities with +/-, never below 0", async () => {
    const owner = await createHouseholdOwner(server);
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const { body: item } = await addPantryItem(owner, { name: "Huevos", qtyOnHand: 1 });

    expect((await adjust(child, item.id, { delta: 1 })).body).toMatchObject({
      qtyOnHand: 2,
      lowStock: false,
    });
    expect((await adjust(owner, item.id, { delta: -1 })).body.qtyOnHand).toBe(1);
    expect((await adjust(owner, item.id, { delta: -1 })).body).toMatchObject({
      qtyOnHand: 0,
      lowStock: true,
    });
    const floor = await adjust(owner, item.id, { delta: -1 });
    expect(floor.status).toBe(200);
    expect(floor.body.qtyOnHand).toBe(0);
    expect((await adjust(owner, item.id, { quantity: "12" })).body.qtyOnHand).toBe(12);

    const refusals: [TestMember, Record<string, unknown>, number][] = [
      [guest, { delta: 1 }, 403],
      [owner, { delta: 0 }, 400],
      [owner, { delta: "uno" }, 400],
      [owner, { delta: 1, quantity: 3 }, 400],
      [owner, {}, 400],
    ];
    for (const [member, body, status] of refusals) {
      expect((await adjust(member, item.id, body)).status, JSON.stringify(body)).toBe(status);
    }
    expect((await pantry(owner)).items[0]?.qtyOnHand).toBe(12);
  });

  it("counts two members tapping + at the same time", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const { body: item } = await addPantryItem(owner, { name: "Yogur" });
    await Promise.all([
      adjust(owner, item.id, { delta: 1 }),
      adjust(member, item.id, { delta: 1 }),
      adjust(owner, item.id, { delta: 1 }),
    ]);
    expect((await pantry(owner)).items[0]?.qtyOnHand).toBe(3);
  });

  it("alerts on low stock and on what expires within 7 days, from the household's today", async () => {
    const owner = await createHouseholdOwner(server);
    await addPantryItem(owner, { name: "Leche", qtyOnHand: 1, expiryDate: dayFromToday(3) });
    await addPantryItem(owner, { name: "Crema", qtyOnHand: 5, expiryDate: dayFromToday(-1) });
    await addPantryItem(owner, { name: "Queso", qtyOnHand: 5, expiryDate: dayFromToday(7) });
    await addPantryItem(owner, { name: "Atún", qtyOnHand: 2, expiryDate: dayFromToday(8) });

    const { today, items } = await pantry(owner);
    expect(today).toBe(localDate(new Date(), "America/Mexico_City"));
    const byName = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(byName.Leche).toMatchObject({ lowStock: true, expiry: "expiring", daysToExpiry: 3 });
    expect(byName.Crema).toMatchObject({ lowStock: false, expiry: "expired", daysToExpiry: -1 });
    expect(byName.Queso).toMatchObject({ expiry: "expiring", daysToExpiry: 7 });
    expect(byName.Atún).toMatchObject({ lowStock: false, expiry: "fresh", daysToExpiry: 8 });
  });

  it("lets members edit and delete their own items, and owners and admins anyone's", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const { body: ownersItem } = await addPantryItem(owner, { name: "Aceite" });
    const { body: membersItem } = await addPantryItem(member, { name: "Galletas" });

    const edit = { name: "Aceite de oliva", qtyOnHand: 1, unit: "L", reorderThreshold: 1 };
    expect((await member.client.put(`/api/pantry/items/${ownersItem.id}`, edit)).status).toBe(403);
    const edited = await owner.client.put<PantryItemView>(
      `/api/pantry/items/${ownersItem.id}`,
      edit,
    );
    expect(edited.body).toMatchObject({ name: "Aceite de oliva", unit: "L", lowStock: false });
    const invalid = await owner.client.put<ErrorBody>(`/api/pantry/items/${ownersItem.id}`, {
      ...edit,
      qtyOnHand: "x",
    });
    expect(invalid.status).toBe(400);

    expect((await member.client.delete(`/api/pantry/items/${ownersItem.id}`)).status).toBe(403);
    expect((await member.client.delete(`/api/pantry/items/${membersItem.id}`)).status).toBe(204);
    expect((await pantry(owner)).items.map((item) => [item.name, item.qtyOnHand])).toEqual([
      ["Aceite de oliva", 1],
    ]);
  });
});

describe("'Agregar faltantes a la lista'", () => {
  it("puts every low-stock item on the list with what is missing, without duplicates", async () => {
    const owner = await createHouseholdOwner(server);
    await addPantryItem(owner, { name: "Huevos", qtyOnHand: 0, reorderThreshold: 12 });
    await addPantryItem(owner, {
      name: "Arroz",
      qtyOnHand: "0.25",
      unit: "kg",
      reorderThreshold: 1,
      category: "Despensa",
    });
    await addPantryItem(owner, {
      name: "Leche",
      qtyOnHand: 1,
      unit: "L",
      category: "Refrigerados",
    });
    await addPantryItem(owner, { name: "Sal", qtyOnHand: 3 });
    // Already on the list, still to buy: left as it is.
    await owner.client.post("/api/shopping/items", { name: "huevo", quantity: "1 docena" });

    const first = await owner.client.post<MissingItemsResult>(
      "/api/pantry/missing-to-shopping",
      {},
    );
    expect(first.status).toBe(200);
    expect(first.body.list.name).toBe("Lista de compras");
    expect(first.body.added.map((item) => [item.name, item.quantity, item.category])).toEqual([
      ["Arroz", "0.75 kg", "Despensa"],
      ["Leche", "1 L", "Lácteos"],
    ]);
    expect(first.body.skipped).toEqual(["Huevos"]);

    const second = await owner.client.post<MissingItemsResult>(
      "/api/pantry/missing-to-shopping",
      {},
    );
    expect(second.body.added).toEqual([]);
    expect(second.body.skipped.sort()).toEqual(["Arroz", "Huevos", "Leche"]);

    const { body } = await owner.client.get<ShoppingOverview>("/api/shopping");
    expect(body.lists[0]?.items.map((item) => item.name)).toEqual(["huevo", "Arroz", "Leche"]);
  });

  it("adds to the list asked for, and not to another household's", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    await addPantryItem(owner, { name: "Café", qtyOnHand: 0, reorderThreshold: 1 });
    const list = await owner.client.post<{ id: string }>("/api/shopping/lists", { name: "Súper" });
    const foreign = await stranger.client.post<ErrorBody>("/api/pantry/missing-to-shopping", {
      listId: list.body.id,
    });
    expect(foreign.status).toBe(404);
    const mine = await owner.client.post<MissingItemsResult>("/api/pantry/missing-to-shopping", {
      listId: list.body.id,
    });
    expect(mine.body.list.id).toBe(list.body.id);
    expect(mine.body.added.map((item) => item.quantity)).toEqual(["1 unidad"]);
  });
});

describe("restocking from a bought shopping item", () => {
  it("offers the bought amount in the pantry's unit and adds it once", async () => {
    const owner = await createHouseholdOwner(server);
    const { body: rice } = await addPantryItem(owner, { name: "Arroz", qtyOnHand: 1, unit: "kg" });
    const { body: item } = await owner.client.post<ShoppingItem>("/api/shopping/items", {
      name: "arroz",
      quantity: "500 g",
    });
    const checked = await owner.client.post<{ restock: RestockOffer | null }>(
      `/api/shopping/items/${item.id}/check`,
      { checked: true },
    );
    expect(checked.body.restock).toEqual({
      pantryItemId: rice.id,
      pantryItemName: "Arroz",
      amount: 0.5,
      unit: "kg",
      qtyOnHand: 1,
    });

    const restock = () =>
      owner.client.post<PantryItemView & ErrorBody>("/api/pantry/restock-from-shopping", {
        shoppingItemId: item.id,
      });
    const [a, b] = await Promise.all([restock(), restock()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = a.status === 200 ? a : b;
    expect(done.body.qtyOnHand).toBe(1.5);
    expect((await restock()).body.error.message).toBe("Este item ya se sumó a la despensa");
    expect((await pantry(owner)).items[0]?.qtyOnHand).toBe(1.5);

    // Checked again later, it is not offered twice.
    await owner.client.post(`/api/shopping/items/${item.id}/check`, { checked: false });
    const again = await owner.client.post<{ restock: RestockOffer | null }>(
      `/api/shopping/items/${item.id}/check`,
      { checked: true },
    );
    expect(again.body.restock).toBeNull();
  });

  it("restocks the pantry item a line names in another language", async () => {
    const owner = await createHouseholdOwner(server);
    const { body: milk } = await addPantryItem(owner, { name: "Leche", qtyOnHand: 1, unit: "L" });
    const { body: item } = await owner.client.post<ShoppingItem>("/api/shopping/items", {
      name: "Leite",
      quantity: "2 l",
    });
    const checked = await owner.client.post<{ restock: RestockOffer | null }>(
      `/api/shopping/items/${item.id}/check`,
      { checked: true },
    );
    expect(checked.body.restock).toMatchObject({ pantryItemId: milk.id, amount: 2, unit: "L" });
    const restocked = await owner.client.post<PantryItemView>("/api/pantry/restock-from-shopping", {
      shoppingItemId: item.id,
    });
    expect(restocked.body.qtyOnHand).toBe(3);
  });

  it("offers nothing for items the pantry does not keep, units it cannot compare, or guests", async () => {
    const owner = await createHouseholdOwner(server);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    await addPantryItem(owner, { name: "Harina", unit: "kg" });
    await addPantryItem(owner, { name: "Pan" });
    const add = async (name: string, quantity?: string) =>
      (await owner.client.post<ShoppingItem>("/api/shopping/items", { name, quantity })).body;
    const flour = await add("Harina", "1 L");
    const bread = await add("Pan");
    const candles = await add("Velas");

    const check = async (member: TestMember, id: string) =>
      (
        await member.client.post<{ restock: RestockOffer | null }>(
          `/api/shopping/items/${id}/check`,
          { checked: true },
        )
      ).body.restock;
    expect(await check(owner, flour.id)).toBeNull();
    expect(await check(owner, candles.id)).toBeNull();
    expect(await check(guest, bread.id)).toBeNull();
    const refused = await owner.client.post<ErrorBody>("/api/pantry/restock-from-shopping", {
      shoppingItemId: candles.id,
    });
    expect(refused.status).toBe(409);
    expect(
      (await guest.client.post("/api/pantry/restock-from-shopping", { shoppingItemId: bread.id }))
        .status,
    ).toBe(403);
  });
});

describe("household isolation", () => {
  it("answers 404 for another household's pantry items and changes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const { body: item } = await addPantryItem(owner, { name: "Frijoles", qtyOnHand: 4 });
    const { body: bought } = await owner.client.post<ShoppingItem>("/api/shopping/items", {
      name: "Frijoles",
    });
    await owner.client.post(`/api/shopping/items/${bought.id}/check`, { checked: true });

    expect((await pantry(stranger)).items).toEqual([]);
    const attempts = await Promise.all([
      adjust(stranger, item.id, { delta: -1 }),
      stranger.client.put(`/api/pantry/items/${item.id}`, { name: "Robado" }),
      stranger.client.delete(`/api/pantry/items/${item.id}`),
      stranger.client.post("/api/pantry/restock-from-shopping", { shoppingItemId: bought.id }),
    ]);
    for (const response of attempts) expect(response.status).toBe(404);
    expect((await pantry(owner)).items).toMatchObject([{ name: "Frijoles", qtyOnHand: 4 }]);
  });
});
