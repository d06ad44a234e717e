import type { Page } from "@playwright/test";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

/** Issue 20's conveniences: «Deshacer», the header search, the task views and quick-add lines,
 * and sharing a shopping list as text. */

const shotsDir = process.env.CONVENIENCE_SHOTS;

/** Screenshots to look at (set CONVENIENCE_SHOTS to a folder); nothing is written otherwise. */
async function shoot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data, headers: { origin: appOrigin } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const card = (page: Page, title: string) =>
  page.getByTestId("task-card").filter({ has: page.getByRole("heading", { name: title }) });
const column = (page: Page, status: "todo" | "in_progress" | "done") =>
  page.getByTestId(`column-${status}`);

/** A day of the household's calendar (Mexico City, as the browser here) counted from today. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe("conveniences", () => {
  test("«Deshacer» brings back a deleted shopping item, the same one", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    const item = (await post(page, "/api/shopping/items", {
      name: "Leche entera",
      quantity: "2 l",
    })) as { id: string };
    await page.goto("/shopping");
    await page.getByRole("button", { name: "Eliminar Leche entera" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Item eliminado" });
    await expect(toast).toBeVisible();
    await expect(page.locator(`[data-item-id="${item.id}"]`)).toHaveCount(0);
    // Pointing at the toast holds its five seconds (sonner), long enough for a screenshot.
    await toast.hover();
    await shoot(page, "undo-toast-1280");
    await toast.getByRole("button", { name: "Deshacer" }).click();
    await expect(page.getByText("Listo, quedó como estaba")).toBeVisible();
    await expect(page.locator(`[data-item-id="${item.id}"]`)).toContainText("Leche entera");

    await page.reload();
    await expect(page.locator(`[data-item-id="${item.id}"]`)).toContainText("2 l");
  });

  test("«Deshacer» takes a moved task back to its column", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await post(page, "/api/tasks", { title: "Regar las plantas" });
    await page.goto("/tasks");
    await card(page, "Regar las plantas")
      .getByRole("button", { name: "Mover a Completadas" })
      .click();
    await expect(
      column(page, "done").getByRole("heading", { name: "Regar las plantas" }),
    ).toBeVisible();
    const toast = page.getByRole("listitem").filter({ hasText: "Tarea movida a Completadas" });
    await toast.getByRole("button", { name: "Deshacer" }).click();
    await expect(
      column(page, "todo").getByRole("heading", { name: "Regar las plantas" }),
    ).toBeVisible();
    await page.reload();
    await expect(
      column(page, "todo").getByRole("heading", { name: "Regar las plantas" }),
    ).toBeVisible();
    await expect(column(page, "done").getByTestId("task-card")).toHaveCount(0);
  });

  test("«Deshacer» brings back a deleted pantry item and a deleted event", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    const rice = (await post(page, "/api/pantry/items", {
      name: "Arroz",
      qtyOnHand: "2",
      unit: "kg",
    })) as { id: string };
    await page.goto("/pantry");
    await page.getByRole("button", { name: "Eliminar Arroz" }).click();
    const pantryToast = page.getByRole("listitem").filter({ hasText: "Arroz" });
    await pantryToast.getByRole("button", { name: "Deshacer" }).click();
    await expect(page.locator(`[data-item-id="${rice.id}"]`)).toContainText("Arroz");

    const day = dayFromToday(1);
    await post(page, "/api/calendar/events", { title: "Junta escolar", allDay: true, start: day });
    await page.goto(`/calendar?vista=agenda&fecha=${day}`);
    const meeting = page.getByTestId("event-chip").filter({ hasText: "Junta escolar" });
    // Confirming the delete must not also submit the event form underneath (a PUT, then a 404).
    const edits: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/api/calendar/events/")) {
        edits.push(request.url());
      }
    });
    await meeting.click();
    await page
      .getByRole("dialog", { name: "Editar evento" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await page
      .getByRole("alertdialog", { name: "¿Eliminar este evento?" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await expect(meeting).toHaveCount(0);
    expect(edits).toEqual([]);
    await expect(page.getByText("No encontramos lo que buscas")).toHaveCount(0);
    // Pointing at the toasts spreads the stack, so the undo is reachable under any newer toast.
    await page.getByRole("listitem").filter({ hasText: "Evento eliminado" }).hover();
    await page
      .getByRole("listitem")
      .filter({ hasText: "Evento eliminado" })
      .getByRole("button", { name: "Deshacer" })
      .click();
    await expect(meeting).toBeVisible();
    await page.reload();
    await expect(meeting).toBeVisible();
  });

  test("«/» opens the search, which finds a pantry item and a post without accents", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    const pantryItem = (await post(page, "/api/pantry/items", {
      name: "Plátano",
      qtyOnHand: "6",
    })) as { id: string };
    await post(page, "/api/community/posts", { content: "¿Quién tiene receta de pan de plátano?" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.keyboard.press("/");
    const box = page.getByRole("searchbox", { name: "Buscar en tu hogar" });
    await expect(box).toBeFocused();
    await page.keyboard.type("platano");
    const results = page.getByRole("region", { name: "Resultados de la búsqueda" });
    await expect(results.getByRole("heading", { name: "Despensa" })).toBeVisible();
    await expect(results.getByRole("heading", { name: "Comunidad" })).toBeVisible();
    await expect(
      results.getByRole("link", { name: /¿Quién tiene receta de pan de plátano\?/ }),
    ).toBeVisible();
    await shoot(page, "search-1280");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The keyboard goes into the results; Enter follows the link to the item.
    await page.keyboard.press("ArrowDown");
    await expect(results.getByRole("link", { name: /^Plátano/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/pantry\\?ver=${pantryItem.id}`));
    await expect(page.locator(`[data-item-id="${pantryItem.id}"]`)).toBeVisible();
    await expect(results).toBeHidden();

    // Nothing found says so.
    await page.keyboard.press("/");
    await page.keyboard.type("zzzz");
    await expect(page.getByText("Nada encontrado con «zzzz»")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("region", { name: "Resultados de la búsqueda" })).toBeHidden();
  });

  test("task views: «Mis tareas», «Hoy», «Atrasadas», and ordering by due date", async ({
    page,
  }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page);
    await post(page, "/api/tasks", {
      title: "Pagar el agua",
      dueDate: dayFromToday(0),
      assignedTo: membership.profileId,
    });
    await post(page, "/api/tasks", { title: "Renovar el seguro", dueDate: dayFromToday(-3) });
    await post(page, "/api/tasks", { title: "Vacunar al perro", dueDate: dayFromToday(5) });
    await page.goto("/tasks");
    const views = page.getByRole("group", { name: "Vistas de tareas" });
    const shown = page.getByTestId("task-card").getByRole("heading");

    await views.getByRole("button", { name: "Hoy" }).click();
    await expect(shown).toHaveText(["Pagar el agua"]);
    await expect(views.getByRole("button", { name: "Hoy" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await views.getByRole("button", { name: "Atrasadas" }).click();
    await expect(shown).toHaveText(["Renovar el seguro"]);
    await views.getByRole("button", { name: "Mis tareas" }).click();
    await expect(shown).toHaveText(["Pagar el agua"]);
    await views.getByRole("button", { name: "Todas" }).click();
    await expect(shown).toHaveText(["Vacunar al perro", "Renovar el seguro", "Pagar el agua"]);
    await page.getByLabel("Ordenar por").selectOption({ label: "Fecha límite" });
    await expect(shown).toHaveText(["Renovar el seguro", "Pagar el agua", "Vacunar al perro"]);
  });

  test("quick add «pagar la luz el viernes» makes «Pagar la luz», due Friday", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/tasks");
    const line = page.getByLabel("Agregar tarea rápida");
    await line.fill("pagar la luz el viernes");
    await line.press("Enter");
    await expect(card(page, "Pagar la luz")).toBeVisible();
    await expect(line).toHaveValue("");
    await shoot(page, "tasks-quick-add-1280");

    // The next Friday after today, on the household's calendar.
    const weekday = new Date(`${dayFromToday(0)}T12:00:00Z`).getUTCDay();
    const friday = dayFromToday((5 - weekday + 7) % 7 || 7);
    const board = (await (await page.request.get("/api/tasks")).json()) as {
      tasks: { title: string; dueDate: string | null }[];
    };
    expect(board.tasks).toEqual([
      expect.objectContaining({ title: "Pagar la luz", dueDate: friday }),
    ]);
    const [, month, day] = friday.split("-").map(Number);
    const shortMonth = [
      "ene",
      "feb",
      "mar",
      "abr",
      "may",
      "jun",
      "jul",
      "ago",
      "sept",
      "oct",
      "nov",
      "dic",
    ][(month ?? 1) - 1];
    await expect(
      card(page, "Pagar la luz").getByText(`Vence el ${day} ${shortMonth}`),
    ).toBeVisible();

    // The calendar's line too: a time said makes a timed event on that day.
    await page.goto("/calendar?vista=agenda");
    const eventLine = page.getByLabel("Agregar evento rápido");
    await eventLine.fill("cena con los abuelos mañana a las 8 de la noche");
    await eventLine.press("Enter");
    await expect(page.getByText("cena con los abuelos", { exact: false }).first()).toBeVisible();
    await shoot(page, "calendar-quick-add-1280");
    const events = (await (
      await page.request.get(`/api/calendar?from=${dayFromToday(1)}&to=${dayFromToday(1)}`)
    ).json()) as { events: { title: string; allDay: boolean; start: string }[] };
    expect(events.events).toEqual([
      expect.objectContaining({ title: "Cena con los abuelos", allDay: false }),
    ]);
    expect(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "America/Mexico_City",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(events.events[0]?.start ?? "")),
    ).toBe("20:00");
  });

  test("«Compartir lista» copies what is still to buy, as text", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await signUpWithHousehold(page);
    await post(page, "/api/shopping/items", { name: "Tortillas", quantity: "1 kg" });
    const bought = (await post(page, "/api/shopping/items", { name: "Jabón" })) as { id: string };
    await post(page, `/api/shopping/items/${bought.id}/check`, { checked: true });
    await page.goto("/shopping");
    await page.getByRole("button", { name: "Compartir lista" }).click();
    await expect(page.getByText("Lista copiada")).toBeVisible();
    const listName = (await page.locator("h1 + p").textContent()) ?? "";
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`*${listName}*\nPor comprar:\n- Tortillas (1 kg)`);
  });

  test("the search and the undo toast on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await signUpWithHousehold(page);
    await post(page, "/api/pantry/items", { name: "Plátano", qtyOnHand: "6" });
    await post(page, "/api/tasks", { title: "Comprar plátanos para el pastel" });
    await page.goto("/tasks");
    const box = page.getByRole("searchbox", { name: "Buscar en tu hogar" });
    await box.fill("PLATANO");
    const results = page.getByRole("region", { name: "Resultados de la búsqueda" });
    await expect(results.getByRole("link", { name: /^Plátano/ })).toBeVisible();
    await expect(
      results.getByRole("link", { name: /Comprar plátanos para el pastel/ }),
    ).toBeVisible();
    const panel = await results.boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 390).toBe(true);
    await shoot(page, "search-390");
    await page.keyboard.press("Escape");

    await card(page, "Comprar plátanos para el pastel")
      .getByRole("button", { name: /Eliminar/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Tarea eliminada" });
    const undo = toast.getByRole("button", { name: "Deshacer" });
    await expect(undo).toBeVisible();
    await toast.hover();
    const size = await undo.boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(44);
    await shoot(page, "undo-toast-390");
    await undo.click();
    await expect(card(page, "Comprar plátanos para el pastel")).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("«Compartir lista» opens the share sheet (WhatsApp and the rest) with the list as text", async ({
    page,
  }) => {
    // The phone's share sheet, as the page sees it: what it was given is kept to look at.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedWithSheet: shared });
      navigator.share = async (data?: ShareData) => {
        if (data) shared.push(data);
      };
    });
    await page.goto("/");
    await signUpWithHousehold(page);
    await post(page, "/api/shopping/items", { name: "Aguacates", quantity: "6" });
    await page.goto("/shopping");
    await page.getByRole("button", { name: "Compartir lista" }).click();
    await expect(page.getByText("Lista compartida")).toBeVisible();
    const shared = await page.evaluate(
      () => (window as unknown as { sharedWithSheet: ShareData[] }).sharedWithSheet,
    );
    const listName = (await page.locator("h1 + p").textContent()) ?? "";
    expect(shared).toEqual([
      { title: listName, text: `*${listName}*\nPor comprar:\n- Aguacates (6)` },
    ]);
  });
});
