import type { Page } from "@playwright/test";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
import { appOrigin, expect, signUpWithHousehold, test } from "./fixtures.ts";

/** Issue 20, "Offline, as a phone in a supermarket basement needs" (ADR 010). */

const postJson = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: appOrigin } });

const column = (page: Page, id: "por-comprar" | "comprados") =>
  page.locator(`section[aria-labelledby="${id}"]`);

/** A row of the list, found by its checkbox's name. */
const row = (page: Page, name: string) =>
  page.locator("li").filter({ has: page.getByRole("checkbox", { name }) });

const screenshots = process.env.OFFLINE_SCREENSHOTS;

async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

test("a list changed offline survives a reload and a closed tab, then reaches the server once", async ({
  page,
  context,
}) => {
  await signUpWithHousehold(page);
  expect((await postJson(page, "/api/shopping/items", { name: "Pan" })).status()).toBe(201);
  expect((await postJson(page, "/api/shopping/items", { name: "Café" })).status()).toBe(201);
  expect((await postJson(page, "/api/tasks", { title: "Pagar la luz" })).status()).toBe(201);
  expect((await postJson(page, "/api/tasks", { title: "Regar las plantas" })).status()).toBe(201);

  // Online once: the worker installs, then keeps what the screens read.
  await page.goto("/shopping");
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Pan" })).toBeVisible();
  await page.goto("/tasks");
  await expect(page.getByText("Pagar la luz")).toBeVisible();
  await page.goto("/shopping");
  await expect(page.getByRole("checkbox", { name: "Café" })).toBeVisible();

  // The basement: no network, and the page reloaded there.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Sin conexión" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Pan" })).toBeVisible();

  const quickAdd = page.getByLabel("Agregar rápido");
  await quickAdd.fill("2 kg de tomates");
  await quickAdd.press("Enter");
  await expect(quickAdd).toHaveValue("");
  await expect(page.getByText("No se pudo agregar el item")).toHaveCount(0);
  // The toast says where the item is: on this phone, not yet on the family's list.
  await expect(page.getByText("Guardado en este dispositivo: llegará a la lista")).toBeVisible();
  await expect(page.getByText("✅ Item agregado")).toHaveCount(0);
  await expect(row(page, "Tomates")).toContainText("Pendiente de enviar");
  await page.getByRole("checkbox", { name: "Pan" }).click();
  await expect(column(page, "comprados").getByRole("checkbox", { name: "Pan" })).toBeChecked();
  await expect(row(page, "Pan")).toContainText("Pendiente de enviar");
  // Café was not touched: no marker on it.
  await expect(row(page, "Café")).not.toContainText("Pendiente de enviar");
  await expect(page.getByRole("status").filter({ hasText: "2 cambios guardados" })).toBeVisible();

  if (screenshots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshots}/offline-pending-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${screenshots}/offline-pending-1280.png`, fullPage: true });
  }

  // An item added offline and ticked at once: the tick waits for the add's real id.
  await quickAdd.fill("Leche");
  await quickAdd.press("Enter");
  await expect(row(page, "Leche")).toContainText("Pendiente de enviar");
  await page.getByRole("checkbox", { name: "Leche" }).click();
  await expect(column(page, "comprados").getByRole("checkbox", { name: "Leche" })).toBeChecked();

  // The tab is closed before the network comes back, and opened again, still offline.
  await page.close();
  const again = await context.newPage();
  await again.goto("/shopping");
  await expect(row(again, "Tomates")).toContainText("Pendiente de enviar");
  await expect(column(again, "comprados").getByRole("checkbox", { name: "Pan" })).toBeChecked();
  await expect(row(again, "Pan")).toContainText("Pendiente de enviar");

  // Every signed-in screen shows what it last showed: /tasks, opened offline.
  await again.goto("/tasks");
  await expect(again.getByRole("heading", { name: "Tareas", level: 1 })).toBeVisible();
  await expect(again.getByText("Pagar la luz")).toBeVisible();
  await expect(again.getByText("Regar las plantas")).toBeVisible();

  // Back online: the outbox sends both, in order, and the markers go.
  await again.goto("/shopping");
  await expect(row(again, "Tomates")).toContainText("Pendiente de enviar");
  await context.setOffline(false);
  await expect(again.getByText("Pendiente de enviar")).toHaveCount(0);
  await expect(column(again, "comprados").getByRole("checkbox", { name: "Pan" })).toBeChecked();

  const overview = (await (await again.request.get("/api/shopping")).json()) as ShoppingOverview;
  const items = overview.lists.flatMap((list) => list.items);
  expect(items.filter((item) => item.name === "Tomates")).toHaveLength(1);
  expect(items.find((item) => item.name === "Tomates")?.quantity).toBe("2 kg");
  expect(items.find((item) => item.name === "Pan")?.isChecked).toBe(true);
  expect(items.find((item) => item.name === "Café")?.isChecked).toBe(false);
  expect(items.filter((item) => item.name === "Leche")).toHaveLength(1);
  expect(items.find((item) => item.name === "Leche")?.isChecked).toBe(true);

  // A reload online shows the server's list, with nothing left waiting.
  await again.reload();
  await expect(again.getByRole("checkbox", { name: "Tomates" })).toBeVisible();
  await expect(again.getByText("Pendiente de enviar")).toHaveCount(0);
});

test("tasks moved or created and pantry counts changed offline wait on the phone, then land", async ({
  page,
  context,
}) => {
  await signUpWithHousehold(page);
  expect((await postJson(page, "/api/tasks", { title: "Pagar la luz" })).status()).toBe(201);
  const rice = await postJson(page, "/api/pantry/items", {
    name: "Arroz",
    qtyOnHand: 2,
    unit: "kg",
    reorderThreshold: 1,
  });
  expect(rice.status()).toBe(201);

  await page.goto("/tasks");
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pagar la luz" })).toBeVisible();
  await page.goto("/pantry");
  await expect(page.getByRole("heading", { name: "Arroz" })).toBeVisible();

  await context.setOffline(true);
  await page.goto("/tasks");
  const card = (title: string) =>
    page.getByTestId("task-card").filter({ has: page.getByRole("heading", { name: title }) });
  await card("Pagar la luz").getByRole("button", { name: "Mover a Completadas" }).click();
  await expect(
    page.getByTestId("column-done").getByRole("heading", { name: "Pagar la luz" }),
  ).toBeVisible();
  await expect(card("Pagar la luz")).toContainText("Pendiente de enviar");

  await page.getByRole("button", { name: "Crear Tarea" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Crear Tarea" });
  await dialog.getByLabel("Título").fill("Comprar focos");
  await dialog.getByRole("button", { name: "Crear Tarea" }).click();
  await expect(dialog).toBeHidden();
  await expect(card("Comprar focos")).toContainText("Pendiente de enviar");

  await page.goto("/pantry");
  const riceCard = page.getByTestId("pantry-item").filter({ hasText: "Arroz" });
  await riceCard.getByRole("button", { name: /^Sumar .* a Arroz$/ }).click();
  await expect(riceCard).toContainText("Pendiente de enviar");
  await expect(riceCard).toContainText("3 kg");

  if (screenshots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshots}/offline-pantry-390.png`, fullPage: true });
    await page.goto("/tasks");
    await expect(card("Comprar focos")).toContainText("Pendiente de enviar");
    await page.screenshot({ path: `${screenshots}/offline-tasks-390.png`, fullPage: true });
  }

  await context.setOffline(false);
  await expect(page.getByText("Pendiente de enviar")).toHaveCount(0);
  const board = (await (await page.request.get("/api/tasks?limit=50")).json()) as {
    tasks: { title: string; status: string }[];
  };
  expect(board.tasks.find((task) => task.title === "Pagar la luz")?.status).toBe("done");
  expect(board.tasks.filter((task) => task.title === "Comprar focos")).toHaveLength(1);
  const pantry = (await (await page.request.get("/api/pantry")).json()) as {
    items: { name: string; qtyOnHand: number }[];
  };
  expect(pantry.items.find((item) => item.name === "Arroz")?.qtyOnHand).toBe(3);
});

test("a tick on an item someone else deleted meanwhile is dropped with a calm note", async ({
  page,
  context,
}) => {
  await signUpWithHousehold(page);
  const bread = await postJson(page, "/api/shopping/items", { name: "Pan" });
  const { id } = (await bread.json()) as { id: string };
  await page.goto("/shopping");
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Pan" })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await page.getByRole("checkbox", { name: "Pan" }).click();
  await expect(row(page, "Pan")).toContainText("Pendiente de enviar");
  // Another member deletes it meanwhile (through the API, which the offline page can't see).
  const deleted = await page.request.delete(`/api/shopping/items/${id}`, {
    headers: { origin: appOrigin },
  });
  expect(deleted.status()).toBe(204);

  await context.setOffline(false);
  await expect(
    page.getByText("«Pan»: alguien lo quitó mientras no tenías conexión; tu cambio no se aplicó."),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Pan" })).toHaveCount(0);
  await expect(page.getByText("Pendiente de enviar")).toHaveCount(0);
});

test("every signed-in screen opened offline shows what it last showed, never a blank page", async ({
  page,
  context,
}) => {
  await signUpWithHousehold(page);
  const screens = [
    "/dashboard",
    "/daily-brief",
    "/tasks",
    "/shopping",
    "/pantry",
    "/meals",
    "/services",
    "/calendar",
    "/chat",
    "/community",
    "/profiles",
    "/settings",
  ];
  await page.goto("/dashboard");
  await controlledByWorker(page);
  const headings: Record<string, string> = {};
  for (const screen of screens) {
    await page.goto(screen);
    const heading = page.locator("main h1").first();
    await expect(heading).toBeVisible();
    // Let the screen's reads finish, so the worker keeps their answers.
    await page.waitForLoadState("networkidle");
    headings[screen] = (await heading.textContent()) ?? "";
  }

  await context.setOffline(true);
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole("status").filter({ hasText: "Sin conexión" })).toBeVisible();
    await expect(page.locator("main h1").first(), screen).toHaveText(headings[screen] as string);
    // Its data came from the worker's copy, not an error with a retry button.
    await expect(page.getByRole("button", { name: /Reintentar/ }), screen).toHaveCount(0);
  }
  await context.setOffline(false);
});
