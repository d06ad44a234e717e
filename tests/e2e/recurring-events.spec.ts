import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

const day = (page: Page, date: string) => page.locator(`li[data-day="${date}"]`);
const shots = process.env.RESTORE_SHOTS;

/** Clicks a weekday's round button, as a person does (the checkbox inside is for readers). */
async function toggleDay(dialog: Locator, name: string) {
  await dialog.locator("label", { has: dialog.page().getByRole("checkbox", { name }) }).click();
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

test.describe("repeating events", () => {
  test("a weekly event on Tuesday and Thursday shows on both days of every week", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/calendar?vista=week&fecha=2030-03-05");
    await page.getByRole("button", { name: /^Agregar evento el martes,? 5 de marzo$/ }).click();
    const create = page.getByRole("dialog", { name: "Nuevo evento" });
    await create.getByLabel("Título").fill("Clase de natación");
    await create.getByLabel("Hora de inicio").fill("17:00");
    await create.getByLabel("Repetir").selectOption({ label: "Cada semana" });
    // The start's own weekday comes ticked; a week with no day is refused in words.
    await expect(create.getByRole("checkbox", { name: "martes" })).toBeChecked();
    await toggleDay(create, "martes");
    await create.getByRole("button", { name: "Crear evento" }).click();
    await expect(create.getByText("Elige al menos un día de la semana")).toBeVisible();
    await toggleDay(create, "martes");
    await toggleDay(create, "jueves");
    await create.getByLabel("Aviso").selectOption({ label: "1 hora antes" });
    await shoot(page, "recurring-form-1280");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await create.getByRole("button", { name: "Crear evento" }).click();
    await expect(page.getByText("📅 Evento creado")).toBeVisible();

    for (const date of ["2030-03-05", "2030-03-07"]) {
      await expect(day(page, date).getByTestId("event-chip")).toContainText("Clase de natación");
    }
    for (const date of ["2030-03-04", "2030-03-06", "2030-03-08", "2030-03-09", "2030-03-10"]) {
      await expect(day(page, date).getByTestId("event-chip")).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Semana siguiente" }).click();
    for (const date of ["2030-03-12", "2030-03-14"]) {
      await expect(day(page, date).getByTestId("event-chip")).toContainText("Clase de natación");
    }

    // Opened from a later Thursday, the form edits the series from its first day.
    await day(page, "2030-03-14").getByTestId("event-chip").click();
    const edit = page.getByRole("dialog", { name: "Editar evento" });
    await expect(edit.getByLabel("Fecha", { exact: true })).toHaveValue("2030-03-05");
    await expect(edit.getByLabel("Aviso")).toHaveValue("60");
    await expect(
      edit.getByText(
        "Es un evento que se repite: los cambios se aplican a todas sus repeticiones.",
      ),
    ).toBeVisible();
    await toggleDay(edit, "martes");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Evento actualizado")).toBeVisible();
    await expect(day(page, "2030-03-12").getByTestId("event-chip")).toHaveCount(0);
    await expect(day(page, "2030-03-14").getByTestId("event-chip")).toContainText(
      "Clase de natación",
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await day(page, "2030-03-14").getByTestId("event-chip").click();
    await expect(page.getByRole("dialog", { name: "Editar evento" })).toBeVisible();
    await shoot(page, "recurring-form-390");
  });
});
