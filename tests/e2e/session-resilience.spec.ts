import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { openDatabase } from "#server/db/database.ts";
import { insertHousehold, insertMember } from "#server/modules/households/households.repository.ts";
import { pickListenPort } from "#server/testing/listen-port.ts";
import {
  expect,
  newAccount,
  seriousA11yViolations,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

/** Issue 21, finding 1: a family behind one home router reads the session from one address on
 * every page load, and used to be sent to /auth, without a word, after ~50 page loads. */

const calmMessage = "Estamos teniendo problemas para conectar. Seguimos intentándolo…";

/** The page's own read of the session (not the service worker's copy of it). */
const isSessionRead = (response: Response) =>
  new URL(response.url()).pathname === "/api/auth/get-session" &&
  response.request().serviceWorker() === null;

test.describe("with the server's rate limits on", () => {
  // The journeys' shared server runs with RATE_LIMIT=off; this one is the production setting.
  let server: { child: ChildProcess; url: string; dataDir: string } | undefined;

  test.beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hogaria-e2e-limited-"));
    const url = `http://127.0.0.1:${pickListenPort()}`;
    const child = spawn(process.execPath, ["src/server/main.ts"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        PORT: new URL(url).port,
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT: "on",
      },
      stdio: "ignore",
    });
    server = { child, url, dataDir };
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (!server) return;
    const exited = new Promise((resolve) => server?.child.once("exit", resolve));
    server.child.kill();
    await exited;
    await rm(server.dataDir, { recursive: true, force: true });
  });

  /** Signs up through the form, then gives the account a household (as onboarding would). */
  async function signUpFamily(page: Page, base: string, dataDir: string) {
    const account = newAccount("router");
    await page.goto(`${base}/auth?tab=signup`);
    await page.getByLabel("Nombre completo").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmar contraseña").fill(account.password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    const database = openDatabase({ engine: "sqlite", file: path.join(dataDir, "hogaria.sqlite") });
    try {
      const user = await database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", account.email)
        .executeTakeFirstOrThrow();
      const householdId = await insertHousehold(database.db, user.id, {
        name: "Casa López",
        language: "es",
      });
      await insertMember(database.db, {
        userId: user.id,
        householdId,
        name: account.name,
        email: account.email,
        role: "owner",
      });
    } finally {
      await database.close();
    }
  }

  test("150 page loads within a minute from one address stay signed in", async ({ page }) => {
    test.setTimeout(120_000);
    const { url: base, dataDir } = server as NonNullable<typeof server>;
    await signUpFamily(page, base, dataDir);

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
