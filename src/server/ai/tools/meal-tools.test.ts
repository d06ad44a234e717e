import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeView, WeekPlan } from "#shared/meals/schemas.ts";
import type { PantryOverview } from "#shared/schemas/pantry.ts";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
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

// The tools' "today" is Sunday 2026-11-22 (Mexico City); the week after starts on Monday 23.
const tuesday = "2026-11-24";
const thursday = "2026-11-26";

const lentejas = {
  name: "Lentejas guisadas",
  servings: 4,
  ingredients: [
    { quantity: 500, unit: "g", name: "Lentejas" },
    { quantity: 2, unit: "unidad", name: "Zanahoria" },
  ],
  prepAhead: { kind: "soak", what: "Las lentejas" },
};
const tacos = {
  name: "Tacos de pollo",
  servings: 4,
  ingredients: [
    { quantity: 1, unit: "kg", name: "Pollo" },
    { quantity: 12, unit: "unidad", name: "Tortillas" },
    { quantity: 2, unit: "unidad", name: "Limón" },
  ],
};
const pollo = {
  name: "Pollo al horno",
  servings: 4,
  ingredients: [{ quantity: 1, unit: "kg", name: "Pollo" }],
};

async function addRecipe(member: TestMember, body: Record<string, unknown>) {
  const response = await member.client.post<RecipeView>("/api/meals/recipes", body);
  expect(response.status).toBe(201);
  return response.body;
}

async function addPantry(member: TestMember, body: Record<string, unknown>) {
  const response = await member.client.post("/api/pantry/items", body);
  expect(response.status).toBe(201);
}

const week = async (member: TestMember, start = "2026-11-23") =>
  (await member.client.get<WeekPlan>(`/api/meals/weeks/${start}`)).body.entries.map((entry) => ({
    day: entry.day,
    slot: entry.slot,
    title: entry.title,
    cooked: entry.cookedAt !== null,
  }));

const pantry = async (member: TestMember) =>
  Object.fromEntries(
    (await member.client.get<PantryOverview>("/api/pantry")).body.items.map((item) => [
      item.name,
      item.qtyOnHand,
    ]),
  );

async function toBuy(member: TestMember) {
  const { lists } = (await member.client.get<ShoppingOverview>("/api/shopping")).body;
  return Object.fromEntries(
    lists
      .flatMap((list) => list.items)
      .filter((item) => !item.isChecked)
      .map((item) => [item.name, item.quantity]),
  );
}

describe("the assistant's meal tools", () => {
  it("places a recipe by a word of its name, or free text, and reads the plan back", async () => {
    const owner = await createHouseholdOwner(server);
    await addRecipe(owner, lentejas);
    const tools = toolsFor(server, owner);
    expect(
      await run(tools, "planMeal", { date: tuesday, slot: "dinner", meal: "lentejas" }),
    ).toEqual({
      ok: true,
      meal: {
        date: tuesday,
        slot: "dinner",
        title: "Lentejas guisadas",
        servings: 4,
        fromRecipe: true,
        cooked: false,
        prepAhead: { kind: "soak", what: "Las lentejas" },
      },
      replaced: null,
    });
    expect(
      await run(tools, "planMeal", { date: thursday, slot: "lunch", meal: "sobras del domingo" }),
    ).toMatchObject({ ok: true, meal: { title: "Sobras del domingo", fromRecipe: false } });
    expect(
      await run(tools, "planMeal", { date: tuesday, slot: "dinner", meal: "quesadillas" }),
    ).toMatchObject({ meal: { title: "Quesadillas" }, replaced: "Lentejas guisadas" });
    expect(await week(owner)).toEqual([
      { day: tuesday, slot: "dinner", title: "Quesadillas", cooked: false },
      { day: thursday, slot: "lunch", title: "Sobras del domingo", cooked: false },
    ]);

    expect(await run(tools, "readMealPlan", { from: thursday })).toMatchObject({
      ok: true,
      from: thursday,
      to: thursday,
      meals: [{ title: "Sobras del domingo", slot: "lunch" }],
    });
    expect(
      await run(tools, "readMealPlan", { from: "2026-11-23", to: "2026-11-29", slot: "dinner" }),
    ).toMatchObject({ slot: "dinner", meals: [{ title: "Quesadillas", date: tuesday }] });
    expect(await run(tools, "readMealPlan", {})).toEqual({
      ok: true,
      from: "2026-11-22",
      to: "2026-11-22",
      slot: null,
      meals: [],
    });
  });

  it("asks which recipe when a word names several, and refuses a bad range", async () => {
    const owner = await createHouseholdOwner(server);
    await addRecipe(owner, tacos);
    await addRecipe(owner, pollo);
    const tools = toolsFor(server, owner, { language: "en" });
    expect(
      await run(tools, "planMeal", { date: tuesday, slot: "dinner", meal: "pollo" }),
    ).toMatchObject({
      ok: false,
      code: "AMBIGUOUS",
      message: expect.stringContaining("which one"),
    });
    expect(await week(owner)).toEqual([]);
    expect(
      await run(tools, "readMealPlan", { from: "2026-11-30", to: "2026-11-23" }),
    ).toMatchObject({ ok: false, code: "VALIDATION_FAILED" });
  });

  it("adds the week's ingredients less the pantry, merged with the list", async () => {
    const owner = await createHouseholdOwner(server);
    await addRecipe(owner, lentejas);
    await addRecipe(owner, tacos);
    await addPantry(owner, { name: "Lentejas", qtyOnHand: 200, unit: "g" });
    await owner.client.post("/api/shopping/items", { name: "Limón", quantity: "3" });
    const tools = toolsFor(server, owner);
    await run(tools, "planMeal", { date: tuesday, slot: "dinner", meal: "lentejas" });
    await run(tools, "planMeal", { date: thursday, slot: "lunch", meal: "tacos" });

    const proposal = await run(tools, "proposeAction", {
      tool: "addWeekToShoppingList",
      args: { weekStart: thursday },
      question: "¿Agrego los ingredientes de la semana a la lista?",
    });
    expect(proposal).toMatchObject({
      ok: true,
      preview: expect.arrayContaining([
        { name: "Lentejas", quantity: "300 g", inPantry: "200 g", onList: false },
        { name: "Limón", quantity: "2 unidades", inPantry: null, onList: true },
      ]),
    });
    // The proposal changed nothing.
    expect(await toBuy(owner)).toEqual({ Limón: "3" });

    expect(await run(tools, "addWeekToShoppingList", { weekStart: thursday })).toMatchObject({
      ok: true,
      weekStart: "2026-11-23",
      added: 4,
      merged: 1,
    });
    expect(await toBuy(owner)).toEqual({
      Limón: "5 unidades",
      Lentejas: "300 g",
      Zanahoria: "2 unidades",
      Pollo: "1 kg",
      Tortillas: "12 unidades",
    });
  });

  it("marks a planned meal cooked and takes its ingredients out of the pantry, once", async () => {
    const owner = await createHouseholdOwner(server);
    await addRecipe(owner, lentejas);
    await addPantry(owner, { name: "Lentejas", qtyOnHand: 1, unit: "kg" });
    await addPantry(owner, { name: "Zanahoria", qtyOnHand: 5, unit: "unidad" });
    const tools = toolsFor(server, owner);
    await run(tools, "planMeal", { date: "2026-11-21", slot: "lunch", meal: "lentejas" });
    await run(tools, "planMeal", { date: "2026-11-22", slot: "dinner", meal: "Sopa" });

    expect(await run(tools, "cookMeal", { meal: "las lentejas" })).toMatchObject({
      ok: true,
      meal: { title: "Lentejas guisadas", date: "2026-11-21", cooked: true },
      takenOut: [
        { name: "Lentejas", quantity: 0.5, unit: "kg" },
        { name: "Zanahoria", quantity: 2, unit: "unidad" },
      ],
    });
    expect(await pantry(owner)).toEqual({ Lentejas: 0.5, Zanahoria: 3 });
    expect(await run(tools, "cookMeal", { meal: "lentejas" })).toMatchObject({
      ok: false,
      code: "MEAL_ALREADY_COOKED",
    });
    expect(await pantry(owner)).toEqual({ Lentejas: 0.5, Zanahoria: 3 });
    expect(
      await run(toolsFor(server, owner, { language: "pt-BR" }), "cookMeal", { meal: "pizza" }),
    ).toEqual({
      ok: false,
      code: "NO_MATCH",
      message: "Não encontrei «pizza» no cardápio destes dias.",
    });
    // Two meals that day and none named: which one.
    await run(tools, "planMeal", { date: "2026-11-22", slot: "lunch", meal: "Tacos" });
    expect(await run(tools, "cookMeal", { date: "2026-11-22" })).toEqual({
      ok: false,
      code: "AMBIGUOUS",
      message: "¿Cuál cocinaron: «Tacos» o «Sopa»?",
    });
    // Without the pantry: only marked.
    expect(
      await run(tools, "cookMeal", { date: "2026-11-22", slot: "dinner", usePantry: false }),
    ).toMatchObject({
      ok: true,
      meal: { title: "Sopa", cooked: true },
      takenOut: [],
    });
  });

  it("suggests the household's recipes by what the pantry covers, never an allergy", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner, { allergies: ["limón"], language: "en" });
    await addPantry(owner, { name: "Huevos", qtyOnHand: 12, unit: "unidad" });
    await addPantry(owner, { name: "Arroz", qtyOnHand: 2, unit: "kg" });
    // No recipes yet: the everyday ideas.
    expect(await run(tools, "suggestMeals", {})).toMatchObject({ ok: true, source: "ideas" });

    await owner.client.post("/api/meals/recipes/starter", {});
    await addPantry(owner, { name: "Lentejas", qtyOnHand: 1, unit: "kg" });
    await addPantry(owner, { name: "Zanahoria", qtyOnHand: 4, unit: "unidad" });
    await addPantry(owner, { name: "Pollo", qtyOnHand: 2, unit: "kg" });
    await addRecipe(owner, tacos);
    const result = (await run(tools, "suggestMeals", {})) as {
      source: string;
      ideas: { name: string; missing: string[] }[];
    };
    expect(result.source).toBe("recipes");
    const names = result.ideas.map((idea) => idea.name);
    expect(names).toContain("Lentil stew");
    // Tacos de pollo uses limón: the allergy leaves it out.
    expect(names).not.toContain("Tacos de pollo");
    expect(result.ideas.find((idea) => idea.name === "Lentil stew")?.missing).toContain("Papa");
  });

  it("keeps each household's plan to itself", async () => {
    const owner = await createHouseholdOwner(server);
    const other = await createHouseholdOwner(server);
    await addRecipe(other, lentejas);
    await run(toolsFor(server, other), "planMeal", {
      date: tuesday,
      slot: "dinner",
      meal: "lentejas",
    });
    const tools = toolsFor(server, owner);
    expect(
      await run(tools, "readMealPlan", { from: "2026-11-23", to: "2026-11-29" }),
    ).toMatchObject({ meals: [] });
    // Another household's recipe is not found: the meal is free text here.
    expect(
      await run(tools, "planMeal", { date: tuesday, slot: "dinner", meal: "lentejas guisadas" }),
    ).toMatchObject({ ok: true, meal: { fromRecipe: false } });
    expect(await run(tools, "cookMeal", { meal: "lentejas", date: "2026-11-20" })).toMatchObject({
      ok: false,
      code: "NO_MATCH",
    });
    expect(await week(other)).toEqual([
      { day: tuesday, slot: "dinner", title: "Lentejas guisadas", cooked: false },
    ]);
  });

  it("refuses a guest what the app refuses, and lets a child plan and cook", async () => {
    const owner = await createHouseholdOwner(server);
    await addRecipe(owner, lentejas);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    const guestTools = toolsFor(server, guest);
    await run(toolsFor(server, owner), "planMeal", {
      date: "2026-11-22",
      slot: "lunch",
      meal: "lentejas",
    });
    for (const [name, input] of [
      ["planMeal", { date: tuesday, slot: "dinner", meal: "tacos" }],
      ["addWeekToShoppingList", {}],
      ["cookMeal", { meal: "lentejas" }],
    ] as const) {
      expect(await run(guestTools, name, input as never)).toMatchObject({
        ok: false,
        code: "FORBIDDEN",
      });
    }
    expect(await run(guestTools, "readMealPlan", {})).toMatchObject({
      ok: true,
      meals: [{ title: "Lentejas guisadas" }],
    });
    expect(await week(owner, "2026-11-16")).toEqual([
      { day: "2026-11-22", slot: "lunch", title: "Lentejas guisadas", cooked: false },
    ]);
    expect(await week(owner)).toEqual([]);

    const childTools = toolsFor(server, child);
    expect(
      await run(childTools, "planMeal", { date: tuesday, slot: "dinner", meal: "tacos" }),
    ).toMatchObject({ ok: true });
    expect(await run(childTools, "cookMeal", { meal: "lentejas" })).toMatchObject({ ok: true });
  });
});
