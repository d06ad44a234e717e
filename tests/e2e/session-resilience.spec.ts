import type { Page, Response } from "@playwright/test";
import {
  expect,
  newAccount,
  seriousA11yViolations,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";
import { giveHousehold, type OwnServer, startOwnServer } from "./own-server.ts";

/** Issue 21, finding 1: a family behind one home router reads the session from one address on
 * every page load, and used to be sent to /auth, without a word, after ~50 page loads. */

const calmMessage = "Estamos teniendo problemas para conectar. Seguimos intentándolo…";

/** The page's own read of the session (not the service worker's copy of it). */
const isSessionRead = (response: Response) =>
  new URL(response.url()).pathname === "/api/auth/get-session" &&
  response.request().serviceWorker() === null;

test.describe("with the server's rate limits on", () => {
  // The journeys' shared server runs with RATE_LIMIT=off; this one is the production setting.
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({ RATE_LIMIT: "on" });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** Signs up through the form, then gives the account a household (as onboarding would). */
  async function signUpFamily(page: Page) {
    const account = newAccount("router");
    await page.goto(`${server.url}/auth?tab=signup`);
    await page.getByLabel("Nombre completo").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmar contraseña").fill(account.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await giveHousehold(server, account);
  }

  test("150 page loads within a minute from one address stay signed in", async ({ page }) => {
    test.setTimeout(120_000);
    const base = server.url;
    await signUpFamily(page);

    const screens = ["/dashboard", "/tasks", "/shopping", "/pantry", "/profiles", "/settings"];
    const started = Date.now();
    for (let load = 0; load < 150; load++) {
      const screen = screens[load % screens.length] as string;
      // As a family clicking through: the next page is asked for once this one has read the
      // session, without waiting for every image and chunk of it.
      const [sessionRead] = await Promise.all([
        page.waitForResponse(isSessionRead),
        page.goto(`${base}${screen}`, { waitUntil: "commit" }),
      ]);
      expect(sessionRead.status(), `page load ${load + 1} (${screen})`).toBe(200);
    }
    test.info().annotations.push({
      type: "150 page loads",
      description: `${Math.round((Date.now() - started) / 1000)} s`,
    });

    await page.waitForLoadState();
    await expect(page).toHaveURL(`${base}/settings`);
    await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
    await expect(page.getByText(calmMessage)).toHaveCount(0);
  });
});

test.describe("when the server really answers 429", () => {
  // Requests a service worker makes are not routed by the page: keep the worker out.
  test.use({ serviceWorkers: "block" });

  test("the family stays on the page, is told calmly, and the note goes once it answers", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    let refused = 0;
    await page.route("**/api/auth/get-session", (route) => {
      refused++;
      return route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "RATE_LIMITED", message: "Demasiados intentos. Espera un momento." },
        }),
      });
    });

    await page.goto("/dashboard");
    const note = page.getByRole("status").filter({ hasText: calmMessage });
    await expect(note).toBeVisible();
    // Still signed in: the shell and the household are on screen, not the sign-in form.
    await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(note).toBeVisible();
    await expect.poll(() => refused, "it keeps asking").toBeGreaterThan(1);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.unroute("**/api/auth/get-session");
    // The next try (at most ~10 s later at this point of the back-off) is answered.
    await expect(note).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
  });
});
