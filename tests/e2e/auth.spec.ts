import {
  appOrigin,
  expect,
  newAccount,
  readOutboxEmail,
  seriousA11yViolations,
  signUpViaApi,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

test.describe("/auth", () => {
  test("sign-up leads to onboarding with a welcome toast", async ({ page }) => {
    const account = newAccount();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByLabel("Nombre completo").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto");
    await expect(page.getByTestId("password-strength")).toHaveText(
      "Seguridad de la contraseña: Media",
    );
    await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
    await expect(page.getByTestId("password-strength")).toHaveText(
      "Seguridad de la contraseña: Fuerte",
    );
    await page.getByLabel("Confirmar contraseña").fill(account.password);
    await expect(page.getByLabel("País")).toHaveValue("MX");
    await expect(page.getByLabel("Idioma")).toHaveValue("ES");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText("¡Bienvenido/a a Hogaria!")).toBeVisible();
    const preferences = await page.evaluate(() => localStorage.getItem("userPreferences"));
    expect(JSON.parse(preferences ?? "{}")).toEqual({
      fullName: account.name,
      language: "ES",
      country: "MX",
    });
  });

  test("sign-up shows every validation message of the page", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    // Said once, just above the button, not under each of the four fields.
    await expect(page.getByText("Por favor completa todos los campos")).toHaveCount(1);
    const missing = page.getByText("Por favor completa todos los campos");
    const button = page.getByRole("button", { name: "Crear Cuenta" });
    const [missingBox, buttonBox] = [await missing.boundingBox(), await button.boundingBox()];
    expect((buttonBox?.y ?? 0) - ((missingBox?.y ?? 0) + (missingBox?.height ?? 0))).toBeLessThan(
      40,
    );
    await expect(page.getByLabel("Nombre completo")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Debes aceptar los Términos y Condiciones para continuar"),
    ).toBeVisible();
    await page.getByLabel("Email").fill("ana@");
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Formato de email inválido")).toBeVisible();
    await page.getByLabel("Contraseña", { exact: true }).fill("123");
    await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
    await expect(page.getByTestId("password-strength")).toHaveText(
      "Seguridad de la contraseña: Débil",
    );
    await page.getByLabel("Contraseña", { exact: true }).fill("123456");
    await page.getByLabel("Confirmar contraseña").fill("654321");
    await page.getByLabel("Confirmar contraseña").blur();
    await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an email already registered is named as such", async ({ page, browser }) => {
    const account = await signUpViaApi(await (await browser.newContext()).newPage());
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByLabel("Nombre completo").fill("Otra Persona");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto123");
    await page.getByLabel("Confirmar contraseña").fill("secreto123");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(
      page.getByText("Este email ya está registrado. Intenta iniciar sesión."),
    ).toBeVisible();
    await expect(page.getByText("Este email ya está registrado", { exact: true })).toBeVisible();
  });

  test("login leads to the dashboard; a wrong password is refused and counted", async ({
    page,
    browser,
  }) => {
    const { account } = await signUpWithHousehold(await (await browser.newContext()).newPage());
    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña").fill("equivocada");
    await page.getByRole("button", { name: "Iniciar Sesión" }).last().click();
    await expect(page.getByText("Error al iniciar sesión")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Email o contraseña inválidos" }),
    ).toBeVisible();
    await expect(page.getByTestId("failed-attempts")).toHaveText("Intentos fallidos: 1");
    await page.getByRole("button", { name: "Iniciar Sesión" }).last().click();
    await expect(page.getByTestId("failed-attempts")).toHaveText("Intentos fallidos: 2");

    await page.getByLabel("Contraseña").fill(account.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("¡Bienvenido de vuelta!")).toBeVisible();
  });

  test("login validates on blur, then on every change", async ({ page }) => {
    await page.goto("/auth");
    const email = page.getByLabel("Email");
    await email.fill("ana");
    await expect(page.getByText("Formato de email inválido")).toHaveCount(0);
    await email.blur();
    await expect(page.getByText("Formato de email inválido")).toBeVisible();
    await email.fill("");
    await expect(page.getByText("Email es requerido")).toBeVisible();
    await email.fill("ana@ejemplo.mx");
    await expect(page.getByText("Email es requerido")).toHaveCount(0);
    await page.getByRole("button", { name: "Iniciar Sesión" }).last().click();
    await expect(page.getByText("Contraseña es requerida")).toBeVisible();
  });

  test("a reset request emails a working link that sets a new password", async ({
    page,
    browser,
  }) => {
    const { account } = await signUpWithHousehold(await (await browser.newContext()).newPage());
    await page.goto("/auth");
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Por favor ingresa tu email")).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Email enviado")).toBeVisible();
    await expect(page.getByText("Revisa tu correo para restablecer tu contraseña")).toBeVisible();
    await expect(
      page.getByText("Si el email existe, te llegará el link para restablecer tu contraseña"),
    ).toBeVisible();

    const email = await readOutboxEmail(account.email);
    const link = email.match(/https?:\/\/[^\s"<]+reset-password[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    expect(link?.startsWith(appOrigin)).toBe(true);

    await page.goto(link as string);
    await expect(page).toHaveURL(/\/auth\?token=/);
    await page.getByLabel("Nueva contraseña").fill("clave-nueva-2026");
    await page.getByLabel("Confirmar contraseña").fill("clave-nueva-2026");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("Contraseña actualizada")).toBeVisible();

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Contraseña").fill("clave-nueva-2026");
    await page.getByRole("button", { name: "Iniciar Sesión" }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'Volver al inicio' goes home", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(`${appOrigin}/`);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Iniciar Sesión" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(
      page.getByText("Debes aceptar los Términos y Condiciones para continuar"),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("guards and shell", () => {
  test("a guarded route sends a visitor to /auth", async ({ page }) => {
    await page.goto("/tasks");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a signed-in user on /auth goes to /dashboard, and signing out returns to /auth", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Cerrar Sesión" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the sidebar lists every screen, collapses with Ctrl+B and remembers it", async ({
    page,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/dashboard");
    const sidebar = page.locator("#barra-lateral");
    await expect(sidebar.getByText("Navegación")).toBeVisible();
    for (const label of [
      "Daily Brief",
      "Dashboard",
      "Tareas",
      "Compras",
      "Despensa",
      "Servicios",
      "Calendario",
      "Chat IA",
      "Comunidad",
      "Perfiles",
      "Configuración",
    ]) {
      await expect(sidebar.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect((await sidebar.boundingBox())?.width).toBeCloseTo(256, 0);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeCloseTo(48, 0);
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("at 390 px the bottom bar shows and the sidebar is a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/dashboard");
    const bottomBar = page.getByRole("navigation", { name: "Accesos rápidos" });
    for (const label of ["Dashboard", "Chat", "Comunidad", "Inventario", "Perfil"]) {
      await expect(bottomBar.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(page.locator("#barra-lateral")).toHaveCount(0);
    await page.getByRole("button", { name: "Mostrar u ocultar la navegación" }).click();
    const sheet = page.getByRole("dialog", { name: "Navegación" });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBeCloseTo(288, 0);
    await sheet.getByRole("link", { name: "Tareas" }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(sheet).toBeHidden();
    await bottomBar.getByRole("link", { name: "Inventario" }).click();
    await expect(page).toHaveURL(/\/pantry$/);
  });
});

test.describe("unknown paths", () => {
  test("show the 404 page with a way home, and log the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-existe/aqui");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect(warnings.some((text) => text.includes("/no-existe/aqui"))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${appOrigin}/`);
  });
});
