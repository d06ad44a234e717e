import type { Locator, Page } from "@playwright/test";
import {
  appOrigin,
  expect,
  newAccount,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";
import { giveHousehold, startOwnServer } from "./own-server.ts";

/** Fixes from a first-week tour of the app (issue 20) that span several screens. */

const postJson = (page: Page, url: string, data: unknown) =>
  page.request.post(url, { data, headers: { origin: appOrigin } });

async function expectTouchTarget(target: Locator, name: string) {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(Math.round(box?.height ?? 0), `${name}: height`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box?.width ?? 0), `${name}: width`).toBeGreaterThanOrEqual(44);
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every control a thumb uses is at least 44 px, and Perfiles' buttons say what they do", async ({
    page,
    browser,
  }) => {
    const { membership } = await signUpWithHousehold(page);
    const other = await browser.newContext();
    const partner = await other.newPage();
    await signUpIntoHousehold(partner, membership.householdId, "member", {
      name: "Beto Ruiz",
      email: `beto.${crypto.randomUUID().slice(0, 8)}@ejemplo.mx`,
      password: "secreto123",
    });
    await other.close();

    await postJson(page, "/api/tasks", { title: "Lavar el coche" });
    await page.goto("/tasks");
    const card = page.getByTestId("task-card").filter({ hasText: "Lavar el coche" });
    await expectTouchTarget(card.getByRole("button", { name: /^Editar .?Lavar el coche/ }), "edit");
    await expectTouchTarget(
      card.getByRole("button", { name: /^Eliminar .?Lavar el coche/ }),
      "delete",
    );
    await expectTouchTarget(card.getByRole("button", { name: /Arrastrar/ }), "drag handle");
    await expectTouchTarget(card.getByRole("button", { name: "Mover a En Progreso" }), "move");

    await postJson(page, "/api/shopping/items", { name: "Tortillas" });
    await page.goto("/shopping");
    await expectTouchTarget(page.getByRole("checkbox", { name: "Tortillas" }), "checkbox");
    await page.getByRole("checkbox", { name: "Tortillas" }).click();
    await expect(
      page
        .locator('section[aria-labelledby="comprados"]')
        .getByRole("checkbox", { name: "Tortillas" }),
    ).toBeChecked();

    await page.goto("/profiles");
    const beto = page.getByTestId("member").filter({ hasText: "Beto Ruiz" });
    const transfer = beto.getByRole("button", { name: "Transferir propiedad a Beto Ruiz" });
    const remove = beto.getByRole("button", { name: "Quitar a Beto Ruiz del hogar" });
    // Words a person can read, not a lone crown or icon.
    await expect(transfer).toHaveText("Transferir propiedad");
    await expect(remove).toHaveText("Quitar");
    await expectTouchTarget(transfer, "transfer");
    await expectTouchTarget(remove, "remove");
  });
});

test("one upload limit for posts and service requests, stated where files are chosen", async ({
  page,
}) => {
  await signUpWithHousehold(page);
  await page.goto("/community");
  await expect(
    page.getByText("Imágenes, PDF, DOC o DOCX · hasta 4 archivos de 5 MB"),
  ).toBeVisible();

  await page.goto("/services");
  await page.getByRole("button", { name: "Solicitar Servicio" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicitar Servicio" });
  await expect(dialog.getByText("Hasta 4 imágenes de máximo 5 MB cada una.")).toBeVisible();

  // A photo over the limit is refused in the dialog, before it is sent, in the same words.
  const oversized = Buffer.alloc(5 * 1024 * 1024 + 1);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "grande.png",
    mimeType: "image/png",
    buffer: oversized,
  });
  await expect(dialog.getByText(/grande\.png.*5 MB/)).toBeVisible();
});

test("without PUBLIC_URL, the share link uses the address the family opened Hogaria at", async ({
  page,
}) => {
  // Its own server with no PUBLIC_URL: the server would call itself http://localhost:<port>,
  // but the family reached it as http://127.0.0.1:<port>.
  const server = await startOwnServer({ PUBLIC_URL: "", RATE_LIMIT: "off", REMINDERS: "off" });
  try {
    const reached = server.url;
    const account = newAccount("enlace");
    const signedUp = await page.request.post(`${reached}/api/auth/sign-up/email`, {
      data: { ...account, acceptTerms: true },
      headers: { origin: reached },
    });
    expect(signedUp.status()).toBe(200);
    await giveHousehold(server, account);
    await page.goto(`${reached}/profiles`);
    const link = page.getByLabel("Enlace para compartir");
    await expect(link).toHaveValue(new RegExp(`^${reached}/join/[A-Za-z0-9_-]{43}$`));
  } finally {
    await server.stop();
  }
});
