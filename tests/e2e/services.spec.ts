import type { Page } from "@playwright/test";
import sharp from "sharp";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

/** Sets up data through the API, as the signed-in page's own browser would send it. */
const postJson = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: appOrigin } });

const photo = async (name: string, color: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test.describe("/services", () => {
  test("requests a service with two photos and shows the assistant's summary", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/services");
    await expect(page.getByRole("heading", { name: "Servicios", level: 1 })).toBeVisible();

    const request = page.getByRole("button", { name: "Solicitar Servicio" });
    await request.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Solicitar Servicio" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(request).toBeFocused();

    await request.click();
    await dialog.getByRole("button", { name: "Solicitar" }).click();
    await expect(dialog.getByText("Elige el tipo de servicio")).toBeVisible();

    await dialog.getByLabel("Tipo de servicio").selectOption("Plomería");
    await dialog.getByLabel("Descripción").fill("Hay una fuga urgente debajo del fregadero.");
    await dialog.getByLabel("Disponibilidad").fill("Por las tardes");
    await dialog
      .getByLabel("Agregar fotos")
      .setInputFiles([
        await photo("fregadero.png", "#336699"),
        await photo("tubo.png", "#993366"),
        { name: "nota.txt", mimeType: "text/plain", buffer: Buffer.from("no es foto") },
      ]);
    await expect(
      dialog.getByText("nota.txt: formato no admitido (usa JPG, PNG, GIF o WebP)"),
    ).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Solicitar" }).click();
    await expect(page.getByText("✅ Servicio solicitado")).toBeVisible();

    const card = page.getByTestId("service-request");
    await expect(card.getByRole("heading", { name: "Plomería" })).toBeVisible();
    await expect(card.getByText("Pendiente")).toBeVisible();
    const photos = card.getByRole("img");
    await expect(photos).toHaveCount(2);
    for (const image of await photos.all()) {
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(card.getByTestId("service-summary")).toContainText(
      "Solicitud de Plomería, urgencia alta (menciona: urgente, fuga)",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("keeps the request and names the photos that could not be uploaded", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/services");
    await page.getByRole("button", { name: "Solicitar Servicio" }).click();
    const dialog = page.getByRole("dialog", { name: "Solicitar Servicio" });
    await dialog.getByLabel("Tipo de servicio").selectOption("Gas");
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(300),
    ]);
    await dialog
      .getByLabel("Agregar fotos")
      .setInputFiles([
        await photo("medidor.png", "#cccc00"),
        { name: "rota.png", mimeType: "image/png", buffer: broken },
      ]);
    await dialog.getByRole("button", { name: "Solicitar" }).click();
    await expect(page.getByText("✅ Servicio solicitado")).toBeVisible();
    await expect(page.getByText("No se pudieron subir algunas fotos")).toBeVisible();
    await expect(page.getByText(/rota\.png/)).toBeVisible();
    const card = page.getByTestId("service-request");
    await expect(card.getByRole("heading", { name: "Gas" })).toBeVisible();
    await expect(card.getByRole("img")).toHaveCount(1);
  });

  test("moves a request from pending to in progress to completed, or cancels it", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    await postJson(page, "/api/services", { serviceType: "Pintura" });
    await postJson(page, "/api/services", { serviceType: "Carpintería" });
    await page.goto("/services");

    const painting = page.getByTestId("service-request").filter({ hasText: "Pintura" });
    await painting.getByRole("button", { name: "Marcar en progreso" }).click();
    await expect(painting.getByText("En progreso", { exact: true })).toBeVisible();
    await painting.getByRole("button", { name: "Asignar proveedor" }).click();
    await page.getByLabel("Nombre del proveedor").fill("Don Chuy");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(painting.getByText("Don Chuy")).toBeVisible();
    await painting.getByRole("button", { name: "Marcar completado" }).click();
    await expect(painting.getByText("Completado", { exact: true })).toBeVisible();
    await expect(painting.getByRole("button", { name: /Marcar|Cancelar/ })).toHaveCount(0);

    const carpentry = page.getByTestId("service-request").filter({ hasText: "Carpintería" });
    await carpentry.getByRole("button", { name: "Cancelar solicitud" }).click();
    await page.getByRole("button", { name: "Sí, cancelar" }).click();
    await expect(carpentry.getByText("Cancelado", { exact: true })).toBeVisible();
    await page.reload();
    await expect(carpentry.getByText("Cancelado", { exact: true })).toBeVisible();
  });
});
