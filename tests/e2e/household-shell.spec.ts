import { expect, signUpWithHousehold, test } from "./fixtures.ts";

test("a member's screens stay signed in and live updates connect", async ({ page }) => {
  await page.goto("/");
  await signUpWithHousehold(page);
  const live = page.waitForResponse((response) => response.url().endsWith("/api/live"));
  await page.goto("/tasks");
  expect((await live).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Tareas" })).toBeVisible();
});
