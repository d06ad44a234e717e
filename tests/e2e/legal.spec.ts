import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

test.describe("legal and help pages", () => {
  test("terms: a real text for Hogaria, with plans, AI and contact", async ({ page }) => {
    await page.goto("/legal/terms");
    await expect(page).toHaveTitle("Términos y Condiciones — Hogaria");
    await expect(
      page.getByRole("heading", { level: 1, name: "Términos y Condiciones" }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("prueba gratis de 30 días sin tarjeta de crédito");
    await expect(main).toContainText("OXXO en México y Pix en Brasil");
    await expect(main).toContainText("Las respuestas del asistente se generan de forma automática");
    await main.getByRole("link", { name: "5. El asistente de IA" }).click();
    await expect(page.locator("#ia")).toBeInViewport();
    await main.getByRole("link", { name: "Lee también nuestra Política de Privacidad" }).click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
  });

  test("privacy: collected data, household scope, AI providers, retention, rights and the laws", async ({
    page,
  }) => {
    await page.goto("/legal/privacy");
    await expect(
      page.getByRole("heading", { level: 1, name: "Política de Privacidad" }),
    ).toBeVisible();
    for (const heading of [
      "2. Qué datos recogemos",
      "4. Alcance de los datos del hogar",
      "5. Cómo recibe datos el proveedor de IA",
      "7. Cuánto tiempo los guardamos",
      "9. Tus derechos",
      "10. Leyes que cumplimos",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const laws = page.locator("#cumplimiento");
    await expect(laws).toContainText("LFPDPPP");
    await expect(laws).toContainText("LGPD");
    await expect(laws).toContainText("Ley 25.326");
    await expect(page.locator("#seguridad")).toContainText("HTTPS");
  });

  test("the legal pages have no accessibility violations", async ({ page }) => {
    for (const path of ["/legal/terms", "/legal/privacy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => violation.id),
        path,
      ).toEqual([]);
    }
  });

  test("help answers the common questions and shows the live service status", async ({ page }) => {
    await page.goto("/ayuda");
    await page.getByText("¿Qué formas de pago aceptan?").click();
    await expect(page.getByText("OXXO en México y Pix en Brasil")).toBeVisible();
    await expect(page.getByRole("status")).toContainText(
      "Todos los sistemas funcionan con normalidad",
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("a 'Próximamente' link names what is coming, and leads back to the demo", async ({
    page,
  }) => {
    await page.goto("/proximamente?que=prensa");
    await expect(page.getByRole("heading", { level: 1, name: "Prensa: muy pronto" })).toBeVisible();
    await page.getByRole("link", { name: "Ver Demo Interactivo" }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });
});
