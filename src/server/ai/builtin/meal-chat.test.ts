import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateInZone } from "#shared/calendar/zoned-time.ts";
import { weekStartOf } from "#shared/meals/week.ts";
import type { PantryOverview } from "#shared/schemas/pantry.ts";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
import { sendChat } from "#tests/server/harness/chat-stream.ts";
import { createHouseholdOwner, type TestMember } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/**
 * The week plan through the built-in assistant's whole pipeline (POST /api/chat → understanding
 * → meal tools → the household's data): the plan read back, the week's ingredients proposed
 * with their preview and added only after «Sí», a meal cooked and the pantry down.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function say(member: TestMember, message: string, conversationId = uuidv7()) {
  const reply = await sendChat(member.client, { conversationId, message });
  expect(reply.status).toBe(200);
  return reply;
}

async function toBuy(member: TestMember) {
  const { lists } = (await member.client.get<ShoppingOverview>("/api/shopping")).body;
  return Object.fromEntries(
    lists
      .flatMap((list) => list.items)
      .filter((item) => !item.isChecked)
      .map((item) => [item.name, item.quantity]),
  );
}

async function pantry(member: TestMember) {
  const { items } = (await member.client.get<PantryOverview>("/api/pantry")).body;
  return Object.fromEntries(items.map((item) => [item.name, item.qtyOnHand]));
}

describe("the week plan, asked in the chat", () => {
  it("reads the plan, proposes the week's ingredients with their preview, adds them after «Sí», cooks", async () => {
    const owner = await createHouseholdOwner(server);
    const { time_zone: timeZone } = await server.database.db
      .selectFrom("households")
      .select("time_zone")
      .where("id", "=", owner.membership.householdId)
      .executeTakeFirstOrThrow();
    const today = dateInZone(new Date(), timeZone);
    const recipe = await owner.client.post<{ id: string }>("/api/meals/recipes", {
      name: "Lentejas guisadas",
      servings: 4,
      ingredients: [
        { quantity: 500, unit: "g", name: "Lentejas" },
        { quantity: 2, unit: "unidad", name: "Zanahoria" },
      ],
    });
    expect(recipe.status).toBe(201);
    expect(
      (
        await owner.client.put("/api/meals/plan", {
          day: today,
          slot: "dinner",
          recipeId: recipe.body.id,
        })
      ).status,
    ).toBe(200);
    await owner.client.post("/api/pantry/items", { name: "Lentejas", qtyOnHand: 200, unit: "g" });

    const read = await say(owner, "¿qué hay de cena hoy?");
    expect(read.text).toContain("Cena: Lentejas guisadas");

    const conversationId = uuidv7();
    const asked = await say(owner, "agrega lo de la semana a la lista", conversationId);
    expect(asked.text).toContain("¿Agrego a la lista de compras los ingredientes de la semana");
    expect(asked.text).toContain("- Lentejas: 300 g (200 g en la despensa)");
    expect(asked.text).toContain("- Zanahoria: 2 unidades");
    expect(await toBuy(owner)).toEqual({});

    const done = await say(owner, "Sí", conversationId);
    expect(done.text).toMatch(/Agregué los ingredientes de la semana a la lista/);
    expect(await toBuy(owner)).toEqual({ Lentejas: "300 g", Zanahoria: "2 unidades" });

    const cooked = await say(owner, "ya cocinamos las lentejas");
    expect(cooked.text).toContain("Marqué «Lentejas guisadas» como cocinada");
    expect(await pantry(owner)).toEqual({ Lentejas: 0 });
    const week = await owner.client.get<{ entries: { cookedAt: string | null }[] }>(
      `/api/meals/weeks/${weekStartOf(today)}`,
    );
    expect(week.body.entries[0]?.cookedAt).not.toBeNull();
  });

  it("answers in Portuguese and English, and places a meal said in either", async () => {
    const owner = await createHouseholdOwner(server);
    const placed = await say(owner, "coloca feijoada no almoço de sábado");
    expect(placed.text).toMatch(/Coloquei «Feijoada» no almoço de sábado/);
    const english = await say(owner, "what's for lunch on saturday?");
    expect(english.text).toMatch(/On the menu on Saturday.*\n\n- Lunch: Feijoada/s);
  });
});
