import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { type Database, openDatabase } from "#server/db/database.ts";
import { insertHousehold, insertMember } from "#server/modules/households/households.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";

/** The origin the app under test is served on (see playwright.config.ts). */
export const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function newAccount(prefix = "familia"): Account {
  return {
    name: "Ana López",
    email: `${prefix}.${crypto.randomUUID().slice(0, 8)}@ejemplo.mx`,
    password: "secreto123",
  };
}

/** Every page fails its test on an unexpected console.error or uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // Failed requests that a test provokes on purpose (401, 404) are logged by the browser.
      const unexpected = errors.filter((text) => !/Failed to load resource/.test(text));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Creates an account through the API, leaving the page's browser context signed in. */
export async function signUpViaApi(
  page: Page,
  account: Account = newAccount(),
): Promise<Account & { id: string }> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { ...account, acceptTerms: true },
    headers: { origin: appOrigin },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { ...account, id: user.id };
}

/** Writes straight into the server's SQLite file (WAL lets two processes share it). */
async function withAppDatabase<T>(work: (db: Database["db"]) => Promise<T>): Promise<T> {
  const database = openDatabase({
    engine: "sqlite",
    file: path.join(process.env.E2E_DATA_DIR as string, "hogaria.sqlite"),
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A signed-in account that owns a household, as if it had finished onboarding. */
export async function signUpWithHousehold(
  page: Page,
  options: { account?: Account; householdName?: string } = {},
): Promise<{ account: Account & { id: string }; membership: Membership }> {
  const account = await signUpViaApi(page, options.account);
  const membership = await withAppDatabase(async (db) => {
    const householdId = await insertHousehold(db, account.id, {
      name: options.householdName ?? "Casa López",
      language: "es",
    });
    return insertMember(db, {
      userId: account.id,
      householdId,
      name: account.name,
      email: account.email,
      role: "owner",
    });
  });
  return { account, membership };
}

/** Another signed-in account (in the page's context) joining a household with a role. */
export async function signUpIntoHousehold(
  page: Page,
  householdId: string,
  role: HouseholdRole,
  account: Account = newAccount("miembro"),
): Promise<{ account: Account & { id: string }; membership: Membership }> {
  const created = await signUpViaApi(page, account);
  const membership = await withAppDatabase((db) =>
    insertMember(db, {
      userId: created.id,
      householdId,
      name: created.name,
      email: created.email,
      role,
    }),
  );
  return { account: created, membership };
}

/** Undoes the quoted-printable transfer encoding of an email body. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
}

/** The newest email the app wrote to the outbox for an address, decoded to text. */
export async function readOutboxEmail(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [])).sort().reverse();
    for (const file of files) {
      const content = await readFile(path.join(outbox, file), "utf8");
      if (content.includes(`To: ${to}`)) return decodeQuotedPrintable(content);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} in the outbox`);
}

/** Serious and critical axe violations on the current page. */
export async function seriousA11yViolations(page: Page) {
  // Axe measures what is on screen: a toast still fading in reads as low contrast, so the page's
  // animations and transitions settle first (what a person reads is the settled page).
  // Endless ones (a spinner) are left alone, and no wait is longer than 2 s.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([
      Promise.all(ending),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target) }));
}
