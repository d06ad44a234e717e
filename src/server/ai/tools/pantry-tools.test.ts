import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTool as run, toolsFor } from "#tests/server/harness/assistant-tools.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

async function addPantryItem(member: TestMember, body: Record<string, unknown>) {
  const response = await member.client.post<{ id: string }>("/api/pantry/items", body);
  expect(response.status).toBe(201);
}

async function storedPantry(member: TestMember) {
  const rows = await server.database.db
    .selectFrom("inventory_items")
    .select(["name", "qty_on_hand", "unit", "category"])
    .where("household_id", "=", member.membership.householdId)
    .orderBy("name")
    .execute();
  return rows.map((row) => ({
    name: row.name,
    quantity: Number(row.qty_on_hand),
    unit: row.unit,
    category: row.category,
  }));
}

describe("adjusting the pantry", () => {
  it("adds what was bought, creating the item when the pantry did not have it", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await addPantryItem(owner, { name: "Huevos", qtyOnHand: 12, unit: "unidad" });
    expect(await run(tools, "adjustPantryItem", { name: "huevos", delta: 6 })).toMatchObject({
      ok: true,
      previous: 12,
      created: false,
      item: { name: "Huevos", quantity: 18 },
    });
    expect(
      await run(tools, "adjustPantryItem", { name: "Leche", delta: 2, unit: "litros" }),
    ).toEqual({
      ok: true,
      previous: 0,
      created: true,
      item: {
        name: "Leche",
        quantity: 2,
        unit: "L",
        expiryDate: null,
        daysToExpiry: null,
        lowStock: false,
      },
    });
    expect(await run(tools, "adjustPantryItem", { name: "café", delta: 1 })).toMatchObject({
      created: true,
      item: { name: "Café", quantity: 1, unit: "unidad" },
    });
    expect(await storedPantry(owner)).toEqual([
      { name: "Café", quantity: 1, unit: "unidad", category: "Despensa" },
      { name: "Huevos", quantity: 18, unit: "unidad", category: "Otros" },
      { name: "Leche", quantity: 2, unit: "L", category: "Refrigerados" },
    ]);
  });

  it("adds a thing bought said more closely to the item the pantry has, but never takes from it so", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await addPantryItem(owner, { name: "Aceite", qtyOnHand: 0.5, unit: "L" });
    expect(
      await run(tools, "adjustPantryItem", { name: "Aceite de oliva", delta: 1, unit: "L" }),
    ).toMatchObject({ ok: true, created: false, item: { name: "Aceite", quantity: 1.5 } });
    expect(
      await run(tools, "adjustPantryItem", { name: "Aceite de oliva", quantity: 0 }),
    ).toMatchObject({ ok: false });
    expect(await storedPantry(owner)).toEqual([
      { name: "Aceite", quantity: 1.5, unit: "L", category: "Otros" },
    ]);
  });

  it("takes a share of what there is: «usé la mitad de la leche»", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await addPantryItem(owner, { name: "Leche", qtyOnHand: 3, unit: "L" });
    expect(await run(tools, "adjustPantryItem", { name: "leche", share: 0.5 })).toMatchObject({
      ok: true,
      previous: 3,
      item: { name: "Leche", quantity: 1.5, unit: "L" },
    });
    // Half of something the pantry does not have is not invented.
    expect(await run(tools, "adjustPantryItem", { name: "queso", share: 0.5 })).toMatchObject({
      ok: false,
      code: "NO_MATCH",
    });
    expect(await storedPantry(owner)).toEqual([
      { name: "Leche", quantity: 1.5, unit: "L", category: "Otros" },
    ]);
  });

  it("uses up, counts and runs out, in the item's own unit", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await addPantryItem(owner, { name: "Arroz", qtyOnHand: 2, unit: "kg" });
    await addPantryItem(owner, { name: "Café", qtyOnHand: 3, unit: "paquete" });
    await addPantryItem(owner, { name: "Huevos", qtyOnHand: 6, unit: "unidad" });
    expect(
      await run(tools, "adjustPantryItem", { name: "arroz", delta: -500, unit: "g" }),
    ).toMatchObject({ previous: 2, item: { quantity: 1.5, unit: "kg" } });
    expect(await run(tools, "adjustPantryItem", { name: "cafe", quantity: 0 })).toMatchObject({
      previous: 3,
      item: { quantity: 0, lowStock: true },
    });
    expect(await run(tools, "adjustPantryItem", { name: "eggs", delta: -2 })).toMatchObject({
      item: { name: "Huevos", quantity: 4 },
    });
    expect(await run(tools, "adjustPantryItem", { name: "huevo", delta: -10 })).toMatchObject({
      item: { quantity: 0 },
    });
    expect(
      await run(tools, "adjustPantryItem", { name: "arroz", delta: 1, unit: "litros" }),
    ).toEqual({
      ok: false,
      code: "UNIT_MISMATCH",
      message: "«Arroz» se cuenta en kg: no puedo usar L.",
    });
    // "usé 2 tazas de arroz": a kitchen measure is never taken for the item's own kilos.
    expect(
      await run(tools, "adjustPantryItem", { name: "arroz", delta: -2, unit: "taza" }),
    ).toEqual({
      ok: false,
      code: "UNIT_MISMATCH",
      message: "«Arroz» se cuenta en kg: no puedo usar taza.",
    });
    // Used up or counted, an item the pantry does not have is not invented.
    for (const input of [
      { name: "caviar", delta: -1 },
      { name: "caviar", quantity: 3 },
    ]) {
      expect(await run(tools, "adjustPantryItem", input)).toEqual({
        ok: false,
        code: "NO_MATCH",
        message: "No encontré «caviar» en la despensa.",
      });
    }
    expect((await storedPantry(owner)).map((item) => [item.name, item.quantity])).toEqual([
      ["Arroz", 1.5],
      ["Café", 0],
      ["Huevos", 0],
    ]);
  });

  it("asks which one when a name fits several items", async () => {
    const owner = await createHouseholdOwner(server);
    await addPantryItem(owner, { name: "Arroz blanco", qtyOnHand: 1, unit: "kg" });
    await addPantryItem(owner, { name: "Arroz integral", qtyOnHand: 1, unit: "kg" });
    expect(
      await run(toolsFor(server, owner), "adjustPantryItem", { name: "arroz", delta: 1 }),
    ).toEqual({
      ok: false,
      code: "AMBIGUOUS",
      message: "«arroz» puede ser «Arroz blanco» y «Arroz integral»: ¿cuál?",
    });
    expect(
      await run(toolsFor(server, owner), "readPantry", { view: "item", name: "arroz" }),
    ).toMatchObject({ items: [{ name: "Arroz blanco" }, { name: "Arroz integral" }] });
  });

  it("lets guests read but not change the pantry, and keeps households apart", async () => {
    const owner = await createHouseholdOwner(server);
    await addPantryItem(owner, { name: "Huevos", qtyOnHand: 12, unit: "unidad" });
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const refused = { ok: false, code: "FORBIDDEN", message: "No tienes permiso para hacer esto" };
    const guestTools = toolsFor(server, guest);
    expect(await run(guestTools, "adjustPantryItem", { name: "huevos", delta: -2 })).toEqual(
      refused,
    );
    expect(await run(guestTools, "adjustPantryItem", { name: "pan", delta: 2 })).toEqual(refused);
    expect(await run(guestTools, "readPantry", { view: "item", name: "huevo" })).toMatchObject({
      items: [{ name: "Huevos", quantity: 12 }],
    });

    const neighbour = await createHouseholdOwner(server);
    const theirs = toolsFor(server, neighbour);
    expect(await run(theirs, "readPantry", { view: "item", name: "huevos" })).toMatchObject({
      items: [],
    });
    expect(await run(theirs, "adjustPantryItem", { name: "huevos", delta: -2 })).toMatchObject({
      code: "NO_MATCH",
    });
    expect(await run(theirs, "adjustPantryItem", { name: "huevos", delta: 6 })).toMatchObject({
      created: true,
      item: { quantity: 6 },
    });
    expect(await storedPantry(owner)).toEqual([
      { name: "Huevos", quantity: 12, unit: "unidad", category: "Otros" },
    ]);
  });
});
