import path from "node:path";
import type { Page } from "@playwright/test";
import { v7 as uuidv7 } from "uuid";
import { openDatabase } from "#server/db/database.ts";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import { timeOfDay } from "#shared/brief/greeting.ts";
import { formatDay } from "#web/lib/dates.ts";
import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

const greetings = { morning: "Buenos días", afternoon: "Buenas tardes", evening: "Buenas noches" };

/** The greeting the household's clock calls for (checked on both sides of the page load, so a
 * load that straddles 12:00 or 19:00 still has one right answer). */
function expectedGreetings(): string[] {
  return [greetings[timeOfDay(new Date(), "America/Mexico_City")]];
}

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data, headers: { origin: appOrigin } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shopping screens belong to another part of the app: lists are written straight to the
 * test server's database, as the shopping list would leave them. */
async function addShopping(householdId: string) {
  const database = openDatabase({
    engine: "sqlite",
    file: path.join(process.env.E2E_DATA_DIR as string, "hogaria.sqlite"),
  });
  const now = Date.now();
  const row = (offset: number) => ({
    household_id: householdId,
    created_at: new Date(now + offset),
    updated_at: new Date(now + offset),
  });
  const active = uuidv7();
  const old = uuidv7();
  try {
    await database.db
      .insertInto("shopping_lists")
      .values([
        { ...row(0), id: active, name: "Súper", is_active: true },
        { ...row(0), id: old, name: "Lista vieja", is_active: false },
      ])
      .execute();
    const names = ["Leche", "Huevos", "Pan integral", "Manzanas", "Arroz", "Café"];
    await database.db
      .insertInto("shopping_items")
      .values([
        ...names.map((name, index) => ({
          ...row(index),
          id: uuidv7(),
          shopping_list_id: active,
          name,
          quantity: index === 0 ? "2 litros" : null,
          is_checked: false,
        })),
        {
          ...row(9),
          id: uuidv7(),
          shopping_list_id: active,
          name: "Ya comprado",
          is_checked: true,
        },
        {
          ...row(9),
          id: uuidv7(),
          shopping_list_id: old,
          name: "De la lista vieja",
          is_checked: false,
        },
      ])
      .execute();
  } finally {
    await database.close();
  }
}

test.describe("daily brief", () => {
  test("a new household gets its greeting, date, the §9 tip and a way to start", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Rivera" });
    const before = expectedGreetings();
    await page.goto("/daily-brief");
    const brief = (await (await page.request.get("/api/daily-brief")).json()) as DailyBrief;
    const greeting = [...before, ...expectedGreetings()];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^(${greeting.join("|")})$`),
    );
    await expect(page.getByText("Casa Rivera")).toBeVisible();
    await expect(page.getByText(formatDay(brief.today, "es", "PPPP"))).toBeVisible();
    await expect(page.getByTestId("daily-tip")).toHaveText(
      "¡Organiza tu día y serás más productivo! 🎯",
    );
    await expect(page.getByRole("heading", { name: "¡Tu hogar está listo!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Crea tu primera tarea" })).toHaveAttribute(
      "href",
      "/tasks",
    );
    await expect(page.getByText("No hay eventos para hoy.")).toBeVisible();
    await expect(page.getByText("No hay tareas urgentes. ¡Vas muy bien!")).toBeVisible();
    await expect(page.getByText("No falta nada en tu lista de compras.")).toBeVisible();
    await expect(page.getByTestId("quick-summary")).toHaveText(
      "Tareas pendientes0Por comprar0Próximos eventos0Miembros1",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Crea tu primera tarea" }).click();
    await expect(page).toHaveURL(/\/tasks$/);
  });

  test("a busy household sees today's events, 5 urgent tasks, 5 items to buy and its counts", async ({
    page,
  }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page);
    const { today } = (await (await page.request.get("/api/daily-brief")).json()) as DailyBrief;
    await addShopping(membership.householdId);
    for (let index = 1; index <= 7; index++) {
      await post(page, "/api/tasks", {
        title: `Urgente ${index}`,
        priority: index % 2 ? "urgent" : "high",
        dueDate: `2030-01-${String(index).padStart(2, "0")}`,
      });
    }
    await post(page, "/api/tasks", { title: "Sin prisa", priority: "low" });
    await post(page, "/api/calendar/events", {
      title: "Cumpleaños de la abuela",
      allDay: true,
      start: today,
    });
    await post(page, "/api/calendar/events", {
      title: "Desayuno en familia",
      allDay: false,
      start: new Date(`${today}T00:30:00-06:00`).toISOString(),
    });

    await page.goto("/daily-brief");
    const events = page.getByRole("list", { name: "Eventos de hoy" });
    await expect(events.getByRole("listitem")).toHaveText([
      /Todo el día\s*Cumpleaños de la abuela/,
      /00:30\s*Desayuno en familia/,
    ]);
    const urgent = page.getByRole("list", { name: "Tareas urgentes" });
    await expect(urgent.getByRole("listitem")).toHaveCount(5);
    await expect(urgent.getByRole("listitem").first()).toContainText("Urgente 1");
    await expect(urgent.getByRole("listitem").first()).toContainText("Vence el 1 ene");
    await expect(urgent).not.toContainText("Sin prisa");
    const items = page.getByRole("list", { name: "Por comprar" });
    await expect(items.getByRole("listitem")).toHaveText([
      /Leche\s*2 litros/,
      "Huevos",
      "Pan integral",
      "Manzanas",
      "Arroz",
    ]);
    await expect(page.getByText("De la lista vieja")).toHaveCount(0);
    // The birthday (all day) is upcoming all day; the breakfast only until 00:30 (CI runs
    // at any hour, and between 00:00 and 00:30 in Mexico City both are still ahead).
    const breakfastAhead = Date.now() < new Date(`${today}T00:30:00-06:00`).getTime();
    await expect(page.getByTestId("quick-summary")).toHaveText(
      `Tareas pendientes8Por comprar6Próximos eventos${breakfastAhead ? 2 : 1}Miembros1`,
    );
    await expect(page.getByTestId("daily-tip")).not.toHaveText(
      "¡Organiza tu día y serás más productivo! 🎯",
    );
    await expect(page.getByRole("heading", { name: "¡Tu hogar está listo!" })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test.describe("with a stubbed read", () => {
    // A read the service worker makes is not routed by the page: keep the worker out.
    test.use({ serviceWorkers: "block" });

    test("a brief that fails to load shows nothing (spec §8)", async ({ page }) => {
      await page.goto("/");
      await signUpWithHousehold(page);
      await page.route("**/api/daily-brief", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
      );
      await page.goto("/daily-brief");
      await expect(page.getByRole("heading", { name: "Daily Brief", level: 1 })).toBeAttached();
      await expect(page.getByText(/Buenos días|Buenas tardes|Buenas noches/)).toHaveCount(0);
      await expect(page.getByTestId("daily-tip")).toHaveCount(0);
    });
  });
});
