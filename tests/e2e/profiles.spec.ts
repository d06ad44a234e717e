import sharp from "sharp";
import {
  expect,
  newAccount,
  seriousA11yViolations,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

test.describe("/profiles", () => {
  test("'Mi Perfil' with initials, role badge and edited details in long Spanish dates", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { account: newAccount("perfil") });
    await page.goto("/profiles");
    await expect(page.getByRole("heading", { name: "Mi Perfil" })).toBeVisible();
    await expect(page.getByText("Información de tu cuenta")).toBeVisible();
    await expect(page.getByTestId("profile-name")).toHaveText("Ana López");
    const card = page.locator("main").getByText("AL", { exact: true }).first();
    await expect(card).toBeVisible();
    await expect(page.locator('[data-role="owner"]').first()).toHaveText("Propietario");
    await expect(page.getByRole("list", { name: "Invitaciones pendientes" })).toHaveCount(0);
    await expect(page.getByText("No hay invitaciones pendientes.")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Editar perfil" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar perfil" });
    await dialog.getByLabel("Nombre completo").fill("Ana María López");
    await dialog.getByLabel("Teléfono").fill("+52 55 1234 5678");
    await dialog.getByLabel("Fecha de nacimiento").fill("1990-05-17");
    await dialog.getByLabel("Alergias").fill("nueces, ");
    await dialog.getByText("Profesional").click();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Perfil actualizado")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("profile-name")).toHaveText("Ana María López");
    await expect(page.getByText("+52 55 1234 5678")).toBeVisible();
    await expect(page.getByTestId("profile-birth-date")).toHaveText("jueves, 17 de mayo de 1990");
    await expect(page.getByText("nueces", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Editar perfil" }).click();
    await dialog.getByLabel("Nombre completo").fill("  ");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Por favor completa tu nombre")).toBeVisible();
    await dialog.getByLabel("Fecha de nacimiento").fill("2999-01-01");
    await dialog.getByLabel("Nombre completo").fill("Ana");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("Escribe una fecha de nacimiento válida")).toBeVisible();
  });

  test("the owner changes a member's role; the member sees it at once", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page);
    const memberPage = await (await browser.newContext()).newPage();
    await memberPage.goto("/");
    await signUpIntoHousehold(memberPage, membership.householdId, "member", {
      ...newAccount("beto"),
      name: "Beto López",
    });
    await memberPage.goto("/profiles");
    await expect(memberPage.locator('[data-role="member"]').first()).toHaveText("Miembro");
    await expect(memberPage.getByRole("button", { name: "Invitar" })).toHaveCount(0);
    // A member sees the household but cannot change anyone's role.
    await expect(memberPage.getByRole("combobox", { name: /^Rol de/ })).toHaveCount(0);

    await page.goto("/profiles");
    const role = page.getByRole("combobox", { name: "Rol de Beto López" });
    await expect(role).toHaveValue("member");
    await role.selectOption({ label: "Administrador" });
    await expect(page.getByText("Rol actualizado")).toBeVisible();
    await expect(page.getByText("Beto López ahora es Administrador.")).toBeVisible();

    // Live: the member's open page shows the new role and what it allows.
    await expect(memberPage.locator('[data-role="admin"]').first()).toHaveText("Administrador");
    await expect(memberPage.getByRole("button", { name: "Invitar" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Rol de Beto López" })).toHaveValue("admin");
  });

  test("avatar upload: 'Subiendo...', then the photo; something that is not an image is refused", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/profiles");
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/profiles/me/avatar", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("avatar-input").setInputFiles({
      name: "yo.png",
      mimeType: "image/png",
      buffer: png,
    });
    const uploading = page.getByRole("button", { name: "Subiendo..." });
    await expect(uploading).toBeDisabled();
    release();
    await expect(page.getByText("Foto actualizada")).toBeVisible();
    await expect(page.getByText("Tu foto de perfil se ha actualizado correctamente")).toBeVisible();
    const photo = page.getByRole("img", { name: "Foto de Ana López" }).first();
    await expect(photo).toHaveAttribute(
      "src",
      /^\/api\/files\/[0-9a-f-]+\/avatars\/[0-9a-f-]+\.webp$/,
    );
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.unroute("**/api/profiles/me/avatar");

    await page.getByTestId("avatar-input").setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await expect(page.getByText("Error al subir foto")).toBeVisible();
    await expect(page.getByText("Ese tipo de archivo no está permitido")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cambiar foto" })).toBeEnabled();
  });
});
