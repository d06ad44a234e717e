import type { Page } from "@playwright/test";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

const day = (page: Page, date: string) => page.locator(`li[data-day="${date}"]`);

test.describe("calendar", () => {
  test("month view in Spanish, Monday first: create and edit events, tasks on their day", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.request.post("/api/tasks", {
      data: { title: "Pagar la colegiatura", dueDate: "2030-03-20" },
      headers: { origin: appOrigin },
    });
    await page.goto("/calendar?vista=month&fecha=2030-03-15");
    await expect(page.getByRole("heading", { name: "Calendario", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "marzo 2030" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Mes" })).toHaveAttribute("aria-selected", "true");
    // Weeks start on Monday: 1 March 2030 is a Friday, so the grid opens on Monday 25 February.
    const grid = page.getByTestId("month-grid");
    await expect(grid.locator("li").first()).toHaveAttribute("data-day", "2030-02-25");
    await expect(grid.locator("li")).toHaveCount(35);
    await expect(day(page, "2030-03-20").getByTestId("task-chip")).toHaveText(
      "Pagar la colegiatura",
    );

    await page.getByRole("button", { name: "Agregar evento el viernes 15 de marzo" }).click();
    const create = page.getByRole("dialog", { name: "Nuevo evento" });
    await expect(create.getByLabel("Fecha", { exact: true })).toHaveValue("2030-03-15");
    await create.getByRole("button", { name: "Crear evento" }).click();
    await expect(create.getByText("El título es requerido")).toBeVisible();
    await create.getByLabel("Título").fill("Cena familiar");
    await create.getByLabel("Hora de inicio").fill("19:30");
    await create.getByLabel("Hora de fin").fill("21:00");
    await create.getByLabel("Tipo").selectOption({ label: "Familia" });
    await create.getByLabel("Notas").fill("Traer postre");
    await create.getByRole("button", { name: "Crear evento" }).click();
    await expect(page.getByText("📅 Evento creado")).toBeVisible();
    await expect(day(page, "2030-03-15").getByTestId("event-chip")).toHaveText(
      "19:30Cena familiar",
    );

    await page.getByRole("button", { name: "Agregar evento el lunes 18 de marzo" }).click();
    const holidays = page.getByRole("dialog", { name: "Nuevo evento" });
    await holidays.getByLabel("Título").fill("Vacaciones de primavera");
    await holidays.getByRole("checkbox", { name: "Todo el día" }).check();
    await expect(holidays.getByLabel("Hora de inicio")).toHaveCount(0);
    await holidays.getByLabel("Fecha de fin").fill("2030-03-16");
    await holidays.getByRole("button", { name: "Crear evento" }).click();
    await expect(holidays.getByText("El final no puede ser antes del inicio")).toBeVisible();
    await holidays.getByLabel("Fecha de fin").fill("2030-03-22");
    await holidays.getByRole("button", { name: "Crear evento" }).click();
    for (const date of ["2030-03-18", "2030-03-20", "2030-03-22"]) {
      await expect(day(page, date).getByTestId("event-chip")).toHaveText("Vacaciones de primavera");
    }
    await expect(day(page, "2030-03-23").getByTestId("event-chip")).toHaveCount(0);

    await day(page, "2030-03-15").getByTestId("event-chip").click();
    const edit = page.getByRole("dialog", { name: "Editar evento" });
    await expect(edit.getByLabel("Título")).toHaveValue("Cena familiar");
    await expect(edit.getByLabel("Hora de inicio")).toHaveValue("19:30");
    await expect(edit.getByLabel("Notas")).toHaveValue("Traer postre");
    await edit.getByLabel("Título").fill("Cena con los abuelos");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Evento actualizado")).toBeVisible();
    await expect(day(page, "2030-03-15").getByTestId("event-chip")).toHaveText(
      "19:30Cena con los abuelos",
    );
    await page.getByRole("button", { name: "Mes siguiente" }).click();
    await expect(page.getByRole("heading", { name: "abril 2030" })).toBeVisible();
    // Toasts fade in and out: axe would measure their contrast mid-animation.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("a new event's end follows its start, keeping the duration", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/calendar?vista=month&fecha=2030-03-15");
    // In a month other than this one, «Nuevo evento» starts on the day shown.
    await page.getByRole("button", { name: "Nuevo evento" }).click();
    const create = page.getByRole("dialog", { name: "Nuevo evento" });
    await create.getByLabel("Título").fill("Junta de padres");
    await expect(create.getByLabel("Hora de inicio")).toHaveValue("09:00");
    await expect(create.getByLabel("Hora de fin")).toHaveValue("10:00");
    await create.getByLabel("Hora de inicio").fill("17:00");
    await expect(create.getByLabel("Hora de fin")).toHaveValue("18:00");
    // A later start that crosses midnight carries the end onto the next day.
    await create.getByLabel("Hora de inicio").fill("23:30");
    await expect(create.getByLabel("Hora de fin")).toHaveValue("00:30");
    await expect(create.getByLabel("Fecha de fin")).toHaveValue("2030-03-16");
    await create.getByLabel("Hora de inicio").fill("17:00");
    await expect(create.getByLabel("Fecha de fin")).toHaveValue("");
    await create.getByRole("button", { name: "Crear evento" }).click();
    await expect(page.getByText("📅 Evento creado")).toBeVisible();
    await expect(day(page, "2030-03-15").getByTestId("event-chip")).toHaveText(
      "17:00Junta de padres",
    );
  });

  test("the week has an hour grid with whole titles; a phone opens on the agenda", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    const post = (data: unknown) =>
      page.request.post("/api/calendar/events", { data, headers: { origin: appOrigin } });
    await post({
      title: "Junta de padres de familia del grupo 3B",
      allDay: false,
      start: "2030-03-13T23:00:00.000Z", // 17:00–20:00 on the 13th in Mexico City
      end: "2030-03-14T02:00:00.000Z",
      eventType: "school",
    });
    await post({
      title: "Dentista",
      allDay: false,
      start: "2030-03-14T00:00:00.000Z", // 18:00, overlapping the meeting
      end: "2030-03-14T00:30:00.000Z",
      eventType: "health",
    });
    await post({ title: "Feria del libro", allDay: true, start: "2030-03-13", end: null });

    await page.goto("/calendar?vista=week&fecha=2030-03-13");
    const meeting = day(page, "2030-03-13")
      .getByTestId("event-chip")
      .filter({ hasText: "Junta de padres" });
    await expect(meeting).toHaveText("17:00Junta de padres de familia del grupo 3B");
    // Three hours tall on a 48 px-an-hour grid, and the whole title shows inside it.
    await meeting.scrollIntoViewIfNeeded();
    const box = await meeting.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(136);
    expect(Math.round(box?.height ?? 0)).toBeLessThanOrEqual(144);
    await page.screenshot({ path: test.info().outputPath("week-1280.png") });
    const clipped = await meeting.evaluate((element) => ({
      height: element.scrollHeight > element.clientHeight + 1,
      width: element.scrollWidth > element.clientWidth + 1,
    }));
    expect(clipped).toEqual({ height: false, width: false });
    // The overlapping appointment sits beside it, starting an hour lower.
    const dentist = await day(page, "2030-03-13")
      .getByTestId("event-chip")
      .filter({ hasText: "Dentista" })
      .boundingBox();
    expect(Math.round((dentist?.y ?? 0) - (box?.y ?? 0))).toBe(48);
    expect(dentist?.x ?? 0).toBeGreaterThan((box?.x ?? 0) + 10);
    await expect(day(page, "2030-03-13").getByTestId("event-chip").first()).toHaveText(
      /Feria del libro/,
    );
    await expect(page.getByTestId("week-hours").getByText("17:00")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/calendar");
    await expect(page.getByRole("tab", { name: "Agenda" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.goto("/calendar?vista=week&fecha=2030-03-13");
    await expect(meeting).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("week-390.png"), fullPage: true });
  });

  test("week and agenda views; deleting an event", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    const post = (url: string, data: unknown) =>
      page.request.post(url, { data, headers: { origin: appOrigin } });
    await post("/api/tasks", { title: "Pagar la colegiatura", dueDate: "2030-03-20" });
    await post("/api/calendar/events", {
      title: "Cena con los abuelos",
      allDay: false,
      start: "2030-03-16T01:30:00.000Z", // 19:30 on the 15th in Mexico City
      end: "2030-03-16T03:00:00.000Z",
      eventType: "family",
    });

    await page.goto("/calendar?vista=month&fecha=2030-03-15");
    await page.getByRole("tab", { name: "Semana" }).click();
    await expect(page).toHaveURL(/vista=week/);
    await expect(page.getByRole("heading", { name: "11 mar – 17 mar 2030" })).toBeVisible();
    const week = page.getByTestId("week-grid");
    await expect(week.locator("li").first()).toHaveAttribute("data-day", "2030-03-11");
    await expect(week.locator("li").last()).toHaveAttribute("data-day", "2030-03-17");
    await expect(day(page, "2030-03-15").getByTestId("event-chip")).toHaveText(
      "19:30Cena con los abuelos",
    );
    await page.getByRole("button", { name: "Semana siguiente" }).click();
    await expect(page.getByRole("heading", { name: "18 mar – 24 mar 2030" })).toBeVisible();
    await expect(day(page, "2030-03-20").getByTestId("task-chip")).toHaveText(
      "Pagar la colegiatura",
    );
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto("/calendar?vista=agenda&fecha=2030-03-15");
    await expect(page.getByRole("tab", { name: "Agenda" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const agenda = page.getByTestId("agenda-list");
    await expect(agenda.getByRole("heading", { level: 2 }).first()).toHaveText(
      "viernes 15 de marzo",
    );
    await expect(agenda.getByTestId("event-chip").first()).toHaveText(
      /19:30 – 21:00\s*Cena con los abuelos\s*Familia/,
    );
    await expect(agenda).toContainText("Pagar la colegiatura");

    await agenda.getByTestId("event-chip").first().click();
    await page
      .getByRole("dialog", { name: "Editar evento" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await page
      .getByRole("alertdialog", { name: "¿Eliminar este evento?" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await expect(page.getByText("🗑️ Evento eliminado")).toBeVisible();
    await expect(agenda).not.toContainText("Cena con los abuelos");
  });

  test("the private subscription URL serves an iCalendar feed without a session", async ({
    page,
    playwright,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Ortiz" });
    await page.request.post("/api/calendar/events", {
      data: { title: "Kermés escolar", allDay: true, start: "2030-05-10", eventType: "school" },
      headers: { origin: appOrigin },
    });
    await page.goto("/calendar");
    await page.getByRole("button", { name: "Suscribirse" }).click();
    const dialog = page.getByRole("dialog", { name: "Suscríbete desde tu calendario" });
    const field = dialog.getByLabel("Enlace privado de suscripción");
    await expect(field).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await field.inputValue();
    await expect(dialog.getByRole("link", { name: "Abrir en mi calendario" })).toHaveAttribute(
      "href",
      url.replace(/^http/, "webcal"),
    );

    const calendarApp = await playwright.request.newContext();
    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = await feed.text();
    expect(body).toContain("X-WR-CALNAME:Hogaria · Casa Ortiz");
    expect(body).toContain("SUMMARY:Kermés escolar");
    expect(body).toContain("DTSTART;VALUE=DATE:20300510");

    await dialog.getByRole("button", { name: "Crear un enlace nuevo" }).click();
    await page
      .getByRole("alertdialog", { name: "Crear un enlace nuevo" })
      .getByRole("button", { name: "Crear un enlace nuevo" })
      .click();
    await expect(page.getByText("Listo: hay un enlace nuevo")).toBeVisible();
    await expect(field).not.toHaveValue(url);
    expect((await calendarApp.get(url)).status()).toBe(404);
    expect((await calendarApp.get(await field.inputValue())).status()).toBe(200);
    await calendarApp.dispose();
  });

  test("imports an .ics file", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/calendar?vista=agenda&fecha=2030-06-01");
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
      "BEGIN:VEVENT",
      "UID:graduacion@google.com",
      "DTSTART;TZID=America/Mexico_City:20300605T170000",
      "DTEND;TZID=America/Mexico_City:20300605T190000",
      "SUMMARY:Graduación de Mateo",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:feria@google.com",
      "DTSTART;VALUE=DATE:20300608",
      "DTEND;VALUE=DATE:20300610",
      "SUMMARY:Feria del pueblo",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    await page.getByTestId("ics-file").setInputFiles({
      name: "familia.ics",
      mimeType: "text/calendar",
      buffer: Buffer.from(ics),
    });
    await expect(page.getByText("Calendario importado")).toBeVisible();
    await expect(page.getByText("2 nuevos, 0 actualizados, 0 omitidos")).toBeVisible();
    const agenda = page.getByTestId("agenda-list");
    await expect(agenda).toContainText("Graduación de Mateo");
    await expect(agenda.getByTestId("event-chip").first()).toHaveText(
      /17:00 – 19:00\s*Graduación de Mateo/,
    );
    for (const date of ["2030-06-08", "2030-06-09"]) {
      await expect(page.locator(`li[data-day="${date}"]`)).toContainText("Feria del pueblo");
    }

    await page.getByTestId("ics-file").setInputFiles({
      name: "roto.ics",
      mimeType: "text/calendar",
      buffer: Buffer.from("esto no es un calendario"),
    });
    await expect(page.getByText("No se pudo importar el archivo")).toBeVisible();
    await expect(
      page.getByText("No pudimos leer el archivo .ics: revisa que sea un calendario válido"),
    ).toBeVisible();
  });
});
