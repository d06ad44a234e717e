import {
  appOrigin,
  expect,
  newAccount,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

test.describe("activity in the bell", () => {
  test("a task assigned to me and a like on my post ring my bell live, not the actor's", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page, {
      account: { ...newAccount(), name: "Ana López" },
    });
    const headers = { origin: appOrigin };
    const post = await page.request.post("/api/community/posts", {
      data: { content: "¿Quién trae el pan?" },
      headers,
    });
    const { id: postId } = (await post.json()) as { id: string };

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto("/");
    const tomas = await signUpIntoHousehold(other, membership.householdId, "member", {
      ...newAccount("tomas"),
      name: "Tomás",
    });
    await other.goto("/dashboard");
    const otherBell = other.getByRole("button", { name: /^Notificaciones/ });
    await expect(otherBell).toHaveAccessibleName("Notificaciones");

    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName("Notificaciones");

    // Ana gives Tomás a task: his bell rings without a reload.
    const task = await page.request.post("/api/tasks", {
      data: { title: "Sacar la basura", assignedTo: tomas.membership.profileId },
      headers,
    });
    expect(task.status()).toBe(201);
    await expect(otherBell).toHaveAccessibleName("Notificaciones: 1 sin leer");
    await otherBell.click();
    const centre = other.getByRole("dialog", { name: "Notificaciones" });
    await expect(centre.getByText("Ana López te asignó una tarea")).toBeVisible();
    await expect(centre.getByText("«Sacar la basura»")).toBeVisible();
    await other.keyboard.press("Escape");

    // Tomás likes Ana's post: hers rings, his does not ring again.
    const liked = await other.request.put(`/api/community/posts/${postId}/like`, { headers });
    expect(liked.status()).toBe(200);
    await expect(bell).toHaveAccessibleName("Notificaciones: 1 sin leer");
    await bell.click();
    await expect(
      page
        .getByRole("dialog", { name: "Notificaciones" })
        .getByText("A Tomás le gusta tu publicación"),
    ).toBeVisible();
    await expect(otherBell).toHaveAccessibleName("Notificaciones: 1 sin leer");
    await context.close();
  });
});
