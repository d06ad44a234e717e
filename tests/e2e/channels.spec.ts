import { createHmac } from "node:crypto";
import { type FakeProvider, startFakeProvider } from "#tests/server/harness/fake-providers.ts";
import { expect, newAccount, seriousA11yViolations, test } from "./fixtures.ts";
import { giveHousehold, type OwnServer, startOwnServer } from "./own-server.ts";

/** Issue 17: a member links their phone in Perfiles, then «agrega leche» sent over WhatsApp
 * lands on the shopping list they are looking at. Its own server, whose Twilio is a local fake. */

const authToken = "secreto-e2e";

test.describe("Hogaria on WhatsApp", () => {
  let server: OwnServer;
  let provider: FakeProvider;

  test.beforeAll(async () => {
    provider = await startFakeProvider();
    server = await startOwnServer({
      RATE_LIMIT: "off",
      REMINDERS: "off",
      TWILIO_API_URL: provider.url,
      TWILIO_ACCOUNT_SID: "AC-e2e",
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_SMS_FROM: "+15005550006",
      TWILIO_WHATSAPP_FROM: "+14155238886",
    });
  });

  test.afterAll(async () => {
    await provider?.close();
    await server?.stop();
  });

  test("link a phone with the code, then «agrega leche» by WhatsApp shows up live", async ({
    page,
  }) => {
    const base = server.url;
    const account = newAccount("whatsapp");
    const signedUp = await page.request.post(`${base}/api/auth/sign-up/email`, {
      data: { ...account, acceptTerms: true },
      headers: { origin: base },
    });
    expect(signedUp.status()).toBe(200);
    await giveHousehold(server, account);

    await page.goto(`${base}/profiles`);
    await expect(page.getByLabel("País")).toHaveValue("MX");
    await page.getByLabel("Número de teléfono").fill("55 1234 5678");
    await page.getByRole("button", { name: "Enviar código" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Te enviamos un código" }),
    ).toBeVisible();
    const code = provider.lastCode("+525512345678");
    await page.getByLabel(/Código de 6 dígitos/).fill(code);
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByTestId("phone-link-state")).toContainText("+525512345678");
    await expect(page.getByRole("button", { name: "Desvincular" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${base}/shopping`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const form = {
      MessageSid: "SMe2e0000001",
      From: "whatsapp:+525512345678",
      To: "whatsapp:+14155238886",
      Body: "agrega leche",
      NumMedia: "0",
    };
    const inboundUrl = `${base}/api/channels/twilio/inbound`;
    const signed = Object.keys(form)
      .sort()
      .reduce((acc, key) => acc + key + form[key as keyof typeof form], inboundUrl);
    const answer = await fetch(inboundUrl, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": createHmac("sha1", authToken).update(signed).digest("base64"),
      },
      body: new URLSearchParams(form),
    });
    expect(answer.status).toBe(200);
    await expect(page.getByText(/^leche$/i).first()).toBeVisible();
    await expect.poll(() => provider.twilioBodies("+525512345678").at(-1) ?? "").toMatch(/leche/i);

    // The WhatsApp conversation is in the web chat too, marked with its channel.
    await page.goto(`${base}/chat`);
    const conversations = page.getByRole("navigation", { name: "Conversaciones" });
    const whatsapp = conversations.getByRole("button", {
      name: "agrega leche Conversación por WhatsApp",
    });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp.locator("[data-channel=whatsapp]")).toHaveText(/WhatsApp/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
