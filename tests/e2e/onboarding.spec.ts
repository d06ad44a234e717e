import type { Page } from "@playwright/test";
import {
  appOrigin,
  expect,
  newAccount,
  readOutboxEmail,
  seriousA11yViolations,
  signUpViaApi,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

interface Export {
  household: { name: string };
  tables: Record<string, Record<string, unknown>[]>;
}

async function exported(page: Page): Promise<Export> {
  const response = await page.request.get("/api/settings/export");
  expect(response.status()).toBe(200);
  return (await response.json()) as Export;
}

const progress = (page: Page) => page.getByTestId("onboarding-progress");

test.describe("onboarding 'Configura tu hogar'", () => {
  test("the five steps, with validation, invitations and the copied link, end in the daily brief", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: appOrigin });
    const account = newAccount("onboarding");
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Nombre completo").fill("Lucía Pérez");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmar contraseña").fill(account.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);

    // Step 1
    await expect(page.getByRole("heading", { name: "Configura tu hogar" })).toBeVisible();
    await expect(progress(page)).toHaveText("Paso 1/5");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByText("Por favor ingresa el nombre del hogar")).toBeVisible();
    await page.getByLabel("Nombre del hogar").fill("Casa Pérez");
    await page.getByRole("button", { name: "Siguiente" }).click();

    // Step 2: the account's name is suggested
    await expect(progress(page)).toHaveText("Paso 2/5");
    await expect(page.getByLabel("Tu nombre")).toHaveValue("Lucía Pérez");
    await page.getByLabel("Tu nombre").fill("");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByText("Por favor completa tu nombre")).toBeVisible();
    await page.getByLabel("Tu nombre").fill("Lucía");
    await page.getByLabel("Teléfono (opcional)").fill("+52 55 1234 5678");
    await page.getByRole("button", { name: "Siguiente" }).click();

    // Step 3: a real invitation link with a token, copied; emails checked one by one
    await expect(progress(page)).toHaveText("Paso 3/5");
    await expect(page.getByRole("button", { name: "Saltar" })).toBeVisible();
    const link = page.getByLabel("O comparte este enlace");
    await expect(link).toHaveValue(new RegExp(`^${appOrigin}/join/[A-Za-z0-9_-]{43}$`));
    await page.getByRole("button", { name: "Copiar enlace de invitación" }).click();
    await expect(page.getByText("¡Copiado!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    const emails = page.getByLabel("Emails de tu familia");
    await emails.fill("abuela.perez@ejemplo.mx, tío@");
    await emails.blur();
    await expect(page.getByText("Formato de email inválido: tío@")).toBeVisible();
    await page.getByRole("button", { name: "Enviar invitaciones" }).click();
    await expect(progress(page)).toHaveText("Paso 3/5");
    await emails.fill("abuela.perez@ejemplo.mx, tio.perez@ejemplo.mx");
    await page.getByRole("button", { name: "Enviar invitaciones" }).click();
    await expect(page.getByText("Invitaciones enviadas")).toBeVisible();
    await expect(page.getByText("Se enviaron 2 invitaciones")).toBeVisible();
    await expect(progress(page)).toHaveText("Paso 4/5");
    expect(await readOutboxEmail("abuela.perez@ejemplo.mx")).toContain(
      "Lucía te invitó a unirte a Casa Pérez",
    );

    // Back to step 3 and forward again: nothing is sent twice
    await page.getByRole("button", { name: "Atrás" }).click();
    await expect(progress(page)).toHaveText("Paso 3/5");
    await expect(
      page.getByText("Ya invitaste a: abuela.perez@ejemplo.mx, tio.perez@ejemplo.mx"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Saltar" }).click();

    // Step 4
    await expect(progress(page)).toHaveText("Paso 4/5");
    await page.getByLabel("Idioma").selectOption("en");
    await page.getByLabel("Alergias").fill("maní, , gluten ");
    // Tone pictures come from the icon set (an SVG each), not emoji a phone may lack a font for.
    for (const tone of ["friendly", "professional", "casual"]) {
      await expect(page.locator(`svg[data-tone-icon="${tone}"]`)).toBeVisible();
    }
    const toneCards = page.getByRole("group", { name: "Tono del asistente" });
    expect(await toneCards.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    await page.getByText("Casual").click();
    await expect(page.getByRole("radio", { name: /Casual/ })).toBeChecked();
    await page.getByRole("button", { name: "Siguiente" }).click();

    // Step 5: English was chosen at step 4, and the wizard speaks it from here on.
    await expect(progress(page)).toHaveText("Step 5/5");
    for (const [item, label] of [
      ["Milk", "Dairy"],
      ["Whole-wheat bread", "Bakery"],
      ["Eggs", "Protein"],
      ["Apples", "Fruit"],
      ["Rice", "Grains"],
    ]) {
      await expect(page.getByRole("checkbox", { name: `${item} ${label}` })).toBeChecked();
    }
    await page.getByRole("checkbox", { name: "Apples Fruit" }).click();
    await page.getByRole("button", { name: "Finish" }).click();

    await expect(page).toHaveURL(/\/daily-brief$/);
    await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
    await expect(page.getByText("Your household has been set up successfully")).toBeVisible();

    const data = await exported(page);
    expect(data.household.name).toBe("Casa Pérez");
    // Spec §6's 'Pantry Inicial', in the language the person chose.
    expect(data.tables.shopping_lists?.map((list) => list.name)).toEqual(["Starter pantry"]);
    expect(data.tables.shopping_items?.map((item) => item.name).sort()).toEqual([
      "Eggs",
      "Milk",
      "Rice",
      "Whole-wheat bread",
    ]);
    expect(data.tables.assistant_personas).toHaveLength(1);
    expect(data.tables.assistant_personas?.[0]).toMatchObject({
      name: "Hogaria Familiar",
      is_active: true,
      personality_traits: { tone: "casual", language: "en", allergies: ["maní", "gluten"] },
    });
    expect(data.tables.profiles?.[0]).toMatchObject({ role: "owner", phone: "+52 55 1234 5678" });

    // Finished: the wizard is not offered again.
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/daily-brief$/);
  });

  test("interrupted and resumed: reload, leave, come back on another device; nothing twice", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const account = await signUpViaApi(page, newAccount("retoma"));
    await page.goto("/onboarding");
    await page.getByLabel("Nombre del hogar").fill("Casa Retomada");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(progress(page)).toHaveText("Paso 2/5");
    await page.reload();
    await expect(progress(page)).toHaveText("Paso 2/5");
    await page.getByRole("button", { name: "Atrás" }).click();
    await expect(page.getByLabel("Nombre del hogar")).toHaveValue("Casa Retomada");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(progress(page)).toHaveText("Paso 3/5");

    // Leaving for a signed-in screen brings the user back where they were.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(progress(page)).toHaveText("Paso 3/5");
    await expect(page.getByLabel("O comparte este enlace")).toHaveValue(/\/join\//);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Another device: signing in resumes at the same step.
    const other = await (await browser.newContext()).newPage();
    await other.goto("/auth");
    await other.getByLabel("Email").fill(account.email);
    await other.getByLabel("Contraseña").fill(account.password);
    await other.getByRole("button", { name: "Iniciar Sesión" }).last().click();
    await expect(other).toHaveURL(/\/onboarding$/);
    await expect(progress(other)).toHaveText("Paso 3/5");
    await other.getByRole("button", { name: "Atrás" }).click();
    await expect(other.getByLabel("Tu nombre")).toHaveValue("Ana López");
    await other.getByRole("button", { name: "Siguiente" }).click();
    await other.getByRole("button", { name: "Saltar" }).click();
    await other.getByRole("button", { name: "Siguiente" }).click();
    await other.getByRole("button", { name: "Finalizar" }).click();
    await expect(other).toHaveURL(/\/daily-brief$/);

    // The first tab, still on step 3, learns the household is ready and moves on.
    await page.getByRole("button", { name: "Saltar" }).click();
    await expect(page).toHaveURL(/\/daily-brief$/);

    const data = await exported(page);
    expect(data.household.name).toBe("Casa Retomada");
    expect(data.tables.profiles).toHaveLength(1);
    expect(data.tables.user_roles).toHaveLength(1);
    expect(data.tables.shopping_lists).toHaveLength(1);
    expect(data.tables.assistant_personas).toHaveLength(1);
  });

  test("a visitor is sent to /auth; a member who already has a household goes to the daily brief", async ({
    page,
  }) => {
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/auth$/);
    await signUpWithHousehold(page);
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/daily-brief$/);
  });
});
