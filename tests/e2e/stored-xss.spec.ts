import type { Page } from "@playwright/test";
import { appOrigin, expect, newAccount, signUpWithHousehold, test } from "./fixtures.ts";

/**
 * Stored XSS: script-bearing text in every field a member can edit, then every screen that shows
 * it. The text must appear as text; nothing may run (a `__xss` flag, a dialog), no element may
 * be made from it, and the page logs no policy violation (the fixture fails on console errors).
 */
const img = "<img src=x onerror=__xss=1>";
const script = "<script>__xss=1</script>";
const svg = '"><svg onload=alert(1)>';
const link = '<a href="javascript:__xss=1">clic</a>';
/** Tagged so each field's text can be found on screen. */
const payload = (tag: string) => `${tag} ${img}${script}`;

const send = async (page: Page, method: "post" | "patch" | "put", path: string, data: unknown) => {
  const response = await page.request[method](path, { data, headers: { origin: appOrigin } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
};

/** Collects the page's Content-Security-Policy violations (a blocked script, eval, style…). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** Nothing ran, and nothing in the page was built from the stored text. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
    injected: document.querySelectorAll(
      'img[src="x"], [onerror], [onload], svg[onload], a[href^="javascript:" i], iframe, object, embed',
    ).length,
    inlineScripts: [...document.querySelectorAll("script")].filter((element) => !element.src)
      .length,
  }));
  expect(found, where).toEqual({ flag: null, injected: 0, inlineScripts: 0 });
  expect(dialogs, where).toEqual([]);
}

test("script-bearing text in every editable field renders as text and never runs", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const account = { ...newAccount("xss"), name: `Cuenta ${img}`.slice(0, 100) };
  await signUpWithHousehold(page, { account, householdName: `Casa ${img}` });
  await send(page, "patch", "/api/profiles/me", {
    name: payload("Perfil"),
    preferences: { language: "es", allergies: payload("Alergia"), assistantTone: "friendly" },
  });
  await send(page, "patch", "/api/settings/household", { name: `Hogar ${img}` });
  await send(page, "post", "/api/tasks", {
    title: payload("Tarea"),
    description: `${payload("Detalle")} ${link}`,
    dueDate: new Date().toISOString().slice(0, 10),
    priority: "high",
  });
  const today = new Date().toISOString().slice(0, 10);
  await send(page, "post", "/api/calendar/events", {
    title: payload("Evento"),
    notes: payload("Notas"),
    allDay: true,
    start: today,
  });
  const list = await send(page, "post", "/api/shopping/lists", { name: `Lista ${img}` });
  await send(page, "post", "/api/shopping/items", {
    name: payload("Compra"),
    quantity: img,
    notes: `${payload("Nota")} ${svg}`,
    listId: list.id,
  });
  await send(page, "post", "/api/pantry/items", {
    name: payload("Despensa"),
    qtyOnHand: 0,
    location: `Alacena ${img}`,
    notes: payload("Apunte"),
  });
  const { request } = (await send(page, "post", "/api/services", {
    serviceType: "Plomería",
    description: `${payload("Servicio")} ${link}`,
    availabilityNotes: payload("Horario"),
  })) as { request: { id: string } };
  await send(page, "patch", `/api/services/${request.id}/provider`, { providerName: `Don ${img}` });
  const post = await send(page, "post", "/api/community/posts", {
    content: `${payload("Post")} ${link} javascript:__xss=1 [x](javascript:__xss=1) https://ejemplo.mx/"onmouseover="__xss=1`,
  });
  await send(page, "post", `/api/community/posts/${post.id}/comments`, {
    content: `${payload("Comentario")} ${svg}`,
  });

  const screens: [string, string][] = [
    ["/dashboard", "Tarea"],
    ["/daily-brief", "Tarea"],
    ["/tasks", "Tarea"],
    ["/calendar", "Evento"],
    ["/shopping", "Compra"],
    ["/pantry", "Despensa"],
    ["/services", "Servicio"],
    ["/community", "Post"],
    ["/profiles", "Perfil"],
    ["/settings", "Hogar"],
  ];
  for (const [path, tag] of screens) {
    await page.goto(path);
    // The stored text is on screen, as text (in the settings, in the household name's field).
    if (tag === "Hogar") {
      await expect(page.getByLabel("Nombre del hogar")).toHaveValue(`Hogar ${img}`);
    } else {
      await expect(page.getByText(`${tag} ${img}`).first()).toBeVisible();
    }
    await expectInert(page, dialogs, path);
    const name = path.slice(1);
    await page.screenshot({ path: `/tmp/shots-issue-11a/xss-${name}.png`, fullPage: true });
  }

  // On a phone, the same text in the same places.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/shopping");
  await expect(page.getByText(`Compra ${img}`).first()).toBeVisible();
  await expectInert(page, dialogs, "/shopping on a phone");
  await page.screenshot({ path: "/tmp/shots-issue-11a/xss-shopping-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Open the editing dialogs too: text in form fields must stay text.
  await page.goto("/tasks");
  await page.getByText(`Tarea ${img}`).first().click();
  await expectInert(page, dialogs, "/tasks dialog");
  await page.keyboard.press("Escape");

  // The invitation page shows the household and who invites to anyone holding the link.
  const { url } = (await send(page, "post", "/api/invitations/link", {})) as { url: string };
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const visitorDialogs: string[] = [];
  visitorPage.on("dialog", async (dialog) => {
    visitorDialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await visitorPage.goto(new URL(url).pathname);
  await expect(visitorPage.getByText(img).first()).toBeVisible();
  await expectInert(visitorPage, visitorDialogs, "/join");
  await visitorPage.screenshot({ path: "/tmp/shots-issue-11a/xss-join.png", fullPage: true });
  await visitor.close();
  expect(violations, "policy violations").toEqual([]);
});

test("the built pages load under the strict policy: no inline script, no violation", async ({
  page,
}) => {
  for (const path of ["/", "/auth", "/demo", "/shopping", "/no-existe"]) {
    const response = await page.request.get(path);
    const html = await response.text();
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("script-src 'self'");
    expect(csp.match(/script-src[^;]*/)?.[0], path).not.toMatch(/unsafe|data:|\*/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    for (const tag of html.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      // JSON data blocks (the landing's JSON-LD and its boot manifest) are never run; with no
      // "<" inside, nothing in them can close the tag and open a script.
      const dataBlock = tag.match(
        /^<script type="application\/(?:ld\+)?json"(?: id="[a-z-]+")?>([^<]*)<\/script>$/,
      );
      if (dataBlock) {
        expect(() => JSON.parse(dataBlock[1] ?? ""), `${path}: data block`).not.toThrow();
        continue;
      }
      expect(tag, `${path}: inline script`).toMatch(
        /^<script[^>]*\ssrc="\/[^"]+"[^>]*><\/script>$/,
      );
    }
    expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  }
  const violations = await recordViolations(page);
  for (const path of ["/", "/auth", "/demo"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});
