import type { Page } from "@playwright/test";
import {
  appOrigin,
  expect,
  seriousA11yViolations,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

const column = (page: Page, status: "todo" | "in_progress" | "done") =>
  page.getByTestId(`column-${status}`);
const card = (page: Page, title: string) =>
  page.getByTestId("task-card").filter({ has: page.getByRole("heading", { name: title }) });

async function createTaskViaApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post("/api/tasks", {
    data: body,
    headers: { origin: appOrigin },
  });
  expect(response.status()).toBe(201);
}

test.describe("tasks board", () => {
  test("create with the dialog, move with the buttons, edit and delete with confirmation", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/tasks");
    await expect(page.getByRole("heading", { name: "Tareas", level: 1 })).toBeVisible();
    for (const name of ["Por Hacer", "En Progreso", "Completadas"]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }

    // Keyboard: Escape closes the dialog and gives focus back to the button that opened it.
    const create = page.getByRole("button", { name: "Crear Tarea" });
    await create.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Crear Tarea" });
    await expect(dialog.getByLabel("Título")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await create.click();
    await dialog.getByRole("button", { name: "Crear Tarea" }).click();
    await expect(dialog.getByText("El título es requerido")).toBeVisible();
    await dialog.getByLabel("Título").fill("Pagar la luz");
    await dialog.getByLabel("Descripción").fill("Antes del viernes");
    await dialog.getByLabel("Prioridad").selectOption({ label: "Urgente" });
    await dialog.getByLabel("Fecha límite").fill("2030-11-27");
    await dialog.getByLabel("Hora").fill("10:00");
    await dialog.getByLabel("Asignar a").selectOption({ label: "Ana López" });
    await dialog.getByLabel("Repetir").selectOption({ label: "Cada mes" });
    await dialog.getByRole("button", { name: "Crear Tarea" }).click();
    await expect(page.getByText("✅ Tarea creada")).toBeVisible();
    await expect(dialog).toBeHidden();

    const task = card(page, "Pagar la luz");
    await expect(column(page, "todo").getByRole("heading", { name: "Pagar la luz" })).toBeVisible();
    await expect(task.getByText("Urgente")).toBeVisible();
    await expect(task.getByText("Vence el 27 nov · 10:00")).toBeVisible();
    await expect(task.getByText("Cada mes")).toBeVisible();
    await expect(task.getByText("Ana López")).toBeVisible();

    await task.getByRole("button", { name: "Mover a En Progreso" }).click();
    await expect(
      column(page, "in_progress").getByRole("heading", { name: "Pagar la luz" }),
    ).toBeVisible();
    await task.getByRole("button", { name: "Mover a Completadas" }).click();
    await expect(column(page, "done").getByRole("heading", { name: "Pagar la luz" })).toBeVisible();
    await expect(task.getByText(/Completada el/)).toBeVisible();
    // A monthly task comes back, due a month later.
    await expect(
      page.getByText(/Siguiente repetición creada para el .*27 de diciembre de 2030/),
    ).toBeVisible();
    await expect(column(page, "todo").getByRole("heading", { name: "Pagar la luz" })).toBeVisible();
    await expect(column(page, "todo").getByText("Vence el 27 dic · 10:00")).toBeVisible();

    const done = column(page, "done").getByTestId("task-card");
    await done.getByRole("button", { name: "Editar «Pagar la luz»" }).click();
    const edit = page.getByRole("dialog", { name: "Editar tarea" });
    await expect(edit.getByLabel("Título")).toHaveValue("Pagar la luz");
    await edit.getByLabel("Título").fill("Pagar la luz de noviembre");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(
      column(page, "done").getByRole("heading", { name: "Pagar la luz de noviembre" }),
    ).toBeVisible();

    await card(page, "Pagar la luz de noviembre")
      .getByRole("button", { name: /Eliminar/ })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "¿Eliminar esta tarea?" });
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(card(page, "Pagar la luz de noviembre")).toBeVisible();
    await card(page, "Pagar la luz de noviembre")
      .getByRole("button", { name: /Eliminar/ })
      .click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("🗑️ Tarea eliminada")).toBeVisible();
    await expect(card(page, "Pagar la luz de noviembre")).toHaveCount(0);
    await page.reload();
    await expect(card(page, "Pagar la luz")).toHaveCount(1);
    await expect(card(page, "Pagar la luz de noviembre")).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("drag and drop with the mouse and with the keyboard", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await createTaskViaApi(page, { title: "Regar las plantas" });
    await createTaskViaApi(page, { title: "Lavar los platos" });
    await page.goto("/tasks");

    const handle = page.getByRole("button", { name: "Arrastrar «Regar las plantas»" });
    const target = await column(page, "done").boundingBox();
    const start = await handle.boundingBox();
    if (!target || !start) throw new Error("no layout");
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + 40, start.y + 10, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 10 });
    await page.mouse.up();
    await expect(
      column(page, "done").getByRole("heading", { name: "Regar las plantas" }),
    ).toBeVisible();

    const keyboardHandle = page.getByRole("button", { name: "Arrastrar «Lavar los platos»" });
    await keyboardHandle.focus();
    await page.keyboard.press("Space");
    await expect(keyboardHandle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("«Lavar los platos» está sobre Por Hacer.")).toBeAttached();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("«Lavar los platos» está sobre En Progreso.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(
      column(page, "in_progress").getByRole("heading", { name: "Lavar los platos" }),
    ).toBeVisible();
    await page.reload();
    await expect(
      column(page, "in_progress").getByRole("heading", { name: "Lavar los platos" }),
    ).toBeVisible();
    await expect(
      column(page, "done").getByRole("heading", { name: "Regar las plantas" }),
    ).toBeVisible();
  });

  test("a failed move goes back and says so", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await createTaskViaApi(page, { title: "Tender la ropa" });
    await page.goto("/tasks");
    await page.route("**/api/tasks/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "INTERNAL", message: "Algo salió mal" } }),
          })
        : route.continue(),
    );
    await card(page, "Tender la ropa").getByRole("button", { name: "Mover a Completadas" }).click();
    await expect(page.getByText("No se pudo actualizar la tarea")).toBeVisible();
    await expect(
      column(page, "todo").getByRole("heading", { name: "Tender la ropa" }),
    ).toBeVisible();
    await expect(column(page, "done").getByTestId("task-card")).toHaveCount(0);
  });

  test("a daily task completed by mistake and moved back leaves one task, not two", async ({
    page,
  }) => {
    await signUpWithHousehold(page);
    await createTaskViaApi(page, { title: "Pasear al perro", recurringPattern: "daily" });
    await page.goto("/tasks");
    const cards = page.getByTestId("task-card").filter({ hasText: "Pasear al perro" });

    await card(page, "Pasear al perro")
      .getByRole("button", { name: "Mover a Completadas" })
      .click();
    // Completing it made tomorrow's occurrence.
    await expect(cards).toHaveCount(2);
    await column(page, "done")
      .getByTestId("task-card")
      .getByRole("button", { name: "Mover a Por Hacer" })
      .click();
    await expect(column(page, "done").getByTestId("task-card")).toHaveCount(0);
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(column(page, "todo").getByTestId("task-card")).toHaveCount(1);
  });

  test("filters by assignee and priority", async ({ page }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page);
    await createTaskViaApi(page, {
      title: "Mía urgente",
      priority: "urgent",
      assignedTo: membership.profileId,
    });
    await createTaskViaApi(page, { title: "De nadie", priority: "low" });
    await page.goto("/tasks");
    await page.getByLabel("Responsable").selectOption({ label: "Ana López" });
    await expect(card(page, "Mía urgente")).toBeVisible();
    await expect(card(page, "De nadie")).toHaveCount(0);
    await page.getByLabel("Responsable").selectOption({ label: "Sin asignar" });
    await expect(card(page, "De nadie")).toBeVisible();
    await expect(card(page, "Mía urgente")).toHaveCount(0);
    await page.getByRole("button", { name: "Quitar filtros" }).click();
    await page.getByLabel("Prioridad").selectOption({ label: "Urgente" });
    await expect(card(page, "Mía urgente")).toBeVisible();
    await expect(card(page, "De nadie")).toHaveCount(0);
  });

  test("a long column shows its first 50, its total, and the rest on 'Mostrar más'", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    for (let index = 1; index <= 52; index++) {
      await createTaskViaApi(page, {
        title: `Tarea ${index}`,
        priority: index <= 3 ? "high" : "low",
      });
    }
    await page.goto("/tasks");
    const todo = column(page, "todo");
    await expect(todo.getByText("52 tareas")).toBeVisible();
    await expect(todo.getByTestId("task-card")).toHaveCount(50);
    // Newest first: the two oldest wait below.
    const heading = (title: string) => todo.getByRole("heading", { name: title, exact: true });
    await expect(heading("Tarea 52")).toBeVisible();
    await expect(heading("Tarea 3")).toBeVisible();
    await expect(heading("Tarea 1")).toHaveCount(0);

    // By keyboard: focus goes on to the first card it showed.
    await todo.getByRole("button", { name: "Mostrar 2 más" }).press("Enter");
    await expect(todo.getByTestId("task-card")).toHaveCount(52);
    await expect(heading("Tarea 1")).toBeVisible();
    const secondOldest = todo
      .getByTestId("task-card")
      .filter({ has: page.getByRole("heading", { name: "Tarea 2", exact: true }) });
    await expect(secondOldest.getByRole("button").first()).toBeFocused();
    await expect(todo.getByRole("button", { name: /Mostrar/ })).toHaveCount(0);

    // A filter counts what matches, not what is loaded.
    await page.getByLabel("Prioridad").selectOption({ label: "Alta" });
    await expect(todo.getByText("3 tareas")).toBeVisible();
    await expect(todo.getByTestId("task-card")).toHaveCount(3);
    // Moving a task moves its count with it at once.
    await card(page, "Tarea 3").getByRole("button", { name: "Mover a Completadas" }).click();
    await expect(todo.getByText("2 tareas")).toBeVisible();
    await expect(column(page, "done").getByText("1 tarea", { exact: true })).toBeVisible();
  });

  test("a task moved in one browser appears in another member's open board", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page);
    await createTaskViaApi(page, { title: "Preparar la cena" });

    const other = await (await browser.newContext()).newPage();
    await other.goto("/");
    await signUpIntoHousehold(other, membership.householdId, "member");
    const live = other.waitForResponse((response) => response.url().endsWith("/api/live"));
    await other.goto("/tasks");
    await live;
    await expect(
      column(other, "todo").getByRole("heading", { name: "Preparar la cena" }),
    ).toBeVisible();

    await page.goto("/tasks");
    await card(page, "Preparar la cena")
      .getByRole("button", { name: "Mover a En Progreso" })
      .click();
    await expect(
      column(other, "in_progress").getByRole("heading", { name: "Preparar la cena" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Crear Tarea" }).click();
    await page.getByRole("dialog").getByLabel("Título").fill("Poner la mesa");
    await page.getByRole("dialog").getByRole("button", { name: "Crear Tarea" }).click();
    await expect(
      column(other, "todo").getByRole("heading", { name: "Poner la mesa" }),
    ).toBeVisible();
    await other.context().close();
  });
});
