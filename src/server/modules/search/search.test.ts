import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "#shared/schemas/search.ts";
import { createHouseholdOwner, type TestMember } from "#tests/server/harness/households.ts";
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

const search = (member: TestMember, q: string) =>
  member.client.get<SearchResults & ErrorBody>(`/api/search?q=${encodeURIComponent(q)}`);

/** A household with one of each kind, all about bananas. */
async function householdWithBananas(householdName: string) {
  const owner = await createHouseholdOwner(server, { householdName });
  await owner.client.post("/api/tasks", { title: "Comprar PLÁTANOS para el pastel" });
  const list = await owner.client.post<{ id: string }>("/api/shopping/lists", {
    name: "Plátanos y más",
  });
  await owner.client.post("/api/shopping/items", { name: "Plátano macho", listId: list.body.id });
  await owner.client.post("/api/pantry/items", { name: "Plátano", qtyOnHand: "3" });
  await owner.client.post("/api/calendar/events", {
    title: "Feria del plátano",
    allDay: true,
    start: "2026-12-12",
    eventType: "family",
  });
  await owner.client.post("/api/community/posts", {
    content: "¿Alguien tiene una receta de pan de plátano?",
  });
  return owner;
}

describe("GET /api/search", () => {
  it("finds every kind, accents and case aside, grouped by kind", async () => {
    const owner = await householdWithBananas("Casa Plátano");
    const found = await search(owner, "platano");
    expect(found.status).toBe(200);
    expect(found.body.tasks.map((task) => task.title)).toEqual(["Comprar PLÁTANOS para el pastel"]);
    expect(found.body.lists.map((list) => list.name)).toEqual(["Plátanos y más"]);
    expect(found.body.shoppingItems).toEqual([
      expect.objectContaining({ name: "Plátano macho", listName: "Plátanos y más" }),
    ]);
    expect(found.body.pantryItems).toEqual([
      expect.objectContaining({ name: "Plátano", qtyOnHand: 3 }),
    ]);
    expect(found.body.events).toEqual([
      expect.objectContaining({ title: "Feria del plátano", allDay: true, start: "2026-12-12" }),
    ]);
    expect(found.body.posts.map((post) => post.excerpt)).toEqual([
      "¿Alguien tiene una receta de pan de plátano?",
    ]);

    // Typed with accents and capitals, every word must be in it.
    const two = await search(owner, "PLÁTANO  Macho");
    expect(two.body.shoppingItems.map((item) => item.name)).toEqual(["Plátano macho"]);
    expect(two.body.pantryItems).toEqual([]);
    expect(two.body.tasks).toEqual([]);
  });

  it("never shows another household's things", async () => {
    const mine = await householdWithBananas("Casa Mía");
    const theirs = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    await theirs.client.post("/api/pantry/items", { name: "Plátano de los vecinos" });
    const found = await search(mine, "vecinos");
    expect(found.body).toMatchObject({
      tasks: [],
      lists: [],
      shoppingItems: [],
      pantryItems: [],
      events: [],
      posts: [],
    });
    const all = await search(mine, "plátano");
    expect(all.body.pantryItems.map((item) => item.name)).toEqual(["Plátano"]);
    const theirsFound = await search(theirs, "plátano");
    expect(theirsFound.body.pantryItems.map((item) => item.name)).toEqual([
      "Plátano de los vecinos",
    ]);
    expect(theirsFound.body.tasks).toEqual([]);
    expect(theirsFound.body.posts).toEqual([]);
  });

  it("treats % and _ as letters, finds nothing for a blank search, and refuses a novel", async () => {
    const owner = await createHouseholdOwner(server);
    await owner.client.post("/api/pantry/items", { name: "Leche 100% natural" });
    await owner.client.post("/api/pantry/items", { name: "Leche deslactosada" });
    expect((await search(owner, "100%")).body.pantryItems.map((item) => item.name)).toEqual([
      "Leche 100% natural",
    ]);
    expect((await search(owner, "_")).body.pantryItems).toEqual([]);
    expect((await search(owner, "%")).body.pantryItems).toHaveLength(1);

    const blank = await search(owner, "   ");
    expect(blank.status).toBe(200);
    expect(blank.body.pantryItems).toEqual([]);

    const novel = await search(owner, "a".repeat(101));
    expect(novel.status).toBe(400);
    expect(novel.body.error.message).toBe("El texto es demasiado largo");
  });

  it("shows at most five of a kind", async () => {
    const owner = await createHouseholdOwner(server);
    for (let index = 1; index <= 7; index += 1) {
      await owner.client.post("/api/tasks", { title: `Limpiar ventana ${index}` });
    }
    expect((await search(owner, "ventana")).body.tasks).toHaveLength(5);
  });

  it("is for signed-in members only", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/api/search?q=leche")).status).toBe(401);
  });
});
