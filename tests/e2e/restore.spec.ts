import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  appOrigin,
  expect,
  seriousA11yViolations,
  signUpViaApi,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

const shots = process.env.RESTORE_SHOTS;

/** Screenshots for people to look at (RESTORE_SHOTS=<folder>); nothing when unset. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

test.describe("restoring a household from its export", () => {
  test("an export becomes a new household for a new account, from 'Configura tu hogar'", async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Respaldada" });
    const headers = { origin: appOrigin };
    expect(
      (
        await page.request.post("/api/tasks", { data: { title: "Regar el jardín" }, headers })
      ).status(),
    ).toBe(201);
    expect(
      (
        await page.request.post("/api/shopping/items", { data: { name: "Tortillas" }, headers })
      ).status(),
    ).toBe(201);
    const exported = await page.request.get("/api/settings/export");
    const file = testInfo.outputPath("copia.json");
    await writeFile(file, await exported.body());

    const context = await browser.newContext();
    const newcomer = await context.newPage();
    await newcomer.goto("/");
    await signUpViaApi(newcomer);
    await newcomer.goto("/onboarding");
    await newcomer.getByText("¿Ya usabas Hogaria? Restaura tu hogar desde una copia").click();
    const wrong = testInfo.outputPath("otra-cosa.json");
    await writeFile(wrong, JSON.stringify({ lista: ["pan"] }));
    await newcomer.getByLabel("Archivo de la copia (.json)").setInputFiles(wrong);
    await newcomer.getByRole("button", { name: "Restaurar la copia" }).click();
    await expect(
      newcomer.getByText(
        "Ese archivo no es una copia de Hogaria. Elige el .json que descargaste en Configuración → Exportar datos.",
      ),
    ).toBeVisible();
    await expect(newcomer).toHaveURL(/\/onboarding$/);

    await shoot(newcomer, "onboarding-restore-error-1280");
    await newcomer.getByLabel("Archivo de la copia (.json)").setInputFiles(file);
    await shoot(newcomer, "onboarding-restore-1280");
    await newcomer.setViewportSize({ width: 390, height: 844 });
    await shoot(newcomer, "onboarding-restore-390");
    await newcomer.getByRole("button", { name: "Restaurar la copia" }).click();
    await expect(newcomer.getByText("Hogar restaurado: Casa Respaldada")).toBeVisible();
    await expect(newcomer).toHaveURL(/\/dashboard$/);
    await newcomer.goto("/tasks");
    await expect(newcomer.getByText("Regar el jardín")).toBeVisible();
    await newcomer.goto("/shopping");
    await expect(newcomer.getByText("Tortillas")).toBeVisible();
    await context.close();
  });

  test("an owner alone replaces the household in Configuración after typing its name", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Propia" });
    const headers = { origin: appOrigin };
    await page.request.post("/api/tasks", { data: { title: "Tarea guardada" }, headers });
    const file = testInfo.outputPath("copia.json");
    await writeFile(file, await (await page.request.get("/api/settings/export")).body());
    await page.request.post("/api/tasks", { data: { title: "Tarea posterior" }, headers });

    await page.goto("/settings#datos");
    const data = page.getByRole("region", { name: "Tus datos" });
    await expect(data.getByRole("heading", { name: "Restaurar una copia" })).toBeVisible();
    await data.getByLabel("Archivo de la copia (.json)").setInputFiles(file);
    await data.scrollIntoViewIfNeeded();
    await shoot(page, "settings-restore-1280");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await data.getByRole("button", { name: "Restaurar la copia" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Reemplazar Casa Propia por la copia?" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Reemplazar por la copia" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Confirmación").fill("casa propia");
    await confirm.click();
    await expect(page.getByText("Hogar restaurado: Casa Propia")).toBeVisible();
    await page.goto("/tasks");
    await expect(page.getByText("Tarea guardada")).toBeVisible();
    await expect(page.getByText("Tarea posterior")).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/settings#datos");
    await page
      .getByRole("region", { name: "Tus datos" })
      .getByRole("heading", { name: "Restaurar una copia" })
      .scrollIntoViewIfNeeded();
    await shoot(page, "settings-restore-390");
  });
});
