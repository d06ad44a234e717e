import { expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

test.describe("Cargar datos de ejemplo", () => {
  test("a new household's owner fills every screen with a family's example data", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Nueva" });
    await page.goto("/dashboard");
    const card = page.getByTestId("demo-data-card");
    await expect(
      card.getByRole("heading", { name: "¿Quieres ver Hogaria en acción?" }),
    ).toBeVisible();
    await expect(page.getByTestId("card-tasks")).toHaveText(/Tareas\s*0\s*pendientes/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/demo-data-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/demo-data-phone.png`,
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await card.getByRole("button", { name: "Cargar datos de ejemplo" }).click();
    await expect(page.getByText("Listo: tu hogar tiene datos de ejemplo")).toBeVisible();
    await expect(page.getByTestId("card-tasks")).not.toHaveText(/Tareas\s*0\s*pendientes/);
    await expect(card).toBeHidden();

    await page.goto("/shopping");
    await expect(page.getByText("Súper de la semana").first()).toBeVisible();
    await page.goto("/community");
    await expect(page.getByRole("article").first()).toBeVisible();

    // Each chore once, and a note only where it belongs to that chore.
    await page.goto("/tasks");
    const cards = page.getByTestId("task-card");
    await expect(cards.first()).toBeVisible();
    const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThan(10);
    expect(new Set(titles).size).toBe(titles.length);
    const laundry = cards.filter({ hasText: "detergente de la alacena" });
    if ((await laundry.count()) > 0) {
      await expect(laundry.getByRole("heading", { level: 3 })).toHaveText("Lavar la ropa blanca");
    }
    const trash = cards.filter({ hasText: "pasa el camión" });
    if ((await trash.count()) > 0) {
      await expect(trash.getByRole("heading", { level: 3 })).toHaveText("Sacar la basura");
    }
  });
});
