import { readFile } from "node:fs/promises";
import {
  expect,
  seriousA11yViolations,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

test.describe("/settings", () => {
  test("household name, language, time zone and tone; plan and trial; export as JSON", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Ajustes" });
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Configuración" })).toBeVisible();
    await expect(page.getByText("Ajustes del hogar y suscripción")).toBeVisible();
    await expect(page.getByTestId("plan-name")).toHaveText("Familiar");
    await expect(page.getByTestId("trial-days")).toHaveText("Prueba gratuita: quedan 30 días");
    await expect(page.getByText("Miembros: 1 de 5")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const household = page.getByRole("region", { name: "Hogar" });
    // A blank name is refused on the page, in words, without a request or a bare "Error".
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().endsWith("/api/settings/household")) {
        saves.push(request.url());
      }
    });
    await household.getByLabel("Nombre del hogar").fill("   ");
    await household.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(household.getByText("Por favor ingresa el nombre del hogar")).toBeVisible();
    await expect(household.getByLabel("Nombre del hogar")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
    expect(saves).toEqual([]);
    await household.getByLabel("Nombre del hogar").fill("Casa Renombrada");
    await household.getByLabel("Idioma del hogar").selectOption("en");
    await household.getByLabel("Zona horaria").selectOption("America/Bogota");
    await household.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados")).toBeVisible();

    const assistant = page.getByRole("region", { name: "Asistente" });
    await assistant.getByText("Casual").click();
    await assistant.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados").first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Nombre del hogar")).toHaveValue("Casa Renombrada");
    await expect(page.getByLabel("Zona horaria")).toHaveValue("America/Bogota");
    await expect(page.getByRole("radio", { name: /Casual/ })).toBeChecked();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar datos (JSON)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hogaria-casa-renombrada-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path()) as string, "utf8"));
    expect(data.household).toMatchObject({
      name: "Casa Renombrada",
      language: "en",
      time_zone: "America/Bogota",
      assistant_tone: "casual",
    });
    expect(data.tables.profiles).toHaveLength(1);
  });

  test("a member leaves the household after confirming and goes back to onboarding", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const owner = await signUpWithHousehold(await (await browser.newContext()).newPage());
    await signUpIntoHousehold(page, owner.membership.householdId, "member");
    await page.goto("/settings");
    await expect(
      page.getByText("Solo el propietario y los administradores pueden exportar los datos."),
    ).toBeVisible();
    await expect(page.getByLabel("Nombre del hogar")).toBeDisabled();
    await page.getByRole("button", { name: "Salir del hogar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Salir de Casa López?" });
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Salir del hogar" }).click();
    await dialog.getByRole("button", { name: "Salir del hogar" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText("Saliste del hogar")).toBeVisible();
    await expect(page.getByTestId("onboarding-progress")).toHaveText("Paso 1/5");
  });

  test("deleting the account: the owner transfers first; alone, the account and household go", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const { account, membership } = await signUpWithHousehold(page);
    await signUpIntoHousehold(
      await (await browser.newContext()).newPage(),
      membership.householdId,
      "member",
    );

    await page.goto("/settings");
    await expect(
      page.getByText("Como propietario, para salir primero transfiere la propiedad"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Eliminar cuenta" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
    await expect(
      dialog.getByText(/transfiere la propiedad del hogar a otro miembro/),
    ).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Eliminar cuenta" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Confirmación").fill(account.email);
    await confirm.click();
    await expect(
      dialog.getByText("Primero transfiere la propiedad del hogar a otro miembro"),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Alone in a household of their own, the owner can go, and takes the household along.
    const alone = await (await browser.newContext()).newPage();
    await alone.goto("/");
    const solo = await signUpWithHousehold(alone, { householdName: "Casa Sola" });
    await alone.goto("/settings");
    await alone.getByRole("button", { name: "Eliminar cuenta" }).click();
    const soloDialog = alone.getByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
    await expect(soloDialog.getByText(/también se eliminará Casa Sola/)).toBeVisible();
    await soloDialog.getByLabel("Confirmación").fill(solo.account.email);
    await soloDialog.getByRole("button", { name: "Eliminar cuenta" }).click();
    await expect(alone).toHaveURL(/\/$/);
    await expect(alone.getByText("Tu cuenta fue eliminada")).toBeVisible();
    await alone.goto("/dashboard");
    await expect(alone).toHaveURL(/\/auth$/);
  });
});
