import type { Page } from "@playwright/test";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

/** Sets up data through the API, as the signed-in page's own browser would send it. */
const postJson = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: appOrigin } });

/** A calendar day counted from today in the browser's (and the household's) time zone. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe("/pantry", () => {
  test("adds an item with the defaults and counts it up and down, never below 0", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    await page.goto("/pantry");
    await expect(page.getByRole("heading", { name: "Despensa", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Agregar item" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar a la despensa" });
    await dialog.getByLabel("Nombre").fill("Huevos");
    await dialog.getByLabel("Cantidad").fill("dos");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expect(dialog.getByText("La cantidad debe ser un número")).toBeVisible();
    await dialog.getByLabel("Cantidad").fill("");
    await expect(dialog.getByLabel("Mínimo")).toHaveValue("2");
    await expect(dialog.getByLabel("Unidad")).toHaveValue("unidad");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expect(page.getByText("✅ Item agregado")).toBeVisible();

    const card = page.getByTestId("pantry-item");
    await expect(card.getByRole("status")).toHaveText("0 unidades");
    await expect(card.getByText("Stock bajo")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Stock bajo (1)" })).toBeVisible();
    const minus = card.getByRole("button", { name: "Restar 1 unidad a Huevos" });
    const plus = card.getByRole("button", { name: "Sumar 1 unidad a Huevos" });
    await expect(minus).toBeDisabled();

    await plus.click();
    await expect(card.getByRole("status")).toHaveText("1 unidad");
    await plus.click();
    await plus.click();
    await expect(card.getByRole("status")).toHaveText("3 unidades");
    await expect(page.getByRole("heading", { name: /Stock bajo/ })).toHaveCount(0);

    for (let left = 2; left >= 0; left--) {
      await minus.click();
      await expect(card.getByRole("status")).toHaveText(
        left === 1 ? "1 unidad" : `${left} unidades`,
      );
    }
    await expect(minus).toBeDisabled();
    await page.reload();
    await expect(card.getByRole("status")).toHaveText("0 unidades");
    await expect(page.getByRole("heading", { name: "Stock bajo (1)" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("warns about what expires within 7 days and what already expired", async ({ page }) => {
    await signUpWithHousehold(page);
    await postJson(page, "/api/pantry/items", {
      name: "Crema",
      qtyOnHand: 3,
      expiryDate: dayFromToday(-2),
    });
    await postJson(page, "/api/pantry/items", {
      name: "Leche",
      qtyOnHand: 1,
      expiryDate: dayFromToday(-1),
    });
    await postJson(page, "/api/pantry/items", {
      name: "Atún",
      qtyOnHand: 3,
      expiryDate: dayFromToday(30),
    });
    await page.goto("/pantry");

    await page.getByRole("button", { name: "Agregar item" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar a la despensa" });
    await dialog.getByLabel("Nombre").fill("Yogur");
    await dialog.getByLabel("Cantidad").fill("4");
    await dialog.getByLabel("Fecha de caducidad").fill(dayFromToday(3));
    await dialog.getByRole("button", { name: "Agregar" }).click();

    // What already expired is listed as expired, never as «Por vencer».
    await expect(page.getByRole("heading", { name: "Por vencer (1)" })).toBeVisible();
    const alerts = page.locator('section[aria-labelledby="por-vencer"]');
    await expect(alerts.getByRole("listitem")).toHaveText(["Yogur: Vence en 3 días"]);
    await expect(page.getByRole("heading", { name: "Vencidos (2)" })).toBeVisible();
    const expired = page.locator('section[aria-labelledby="vencidos"]');
    await expect(expired.getByRole("listitem")).toHaveText([
      "Crema: Venció hace 2 días",
      "Leche: Venció ayer",
    ]);
    const yogurt = page.getByTestId("pantry-item").filter({ hasText: "Yogur" });
    await expect(yogurt.getByText("Vence en 3 días")).toBeVisible();
    const milk = page.getByTestId("pantry-item").filter({ hasText: "Leche" });
    await expect(milk.getByText("Venció ayer")).toBeVisible();
    await expect(alerts.getByText("Atún")).toHaveCount(0);
    await expect(expired.getByText("Atún")).toHaveCount(0);
  });

  test("'Agregar faltantes a la lista' puts what is missing on the list once", async ({ page }) => {
    await signUpWithHousehold(page);
    for (const data of [
      { name: "Leche", qtyOnHand: 1, unit: "L", category: "Refrigerados" },
      { name: "Arroz", qtyOnHand: 0, unit: "kg", reorderThreshold: 1, category: "Despensa" },
      { name: "Sal", qtyOnHand: 5 },
    ]) {
      await postJson(page, "/api/pantry/items", data);
    }
    await page.goto("/pantry");
    await page.getByRole("button", { name: "Agregar faltantes a la lista" }).click();
    await expect(page.getByText("Se agregaron 2 faltantes a Lista de compras")).toBeVisible();
    await page.getByRole("button", { name: "Agregar faltantes a la lista" }).click();
    await expect(page.getByText("Todo lo que falta ya está en Lista de compras")).toBeVisible();

    await page.goto("/shopping");
    const toBuy = page.locator('section[aria-labelledby="por-comprar"]');
    await expect(toBuy.getByRole("checkbox")).toHaveCount(2);
    await expect(toBuy.getByRole("checkbox", { name: "Leche 1 L" })).toBeVisible();
    await expect(toBuy.getByRole("checkbox", { name: "Arroz 1 kg" })).toBeVisible();
  });
});
