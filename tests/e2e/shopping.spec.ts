import type { Page } from "@playwright/test";
import {
  appOrigin,
  expect,
  seriousA11yViolations,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

/** Sets up data through the API, as the signed-in page's own browser would send it. */
const postJson = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: appOrigin } });

const column = (page: Page, id: "por-comprar" | "comprados") =>
  page.locator(`section[aria-labelledby="${id}"]`);

// Rows are clicked rather than .check()ed: a checked row moves to the other column, so the
// control that was clicked is replaced by a new one.
test.describe("/shopping", () => {
  test("adds, checks, unchecks and deletes items, grouped by aisle", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/shopping");
    await expect(page.getByRole("heading", { name: "Compras", level: 1 })).toBeVisible();
    await expect(page.getByText("No hay nada por comprar.")).toBeVisible();

    await page.getByRole("button", { name: "Agregar item" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar item" });
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
    await dialog.getByLabel("Nombre").fill("Leche");
    await dialog.getByLabel("Cantidad").fill("2 L");
    await dialog.getByLabel("Notas").fill("deslactosada");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expect(page.getByText("✅ Item agregado")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Quick add: one field, Enter, the aisle guessed from the name.
    const quickAdd = page.getByLabel("Agregar rápido");
    await quickAdd.fill("2 kg de arroz");
    await quickAdd.press("Enter");
    await expect(quickAdd).toHaveValue("");
    await quickAdd.fill("Manzanas");
    await quickAdd.press("Enter");

    const toBuy = column(page, "por-comprar");
    await expect(toBuy.getByRole("checkbox")).toHaveCount(3);
    // Aisle order: fruit first, then dairy, then the dry goods.
    await expect(toBuy.getByRole("heading", { level: 3 })).toHaveText([
      "Frutas y Verduras",
      "Lácteos",
      "Despensa",
    ]);
    await expect(toBuy.getByText("deslactosada")).toBeVisible();

    await page.getByRole("checkbox", { name: "Leche" }).click();
    await expect(column(page, "comprados").getByRole("checkbox", { name: "Leche" })).toBeChecked();
    await expect(toBuy.getByRole("checkbox")).toHaveCount(2);
    await page.reload();
    await expect(column(page, "comprados").getByRole("checkbox", { name: "Leche" })).toBeChecked();

    await page.getByRole("checkbox", { name: "Leche" }).click();
    await expect(toBuy.getByRole("checkbox", { name: "Leche" })).not.toBeChecked();

    await page.getByRole("button", { name: "Eliminar Arroz" }).click();
    await expect(page.getByText("🗑️ Item eliminado")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Arroz" })).toHaveCount(0);
    await page.reload();
    await expect(toBuy.getByRole("checkbox")).toHaveCount(2);

    await page.getByRole("checkbox", { name: "Manzanas" }).click();
    await page.getByRole("button", { name: "Vaciar comprados" }).click();
    await page.getByRole("button", { name: "Sí, vaciar" }).click();
    await expect(page.getByText("Comprados vaciados")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Manzanas" })).toHaveCount(0);
    await expect(toBuy.getByRole("checkbox", { name: "Leche" })).toBeVisible();
  });

  test("an item already to buy offers to raise its quantity instead of a second line", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    await page.goto("/shopping");
    const toBuy = column(page, "por-comprar");
    const quickAdd = page.getByLabel("Agregar rápido");

    // "x6" is read as six, not kept in the name.
    await quickAdd.fill("aguacates x6");
    await quickAdd.press("Enter");
    const row = toBuy.getByRole("listitem").filter({ hasText: "Aguacates" });
    await expect(row).toHaveText(/Aguacates\s*6/);
    await expect(row.getByText("x6")).toHaveCount(0);

    // An empty quick add leaves its error; a successful add through the dialog clears it.
    await quickAdd.press("Enter");
    await expect(page.getByText("El nombre es requerido")).toBeVisible();
    await page.getByRole("button", { name: "Agregar item" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar item" });
    await dialog.getByLabel("Nombre").fill("Aguacate");
    await dialog.getByLabel("Cantidad").fill("2");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    const offer = page.getByRole("alertdialog", { name: "«Aguacates» ya está en la lista" });
    await expect(offer).toContainText("Ya tiene 6. Si sumas, quedará 8.");
    await offer.getByRole("button", { name: "Sumar a la cantidad" }).click();
    await expect(page.getByText("Cantidad actualizada")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(toBuy.getByRole("checkbox")).toHaveCount(1);
    await expect(row).toHaveText(/Aguacates\s*8/);
    await expect(page.getByText("El nombre es requerido")).toHaveCount(0);

    // Cancelling changes nothing; choosing "Agregar aparte" makes a second line on purpose.
    await quickAdd.fill("aguacates");
    await quickAdd.press("Enter");
    await offer.getByRole("button", { name: "Cancelar" }).click();
    await expect(offer).toBeHidden();
    await expect(quickAdd).toHaveValue("aguacates");
    await expect(toBuy.getByRole("checkbox")).toHaveCount(1);
    await quickAdd.press("Enter");
    await offer.getByRole("button", { name: "Agregar aparte" }).click();
    await expect(toBuy.getByRole("checkbox")).toHaveCount(2);
    await page.reload();
    await expect(toBuy.getByRole("checkbox")).toHaveCount(2);
  });

  test("is comfortable one-handed on a phone: big targets, and a tap on the row checks it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpWithHousehold(page);
    await page.goto("/shopping");
    await page.getByLabel("Agregar rápido").fill("Leche 2");
    await page.getByRole("button", { name: "Agregar", exact: true }).click();

    const row = column(page, "por-comprar").getByRole("listitem").filter({ hasText: "Leche" });
    const targets = [
      row,
      row.getByRole("button", { name: "Eliminar Leche" }),
      row.getByRole("button", { name: "Editar Leche" }),
      page.getByRole("button", { name: "Agregar", exact: true }),
      page.getByLabel("Agregar rápido"),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await row.getByText("Leche").click();
    await expect(column(page, "comprados").getByRole("checkbox", { name: "Leche" })).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("two members in the same shop see each other's changes live", async ({ page, browser }) => {
    const { membership } = await signUpWithHousehold(page);
    const otherContext = await browser.newContext();
    const partner = await otherContext.newPage();
    await signUpIntoHousehold(partner, membership.householdId, "member");

    const ready = (target: Page) =>
      target.waitForResponse((response) => response.url().endsWith("/api/live"));
    const [liveA, liveB] = [ready(page), ready(partner)];
    await page.goto("/shopping");
    await partner.goto("/shopping");
    await Promise.all([liveA, liveB]);

    await page.getByLabel("Agregar rápido").fill("Tortillas");
    await page.getByLabel("Agregar rápido").press("Enter");
    await expect(
      column(partner, "por-comprar").getByRole("checkbox", { name: "Tortillas" }),
    ).toBeVisible();

    await partner.getByRole("checkbox", { name: "Tortillas" }).click();
    await expect(
      column(page, "comprados").getByRole("checkbox", { name: "Tortillas" }),
    ).toBeChecked();

    // The partner may not delete what the owner added; the owner may.
    await expect(partner.getByRole("button", { name: "Eliminar Tortillas" })).toHaveCount(0);
    await page.getByRole("button", { name: "Eliminar Tortillas" }).click();
    await expect(partner.getByRole("checkbox", { name: "Tortillas" })).toHaveCount(0);
    await otherContext.close();
  });

  test("keeps several lists: create one, add to it, archive it", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/shopping");
    await page.getByLabel("Agregar rápido").fill("Pan");
    await page.getByLabel("Agregar rápido").press("Enter");
    await expect(page.getByRole("checkbox", { name: "Pan" })).toBeVisible();

    await page.getByRole("button", { name: "Listas" }).click();
    const lists = page.getByRole("dialog", { name: "Listas de compras" });
    await lists.getByLabel("Nueva lista").fill("Fiesta del sábado");
    await lists.getByRole("button", { name: "Crear lista" }).click();
    await expect(page.getByText("Lista creada")).toBeVisible();
    await page.keyboard.press("Escape");

    await expect(
      page.getByRole("button", { name: "Fiesta del sábado", pressed: true }),
    ).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Pan" })).toHaveCount(0);
    await page.getByLabel("Agregar rápido").fill("Globos");
    await page.getByLabel("Agregar rápido").press("Enter");
    await expect(page.getByRole("checkbox", { name: "Globos" })).toBeVisible();

    await page.getByRole("button", { name: "Lista de compras" }).click();
    await expect(page.getByRole("checkbox", { name: "Pan" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Globos" })).toHaveCount(0);

    await page.getByRole("button", { name: "Listas" }).click();
    await lists.getByRole("button", { name: "Archivar Fiesta del sábado" }).click();
    await expect(page.getByText("Lista archivada")).toBeVisible();
    await expect(lists.getByRole("button", { name: "Restaurar Fiesta del sábado" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Fiesta del sábado" })).toHaveCount(0);
  });

  test("buying something the pantry keeps offers to restock it", async ({ page }) => {
    await signUpWithHousehold(page);
    await postJson(page, "/api/pantry/items", {
      name: "Arroz",
      qtyOnHand: "0.5",
      unit: "kg",
      reorderThreshold: 1,
    });
    await page.goto("/shopping");
    await page.getByLabel("Agregar rápido").fill("1 kg de arroz");
    await page.getByLabel("Agregar rápido").press("Enter");
    await page.getByRole("checkbox", { name: "Arroz" }).click();

    await expect(page.getByText("Arroz está en tu despensa")).toBeVisible();
    await expect(page.getByText("¿Sumar 1 kg a la despensa?")).toBeVisible();
    await page.getByRole("button", { name: "Sumar", exact: true }).click();
    await expect(page.getByText("Despensa actualizada: Arroz")).toBeVisible();

    await page.goto("/pantry");
    await expect(page.getByTestId("pantry-item").getByText("1,5 kg")).toBeVisible();
  });
});
