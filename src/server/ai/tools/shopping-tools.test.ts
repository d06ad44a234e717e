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

/** Every line of the household's lists, as stored. */
async function storedItems(member: TestMember) {
  return server.database.db
    .selectFrom("shopping_items")
    .select(["name", "quantity", "is_checked"])
    .where("household_id", "=", member.membership.householdId)
    .orderBy("created_at")
    .orderBy("id")
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        name: row.name,
        quantity: row.quantity,
        checked: Boolean(row.is_checked),
      })),
    );
}

describe("adding to the shopping list", () => {
  it("bumps the quantity of an item still to buy instead of a second line", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await run(tools, "addShoppingItems", {
      items: [
        { name: "Pan" },
        { name: "Arroz", quantity: "2 kg" },
        { name: "Papas", quantity: "2 kilos" },
      ],
    });
    expect(
      await run(tools, "addShoppingItems", {
        items: [
          { name: "leche" },
          { name: "pan" },
          { name: "arroz", quantity: "1 kg" },
          { name: "papa", quantity: "1 bolsa" },
        ],
      }),
    ).toEqual({
      ok: true,
      added: [{ name: "Leche", quantity: null }],
      bumped: [
        { name: "Pan", quantity: "2" },
        { name: "Arroz", quantity: "3 kg" },
        { name: "Papas", quantity: "2 kilos + 1 bolsa" },
      ],
    });
    // Across languages, and twice in one request: still one line each.
    expect(
      await run(tools, "addShoppingItems", {
        items: [
          { name: "bread" },
          { name: "Huevos", quantity: "6" },
          { name: "huevo", quantity: "6" },
        ],
      }),
    ).toEqual({
      ok: true,
      added: [{ name: "Huevos", quantity: "12" }],
      bumped: [{ name: "Pan", quantity: "3" }],
    });
    expect(await storedItems(owner)).toEqual([
      { name: "Pan", quantity: "3", checked: false },
      { name: "Arroz", quantity: "3 kg", checked: false },
      { name: "Papas", quantity: "2 kilos + 1 bolsa", checked: false },
      { name: "Leche", quantity: null, checked: false },
      { name: "Huevos", quantity: "12", checked: false },
    ]);
  });

  it("adds a new line when the same item was already bought, and never bumps a different one", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await run(tools, "addShoppingItems", { items: [{ name: "Leche" }, { name: "Pan integral" }] });
    await run(tools, "checkShoppingItems", { names: ["leche"] });
    expect(
      await run(tools, "addShoppingItems", { items: [{ name: "Leche" }, { name: "Pan" }] }),
    ).toEqual({
      ok: true,
      added: [
        { name: "Leche", quantity: null },
        { name: "Pan", quantity: null },
      ],
      bumped: [],
    });
    expect(await storedItems(owner)).toEqual([
      { name: "Leche", quantity: null, checked: true },
      { name: "Pan integral", quantity: null, checked: false },
      { name: "Leche", quantity: null, checked: false },
      { name: "Pan", quantity: null, checked: false },
    ]);
  });
});

describe("removing, checking and unchecking by name", () => {
  it("finds items by plural, accents and language, and says what it did not find", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await run(tools, "addShoppingItems", {
      items: [{ name: "Huevos" }, { name: "Leche" }, { name: "Café" }, { name: "Jabón" }],
    });
    expect(await run(tools, "removeShoppingItems", { names: ["huevo", "caviar"] })).toEqual({
      ok: true,
      removed: ["Huevos"],
      notFound: ["caviar"],
    });
    expect(await run(tools, "checkShoppingItems", { names: ["leite", "cafe"] })).toEqual({
      ok: true,
      checked: ["Leche", "Café"],
      already: [],
      notFound: [],
    });
    // Only bought items go back; «Jabón» is still to buy, and it says so.
    expect(
      await run(tools, "uncheckShoppingItems", { names: ["milk", "jabon", "caviar"] }),
    ).toEqual({ ok: true, unchecked: ["Leche"], already: ["Jabón"], notFound: ["caviar"] });
    // Ticked again, «Café» was bought already: no "not on the list".
    expect(await run(tools, "checkShoppingItems", { names: ["cafe"] })).toEqual({
      ok: true,
      checked: [],
      already: ["Café"],
      notFound: [],
    });
    // A bought item is not removed from "to buy".
    expect(await run(tools, "removeShoppingItems", { names: ["café"] })).toEqual({
      ok: true,
      removed: [],
      notFound: ["café"],
    });
    expect(await storedItems(owner)).toEqual([
      { name: "Leche", quantity: null, checked: false },
      { name: "Café", quantity: null, checked: true },
      { name: "Jabón", quantity: null, checked: false },
    ]);
    expect(await run(tools, "listShoppingItems", {})).toEqual({
      ok: true,
      items: [
        { name: "Leche", quantity: null },
        { name: "Jabón", quantity: null },
      ],
    });
  });
});

describe("a kind of a thing the list keeps by its plain name", () => {
  it("ticks «Pan» for a «marraqueta» the list lacks (and «Papel higiénico» for its «rollos»), but adds a «Marraqueta» line of its own", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await run(tools, "addShoppingItems", { items: [{ name: "Pan" }] });
    expect(await run(tools, "checkShoppingItems", { names: ["marraqueta"] })).toEqual({
      ok: true,
      checked: ["Pan"],
      already: [],
      notFound: [],
    });
    // "los rollos de papel": the measure said first, then the thing the list has.
    await run(tools, "addShoppingItems", { items: [{ name: "Papel higiénico", quantity: "4" }] });
    expect(await run(tools, "checkShoppingItems", { names: ["Rollos de papel"] })).toEqual({
      ok: true,
      checked: ["Papel higiénico"],
      already: [],
      notFound: [],
    });
    await run(tools, "addShoppingItems", { items: [{ name: "Marraqueta" }] });
    expect(await storedItems(owner)).toEqual([
      { name: "Pan", quantity: null, checked: true },
      { name: "Papel higiénico", quantity: "4", checked: true },
      { name: "Marraqueta", quantity: null, checked: false },
    ]);
  });
});

describe("emptying the list", () => {
  it("«vacía la lista» (all: true) removes every item still to buy and keeps what was bought", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await run(tools, "addShoppingItems", {
      items: [{ name: "Pan" }, { name: "Leche", quantity: "2 l" }, { name: "Café" }],
    });
    await run(tools, "checkShoppingItems", { names: ["café"] });
    expect(await run(tools, "removeShoppingItems", { all: true })).toEqual({
      ok: true,
      removed: ["Pan", "Leche"],
      notFound: [],
    });
    expect(await storedItems(owner)).toEqual([{ name: "Café", quantity: null, checked: true }]);
  });

  it("a guest, who may remove nothing, is refused and the list stays", async () => {
    const owner = await createHouseholdOwner(server);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    await run(toolsFor(server, owner), "addShoppingItems", { items: [{ name: "Pan" }] });
    expect(await run(toolsFor(server, guest), "removeShoppingItems", { all: true })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    expect(await storedItems(owner)).toEqual([{ name: "Pan", quantity: null, checked: false }]);
  });
});

describe("roles and households", () => {
  it("follows each role: guests check and uncheck only; children remove only their own", async () => {
    const owner = await createHouseholdOwner(server);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    await run(toolsFor(server, owner), "addShoppingItems", { items: [{ name: "Pan" }] });
    const refused = { ok: false, code: "FORBIDDEN", message: "No tienes permiso para hacer esto" };

    const guestTools = toolsFor(server, guest);
    expect(await run(guestTools, "addShoppingItems", { items: [{ name: "pan" }] })).toEqual(
      refused,
    );
    expect(await run(guestTools, "removeShoppingItems", { names: ["pan"] })).toEqual(refused);
    expect(await run(guestTools, "checkShoppingItems", { names: ["pan"] })).toMatchObject({
      checked: ["Pan"],
    });
    expect(await run(guestTools, "uncheckShoppingItems", { names: ["pan"] })).toMatchObject({
      unchecked: ["Pan"],
    });

    const childTools = toolsFor(server, child);
    // Asking for more of the owner's item is adding to the list, which a child may do.
    expect(await run(childTools, "addShoppingItems", { items: [{ name: "pan" }] })).toMatchObject({
      bumped: [{ name: "Pan", quantity: "2" }],
    });
    expect(await run(childTools, "removeShoppingItems", { names: ["pan"] })).toEqual(refused);
    await run(childTools, "addShoppingItems", { items: [{ name: "Galletas" }] });
    expect(await run(childTools, "removeShoppingItems", { names: ["galletas"] })).toMatchObject({
      removed: ["Galletas"],
    });
    expect(await storedItems(owner)).toEqual([{ name: "Pan", quantity: "2", checked: false }]);
  });

  it("answers a refusal in the caller's language", async () => {
    const owner = await createHouseholdOwner(server);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const add = { items: [{ name: "Candy" }] };
    expect(await run(toolsFor(server, guest, { language: "en" }), "addShoppingItems", add)).toEqual(
      {
        ok: false,
        code: "FORBIDDEN",
        message: "You don't have permission to do this",
      },
    );
    expect(
      await run(toolsFor(server, guest, { language: "pt-BR" }), "addShoppingItems", add),
    ).toMatchObject({ message: "Você não tem permissão para fazer isso" });
  });

  it("never reads, bumps, checks or removes another household's items", async () => {
    const owner = await createHouseholdOwner(server);
    await run(toolsFor(server, owner), "addShoppingItems", {
      items: [{ name: "Pan", quantity: "2" }, { name: "Leche" }],
    });
    await run(toolsFor(server, owner), "checkShoppingItems", { names: ["leche"] });
    const neighbour = await createHouseholdOwner(server);
    const theirs = toolsFor(server, neighbour);
    expect(await run(theirs, "addShoppingItems", { items: [{ name: "pan" }] })).toEqual({
      ok: true,
      added: [{ name: "Pan", quantity: null }],
      bumped: [],
    });
    expect(await run(theirs, "removeShoppingItems", { names: ["pan", "leche"] })).toMatchObject({
      removed: ["Pan"],
      notFound: ["leche"],
    });
    expect(await run(theirs, "checkShoppingItems", { names: ["pan"] })).toMatchObject({
      checked: [],
    });
    expect(await run(theirs, "uncheckShoppingItems", { names: ["leche"] })).toMatchObject({
      unchecked: [],
      notFound: ["leche"],
    });
    expect(await storedItems(owner)).toEqual([
      { name: "Pan", quantity: "2", checked: false },
      { name: "Leche", quantity: null, checked: true },
    ]);
  });
});
