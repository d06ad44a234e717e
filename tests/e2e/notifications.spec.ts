import type { Page } from "@playwright/test";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

const shots = "/tmp/shots-issue-10";

const postJson = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: appOrigin } });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("reminders and the notification centre", () => {
  test("a reminder arrives in the notification centre live and opens its item", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName("Notificaciones");

    // An event in 10 minutes: the default 30-minute reminder is due now.
    const start = new Date(Date.now() + 10 * 60_000).toISOString();
    const created = await postJson(page, "/api/calendar/events", {
      title: "Cena familiar",
      start,
      allDay: false,
    });
    expect(created.status()).toBe(201);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(
      new Date(start),
    );

    // No reload: the scheduler's live event refreshes the bell.
    await expect(bell).toHaveAccessibleName("Notificaciones: 1 sin leer", { timeout: 15_000 });
    await expect(page.getByTestId("unread-count")).toHaveText("1");
    await bell.click();
    const centre = page.getByRole("dialog", { name: "Notificaciones" });
    await expect(centre.getByText("Evento: Cena familiar")).toBeVisible();
    await page.screenshot({ path: `${shots}/bell-1280.png` });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await centre.getByRole("button", { name: /Evento: Cena familiar/ }).click();
    await expect(page).toHaveURL(`${appOrigin}/calendar?vista=week&fecha=${day}`);
    await expect(page.getByRole("main").getByText("Cena familiar").first()).toBeVisible();
    await expect(bell).toHaveAccessibleName("Notificaciones");
    await expect(page.getByTestId("unread-count")).toHaveCount(0);

    // Once is once: later passes of the scheduler add nothing.
    await page.waitForTimeout(4500);
    const list = await page.request.get("/api/notifications");
    const body = (await list.json()) as { items: { title: string }[]; unread: number };
    expect(body.items.map((item) => item.title)).toEqual(["Evento: Cena familiar"]);
    expect(body.unread).toBe(0);

    // The delivery history in /settings says what was sent where.
    await page.goto("/settings#recordatorios");
    const history = page.getByRole("region", { name: "Recordatorios" }).getByRole("listitem");
    const rows = history.filter({ hasText: "Evento: Cena familiar" });
    await expect(rows.filter({ hasText: "En la app" })).toContainText("En la app · Enviado");
    // Push is on by default too: held by the quiet hours, or skipped with no device subscribed.
    await expect(rows.filter({ hasText: "Push" })).toContainText(
      /Push · (Programado|Omitido: ningún dispositivo tiene push activado)/,
    );
  });

  test("on a phone: the bell fits the header and the reminder settings fit the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpWithHousehold(page);
    await postJson(page, "/api/calendar/events", {
      title: "Reunión de apoderados en el colegio",
      start: new Date(Date.now() + 5 * 60_000).toISOString(),
      allDay: false,
    });
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: "Notificaciones: 1 sin leer" });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    await expect(page.getByText("Evento: Reunión de apoderados en el colegio")).toBeVisible();
    await page.screenshot({ path: `${shots}/bell-390.png` });
    await page.keyboard.press("Escape");

    await page.goto("/settings#recordatorios");
    const section = page.getByRole("region", { name: "Recordatorios" });
    await expect(section.getByLabel("Email para Tareas por vencer")).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/settings-390.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });

  test("reminder preferences are saved in /settings", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Recordatorios" });
    await expect(section.getByText("WhatsApp y SMS no están configurados")).toBeVisible();
    await section.getByLabel("Push para Despensa con poco stock").check();
    await section.getByLabel("Email para Tareas por vencer").uncheck();
    await section.getByLabel("Avisarme de las tareas").selectOption("1440");
    await section.getByLabel("Recibir el resumen de la mañana").check();
    await section.getByLabel("Hora del resumen").fill("06:45");
    await section.getByRole("button", { name: "Guardar recordatorios" }).click();
    await expect(page.getByText("Recordatorios guardados")).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/settings-1280.png`, fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await expect(section.getByLabel("Push para Despensa con poco stock")).toBeChecked();
    await expect(section.getByLabel("Email para Tareas por vencer")).not.toBeChecked();
    await expect(section.getByLabel("Avisarme de las tareas")).toHaveValue("1440");
    await expect(section.getByLabel("Hora del resumen")).toHaveValue("06:45");
  });
});

test.describe("installable app", () => {
  test("serves a valid manifest with its icons", async ({ page }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      "/icons/apple-touch-icon.png",
    );
    const response = await page.request.get(href as string);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "Hogaria", display: "standalone" });
    expect(manifest.start_url.startsWith("/")).toBe(true);
    const purposes = new Set(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`));
    expect(purposes).toEqual(
      new Set(["192x192 any", "512x512 any", "512x512 maskable", "any any"]),
    );
    for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
      const image = await page.request.get(icon.src);
      expect(image.status()).toBe(200);
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const apple = pngSize(await (await page.request.get("/icons/apple-touch-icon.png")).body());
    expect(apple).toEqual({ width: 180, height: 180 });
  });

  test("registers the service worker and opens the shopping list offline", async ({
    page,
    context,
  }) => {
    await signUpWithHousehold(page);
    expect(
      (
        await postJson(page, "/api/shopping/items", { name: "Leche deslactosada", quantity: "2 L" })
      ).status(),
    ).toBe(201);
    await page.goto("/shopping");
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL, scope: registration.scope };
    });
    expect(scope.script).toBe(`${appOrigin}/sw.js`);
    expect(scope.scope).toBe(`${appOrigin}/`);
    // Once the worker controls the page, what the page fetches is kept for offline use.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await expect(page.getByText("Leche deslactosada")).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Compras", level: 1 })).toBeVisible();
    await expect(page.getByText("Leche deslactosada")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Sin conexión" })).toBeVisible();
    // Really offline: a request the worker does not answer (a live stream) fails.
    const online = await page.evaluate(() =>
      fetch("/api/live").then(
        () => true,
        () => false,
      ),
    );
    expect(online).toBe(false);
    await page.screenshot({ path: `${shots}/offline-shopping-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/offline-shopping-390.png` });

    await page.goto("/offline");
    await expect(page.getByRole("heading", { name: "Sin conexión" })).toBeVisible();
    await page.screenshot({ path: `${shots}/offline-page-390.png` });
    await context.setOffline(false);
  });

  test("the service worker shows a pushed reminder with the page it opens", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["notifications"], { origin: appOrigin });
    await signUpWithHousehold(page);
    await page.goto("/dashboard");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Chromium's DevTools protocol delivers a push message as the push service would.
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: list }) => {
        const ours = list.find((r: { scopeURL: string }) => r.scopeURL === `${appOrigin}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const registrationId = await registrations;
    const deliverPush = () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: appOrigin,
        registrationId,
        data: JSON.stringify({
          title: "Tarea: Pagar la luz",
          body: "Vence el lunes, 23 de noviembre.",
          link: "/tasks?tarea=abc",
          tag: "task_due:abc:2026-11-23",
        }),
      });
    await deliverPush();
    let deliveredAt = Date.now();
    await expect
      .poll(
        async () => {
          const shown = await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            const notifications = await registration.getNotifications();
            return notifications.map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              data: n.data,
            }));
          });
          // On a loaded machine the DevTools protocol can hand the message to a worker that is
          // still starting and lose it, as a push service would retry: send it again. The tag
          // keeps it one notification.
          if (shown.length === 0 && Date.now() - deliveredAt > 4_000) {
            await deliverPush();
            deliveredAt = Date.now();
          }
          return shown;
        },
        { timeout: 20_000 },
      )
      .toEqual([
        {
          title: "Tarea: Pagar la luz",
          body: "Vence el lunes, 23 de noviembre.",
          tag: "task_due:abc:2026-11-23",
          data: { link: "/tasks?tarea=abc" },
        },
      ]);
  });
});
