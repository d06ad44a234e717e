import type { Page } from "@playwright/test";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

/** Sets up data through the API, as the signed-in page's own browser would send it. */
async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: { origin: appOrigin } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function pantryAmounts(page: Page): Promise<Record<string, number>> {
  const response = await page.request.get("/api/pantry");
  const { items } = (await response.json()) as { items: { name: string; qtyOnHand: number }[] };
  return Object.fromEntries(items.map((item) => [item.name, item.qtyOnHand]));
}

async function listQuantities(page: Page): Promise<Record<string, string | null>> {
  const response = await page.request.get("/api/shopping");
  const { lists } = (await response.json()) as {
    lists: { items: { name: string; quantity: string | null }[] }[];
  };
  return Object.fromEntries(
    lists.flatMap((list) => list.items).map((item) => [item.name, item.quantity]),
  );
}

test.describe("/meals", () => {
  test("starts from the sample recipes, refuses a bad recipe, then saves, duplicates and deletes one", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    await page.goto("/meals");
    await expect(page.getByRole("heading", { name: "Comidas", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Comidas" }).first()).toBeVisible();
    await page.getByRole("tab", { name: "Recetas" }).click();
    await expect(page.getByText(/Aún no tienen recetas/)).toBeVisible();
    await page.getByRole("button", { name: "Agregar recetas de ejemplo" }).click();
    await expect(page.getByText("Se agregaron 31 recetas de ejemplo")).toBeVisible();
    await expect(page.getByRole("article", { name: "Tacos de pollo" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Feijoada" })).toBeVisible();

    await page.getByRole("button", { name: "Nueva receta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva receta" });
    await dialog.getByRole("button", { name: "Guardar receta" }).click();
    await expect(dialog.getByText("El nombre de la receta es requerido")).toBeVisible();
    await dialog.getByLabel("Nombre", { exact: true }).fill("Sopa de lima");
    await dialog.getByLabel("Ingrediente (Ingrediente 1)").fill("Pechuga de pollo");
    await dialog.getByLabel("Cantidad (Ingrediente 1)").fill("-1");
    await dialog.getByRole("button", { name: "Guardar receta" }).click();
    await expect(
      dialog.getByText("Ingrediente 1: La cantidad no puede ser negativa"),
    ).toBeVisible();
    await dialog.getByLabel("Cantidad (Ingrediente 1)").fill("500");
    await dialog.getByLabel("Ingrediente (Ingrediente 2)").fill("Lima");
    await dialog.getByLabel("Cantidad (Ingrediente 2)").fill("3");
    await dialog.getByLabel("Unidad (Ingrediente 2)").selectOption("unidad");
    await dialog.getByLabel("Cena").check();
    await dialog.getByLabel("Preparación").fill("Cocer el pollo\nAgregar la lima");
    // Something to thaw the evening before: what, or a clear message.
    await dialog.getByLabel("Qué hacer la noche anterior").selectOption("thaw");
    await dialog.getByRole("button", { name: "Guardar receta" }).click();
    await expect(dialog.getByText("Escribe qué hay que descongelar o remojar")).toBeVisible();
    await dialog.getByLabel("Qué descongelar o remojar").fill("La pechuga");
    await dialog.getByRole("button", { name: "Guardar receta" }).click();
    await expect(page.getByText("Receta guardada")).toBeVisible();

    const card = page.getByRole("article", { name: "Sopa de lima" });
    await expect(card.getByText("Noche anterior · Descongelar: La pechuga")).toBeVisible();
    await expect(
      page
        .getByRole("article", { name: "Feijoada" })
        .getByText("Noche anterior · Poner en remojo: El frijol negro"),
    ).toBeVisible();
    await card.getByText("Ver receta").click();
    await expect(card.getByText("500 g · Pechuga de pollo")).toBeVisible();
    await expect(card.getByText("3 unidades · Lima")).toBeVisible();
    await card.getByLabel("Elegir foto para Sopa de lima").setInputFiles({
      name: "sopa.png",
      mimeType: "image/png",
      buffer: Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        "base64",
      ),
    });
    await expect(page.getByText("Foto guardada")).toBeVisible();
    await expect(card.getByRole("img", { name: "Foto de Sopa de lima" })).toBeVisible();
    await card.getByRole("button", { name: "Duplicar" }).click();
    await expect(page.getByRole("article", { name: "Sopa de lima (copia)" })).toBeVisible();
    await page
      .getByRole("article", { name: "Sopa de lima (copia)" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("article", { name: "Sopa de lima (copia)" })).toHaveCount(0);
    await page.screenshot({ path: "/tmp/meals-recipes-1280.png", fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("plans three dinners, adds the week's ingredients less the pantry, cooks one and the pantry goes down", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    const recipe = (body: unknown) => postJson(page, "/api/meals/recipes", body);
    await recipe({
      name: "Arroz con pollo",
      servings: 4,
      ingredients: [
        { quantity: 500, unit: "g", name: "Arroz" },
        { quantity: 1, unit: "kg", name: "Pollo" },
      ],
    });
    await recipe({
      name: "Lomo saltado",
      servings: 4,
      ingredients: [
        { quantity: 1, unit: "kg", name: "Arroz" },
        { quantity: 600, unit: "g", name: "Lomo de res" },
      ],
    });
    await recipe({
      name: "Tacos de pollo",
      servings: 4,
      ingredients: [
        { quantity: 12, unit: "unidad", name: "Tortilla de maíz" },
        { quantity: 500, unit: "g", name: "Pollo" },
      ],
    });
    await postJson(page, "/api/pantry/items", { name: "Pollo", qtyOnHand: "0.8", unit: "kg" });
    await postJson(page, "/api/pantry/items", { name: "Tortillas de maíz", qtyOnHand: 30 });
    await postJson(page, "/api/shopping/items", { name: "Lomo de res", quantity: "200 g" });

    await page.goto("/meals");
    const dinners: [RegExp, string][] = [
      [/^Agregar Cena del lunes/, "Arroz con pollo"],
      [/^Agregar Cena del martes/, "Lomo saltado"],
      [/^Agregar Cena del miércoles/, "Tacos de pollo"],
    ];
    for (const [slot, meal] of dinners) {
      await page.getByRole("button", { name: slot }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(meal).check();
      await dialog.getByRole("button", { name: "Guardar" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByRole("button", { name: new RegExp(`^Cambiar Cena del .*: ${meal}$`) }),
      ).toBeVisible();
    }
    await page.screenshot({ path: "/tmp/meals-week-1280.png", fullPage: true });
    await page.emulateMedia({ media: "print" });
    const printed = page.locator("#menu-semanal");
    await expect(printed.getByRole("heading", { name: /Menú de la semana/ })).toBeVisible();
    await expect(printed.getByRole("cell", { name: /Lomo saltado/ })).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Agregar ingredientes a la lista" }),
    ).toBeHidden();
    await page.screenshot({ path: "/tmp/meals-print.png" });
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("button", { name: "Agregar ingredientes a la lista" }).click();
    const preview = page.getByRole("dialog", { name: "Ingredientes de la semana" });
    const line = (name: string) =>
      preview.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
    await expect(line("Arroz")).toContainText("Se necesita 1,5 kg");
    await expect(line("Arroz")).toContainText("Comprar 1,5 kg");
    await expect(line("Pollo")).toContainText("Se necesita 1,5 kg · En despensa: 800 g");
    await expect(line("Pollo")).toContainText("Comprar 700 g");
    await expect(line("Lomo de res")).toContainText("Ya en la lista (200 g): quedará 800 g");
    await expect(
      preview.getByRole("heading", { name: "Ya lo tienen en la despensa" }),
    ).toBeVisible();
    await expect(line("Tortilla de maíz")).toContainText("En despensa: 30 unidades");
    await expect(line("Tortilla de maíz").getByRole("checkbox")).toHaveCount(0);
    await page.screenshot({ path: "/tmp/meals-preview-1280.png" });
    expect(await listQuantities(page)).toEqual({ "Lomo de res": "200 g" });
    await preview.getByRole("button", { name: "Agregar 3 a la lista" }).click();
    await expect(page.getByText("2 nuevos, 1 sumados a lo que ya estaba")).toBeVisible();
    expect(await listQuantities(page)).toEqual({
      "Lomo de res": "800 g",
      Arroz: "1,5 kg",
      Pollo: "700 g",
    });

    await page.getByRole("button", { name: "Lo cocinamos: Tacos de pollo" }).click();
    const cook = page.getByRole("dialog", { name: "Lo cocinamos: Tacos de pollo" });
    await expect(
      cook.getByText("Tortillas de maíz: −12 unidades (quedan 18 unidades)"),
    ).toBeVisible();
    await expect(cook.getByText("Pollo: −0,5 kg (quedan 0,3 kg)")).toBeVisible();
    await cook.getByRole("button", { name: "Sí, sacar de la despensa" }).click();
    await expect(page.getByText("¡Buen provecho! La despensa quedó al día")).toBeVisible();
    expect(await pantryAmounts(page)).toEqual({ Pollo: 0.3, "Tortillas de maíz": 18 });
    await expect(page.getByText("Cocinada", { exact: true })).toBeVisible();
    await page.goto("/pantry");
    await expect(page.getByText("18 unidades")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("on a phone the week reads day by day and the menu leads to Comidas", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpWithHousehold(page);
    await postJson(page, "/api/meals/recipes/starter", {});
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Mostrar u ocultar la navegación" }).click();
    await page
      .getByRole("dialog", { name: "Navegación" })
      .getByRole("link", { name: "Comidas" })
      .click();
    await expect(page.getByRole("heading", { name: "Comidas", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: /^Agregar Desayuno del jueves/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Buscar receta").fill("chila");
    await dialog.getByLabel("Chilaquiles verdes").check();
    await dialog.getByLabel("Porciones").fill("6");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(
      page.getByRole("button", { name: /^Cambiar .*: Chilaquiles verdes$/ }),
    ).toContainText("6 porciones");
    await page.screenshot({ path: "/tmp/meals-week-390.png", fullPage: true });
    await page.getByRole("tab", { name: "Recetas" }).click();
    await page.getByRole("button", { name: "Nueva receta" }).click();
    await expect(page.getByRole("dialog", { name: "Nueva receta" })).toBeVisible();
    await page.screenshot({ path: "/tmp/meals-dialog-390.png" });
    await page.keyboard.press("Escape");
    await page.screenshot({ path: "/tmp/meals-recipes-390.png" });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("a link names the week it opens: the reminder's week, the week before on going back, this week for a bad value", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    const { id } = await postJson<{ id: string }>(page, "/api/meals/recipes", {
      name: "Pollo al horno",
      ingredients: [],
      prepAhead: { kind: "thaw", what: "El pollo" },
    });
    // Five weeks from this one: its Monday and Wednesday, in the browser's (this machine's) zone.
    const now = new Date();
    const day = (offset: number) => {
      const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
      const month = String(date.getMonth() + 1).padStart(2, "0");
      return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, "0")}`;
    };
    const toMonday = -((now.getDay() + 6) % 7);
    const monday = day(toMonday + 35);
    const wednesday = day(toMonday + 37);
    const planned = await page.request.put("/api/meals/plan", {
      data: { day: wednesday, slot: "dinner", recipeId: id },
      headers: { origin: appOrigin },
    });
    expect(planned.ok(), await planned.text()).toBe(true);
    const meal = page.getByRole("button", {
      name: /^Cambiar Cena del miércoles.*: Pollo al horno$/,
    });

    // What the evening-before reminder links to; any day of the week names it.
    await page.goto(`/meals?semana=${monday}`);
    await expect(meal).toBeVisible();
    await expect(page.getByRole("button", { name: "Esta semana" })).toBeVisible();
    await page.goto(`/meals?semana=${wednesday}`);
    await expect(meal).toBeVisible();

    // Each week is a step back.
    await page.getByRole("button", { name: "Semana siguiente" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]semana=${day(toMonday + 42)}$`));
    await expect(meal).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]semana=${wednesday}$`));
    await expect(meal).toBeVisible();
    await page.getByRole("button", { name: "Esta semana" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]semana=${day(toMonday)}$`));
    await expect(meal).toHaveCount(0);

    for (const bad of ["pronto", "2026-02-30"]) {
      await page.goto(`/meals?semana=${bad}`);
      await expect(page.getByRole("button", { name: /^Agregar Cena del/ })).toHaveCount(7);
      await expect(page.getByRole("button", { name: "Esta semana" })).toHaveCount(0);
    }
  });

  test("suggests what to cook from the pantry and imports a recipe from a .json file", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await postJson(page, "/api/pantry/items", { name: "Arroz", qtyOnHand: 2, unit: "kg" });
    await postJson(page, "/api/pantry/items", {
      name: "Pollo",
      qtyOnHand: 1,
      unit: "kg",
      expiryDate: soon,
    });
    await postJson(page, "/api/meals/recipes", {
      name: "Arroz con pollo",
      ingredients: [
        { quantity: 500, unit: "g", name: "Arroz" },
        { quantity: 1, unit: "kg", name: "Pollo" },
        { quantity: 1, unit: "unidad", name: "Cebolla" },
      ],
    });
    await page.goto("/meals");
    const suggestions = page.getByRole("region", { name: "¿Qué cocinamos hoy?" });
    await expect(suggestions.getByText("Tienen 2 de 3 ingredientes")).toBeVisible();
    await expect(suggestions.getByText("Aprovecha: Pollo (vence pronto)")).toBeVisible();
    await expect(suggestions.getByText("Falta: Cebolla")).toBeVisible();
    await page.screenshot({ path: "/tmp/meals-suggestions-1280.png" });
    await suggestions
      .getByRole("button", { name: "Poner Arroz con pollo en la cena de hoy" })
      .click();
    await expect(page.getByText("Cena de hoy: Arroz con pollo")).toBeVisible();
    await expect(
      page.getByRole("button", { name: /^Cambiar Cena del .*: Arroz con pollo$/ }),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Recetas" }).click();
    await page.getByRole("button", { name: "Importar receta" }).click();
    const dialog = page.getByRole("dialog", { name: "Importar receta" });
    await dialog
      .getByLabel("Código fuente o JSON")
      .fill("<html><body>Receta de la abuela</body></html>");
    await dialog.getByRole("button", { name: "Importar" }).click();
    await expect(dialog.getByRole("alert")).toContainText(
      "No encontramos una receta en ese texto.",
    );
    const recipe = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Frijoles charros",
      recipeYield: "6 porciones",
      totalTime: "PT1H",
      recipeIngredient: ["500 g de frijol", "200 g de tocino", "2 jitomates"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Cocer los frijoles." }],
    };
    await dialog.getByLabel("O elige un archivo .json o .html").setInputFiles({
      name: "frijoles.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(recipe)),
    });
    await expect(dialog.getByLabel("Código fuente o JSON")).toHaveValue(/Frijoles charros/);
    await page.screenshot({ path: "/tmp/meals-import-1280.png" });
    await dialog.getByRole("button", { name: "Importar" }).click();
    await expect(page.getByText("Receta importada")).toBeVisible();
    const card = page.getByRole("article", { name: "Frijoles charros" });
    await expect(card.getByText("6 porciones")).toBeVisible();
    await card.getByText("Ver receta").click();
    await expect(card.getByText("200 g · tocino")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto("/daily-brief");
    await expect(page.getByText("Cena: Arroz con pollo")).toBeVisible();
    await page.screenshot({ path: "/tmp/meals-brief-1280.png" });
    await page.getByRole("link", { name: "Ver el menú" }).click();
    await expect(page.getByRole("heading", { name: "Comidas", level: 1 })).toBeVisible();
  });
});
