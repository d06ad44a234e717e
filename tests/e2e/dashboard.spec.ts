import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

test.describe("dashboard", () => {
  test("shows the four counts and a real daily summary, and stays current", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Morales" });
    const post = (url: string, data: unknown) =>
      page.request.post(url, { data, headers: { origin: appOrigin } });
    await post("/api/tasks", { title: "Pagar el gas", priority: "urgent" });
    await post("/api/tasks", { title: "Ya hecha", status: "done" });
    await post("/api/calendar/events", {
      title: "Posada",
      allDay: false,
      start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByTestId("card-tasks")).toHaveText(/Tareas\s*1\s*pendientes/);
    await expect(page.getByTestId("card-shopping")).toHaveText(/Compras\s*0\s*items por comprar/);
    await expect(page.getByTestId("card-events")).toHaveText(/Eventos\s*1\s*próximos/);
    await expect(page.getByTestId("card-members")).toHaveText(/Miembros\s*1\s*activos/);

    const summary = page.getByRole("region", { name: "Resumen Diario" });
    await expect(summary).toContainText("Casa Morales");
    await expect(summary).toContainText("Pagar el gas");
    await expect(summary.getByTestId("daily-tip")).toContainText("Pagar el gas");
    await expect(summary).toContainText("Sin eventos hoy");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A change announced by the server refreshes the counts without a reload.
    await post("/api/tasks", { title: "Otra más" });
    await expect(page.getByTestId("card-tasks")).toHaveText(/Tareas\s*2\s*pendientes/);

    await summary.getByRole("link", { name: "Ver Daily Brief" }).click();
    await expect(page).toHaveURL(/\/daily-brief$/);
    await page.goBack();
    await page.getByTestId("card-tasks").click();
    await expect(page).toHaveURL(/\/tasks$/);
  });
});
