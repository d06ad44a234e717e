import type { Browser, Page } from "@playwright/test";
import {
  appOrigin,
  expect,
  newAccount,
  readOutboxEmail,
  seriousA11yViolations,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

async function inviteFromProfiles(page: Page, email: string, role: string) {
  await page.goto("/profiles");
  await page.getByRole("button", { name: "Invitar" }).click();
  const dialog = page.getByRole("dialog", { name: "Invitar a tu familia" });
  await dialog.getByLabel("Emails").fill(email);
  await dialog.getByLabel("Rol").selectOption({ label: role });
  await dialog.getByRole("button", { name: "Enviar invitaciones" }).click();
  await expect(page.getByText("Invitaciones enviadas")).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function emailedLink(email: string): Promise<string> {
  const message = await readOutboxEmail(email);
  const link = message.match(/https?:\/\/[^\s"<]+\/join\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, message).toBeDefined();
  return link as string;
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function signUpOnJoinPage(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.getByLabel("Nombre completo").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByLabel("Confirmar contraseña").fill(account.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Crear Cuenta" }).click();
}

test.describe("invitations and joining", () => {
  test("invite by email, open the emailed link as a new user, join, see the same household", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Invitadora" });
    const guest = newAccount("invitada");
    await inviteFromProfiles(page, guest.email, "Administrador");
    const pending = page.getByRole("list", { name: "Invitaciones pendientes" });
    await expect(pending.getByText(guest.email)).toBeVisible();
    await expect(pending.getByText("Administrador")).toBeVisible();

    const link = await emailedLink(guest.email);
    expect(link.startsWith(appOrigin)).toBe(true);
    const invitee = await freshPage(browser);
    await invitee.goto(link);
    await expect(
      invitee.getByRole("heading", { name: "Te invitaron a Casa Invitadora" }),
    ).toBeVisible();
    await expect(
      invitee.getByText("Ana López te invitó a unirte como Administrador."),
    ).toBeVisible();
    await expect(invitee.getByText(`Invitación para ${guest.email}`)).toBeVisible();
    expect(await seriousA11yViolations(invitee)).toEqual([]);

    await signUpOnJoinPage(invitee, { ...guest, name: "Rosa Invitada" });
    await expect(invitee).toHaveURL(/\/daily-brief$/);
    await expect(invitee.getByText("¡Te uniste a Casa Invitadora!")).toBeVisible();

    await invitee.goto("/profiles");
    const members = invitee.getByRole("list", { name: "Miembros del hogar" });
    await expect(members.getByText("Ana López")).toBeVisible();
    await expect(members.getByText("Rosa Invitada")).toBeVisible();
    await expect(invitee.getByText("Casa Invitadora: 2 de 5 miembros")).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole("list", { name: "Miembros del hogar" }).getByText("Rosa Invitada"),
    ).toBeVisible();
    await expect(page.getByText("No hay invitaciones pendientes.")).toBeVisible();

    // The link is used up.
    const latecomer = await freshPage(browser);
    await latecomer.goto(link);
    await expect(latecomer.getByText("Esta invitación ya se usó.")).toBeVisible();
    await expect(latecomer.getByRole("button", { name: "Crear Cuenta" })).toHaveCount(0);
  });

  test("a revoked invitation shows so and lets nobody in; a made-up link is not valid", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { householdName: "Casa Revocada" });
    const email = newAccount("revocada").email;
    await inviteFromProfiles(page, email, "Miembro");
    const link = await emailedLink(email);
    await page.getByRole("button", { name: `Revocar la invitación a ${email}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `¿Revocar la invitación a ${email}?` });
    await dialog.getByRole("button", { name: "Revocar invitación" }).click();
    await expect(page.getByText("Invitación revocada")).toBeVisible();
    await expect(page.getByText("No hay invitaciones pendientes.")).toBeVisible();

    const visitor = await freshPage(browser);
    await visitor.goto(link);
    await expect(visitor.getByText("Esta invitación fue cancelada.")).toBeVisible();
    await visitor.goto(`/join/${"a".repeat(43)}`);
    await expect(visitor.getByText("Este enlace de invitación no es válido.")).toBeVisible();
  });

  test("the member limit of the plan is reached: a clear message and no way in", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page, { householdName: "Casa Llena" });
    const invited = newAccount("quinta");
    await inviteFromProfiles(page, invited.email, "Miembro");
    const link = await emailedLink(invited.email);
    for (let i = 0; i < 3; i++) {
      await signUpIntoHousehold(await freshPage(browser), membership.householdId, "member");
    }

    // While there is room, the page offers to join…
    const invitee = await freshPage(browser);
    await invitee.goto(link);
    await expect(invitee.getByRole("button", { name: "Crear Cuenta" })).toBeVisible();
    // …then someone takes the last place before the invitee finishes signing up.
    await signUpIntoHousehold(await freshPage(browser), membership.householdId, "child");
    await signUpOnJoinPage(invitee, invited);
    const limit = "Este hogar ya tiene 5 miembros, el máximo del plan Familiar.";
    await expect(invitee.getByText(limit).first()).toBeVisible();
    await expect(invitee).toHaveURL(/\/join\//);
    await expect(invitee.getByRole("button", { name: /Unirme/ })).toHaveCount(0);

    // The owner cannot invite anyone else either.
    await page.goto("/profiles");
    await expect(page.getByText("Casa Llena: 5 de 5 miembros")).toBeVisible();
    await page.getByRole("button", { name: "Invitar" }).click();
    const dialog = page.getByRole("dialog", { name: "Invitar a tu familia" });
    await dialog.getByLabel("Emails").fill("sexto@ejemplo.mx");
    await dialog.getByRole("button", { name: "Enviar invitaciones" }).click();
    await expect(page.getByText(limit)).toBeVisible();
  });
});
