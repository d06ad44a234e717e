import { appOrigin, expect, seriousA11yViolations, signUpWithHousehold, test } from "./fixtures.ts";

test.describe("Configuración → Tokens de API", () => {
  test("a member creates a token, copies it once, uses it from a script, and revokes it", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: appOrigin });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Tokens" });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Tokens de API" });
    await expect(section.getByText("Aún no tienes tokens de API.")).toBeVisible();

    await section.getByRole("button", { name: "Crear token" }).click();
    const dialog = page.getByRole("dialog", { name: "Crear token de API" });
    await expect(dialog).toBeVisible();
    // A blank name is refused on the page, in words.
    await dialog.getByRole("button", { name: "Crear token" }).click();
    await expect(dialog.getByText("Ponle un nombre al token")).toBeVisible();
    await expect(dialog.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Nombre").fill("Home Assistant");
    await dialog.getByLabel("Permisos").selectOption("read-write");
    await dialog.getByLabel("Caducidad").selectOption("30");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Crear token" }).click();

    const shown = page.getByRole("dialog", { name: "Token creado" });
    const secretField = shown.getByLabel("Tu token «Home Assistant»");
    await expect(secretField).toHaveValue(/^hgr_[A-Za-z0-9_-]{43}$/);
    const secret = await secretField.inputValue();
    await expect(shown.getByText(/Solo se muestra esta vez/)).toBeVisible();
    await shown.getByRole("button", { name: "Copiar el token" }).click();
    await expect(page.getByText("¡Token copiado!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    // The dialog fits the phone's width.
    const box = await shown.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("token-shown-390.png") });
    await shown.getByRole("button", { name: "Listo" }).click();
    await expect(shown).toBeHidden();

    // Listed without its secret: scope, first characters, never used, expiry.
    const item = section.getByRole("listitem").filter({ hasText: "Home Assistant" });
    await expect(item.getByText("Lectura y escritura")).toBeVisible();
    await expect(item.getByText(`${secret.slice(0, 8)}…`)).toBeVisible();
    await expect(item.getByText(/Sin usar todavía/)).toBeVisible();
    await expect(item.getByText(/Caduca el/)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A script uses it: no cookie, no Origin.
    const auth = { authorization: `Bearer ${secret}` };
    const created = await request.post("/api/tasks", {
      headers: { ...auth, "content-type": "application/json" },
      data: { title: "Regar las plantas" },
    });
    expect(created.status()).toBe(201);
    const board = await request.get("/api/tasks", { headers: auth });
    expect(board.status()).toBe(200);
    expect(JSON.stringify(await board.json())).toContain("Regar las plantas");
    await page.reload();
    await expect(item.getByText(/Último uso:/)).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("token-list-390.png") });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Revoked behind a confirmation: the script gets 401 at once.
    await item.getByRole("button", { name: "Revocar el token «Home Assistant»" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Revocar el token «Home Assistant»?" });
    await confirm.getByRole("button", { name: "Revocar" }).click();
    await expect(page.getByText("Token «Home Assistant» revocado")).toBeVisible();
    await expect(section.getByText("Aún no tienes tokens de API.")).toBeVisible();
    const refused = await request.get("/api/tasks", { headers: auth });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.code).toBe("API_TOKEN_INVALID");
  });
});
