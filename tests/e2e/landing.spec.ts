import { AxeBuilder } from "@axe-core/playwright";
import { appOrigin, expect, readOutboxEmail, test } from "./fixtures.ts";
import { recordAnalytics, trackedEvents, waitForHydration } from "./public-site.ts";

test.describe("landing page", () => {
  test("is readable before and without JavaScript, and loads no script until used", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Tu hogar, organizado con un asistente que habla como tú",
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Un plan para cada hogar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Crear Cuenta Gratis" }).first()).toHaveAttribute(
      "href",
      "/auth?tab=signup",
    );
    await context.close();
  });

  test("loads only the boot script at first, and no signed-in screen once in use", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/boot-[0-9a-f]+\.js$/);

    await page.getByRole("heading", { name: "Un plan para cada hogar" }).hover();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const signedInScreens =
      /app-layout|(dashboard|daily-brief|tasks|shopping|pantry|services|community|calendar|profiles|settings|onboarding)-page/;
    expect(scripts.filter((script) => signedInScreens.test(script))).toEqual([]);
    // And by content: none of the loaded code calls the signed-in API.
    for (const script of scripts) {
      const body = await (await page.request.get(script)).text();
      expect(body, script).not.toMatch(/\/api\/(daily-brief|dashboard|tasks|pantry|community)/);
    }
  });

  test("keeps the visitor where they scrolled when the app takes over the page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2500);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  });

  test("the header anchors scroll to their section and mark it as current", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Secciones" });
    for (const [name, id] of [
      ["Funciones", "funciones"],
      ["Demo", "demo"],
      ["Planes", "planes"],
      ["Contacto", "contacto"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", `#${id}`);
    }
    await nav.getByRole("link", { name: "Planes", exact: true }).click();
    await expect(page).toHaveURL(/#planes$/);
    await expect(page.locator("#planes")).toBeInViewport();
    await waitForHydration(page);
    await expect(nav.getByRole("link", { name: "Planes", exact: true })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await nav.getByRole("link", { name: "Funciones", exact: true }).click();
    await expect(nav.getByRole("link", { name: "Funciones", exact: true })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(nav.getByRole("link", { name: "Planes", exact: true })).not.toHaveAttribute(
      "aria-current",
      "location",
    );
  });

  test("at 390 px the sections hide behind a menu that opens, closes and navigates", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Planes", exact: true })).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Cerrar menú" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "Planes", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Iniciar Sesión" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("link", { name: "Planes", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await header.getByRole("link", { name: "Contacto", exact: true }).click();
    await expect(page.locator("#contacto")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("on a phone: a section chosen in the menu closes it and shows the section under the header; /#demo opens on the demo", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sectionTop = (id: string) =>
      page.evaluate((target) => {
        const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
        return Math.round(top - header);
      }, id);

    // An address with a section opens on it, not somewhere on the way.
    await page.goto("/#demo");
    expect(Math.abs(await sectionTop("demo"))).toBeLessThanOrEqual(2);

    await page.goto("/");
    await page.mouse.move(10, 10);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const header = page.getByRole("banner");
    await page.screenshot({ path: test.info().outputPath("landing-390-menu.png") });
    await header.getByRole("link", { name: "Planes", exact: true }).click();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(header.getByRole("link", { name: "Planes", exact: true })).toBeHidden();
    await expect(page).toHaveURL(/#planes$/);
    await expect.poll(() => sectionTop("planes")).toBeGreaterThanOrEqual(-2);
    await expect.poll(() => sectionTop("planes")).toBeLessThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath("landing-390-planes.png") });

    // The comparison table is wider than the phone: a hint says to swipe, and keys scroll it.
    const hint = page.getByText("Desliza la tabla para ver todas las columnas");
    await hint.scrollIntoViewIfNeeded();
    await expect(hint).toBeVisible();
    const table = page.getByRole("region", {
      name: "Comparación de Hogaria con chatbots generales y asistentes básicos",
    });
    await table.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath("landing-390-table.png") });

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(hint).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("landing-1280-table.png") });
  });

  test("the hero opens sign-up from 'Crear Cuenta Gratis' (reported) and leads to the demo", async ({
    page,
  }) => {
    await recordAnalytics(page);
    await page.goto("/");
    for (const badge of [
      "Perfiles multi-familia",
      "Recordatorios inteligentes",
      "Cultural y localizado",
      "Integración con WhatsApp",
      "Tono personal",
    ]) {
      await expect(page.getByRole("list", { name: "Lo que incluye" })).toContainText(badge);
    }
    await page.getByRole("link", { name: "Crear Cuenta Gratis" }).first().click();
    await expect(page.getByRole("dialog", { name: "Crear cuenta" })).toBeVisible();
    const events = await trackedEvents(page);
    expect(events).toHaveLength(1);
    expect(events[0]?.[0]).toBe("signup_opened");
    expect(events[0]?.[1]).toMatchObject({ source: "hero_cta" });
    expect(Date.parse(String(events[0]?.[1].timestamp))).not.toBeNaN();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Ver Demo Interactivo" }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test("features: summary cards, comparison, 8 cards marked Básico or Premium, highlights", async ({
    page,
  }) => {
    await page.goto("/");
    const features = page.locator("#funciones");
    for (const title of [
      "Agenda personal y familiar",
      "Recordatorios inteligentes cada día",
      "Cultural y localizado",
      "Acceso multicanal",
    ]) {
      await expect(features.getByRole("heading", { name: title })).toBeVisible();
    }
    const table = features.getByRole("table", {
      name: "Comparación de Hogaria con chatbots generales y asistentes básicos",
    });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Función",
      "Hogaria",
      "Chatbots generales",
      "Asistentes básicos",
    ]);
    const expected = {
      calendars: "Básico",
      recurringTasks: "Básico",
      privacy: "Básico",
      multiplatform: "Básico",
      renewals: "Premium",
      multiProfile: "Premium",
      personality: "Premium",
      smartNotifications: "Premium",
    };
    for (const [card, category] of Object.entries(expected)) {
      await expect(page.getByTestId(`feature-${card}`)).toContainText(category);
    }
    await expect(page.getByTestId("feature-multiProfile")).toContainText("Hasta 10 perfiles");
    await expect(features.getByRole("heading", { name: "Personalización cultural" })).toBeVisible();
    await expect(features.getByRole("heading", { name: "Privacidad familiar" })).toBeVisible();
  });

  test("plans: prices in MXN, the popular one, payments and trial; a plan's button is reported", async ({
    page,
  }) => {
    await recordAnalytics(page);
    await page.goto("/#planes");
    const plans = [
      ["gratis", "Gratis", "$0"],
      ["familiar", "Familiar", "$179"],
      ["pro", "Pro", "$349"],
    ] as const;
    for (const [id, name, price] of plans) {
      const card = page.getByTestId(`plan-${id}`);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card).toContainText(`${price}MXN /mes`);
    }
    await expect(page.getByTestId("plan-familiar")).toContainText("Más Popular");
    await expect(page.getByTestId("plan-familiar")).toContainText("≈ USD 10");
    await expect(page.getByTestId("plan-pro")).toContainText("≈ USD 19");
    await expect(page.getByTestId("plan-gratis")).toContainText("20 mensajes de chat al mes");
    await expect(page.getByTestId("plan-pro")).toContainText("Hasta 10 integrantes");
    const section = page.locator("#planes");
    for (const method of [
      "Tarjeta de crédito o débito",
      "PayPal",
      "OXXO (México)",
      "Pix (Brasil)",
    ]) {
      await expect(section).toContainText(method);
    }
    await expect(section).toContainText("Los cobros se procesan en dólares estadounidenses (USD)");
    await expect(section).toContainText(
      "Prueba gratis de 30 días, sin restricciones y sin tarjeta",
    );

    await page
      .getByTestId("plan-familiar")
      .getByRole("link", { name: "Probar 30 días gratis" })
      .click();
    await expect(page.getByRole("dialog", { name: "Crear cuenta" })).toBeVisible();
    const events = await trackedEvents(page);
    expect(events.map(([name]) => name)).toEqual(["pricing_cta_clicked", "signup_opened"]);
    expect(events[0]?.[1]).toMatchObject({ plan_name: "Familiar", currency: "MXN" });
    expect(typeof events[0]?.[1].timestamp).toBe("string");
  });

  test("demo section: three scenarios, and the preview greets in the chosen tone and accent", async ({
    page,
  }) => {
    await page.goto("/#demo");
    for (const id of ["family", "balance", "personal"]) {
      await expect(
        page.getByTestId(`scenario-${id}`).getByRole("link", { name: "Ver Demo" }),
      ).toHaveAttribute("href", "/demo");
    }
    await page.getByRole("link", { name: "Probar Configuración Interactiva" }).click();
    await expect(page).toHaveURL(/#personalizacion$/);
    const preview = page.locator("#personalizacion");
    const sample = page.getByTestId("preview-sample");
    await expect(sample).toContainText("¿Qué onda?");
    await expect(sample).toContainText("Google Calendar");
    for (const option of [
      "Solo yo",
      "Yo + Familia",
      "Yo + Trabajo",
      "Todo",
      "Configuración Manual",
      "Uruguayo",
    ]) {
      await expect(page.getByRole("radio", { name: option })).toBeAttached();
    }
    await preview.getByText("Coach Motivacional", { exact: true }).click();
    await preview.getByText("Argentino", { exact: true }).click();
    await preview.getByText("Apple Calendar", { exact: true }).click();
    await preview.getByText("Yo + Trabajo", { exact: true }).click();
    await expect(sample).toContainText("¿Todo bien, che?");
    await expect(sample).toContainText("gran día para avanzar con tu agenda y la del trabajo");
    await expect(sample).toContainText("Apple Calendar");
    await expect(sample).toContainText("¡Dale, que vos podés!");
    await preview.getByText("Asistente Formal", { exact: true }).click();
    await expect(sample).toContainText("Buenos días, Ana.");
    await expect(sample).toContainText("Quedo a su disposición.");
    await expect(page.getByRole("radio", { name: "Asistente Formal" })).toBeChecked();
  });

  test("contact: hours, response time and languages; the form validates, stores and emails support", async ({
    page,
  }) => {
    await page.goto("/#contacto");
    const contact = page.locator("#contacto");
    await expect(contact).toContainText("Lunes a viernes, de 9:00 a 18:00 (GMT-6)");
    await expect(contact).toContainText("2 horas en promedio");
    await expect(contact).toContainText("Español y portugués");
    await expect(
      contact.getByRole("heading", { name: "Prueba Hogaria gratis por 30 días" }),
    ).toBeVisible();

    await contact.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(contact.getByText("Escribe tu nombre")).toBeVisible();
    await expect(contact.getByText("Email es requerido")).toBeVisible();
    await expect(contact.getByText("Escribe tu mensaje")).toBeVisible();
    await contact.getByLabel("Email").fill("rocio@");
    await expect(contact.getByText("Formato de email inválido")).toBeVisible();
    const email = `rocio.${Date.now()}@ejemplo.mx`;
    await contact.getByLabel("Email").fill(email);
    await expect(contact.getByText("Formato de email inválido")).toBeHidden();
    await contact.getByLabel("Nombre").fill("Rocío Méndez");
    await contact.getByLabel("Tema").selectOption({ label: "Planes y pagos" });
    await contact.getByLabel("Mensaje", { exact: true }).fill("Hola");
    await contact.getByLabel("Mensaje", { exact: true }).blur();
    await expect(contact.getByText("Cuéntanos un poco más (al menos 10 caracteres)")).toBeVisible();
    await contact
      .getByLabel("Mensaje", { exact: true })
      .fill("¿Puedo pagar el plan Familiar con Pix desde Brasil?");
    await contact.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(contact.getByRole("status")).toContainText("¡Mensaje enviado!");
    await expect(
      page.getByText("Te responderemos a tu email en unas 2 horas hábiles.").first(),
    ).toBeVisible();

    const sent = await readOutboxEmail("soporte@hogaria.app");
    expect(sent).toContain(`Reply-To: ${email}`);
    expect(sent).toContain("Planes y pagos");
    expect(sent).toContain("Pix desde Brasil");
  });

  test("the footer: #producto, #casos-uso, real pages where they exist, 'Próximamente' for the rest", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("#producto")).toBeAttached();
    await expect(footer.locator("#casos-uso")).toBeAttached();
    const links: [string, string][] = [
      ["Privacidad", "/legal/privacy"],
      ["Términos", "/legal/terms"],
      ["Seguridad", "/legal/privacy#seguridad"],
      ["Cumplimiento", "/legal/privacy#cumplimiento"],
      ["API", "/desarrolladores"],
      ["Centro de ayuda", "/ayuda"],
      ["Estado del servicio", "/ayuda#estado"],
      ["Blog", "/proximamente?que=blog"],
      ["Empleos", "/proximamente?que=empleos"],
      ["Integraciones", "/proximamente?que=integraciones"],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await footer.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog: muy pronto" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Estado del servicio" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Todos los sistemas funcionan con normalidad",
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "API", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "API de Hogaria" })).toBeVisible();
    await expect(page).toHaveTitle("API de Hogaria — documentación para desarrolladores");
  });

  test("search and sharing: title, description, canonical, Open Graph, JSON-LD, robots, sitemap", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Hogaria — el asistente con IA para tu familia");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${appOrigin}/`);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /asistente de IA/,
    );
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${appOrigin}/og-image.png`,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(head.locator('link[rel="icon"]').first()).toHaveAttribute("href", "/favicon.svg");
    const jsonLd = JSON.parse(
      (await head.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as {
      "@graph": {
        "@type": string;
        offers?: { name: string; price: string; priceCurrency: string }[];
      }[];
    };
    const app = jsonLd["@graph"].find((node) => node["@type"] === "WebApplication");
    expect(app?.offers?.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Gratis", "0", "MXN"],
      ["Familiar", "179", "MXN"],
      ["Pro", "349", "MXN"],
    ]);
    expect((await page.request.get("/og-image.png")).headers()["content-type"]).toBe("image/png");

    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${appOrigin}/sitemap.xml`);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${appOrigin}/legal/privacy</loc>`);

    await page.goto("/legal/privacy");
    await expect(page).toHaveTitle("Política de Privacidad — Hogaria");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${appOrigin}/legal/privacy`,
    );
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).hover();
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe("developers page", () => {
  test("/desarrolladores renders the generated OpenAPI reference, from our server only, with the curl and Home Assistant examples", async ({
    page,
  }) => {
    // The viewer draws ~130 operations and axe reads the whole page at two widths: on a loaded
    // 2-core machine that alone nears the default 60 s.
    test.slow();
    const foreign: string[] = [];
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(appOrigin)) foreign.push(request.url());
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // The landing never downloads the reference's viewer.
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).hover();
    await waitForHydration(page);
    expect(scripts.filter((url) => url.includes("mount-api-reference"))).toEqual([]);

    await page.goto("/desarrolladores");
    await expect(page.getByRole("heading", { level: 1, name: "API de Hogaria" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Referencia de la API" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Descargar la descripción OpenAPI 3.1 (JSON)" }),
    ).toHaveAttribute("href", "/api/openapi.json");
    // The viewer lists every operation of the document, with its own Spanish summaries, and its
    // own labels in the page's language (Scalar's localization).
    const signIn = page
      .getByRole("list", { name: "Endpoints de Cuenta" })
      .getByRole("listitem")
      .filter({ hasText: "/api/auth/sign-in/email" });
    await expect(signIn).toBeVisible({ timeout: 20_000 });
    // Each operation is drawn as it scrolls into view.
    await signIn.evaluate((element) => element.scrollIntoView());
    const signInHeading = page.getByRole("heading", {
      name: "Iniciar sesión con correo y contraseña",
    });
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(signInHeading).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await signInHeading.evaluate((element) => element.scrollIntoView());
    await expect(signInHeading).toBeInViewport();
    await expect(page.getByRole("heading", { level: 3, name: "Home Assistant" })).toBeVisible();
    await expect(page.getByText('curl -H "Authorization: Bearer hgr_…"')).toBeVisible();
    expect(scripts.some((url) => url.includes("mount-api-reference"))).toBe(true);
    expect(foreign).toEqual([]);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations
          .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
          .map((violation) => violation.id),
      ).toEqual([]);
    }
  });
});
