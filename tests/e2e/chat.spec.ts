import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase } from "#server/db/database.ts";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

const postJson = (page: Page, url: string, data: unknown) =>
  page.request.post(url, { data, headers: { origin: appOrigin } });

const persona = (name: string, tone: string, personality: string, accent = "neutral") => ({
  name,
  description: null,
  tone,
  personality,
  accent,
  language: "es",
  allergies: [],
});

async function ask(page: Page, text: string) {
  const input = page.getByLabel("Mensaje para el asistente");
  await input.fill(text);
  await input.press("Enter");
}

const assistantMessages = (page: Page) => page.locator('li[data-role="assistant"]');

test.describe("/chat", () => {
  test("'agrega huevos a la lista' adds huevos, shown on the shopping page", async ({ page }) => {
    await signUpWithHousehold(page);
    await postJson(page, "/api/chat/personas", {
      ...persona("Hogaria Familiar", "friendly", "friendly"),
      isActive: true,
    });
    await page.goto("/chat");
    await expect(page.getByRole("heading", { name: "Habla con Hogaria", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "¿En qué te ayudo hoy?" })).toBeVisible();
    await expect(page.getByRole("listitem").getByRole("button")).toHaveCount(4);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Shift+Enter breaks the line, Enter sends.
    const input = page.getByLabel("Mensaje para el asistente");
    await input.fill("agrega huevos");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("agrega huevos\n");
    await input.fill("agrega huevos a la lista");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(page.getByTestId("tool-card")).toHaveText("Agregué Huevos a la lista");
    await expect(assistantMessages(page).last()).toContainText("Agregué huevos a la lista.");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The conversation is kept: listed, and opened again after a reload.
    const conversations = page.getByRole("navigation", { name: "Conversaciones" });
    await expect(
      conversations.getByRole("button", { name: "agrega huevos a la lista", exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("tool-card")).toHaveText("Agregué Huevos a la lista");

    // Renamed, continued, then deleted.
    await conversations
      .getByRole("button", { name: "Renombrar: agrega huevos a la lista" })
      .click();
    const rename = page.getByRole("dialog", { name: "Renombrar conversación" });
    await rename.getByLabel("Título").fill("Compras de la semana");
    await rename.getByRole("button", { name: "Guardar" }).click();
    await expect(
      conversations.getByRole("button", { name: "Compras de la semana", exact: true }),
    ).toBeVisible();
    await ask(page, "¿qué tengo que comprar?");
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(assistantMessages(page).last()).toContainText("Huevos");

    await page.goto("/shopping");
    await expect(page.getByRole("checkbox", { name: "Huevos" })).toBeVisible();

    await page.goto("/chat");
    await conversations.getByRole("button", { name: "Eliminar: Compras de la semana" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Aún no tienes conversaciones.")).toBeVisible();
  });

  test("understands what families say: several items with quantities, the day's tasks and events, a confirmation, Portuguese", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(
      new Date(),
    );
    await postJson(page, "/api/tasks", { title: "Pagar la luz", priority: "high", dueDate: today });
    await postJson(page, "/api/tasks", {
      title: "Llevar el perro al veterinario",
      priority: "medium",
      dueDate: today,
    });
    await postJson(page, "/api/calendar/events", {
      title: "Cumpleaños de la abuela",
      allDay: true,
      start: today,
    });
    await page.goto("/chat");

    await ask(page, "compra leche, pan y 2 kilos de papas");
    await expect(assistantMessages(page).last()).toContainText("Agregué");
    await ask(page, "¿qué tengo que hacer hoy?");
    const summary = assistantMessages(page).last();
    await expect(summary).toContainText("Pagar la luz");
    await expect(summary).toContainText("Llevar el perro al veterinario");
    await expect(summary).toContainText("Cumpleaños de la abuela");

    // Not sure what a bare word means: it asks, and acts only after «Sí».
    await ask(page, "mandarinas");
    const answer = page.getByRole("group", { name: "Responde a la propuesta" });
    await expect(answer.getByRole("button", { name: "Sí" })).toBeVisible();
    await expect(answer.getByRole("button", { name: "No" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto("/shopping");
    await expect(page.getByRole("checkbox", { name: "Papas" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Mandarinas" })).toHaveCount(0);
    await page.goto("/chat");
    await page
      .getByRole("navigation", { name: "Conversaciones" })
      .getByRole("button", { name: "compra leche, pan y 2 kilos de papas", exact: true })
      .click();
    await page
      .getByRole("group", { name: "Responde a la propuesta" })
      .getByRole("button", { name: "Sí" })
      .click();
    await expect(assistantMessages(page).last()).toContainText("Mandarinas", { ignoreCase: true });

    await ask(page, "coloca na lista: sabão em pó e banana");
    await expect(assistantMessages(page).last()).toContainText("Adicionei");

    await page.goto("/shopping");
    // Each item once, the quantity with its item.
    for (const name of ["Leche", "Pan", "Papas 2 kg", "Mandarinas", "Sabão em pó", "Banana"]) {
      await expect(page.getByRole("checkbox", { name, exact: true })).toHaveCount(1);
    }
  });

  test("the stop button ends the answer silently and the input comes back", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/chat");
    await ask(page, "¿qué puedes hacer?");
    const stop = page.getByRole("button", { name: "Detener respuesta" });
    await stop.click();
    await expect(stop).toBeHidden();
    const input = page.getByLabel("Mensaje para el asistente");
    await expect(input).toBeEnabled();
    // The answer was cut: its last line never arrived, and no error was shown.
    await expect(page.getByText("Cocina", { exact: false })).toHaveCount(0);
    await expect(page.getByText("No se pudo obtener respuesta")).toHaveCount(0);
    await expect(page.locator('li[data-role="user"]')).toHaveText(/¿qué puedes hacer\?/);
  });

  test("a failed answer removes the last message and shows the Spanish error", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/chat");
    // The model fails while streaming: the partial answer goes, the question stays.
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
        body: [
          { type: "start" },
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: "Un momento" },
          {
            type: "error",
            errorText: "No se pudo obtener respuesta del asistente. Intenta de nuevo.",
          },
        ]
          .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
          .join(""),
      }),
    );
    await ask(page, "¿qué tenemos hoy?");
    await expect(
      page.getByText("No se pudo obtener respuesta del asistente. Intenta de nuevo."),
    ).toBeVisible();
    await expect(assistantMessages(page)).toHaveCount(0);
    await expect(page.locator('li[data-role="user"]')).toHaveText(/¿qué tenemos hoy\?/);

    // A refused request: the question itself comes back to the input.
    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "CHAT_LIMIT_REACHED",
            message: "Llegaste a los 20 mensajes de chat de este mes del plan Gratis.",
          },
        }),
      }),
    );
    await ask(page, "agrega pan a la lista");
    await expect(
      page.getByText("Llegaste a los 20 mensajes de chat de este mes del plan Gratis."),
    ).toBeVisible();
    await expect(page.getByLabel("Mensaje para el asistente")).toHaveValue("agrega pan a la lista");
    await expect(page.locator('li[data-role="user"]')).toHaveCount(1);
  });

  test("switching the persona changes the assistant's tone", async ({ page }) => {
    await signUpWithHousehold(page);
    await postJson(page, "/api/chat/personas", {
      ...persona("Hogaria Familiar", "friendly", "friendly"),
      isActive: true,
    });
    await postJson(page, "/api/chat/personas", persona("Don Formal", "professional", "formal"));
    await page.goto("/chat");
    const selector = page.getByLabel("Asistente", { exact: true });
    await expect(selector.locator("option")).toHaveText(["Hogaria Familiar", "Don Formal"]);

    await ask(page, "agrega pan a la lista");
    await expect(assistantMessages(page).last()).toHaveText(/¡Listo! Agregué pan a la lista\. 🛒/);

    await selector.selectOption({ label: "Don Formal" });
    await ask(page, "agrega leche a la lista");
    await expect(assistantMessages(page).last()).toHaveText(
      /Con gusto\. Agregué leche a la lista\.$/,
    );
  });

  test("an owner creates a persona from the chat", async ({ page }) => {
    await signUpWithHousehold(page);
    await page.goto("/chat");
    // No persona saved yet: the selector names the default one the server answers as.
    await expect(page.getByLabel("Asistente", { exact: true })).toContainText("Hogaria Familiar");
    await page.getByRole("button", { name: "Nuevo asistente" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo asistente" });
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Escribe un nombre para el asistente")).toBeVisible();
    await dialog.getByLabel("Nombre").fill("Che Hogaria");
    await dialog.getByLabel("Acento").selectOption({ label: "Argentino" });
    await dialog.getByLabel("Tono").selectOption({ label: "Casual 🤙" });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Asistente", { exact: true })).toHaveValue(/.+/);
    await ask(page, "agrega yerba a la lista");
    await expect(assistantMessages(page).last()).toContainText("¡Dale, listo!");
  });

  test("on a phone: a compact header, the composer clear of the bottom bar, no keyboard hint", async ({
    page,
    browser,
  }) => {
    await signUpWithHousehold(page);
    await page.goto("/chat");
    // With a keyboard, the hint says how to add a line.
    await expect(page.getByLabel("Mensaje para el asistente")).toHaveAttribute(
      "placeholder",
      "Escribe un mensaje… (Enter envía, Shift+Enter nueva línea)",
    );
    await page.screenshot({ path: test.info().outputPath("chat-1280.png") });

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      storageState: await page.context().storageState(),
    });
    const mobile = await phone.newPage();
    await mobile.goto("/chat");
    const input = mobile.getByLabel("Mensaje para el asistente");
    await expect(input).toHaveAttribute("placeholder", "Escribe un mensaje…");
    const header = await mobile.locator("main header").first().boundingBox();
    expect(header?.height ?? 999).toBeLessThanOrEqual(56);
    const composer = await input.boundingBox();
    const bar = await mobile.getByRole("navigation", { name: "Accesos rápidos" }).boundingBox();
    const gap = (bar?.y ?? 0) - ((composer?.y ?? 0) + (composer?.height ?? 0));
    expect(gap).toBeGreaterThanOrEqual(12);
    // Messages get most of the screen: the controls above them take under 200 px.
    expect(composer?.y ?? 0).toBeGreaterThan(500);
    const scrolls = await mobile.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight + 1,
    );
    expect(scrolls).toBe(false);
    await ask(mobile, "agrega yerba a la lista");
    await expect(mobile.locator('li[data-role="assistant"]').last()).toBeVisible();
    await mobile.screenshot({ path: test.info().outputPath("chat-390.png") });
    await phone.close();
  });

  test("the Gratis plan shows the count and the limit message", async ({ page }) => {
    const { membership } = await signUpWithHousehold(page);
    const database = openDatabase({
      engine: "sqlite",
      file: path.join(process.env.E2E_DATA_DIR as string, "hogaria.sqlite"),
    });
    try {
      await database.db
        .updateTable("households")
        .set({ plan: "gratis", subscription_status: "active" })
        .where("id", "=", membership.householdId)
        .execute();
      const month = new Intl.DateTimeFormat("en-CA", {
        timeZone: "America/Mexico_City",
        year: "numeric",
        month: "2-digit",
      }).format(new Date());
      await database.db
        .insertInto("chat_usage")
        .values({ household_id: membership.householdId, month, messages: 19 })
        .execute();
    } finally {
      await database.close();
    }
    await page.goto("/chat");
    await expect(page.getByTestId("chat-usage")).toHaveText(
      "19 de 20 mensajes este mes (plan Gratis)",
    );
    await ask(page, "hola");
    await expect(assistantMessages(page).last()).toContainText("¡Hola!");
    await expect(
      page.getByRole("alert").filter({ hasText: "Llegaste a los 20 mensajes" }),
    ).toHaveText(
      "Llegaste a los 20 mensajes de chat de este mes del plan Gratis. Mejora al plan Familiar para chatear sin límite.",
    );
    await expect(page.getByLabel("Mensaje para el asistente")).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
