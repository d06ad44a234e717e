import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, newAccount, signUpViaApi, signUpWithHousehold, test } from "./fixtures.ts";
import { recordAnalytics, trackedEvents } from "./public-site.ts";

async function openSignUp(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Crear Cuenta" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear cuenta" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSignIn(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Iniciar Sesión" }).click();
  const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("auth dialogs on the landing page", () => {
  test("the three dialogs switch between each other and close with Escape", async ({ page }) => {
    const signUp = await openSignUp(page);
    await expect(signUp.getByText("Gratis, en 2 minutos y sin tarjeta.")).toBeVisible();
    await signUp.getByRole("button", { name: "Iniciar sesión" }).click();
    const signIn = page.getByRole("dialog", { name: "Iniciar sesión" });
    await expect(signIn).toBeVisible();
    await signIn.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    const recovery = page.getByRole("dialog", { name: "Recuperar contraseña" });
    await expect(recovery).toBeVisible();
    await recovery.getByRole("button", { name: "Volver a iniciar sesión" }).click();
    await signIn.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("dialog", { name: "Crear cuenta" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("sign-up validates on blur, then on every change, with every message of spec §5", async ({
    page,
  }) => {
    const dialog = await openSignUp(page);
    const name = dialog.getByLabel("Nombre completo");
    const email = dialog.getByLabel("Email");
    const password = dialog.getByLabel("Contraseña", { exact: true });

    await name.fill("   ");
    await name.blur();
    await expect(dialog.getByText("El nombre completo es requerido")).toBeVisible();
    await name.fill("Ana López");
    await expect(dialog.getByText("El nombre completo es requerido")).toBeHidden();

    await email.fill("ana@");
    await expect(dialog.getByText("Formato de email inválido")).toBeHidden();
    await email.blur();
    await expect(dialog.getByText("Formato de email inválido")).toBeVisible();
    await email.fill("");
    await expect(dialog.getByText("Email es requerido")).toBeVisible();
    await email.fill("ana@ejemplo.mx");
    await expect(dialog.getByText("Email es requerido")).toBeHidden();

    await password.fill("abc");
    await expect(dialog.getByTestId("password-strength")).toHaveText(
      "Seguridad de la contraseña: Débil",
    );
    await password.blur();
    await expect(dialog.getByText("Usa 6+ caracteres")).toBeVisible();
    await password.fill("");
    await expect(dialog.getByText("Contraseña es requerida")).toBeVisible();
    await password.fill("abcdef");
    await expect(dialog.getByTestId("password-strength")).toHaveText(
      "Seguridad de la contraseña: Media",
    );
    await password.fill("abcdefghi");
    await expect(dialog.getByTestId("password-strength")).toHaveText(
      "Seguridad de la contraseña: Media",
    );
    await password.fill("abcdefghij");
    await expect(dialog.getByTestId("password-strength")).toHaveText(
      "Seguridad de la contraseña: Fuerte",
    );

    await expect(dialog.getByLabel("País")).toHaveValue("MX");
    await expect(dialog.getByLabel("Idioma")).toHaveValue("ES");
    await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(
      dialog.getByText("Debes aceptar los Términos y Condiciones para continuar"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the terms links open the legal pages in a new tab", async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByLabel("Nombre completo").fill("Ana López");
    await dialog.getByLabel("Email").fill("ana@ejemplo.mx");
    await dialog.getByLabel("Contraseña", { exact: true }).fill("secreto123");
    await dialog.getByLabel("Contraseña", { exact: true }).blur();
    const terms = dialog.getByRole("link", { name: /Términos y Condiciones/ });
    await expect(terms).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), terms.click()]);
    await expect(popup).toHaveURL(/\/legal\/terms$/);
    await expect(
      popup.getByRole("heading", { level: 1, name: "Términos y Condiciones" }),
    ).toBeVisible();
    await popup.close();
    const [privacy] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("link", { name: /Política de Privacidad/ }).click(),
    ]);
    await expect(privacy).toHaveURL(/\/legal\/privacy$/);
  });

  test("sign-up succeeds: reported, welcomed, preferences kept, on to onboarding", async ({
    page,
  }) => {
    await recordAnalytics(page);
    const account = newAccount("dialogo");
    const dialog = await openSignUp(page);
    await dialog.getByLabel("Nombre completo").fill(account.name);
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await dialog.getByLabel("País").selectOption("AR");
    await dialog.getByLabel("Idioma").selectOption("PT");
    await dialog.getByRole("checkbox").check();
    // The submitting state disables the button.
    await page.route("**/api/auth/sign-up/email", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(dialog.getByRole("button", { name: "Creando cuenta..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/onboarding$/);
    // Português was chosen: the welcome and the wizard speak it at once, without a reload.
    await expect(page.getByText("Boas-vindas ao Hogaria!")).toBeVisible();
    await expect(page.getByText("Sua conta foi criada com sucesso")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    const preferences = await page.evaluate(() => localStorage.getItem("userPreferences"));
    expect(JSON.parse(preferences ?? "{}")).toEqual({
      fullName: account.name,
      language: "PT",
      country: "AR",
    });
    const events = await trackedEvents(page);
    expect(events.map(([event]) => event)).toEqual([
      "signup_opened",
      "signup_submitted",
      "signup_succeeded",
    ]);
    expect(events[0]?.[1]).toMatchObject({ source: "header_cta" });
    expect(events[1]?.[1]).toMatchObject({ country: "AR", language: "PT" });
    expect(events[2]?.[1]).toMatchObject({ country: "AR", language: "PT" });
  });

  test("an email already registered: field error, toast and a reported failure", async ({
    page,
  }) => {
    const existing = await signUpViaApi(page, newAccount("repetida"));
    await page.context().clearCookies();
    await recordAnalytics(page);
    const dialog = await openSignUp(page);
    await dialog.getByLabel("Nombre completo").fill("Otra Persona");
    await dialog.getByLabel("Email").fill(existing.email);
    await dialog.getByLabel("Contraseña", { exact: true }).fill("secreto123");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(dialog.getByText("Este email ya está registrado", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Este email ya está registrado. Intenta iniciar sesión."),
    ).toBeVisible();
    const events = await trackedEvents(page);
    expect(events.at(-1)?.[0]).toBe("signup_failed");
    expect(events.at(-1)?.[1]).toMatchObject({
      country: "MX",
      language: "ES",
      error: "USER_ALREADY_EXISTS",
    });
  });

  test("an unexpected error offers 'Reintentar', and retrying works", async ({ page }) => {
    const account = newAccount("reintento");
    const dialog = await openSignUp(page);
    await dialog.getByLabel("Nombre completo").fill(account.name);
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await dialog.getByRole("checkbox").check();
    await page.route("**/api/auth/sign-up/email", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL", message: "Algo salió mal" } }),
      }),
    );
    await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
    const toast = page.getByText(
      "Hubo un problema al crear tu cuenta. Por favor intenta de nuevo.",
    );
    await expect(toast).toBeVisible();
    await page.unroute("**/api/auth/sign-up/email");
    await page.getByRole("button", { name: "Reintentar" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("a network failure says so and offers a retry", async ({ page }) => {
    const account = newAccount("sinred");
    const dialog = await openSignUp(page);
    await dialog.getByLabel("Nombre completo").fill(account.name);
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await dialog.getByRole("checkbox").check();
    await page.route("**/api/auth/sign-up/email", (route) => route.abort("internetdisconnected"));
    await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(
      page.getByText("Error de red: No pudimos conectarnos al servidor. Verifica tu conexión."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
  });

  test("login: required password, wrong credentials counted, then the dashboard", async ({
    page,
  }) => {
    // A member with a household: one without is sent on to onboarding (§4).
    const { account } = await signUpWithHousehold(page, { account: newAccount("login") });
    await page.context().clearCookies();
    const dialog = await openSignIn(page);
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Contraseña").focus();
    await dialog.getByLabel("Contraseña").blur();
    await expect(dialog.getByText("Contraseña es requerida")).toBeVisible();
    await dialog.getByLabel("Contraseña").fill("equivocada");
    await expect(dialog.getByText("Contraseña es requerida")).toBeHidden();
    await dialog.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(
      dialog.getByRole("alert").filter({ hasText: "Email o contraseña inválidos" }),
    ).toBeVisible();
    await expect(page.getByText("Error al iniciar sesión")).toBeVisible();
    await expect(dialog.getByTestId("failed-attempts")).toHaveText("Intentos fallidos: 1");
    await dialog.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(dialog.getByTestId("failed-attempts")).toHaveText("Intentos fallidos: 2");
    await dialog.getByLabel("Contraseña").fill(account.password);
    await dialog.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("¡Bienvenido de vuelta!")).toBeVisible();
    await expect(page.getByText("Sesión iniciada exitosamente")).toBeVisible();
  });

  test("recovery: validates the email, then shows the same answer for any address", async ({
    page,
  }) => {
    await openSignIn(page);
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    const dialog = page.getByRole("dialog", { name: "Recuperar contraseña" });
    await dialog.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(dialog.getByText("Email es requerido")).toBeVisible();
    await dialog.getByLabel("Email").fill("nadie@ejemplo.mx");
    await dialog.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(dialog.getByRole("status")).toContainText(
      "Si el email existe, te llegará el link para restablecer tu contraseña",
    );
    await expect(page.getByText("Email enviado")).toBeVisible();
  });

  test("each dialog has no accessibility violations", async ({ page }) => {
    await openSignUp(page);
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(page.getByText("El nombre completo es requerido")).toBeVisible();
    const scan = async () =>
      (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.map(
        (violation) => violation.id,
      );
    expect(await scan()).toEqual([]);
    await page.getByRole("dialog").getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();
    expect(await scan()).toEqual([]);
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page.getByRole("dialog", { name: "Recuperar contraseña" })).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});
