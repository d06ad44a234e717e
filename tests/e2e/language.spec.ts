import type { Page } from "@playwright/test";
import { appOrigin, expect, newAccount, test } from "./fixtures.ts";

const shots = process.env.LANGUAGE_SHOTS;

/** Signs up through the API with spec §3's Idioma, leaving the page's context signed in. */
async function signUpWithLanguage(page: Page, language: "ES" | "EN" | "PT") {
  const account = newAccount("idioma");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { ...account, language, acceptTerms: true },
    headers: { origin: appOrigin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Onboarding through the API, as the wizard sends it. */
async function onboardViaApi(page: Page, language: "es" | "en" | "pt-BR") {
  const headers = { origin: appOrigin };
  const steps: [string, "put" | "post", Record<string, unknown>][] = [
    ["/api/onboarding/household", "put", { name: "Casa Silva", timeZone: "America/Sao_Paulo" }],
    ["/api/onboarding/profile", "put", { name: "Bia Silva", phone: "" }],
    ["/api/onboarding/invitations", "post", { emails: "" }],
    ["/api/onboarding/preferences", "put", { language, allergies: "", assistantTone: "friendly" }],
    ["/api/onboarding/finish", "post", { pantryItems: ["leche", "arroz"] }],
  ];
  for (const [url, method, data] of steps) {
    const response = await page.request[method](url, { data, headers });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).last().click();
}

test.describe("the language follows the person", () => {
  test("an English sign-up gets English onboarding at once, and English on a fresh browser", async ({
    page,
    browser,
  }) => {
    const account = newAccount("english");
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Nombre completo").fill("Ann Smith");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmar contraseña").fill(account.password);
    await page.getByLabel("Idioma").selectOption("EN");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();

    // No reload: the welcome toast and the wizard are English straight away.
    await expect(page.getByText("Welcome to Hogaria!")).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("heading", { name: "Set up your household" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByLabel("Household name").fill("The Smiths");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Your name")).toHaveValue("Ann Smith");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    // Portuguese is offered; the account's English is already chosen.
    const language = page.getByLabel("Language");
    await expect(language).toHaveValue("en");
    await expect(language.locator("option")).toHaveText(["Español", "English", "Português"]);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("“Starter pantry”")).toBeVisible();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/daily-brief$/);
    // Server-made text: the tip speaks English about the English list.
    await expect(page.getByText(/If you stop by the store, don't forget: Milk/)).toBeVisible();

    // A fresh browser (nothing in its storage) reads in Spanish until the account signs in.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await signIn(other, account.email, account.password);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.locator("html")).toHaveAttribute("lang", "en");
    await expect(other.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await other.goto("/shopping");
    await expect(other.getByText("Starter pantry").first()).toBeVisible();
    await fresh.close();
  });

  test("a Brazilian account reads Portuguese server texts: the daily tip and the first list", async ({
    page,
  }) => {
    await signUpWithLanguage(page, "PT");
    await onboardViaApi(page, "pt-BR");
    await page.goto("/daily-brief");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(
      page.getByRole("heading", { name: /^(Bom dia|Boa tarde|Boa noite)/, level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText("Se passarem no mercado, não esqueçam: Leite e Arroz. 🛒"),
    ).toBeVisible();
    await page.goto("/shopping");
    await expect(page.getByText("Despensa inicial").first()).toBeVisible();
    await expect(page.getByText("Pantry Inicial")).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
    await expect(page.getByText("Sua casa inteira de relance")).toBeVisible();
  });

  test("the switcher: a visitor's choice stays on the device, a member's goes with the account", async ({
    page,
    browser,
  }) => {
    // The public site: the footer's switcher, kept across a reload.
    await page.goto("/");
    const publicSwitcher = page.getByTestId("language-switcher");
    // The landing page loads its code at the first interaction; until then the select waits.
    await publicSwitcher.scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    await expect(publicSwitcher).toBeEnabled();
    if (shots) await page.screenshot({ path: `${shots}/footer-1280.png` });
    await publicSwitcher.selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(publicSwitcher).toHaveAccessibleName("Language");
    await page.reload();
    // The page was prerendered in Spanish: the app renders it afresh in English once it loads.
    await page.mouse.move(20, 20);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(publicSwitcher).toBeEnabled();
    await expect(publicSwitcher).toHaveValue("en");
    await page.setViewportSize({ width: 390, height: 844 });
    await publicSwitcher.scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/footer-390.png` });
    await publicSwitcher.selectOption("es");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Perfil: a Spanish member switches to Portuguese; another browser follows.
    const account = await signUpWithLanguage(page, "ES");
    await onboardViaApi(page, "es");
    await page.goto("/profiles");
    await expect(page.getByRole("heading", { name: "Mi Perfil" })).toBeVisible();
    const switcher = page.getByTestId("language-switcher");
    await expect(switcher).toHaveAccessibleName("Idioma");
    if (shots) await page.screenshot({ path: `${shots}/perfil-1280.png` });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/me/language") && response.status() === 200,
    );
    await switcher.selectOption("pt-BR");
    await saved;
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await switcher.scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/perfil-390.png` });

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await signIn(other, account.email, account.password);
    await expect(other.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(other.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
    await fresh.close();
  });
});
