import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import type {
  CookPreview,
  MealPlanEntry,
  RecipeBook,
  RecipeView,
  WeekPlan,
  WeekShoppingPreview,
  WeekShoppingResult,
} from "#shared/meals/schemas.ts";
import { addDays } from "#shared/meals/week.ts";
import type { PantryItemView, PantryOverview } from "#shared/schemas/pantry.ts";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";
import { pngBytes } from "#tests/server/quality/world.ts";

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

const monday = "2026-11-30";

const book = async (member: TestMember) =>
  (await member.client.get<RecipeBook>("/api/meals/recipes")).body;

const addRecipe = (member: TestMember, body: Record<string, unknown>) =>
  member.client.post<RecipeView & ErrorBody>("/api/meals/recipes", body);

const plan = (member: TestMember, body: Record<string, unknown>) =>
  member.client.put<MealPlanEntry & ErrorBody>("/api/meals/plan", body);

const week = async (member: TestMember, start = monday) =>
  (await member.client.get<WeekPlan>(`/api/meals/weeks/${start}`)).body;

const addPantry = async (member: TestMember, body: Record<string, unknown>) =>
  (await member.client.post<PantryItemView>("/api/pantry/items", body)).body;

const pantry = async (member: TestMember) =>
  Object.fromEntries(
    (await member.client.get<PantryOverview>("/api/pantry")).body.items.map((item) => [
      item.name,
      item.qtyOnHand,
    ]),
  );

async function shoppingItems(member: TestMember) {
  const { lists } = (await member.client.get<ShoppingOverview>("/api/shopping")).body;
  return Object.fromEntries(
    lists.flatMap((list) => list.items).map((item) => [item.name, item.quantity]),
  );
}

async function setPlan(member: TestMember, plan: "gratis" | "familiar") {
  await server.database.db
    .updateTable("households")
    .set({ plan, subscription_status: "active" })
    .where("id", "=", member.membership.householdId)
    .execute();
}

const arrozConPollo = {
  name: "Arroz con pollo",
  servings: 4,
  minutes: "50",
  tags: ["comida", "cena"],
  ingredients: [
    { quantity: "500", unit: "g", name: "Arroz" },
    { quantity: "1", unit: "kg", name: "Pollo" },
    { quantity: 2, unit: "unidad", name: "Cebolla" },
    { quantity: "", unit: "g", name: "Sal" },
  ],
  steps: ["Dorar el pollo", "  ", "Cocer el arroz"],
};

describe("recipes", () => {
  it("creates, edits, duplicates and deletes a recipe", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await addRecipe(owner, arrozConPollo);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Arroz con pollo",
      servings: 4,
      minutes: 50,
      tags: ["comida", "cena"],
      steps: ["Dorar el pollo", "Cocer el arroz"],
      allergens: [],
    });
    expect(created.body.ingredients).toEqual([
      { quantity: 500, unit: "g", name: "Arroz" },
      { quantity: 1, unit: "kg", name: "Pollo" },
      { quantity: 2, unit: "unidad", name: "Cebolla" },
      { quantity: null, unit: "g", name: "Sal" },
    ]);

    const edited = await owner.client.put<RecipeView>(`/api/meals/recipes/${created.body.id}`, {
      ...arrozConPollo,
      servings: "6",
      ingredients: [{ quantity: "1,5", unit: "kg", name: "Arroz" }],
    });
    expect(edited.body).toMatchObject({ servings: 6, ingredients: [{ quantity: 1.5 }] });

    const copy = await owner.client.post<RecipeView>(
      `/api/meals/recipes/${created.body.id}/duplicate`,
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: "Arroz con pollo (copia)", servings: 6 });
    expect((await book(owner)).recipes.map((recipe) => recipe.name)).toEqual([
      "Arroz con pollo",
      "Arroz con pollo (copia)",
    ]);

    expect((await owner.client.delete(`/api/meals/recipes/${created.body.id}`)).status).toBe(204);
    expect((await book(owner)).recipes.map((recipe) => recipe.name)).toEqual([
      "Arroz con pollo (copia)",
    ]);
  });

  it("refuses bad input with a Spanish message and changes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const line = (quantity: unknown, unit = "g", name = "Arroz") => ({
      ...arrozConPollo,
      ingredients: [{ quantity, unit, name }],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...arrozConPollo, name: "   " }, "name", "El nombre de la receta es requerido"],
      [line("-1"), "ingredients.0.quantity", "La cantidad no puede ser negativa"],
      [line(-2), "ingredients.0.quantity", "La cantidad no puede ser negativa"],
      [line("dos"), "ingredients.0.quantity", "La cantidad debe ser un número"],
      [line("0"), "ingredients.0.quantity", "La cantidad debe ser mayor que 0"],
      [line("1", "taza"), "ingredients.0.unit", "Elige una unidad de la lista"],
      [line("1", "g", " "), "ingredients.0.name", "Escribe el nombre del ingrediente"],
      [
        {
          ...arrozConPollo,
          ingredients: Array.from({ length: 200 }, (_, i) => ({ quantity: 1, name: `Cosa ${i}` })),
        },
        "ingredients",
        "Una receta puede tener hasta 60 ingredientes",
      ],
      [
        { ...arrozConPollo, servings: 0 },
        "servings",
        "Las porciones deben ser un número entero entre 1 y 50",
      ],
      [
        { ...arrozConPollo, tags: ["merienda"] },
        "tags.0",
        "Elige etiquetas de la lista: desayuno, comida, cena o colación",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await addRecipe(owner, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.error.fields?.[field]).toBe(message);
      expect(response.body.error.message).toBe(message);
    }
    expect((await book(owner)).recipes).toEqual([]);

    const { body: recipe } = await addRecipe(owner, arrozConPollo);
    const badEdit = await owner.client.put<ErrorBody>(`/api/meals/recipes/${recipe.id}`, line("x"));
    expect(badEdit.status).toBe(400);
    expect((await book(owner)).recipes[0]?.ingredients).toHaveLength(4);
  });

  it("keeps what to thaw or soak the evening before, and refuses it half said", async () => {
    const owner = await createHouseholdOwner(server);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ kind: "soak", what: "  " }, "prepAhead.what", "Escribe qué hay que descongelar o remojar"],
      [{ kind: "freeze", what: "El pollo" }, "prepAhead.kind", "Elige descongelar o remojar"],
    ];
    for (const [prepAhead, field, message] of bad) {
      const response = await addRecipe(owner, { ...arrozConPollo, prepAhead });
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.[field]).toBe(message);
    }
    expect((await book(owner)).recipes).toEqual([]);

    const { body: created } = await addRecipe(owner, {
      ...arrozConPollo,
      prepAhead: { kind: "thaw", what: " El pollo " },
    });
    expect(created.prepAhead).toEqual({ kind: "thaw", what: "El pollo" });
    const copy = await owner.client.post<RecipeView>(`/api/meals/recipes/${created.id}/duplicate`);
    expect(copy.body.prepAhead).toEqual({ kind: "thaw", what: "El pollo" });
    const edited = await owner.client.put<RecipeView>(`/api/meals/recipes/${created.id}`, {
      ...arrozConPollo,
      prepAhead: null,
    });
    expect(edited.body.prepAhead).toBeNull();
    expect((await book(owner)).recipes.map((recipe) => recipe.prepAhead)).toEqual([
      null,
      { kind: "thaw", what: "El pollo" },
    ]);
  });

  it("warns about the household's allergies in a recipe's ingredients", async () => {
    const owner = await createHouseholdOwner(server);
    await server.database.db
      .updateTable("profiles")
      .set({ preferences: JSON.stringify({ language: "es", allergies: ["lácteos", "maní"] }) })
      .where("id", "=", owner.membership.profileId)
      .execute();
    const { body } = await addRecipe(owner, {
      name: "Chilaquiles",
      ingredients: [
        { quantity: 12, unit: "unidad", name: "Tortilla de maíz" },
        { quantity: 200, unit: "mL", name: "Crema" },
        { quantity: 150, unit: "g", name: "Queso fresco" },
      ],
    });
    expect(body.allergens).toEqual([
      { allergy: "lácteos", ingredients: ["Crema", "Queso fresco"] },
    ]);
    expect((await book(owner)).allergies).toEqual(["lácteos", "maní"]);
  });

  it("keeps Gratis households to 10 recipes; Familiar has no limit", async () => {
    const owner = await createHouseholdOwner(server);
    await setPlan(owner, "gratis");
    for (let i = 1; i <= 10; i++) {
      expect((await addRecipe(owner, { name: `Receta ${i}` })).status).toBe(201);
    }
    const refused = await addRecipe(owner, { name: "Receta 11" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: "RECIPE_LIMIT",
      message:
        "Tu plan Gratis incluye 10 recetas. Borra una receta o mejora tu plan para guardar más.",
    });
    const [first] = (await book(owner)).recipes;
    expect((await owner.client.post(`/api/meals/recipes/${first?.id}/duplicate`)).status).toBe(409);
    expect((await book(owner)).limits).toEqual({ plan: "gratis", maxRecipes: 10, recipes: 10 });

    await setPlan(owner, "familiar");
    expect((await addRecipe(owner, { name: "Receta 11" })).status).toBe(201);
    expect((await book(owner)).limits).toMatchObject({ maxRecipes: null, recipes: 11 });
  });

  it("offers the starter collection once, as far as the plan allows", async () => {
    const owner = await createHouseholdOwner(server);
    const first = await owner.client.post<{ added: number; leftOut: number }>(
      "/api/meals/recipes/starter",
    );
    expect(first.body.added).toBeGreaterThanOrEqual(30);
    expect(first.body.leftOut).toBe(0);
    const recipes = (await book(owner)).recipes;
    const tacos = recipes.find((recipe) => recipe.name === "Tacos de pollo");
    expect(tacos?.names).toEqual({ en: "Chicken tacos", pt: "Tacos de frango" });
    expect(recipes.map((recipe) => recipe.name)).toEqual(
      expect.arrayContaining([
        "Feijoada",
        "Ajiaco santafereño",
        "Pastel de choclo",
        "Chilaquiles verdes",
      ]),
    );
    const again = await owner.client.post<{ added: number }>("/api/meals/recipes/starter");
    expect(again.body.added).toBe(0);

    const small = await createHouseholdOwner(server);
    await setPlan(small, "gratis");
    const trimmed = await small.client.post<{ added: number; leftOut: number }>(
      "/api/meals/recipes/starter",
    );
    expect(trimmed.body.added).toBe(10);
    expect(trimmed.body.leftOut).toBe(first.body.added - 10);
  });

  it("lets members change only their own recipes, and never another household's", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const stranger = await createHouseholdOwner(server);
    const { body: recipe } = await addRecipe(owner, arrozConPollo);

    expect((await addRecipe(guest, { name: "Pan" })).status).toBe(403);
    expect((await member.client.put(`/api/meals/recipes/${recipe.id}`, arrozConPollo)).status).toBe(
      403,
    );
    expect((await member.client.delete(`/api/meals/recipes/${recipe.id}`)).status).toBe(403);

    expect((await book(stranger)).recipes).toEqual([]);
    expect(
      (await stranger.client.put(`/api/meals/recipes/${recipe.id}`, arrozConPollo)).status,
    ).toBe(404);
    expect((await stranger.client.delete(`/api/meals/recipes/${recipe.id}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/meals/recipes/${recipe.id}/duplicate`)).status).toBe(
      404,
    );
    const foreignMeal = await plan(stranger, { day: monday, slot: "dinner", recipeId: recipe.id });
    expect(foreignMeal.status).toBe(404);
    expect((await week(stranger)).entries).toEqual([]);
    expect((await book(owner)).recipes).toHaveLength(1);
  });
});

describe("the week plan", () => {
  it("places recipes and free-text meals in Monday-first slots, one per slot", async () => {
    const owner = await createHouseholdOwner(server);
    const { body: recipe } = await addRecipe(owner, arrozConPollo);
    const dinner = await plan(owner, { day: monday, slot: "dinner", recipeId: recipe.id });
    expect(dinner.body).toMatchObject({ title: "Arroz con pollo", servings: 4, slot: "dinner" });
    const replaced = await plan(owner, {
      day: monday,
      slot: "dinner",
      title: "Sobras",
      servings: 2,
    });
    expect(replaced.body).toMatchObject({ id: dinner.body.id, title: "Sobras", recipeId: null });
    await plan(owner, { day: "2026-12-06", slot: "breakfast", recipeId: recipe.id, servings: 8 });

    const plan1 = await week(owner);
    expect(plan1.days).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(
      plan1.entries.map((entry) => [entry.day, entry.slot, entry.title, entry.servings]),
    ).toEqual([
      ["2026-11-30", "dinner", "Sobras", 2],
      ["2026-12-06", "breakfast", "Arroz con pollo", 8],
    ]);

    const bad: [Record<string, unknown>, string][] = [
      [{ day: monday, slot: "dinner" }, "Elige una receta o escribe qué van a comer"],
      [{ day: monday, slot: "merienda", title: "Pan" }, "Elige desayuno, comida o cena"],
      [{ day: "2026-02-30", slot: "lunch", title: "Pan" }, "Escribe una fecha válida"],
      [
        { day: monday, slot: "lunch", title: "Pan", servings: -1 },
        "Las porciones deben ser un número entero entre 1 y 50",
      ],
    ];
    for (const [body, message] of bad) {
      const response = await plan(owner, body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    expect((await owner.client.get<ErrorBody>("/api/meals/weeks/2026-12-01")).status).toBe(400);
    expect((await week(owner)).entries).toHaveLength(2);
  });

  it("copies last week's meals into this week's empty slots", async () => {
    const owner = await createHouseholdOwner(server);
    await plan(owner, { day: "2026-11-23", slot: "dinner", title: "Tacos" });
    await plan(owner, { day: "2026-11-24", slot: "lunch", title: "Lentejas" });
    await plan(owner, { day: "2026-11-24", slot: "lunch", title: "Lentejas" });
    await plan(owner, { day: "2026-12-01", slot: "lunch", title: "Pozole" });
    const copied = await owner.client.post<{ copied: number }>("/api/meals/weeks/copy-previous", {
      weekStart: monday,
    });
    expect(copied.body.copied).toBe(1);
    expect((await week(owner)).entries.map((entry) => [entry.day, entry.title])).toEqual([
      ["2026-11-30", "Tacos"],
      ["2026-12-01", "Pozole"],
    ]);
  });
});

describe("'Agregar ingredientes a la lista' and 'Lo cocinamos'", () => {
  it("sums the week unit-aware, subtracts the pantry, merges with the list, after a preview", async () => {
    const owner = await createHouseholdOwner(server);
    const { body: arroz } = await addRecipe(owner, arrozConPollo);
    const { body: lomo } = await addRecipe(owner, {
      name: "Lomo saltado",
      servings: 2,
      ingredients: [
        { quantity: 1, unit: "kg", name: "arroz" },
        { quantity: 300, unit: "g", name: "Lomo de res" },
        { quantity: 1, unit: "unidad", name: "Cebollas" },
      ],
    });
    await plan(owner, { day: monday, slot: "dinner", recipeId: arroz.id });
    await plan(owner, { day: "2026-12-01", slot: "dinner", recipeId: lomo.id });
    await plan(owner, { day: "2026-12-02", slot: "dinner", title: "Quesadillas" });
    await addPantry(owner, { name: "Pollo", qtyOnHand: "0.4", unit: "kg" });
    await addPantry(owner, { name: "Cebolla", qtyOnHand: 5, unit: "unidad" });
    await owner.client.post("/api/shopping/items", { name: "Lomo de res", quantity: "200 g" });

    const preview = (
      await owner.client.get<WeekShoppingPreview>(`/api/meals/weeks/${monday}/shopping`)
    ).body;
    const byName = Object.fromEntries(preview.lines.map((line) => [line.name, line]));
    expect(byName.Arroz).toMatchObject({
      amount: 1.5,
      unit: "kg",
      toBuy: { amount: 1.5, unit: "kg" },
      onList: null,
    });
    expect(byName.Pollo).toMatchObject({
      amount: 1,
      unit: "kg",
      inPantry: { amount: 400, unit: "g" },
      toBuy: { amount: 600, unit: "g" },
    });
    expect(byName.Cebolla).toMatchObject({ amount: 3, toBuy: null, inPantry: { amount: 5 } });
    expect(byName["Lomo de res"]).toMatchObject({ onList: "200 g", after: "500 g" });
    expect(byName.Sal).toMatchObject({ amount: null, toBuy: { amount: null } });
    expect(await shoppingItems(owner)).toEqual({ "Lomo de res": "200 g" });

    const result = await owner.client.post<WeekShoppingResult>("/api/meals/weeks/shopping", {
      weekStart: monday,
      skip: [byName.Sal?.key],
    });
    expect(result.body).toEqual({ added: 2, merged: 1 });
    expect(await shoppingItems(owner)).toEqual({
      "Lomo de res": "500 g",
      Arroz: "1,5 kg",
      Pollo: "600 g",
    });
  });

  it("takes a cooked meal's ingredients out of the pantry, once, never below 0", async () => {
    const owner = await createHouseholdOwner(server);
    const { body: recipe } = await addRecipe(owner, arrozConPollo);
    await addPantry(owner, { name: "Arroz", qtyOnHand: 2, unit: "kg" });
    await addPantry(owner, { name: "Pollo", qtyOnHand: 300, unit: "g" });
    await addPantry(owner, { name: "Cebollas", qtyOnHand: 5 });
    const { body: meal } = await plan(owner, {
      day: monday,
      slot: "dinner",
      recipeId: recipe.id,
      servings: 2,
    });

    const preview = (await owner.client.get<CookPreview>(`/api/meals/plan/${meal.id}/cook`)).body;
    expect(preview.lines.map((line) => [line.pantryItemName, line.take, line.unit])).toEqual([
      ["Arroz", 0.25, "kg"],
      ["Pollo", 300, "g"],
      ["Cebollas", 1, "unidad"],
    ]);
    expect(await pantry(owner)).toEqual({ Arroz: 2, Cebollas: 5, Pollo: 300 });

    const cooked = await owner.client.post<CookPreview>(`/api/meals/plan/${meal.id}/cook`, {
      usePantry: true,
    });
    expect(cooked.status).toBe(200);
    expect(cooked.body.entry.cookedAt).not.toBeNull();
    expect(await pantry(owner)).toEqual({ Arroz: 1.75, Cebollas: 4, Pollo: 0 });

    const twice = await owner.client.post<ErrorBody>(`/api/meals/plan/${meal.id}/cook`, {
      usePantry: true,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("Esta comida ya está marcada como cocinada.");
    expect(await pantry(owner)).toEqual({ Arroz: 1.75, Cebollas: 4, Pollo: 0 });

    const stranger = await createHouseholdOwner(server);
    expect((await stranger.client.get(`/api/meals/plan/${meal.id}/cook`)).status).toBe(404);
    expect(
      (await stranger.client.post(`/api/meals/plan/${meal.id}/cook`, { usePantry: true })).status,
    ).toBe(404);
    expect((await stranger.client.delete(`/api/meals/plan/${meal.id}`)).status).toBe(404);
  });

  it("never reads another household's pantry or list into the preview", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server);
    const { body: recipe } = await addRecipe(owner, arrozConPollo);
    await plan(owner, { day: monday, slot: "lunch", recipeId: recipe.id });
    await addPantry(stranger, { name: "Arroz", qtyOnHand: 10, unit: "kg" });
    await stranger.client.post("/api/shopping/items", { name: "Pollo", quantity: "1 kg" });
    const preview = (
      await owner.client.get<WeekShoppingPreview>(`/api/meals/weeks/${monday}/shopping`)
    ).body;
    expect(preview.lines.every((line) => line.inPantry === null && line.onList === null)).toBe(
      true,
    );
    const strangersView = (
      await stranger.client.get<WeekShoppingPreview>(`/api/meals/weeks/${monday}/shopping`)
    ).body;
    expect(strangersView.lines).toEqual([]);
    await stranger.client.post("/api/meals/weeks/shopping", { weekStart: monday });
    expect(await shoppingItems(stranger)).toEqual({ Pollo: "1 kg" });
  });
});

describe("'Importar receta' and '¿Qué cocinamos?'", () => {
  it("imports the schema.org Recipe of a page's source, and says so when there is none", async () => {
    const owner = await createHouseholdOwner(server);
    const source = `<html><script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage" },
        {
          "@type": "Recipe",
          name: "Frijoles charros",
          recipeYield: "6",
          totalTime: "PT1H",
          recipeIngredient: ["500 g de frijol", "200 g de tocino", "2 jitomates"],
          recipeInstructions: [{ "@type": "HowToStep", text: "Cocer los frijoles." }],
        },
      ],
    })}</script></html>`;
    const imported = await owner.client.post<RecipeView>("/api/meals/recipes/import", { source });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({
      name: "Frijoles charros",
      servings: 6,
      minutes: 60,
      ingredients: [
        { quantity: 500, unit: "g", name: "frijol" },
        { quantity: 200, unit: "g", name: "tocino" },
        { quantity: 2, unit: "unidad", name: "jitomates" },
      ],
      steps: ["Cocer los frijoles."],
    });

    const cases: [string, string][] = [
      ['{"@type":"NewsArticle","headline":"Hoy"}', "No encontramos una receta en ese texto."],
      ["<html><body>Hola</body></html>", "No encontramos una receta en ese texto."],
      ["   ", "Pega el código fuente de la página de la receta o elige un archivo .json"],
      [
        JSON.stringify({ "@type": "Recipe", name: " ", recipeIngredient: ["1 kg de arroz"] }),
        "El nombre de la receta es requerido",
      ],
    ];
    for (const [text, message] of cases) {
      const refused = await owner.client.post<ErrorBody>("/api/meals/recipes/import", {
        source: text,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message.startsWith(message), refused.body.error.message).toBe(true);
    }
    expect((await book(owner)).recipes.map((recipe) => recipe.name)).toEqual(["Frijoles charros"]);
  });

  it("ranks recipes by how much the pantry covers, expiring items first, allergies left out", async () => {
    const owner = await createHouseholdOwner(server);
    await server.database.db
      .updateTable("profiles")
      .set({ preferences: JSON.stringify({ language: "es", allergies: ["lácteos"] }) })
      .where("id", "=", owner.membership.profileId)
      .execute();
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await addPantry(owner, { name: "Arroz", qtyOnHand: 2, unit: "kg" });
    await addPantry(owner, { name: "Pollo", qtyOnHand: 1, unit: "kg", expiryDate: soon });
    await addPantry(owner, { name: "Tortillas", qtyOnHand: 20 });
    await addPantry(owner, { name: "Queso", qtyOnHand: 1, unit: "kg" });
    await addRecipe(owner, {
      name: "Arroz blanco",
      ingredients: [
        { quantity: 500, unit: "g", name: "Arroz" },
        { quantity: 1, unit: "unidad", name: "Cebolla" },
      ],
    });
    await addRecipe(owner, {
      name: "Arroz con pollo",
      ingredients: [
        { quantity: 500, unit: "g", name: "Arroz" },
        { quantity: 1, unit: "kg", name: "Pollo" },
        { quantity: 1, unit: "unidad", name: "Cebolla" },
      ],
    });
    await addRecipe(owner, {
      name: "Quesadillas",
      ingredients: [
        { quantity: 8, unit: "unidad", name: "Tortilla" },
        { quantity: 300, unit: "g", name: "Queso" },
      ],
    });
    await addRecipe(owner, {
      name: "Pan de elote",
      ingredients: [{ quantity: 4, unit: "unidad", name: "Elote" }],
    });
    const { suggestions } = (
      await owner.client.get<{
        suggestions: {
          name: string;
          covered: number;
          total: number;
          missing: string[];
          expiring: string[];
        }[];
      }>("/api/meals/suggestions")
    ).body;
    expect(suggestions.map((each) => [each.name, each.covered, each.total])).toEqual([
      ["Arroz con pollo", 2, 3],
      ["Arroz blanco", 1, 2],
    ]);
    expect(suggestions[0]).toMatchObject({ missing: ["Cebolla"], expiring: ["Pollo"] });
    const stranger = await createHouseholdOwner(server);
    expect(
      (await stranger.client.get<{ suggestions: unknown[] }>("/api/meals/suggestions")).body
        .suggestions,
    ).toEqual([]);
  });
});

describe("the daily brief", () => {
  it("says what is planned for today, breakfast first, and nothing of another household", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server);
    const brief = async (member: TestMember) =>
      (await member.client.get<DailyBrief>("/api/daily-brief")).body;
    const { today } = await brief(owner);
    expect((await brief(owner)).meals).toEqual([]);
    await plan(owner, { day: today, slot: "dinner", title: "Tacos de pollo" });
    await plan(owner, { day: today, slot: "breakfast", title: "Chilaquiles" });
    await plan(owner, { day: addDays(today, 1), slot: "lunch", title: "Lentejas" });
    expect((await brief(owner)).meals).toEqual([
      { slot: "breakfast", title: "Chilaquiles" },
      { slot: "dinner", title: "Tacos de pollo" },
    ]);
    expect((await brief(stranger)).meals).toEqual([]);
  });
});

describe("recipe photos", () => {
  const upload = (
    member: TestMember,
    id: string,
    bytes: Uint8Array,
    name: string,
    type: string,
  ) => {
    const form = new FormData();
    form.append("photo", new File([bytes as BlobPart], name, { type }));
    return member.client.raw(`/api/meals/recipes/${id}/photo`, { method: "POST", body: form });
  };

  it("stores a photo for the household only, and refuses what is not an image or too big", async () => {
    const owner = await createHouseholdOwner(server);
    const stranger = await createHouseholdOwner(server);
    const { body: recipe } = await addRecipe(owner, arrozConPollo);
    const png = await pngBytes(64, 48);

    const saved = await upload(owner, recipe.id, png, "arroz.png", "image/png");
    expect(saved.status).toBe(200);
    const { photoUrl } = (await saved.json()) as RecipeView;
    expect(photoUrl).toMatch(new RegExp(`^/api/files/${owner.membership.householdId}/recipes/`));
    const photo = await owner.client.raw(photoUrl as string);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect((await stranger.client.raw(photoUrl as string)).status).toBe(404);
    expect((await upload(stranger, recipe.id, png, "x.png", "image/png")).status).toBe(404);

    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const notImage = await upload(owner, recipe.id, html, "foto.png", "image/png");
    expect(notImage.status).toBe(415);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(png);
    const tooBig = await upload(owner, recipe.id, big, "grande.png", "image/png");
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as ErrorBody).error.message).toBe(
      "La foto de la receta puede pesar hasta 5 MB",
    );
    expect((await book(owner)).recipes[0]?.photoUrl).toBe(photoUrl);

    const removed = await owner.client.delete<RecipeView>(`/api/meals/recipes/${recipe.id}/photo`);
    expect(removed.body.photoUrl).toBeNull();
    expect((await owner.client.raw(photoUrl as string)).status).toBe(404);
  });
});
