import { afterEach, describe, expect, it } from "vitest";
import { templateLanguage } from "#server/modules/channels/whatsapp-cloud-sender.ts";
import type { PhoneLinkState } from "#shared/schemas/channels.ts";
import { type FakeProvider, startFakeProvider } from "#tests/server/harness/fake-providers.ts";
import { createHouseholdOwner, type TestMember } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** Linking a phone when the deployment has the WhatsApp Cloud API (Meta) and no Twilio sender
 * for WhatsApp: the code goes out as an approved authentication template. */
let provider: FakeProvider;
let server: TestServer;

afterEach(async () => {
  await server?.close();
  await provider?.close();
}, 60_000);

async function start(environment: Record<string, string>) {
  provider = await startFakeProvider();
  server = await createTestServer({
    WHATSAPP_API_URL: `${provider.url}/v21.0`,
    WHATSAPP_TOKEN: "token-graph",
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_APP_SECRET: "secreto-de-la-app",
    ...environment,
  });
}

const phone = "+525512345678";

async function storedRows() {
  const { db } = server.database;
  const links = await db.selectFrom("channel_links").selectAll().execute();
  const sends = await db.selectFrom("channel_code_sends").selectAll().execute();
  return { links: links.length, sends: sends.length };
}

function askCode(member: TestMember, channel: "whatsapp" | "sms" = "whatsapp") {
  return member.client.post<PhoneLinkState>("/api/channels/phone", { phone, channel });
}

/** The code Meta was asked to deliver in the latest template message to the number. */
function templateCode(digits: string): string {
  const message = provider.graphMessages(digits).at(-1) as
    | { template?: { components?: { parameters?: { text?: string }[] }[] } }
    | undefined;
  const code = message?.template?.components?.[0]?.parameters?.[0]?.text;
  if (!code) throw new Error(`no template code sent to ${digits}`);
  return code;
}

describe("linking over WhatsApp through the Cloud API's authentication template", () => {
  it("sends the code as the template message to the Graph API, and the code links the phone", async () => {
    await start({ WHATSAPP_CODE_TEMPLATE: "hogaria_codigo" });
    const owner = await createHouseholdOwner(server);
    const before = await owner.client.get<PhoneLinkState>("/api/channels/phone");
    expect(before.body).toMatchObject({ available: true, link: null });

    const started = await askCode(owner);
    expect(started.status).toBe(200);
    expect(started.body.link).toMatchObject({ phone, channel: "whatsapp", status: "pending" });

    expect(provider.received).toHaveLength(1);
    const [request] = provider.received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v21.0/1234567890/messages");
    expect(request?.headers.authorization).toBe("Bearer token-graph");
    const code = templateCode("525512345678");
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.parse(request?.body ?? "")).toEqual({
      messaging_product: "whatsapp",
      to: "525512345678",
      type: "template",
      template: {
        name: "hogaria_codigo",
        language: { code: "es" },
        components: [
          { type: "body", parameters: [{ type: "text", text: code }] },
          {
            type: "button",
            sub_type: "url",
            index: "0",
            parameters: [{ type: "text", text: code }],
          },
        ],
      },
    });

    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await owner.client.post("/api/channels/phone/confirm", { code: wrong });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: "CODE_INVALID" } } });
    const confirmed = await owner.client.post<PhoneLinkState>("/api/channels/phone/confirm", {
      code,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.link).toMatchObject({ phone, channel: "whatsapp", status: "verified" });
  });

  it("picks the template language from the member's: pt_BR for a Brazilian account", async () => {
    await start({ WHATSAPP_CODE_TEMPLATE: "hogaria_codigo" });
    const owner = await createHouseholdOwner(server);
    await server.database.db
      .updateTable("user")
      .set({ language: "PT" })
      .where("id", "=", owner.account.id)
      .execute();
    expect((await askCode(owner)).status).toBe(200);
    expect(provider.graphMessages("525512345678").at(-1)).toMatchObject({
      template: { name: "hogaria_codigo", language: { code: "pt_BR" } },
    });
  });

  it("reports a template Meta refuses (not approved), and keeps nothing pending", async () => {
    await start({ WHATSAPP_CODE_TEMPLATE: "hogaria_codigo" });
    const owner = await createHouseholdOwner(server);
    provider.answerWithStatus(400);
    const refused = await askCode(owner);
    expect(refused).toMatchObject({ status: 400, body: { error: { code: "CODE_NOT_SENT" } } });
    expect((await owner.client.get<PhoneLinkState>("/api/channels/phone")).body.link).toBeNull();
  });
});

describe("refusing a channel no provider can carry a code over", () => {
  it("without a template, WhatsApp linking is refused in words and no code is stored or sent", async () => {
    await start({
      TWILIO_API_URL: "http://127.0.0.1:9",
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secreto",
      TWILIO_SMS_FROM: "+15005550006",
    });
    const owner = await createHouseholdOwner(server);
    const refused = await askCode(owner);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: {
          code: "WHATSAPP_LINK_UNAVAILABLE",
          message:
            "Este servidor no puede enviar el código por WhatsApp. Elige SMS para vincular tu número.",
        },
      },
    });
    expect(await storedRows()).toEqual({ links: 0, sends: 0 });
    expect(provider.received).toHaveLength(0);
    expect((await owner.client.get<PhoneLinkState>("/api/channels/phone")).body).toMatchObject({
      available: true,
      link: null,
    });
  });

  it("with only the Cloud API and no template, no channel can link: refused, nothing stored", async () => {
    await start({});
    const owner = await createHouseholdOwner(server);
    const state = await owner.client.get<PhoneLinkState>("/api/channels/phone");
    expect(state.body.available).toBe(false);
    for (const channel of ["whatsapp", "sms"] as const) {
      const refused = await askCode(owner, channel);
      expect(refused, channel).toMatchObject({
        status: 409,
        body: {
          error: {
            code: "CHANNEL_UNAVAILABLE",
            message:
              "Este servidor no puede enviar códigos de vinculación por WhatsApp ni por SMS.",
          },
        },
      });
    }
    expect(await storedRows()).toEqual({ links: 0, sends: 0 });
    expect(provider.received).toHaveLength(0);
  });

  it("asked for SMS where only WhatsApp carries codes, points to WhatsApp", async () => {
    await start({ WHATSAPP_CODE_TEMPLATE: "hogaria_codigo" });
    const owner = await createHouseholdOwner(server);
    const refused = await askCode(owner, "sms");
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: "SMS_LINK_UNAVAILABLE" } },
    });
    expect(await storedRows()).toEqual({ links: 0, sends: 0 });
  });
});

describe("the template's language", () => {
  it("is the member's exact code, else a regional one of that language, else the first", () => {
    const all = ["es", "en", "pt_BR"];
    expect(templateLanguage(all, "es")).toBe("es");
    expect(templateLanguage(all, "en")).toBe("en");
    expect(templateLanguage(all, "pt-BR")).toBe("pt_BR");
    expect(templateLanguage(["es_MX", "en_US"], "es")).toBe("es_MX");
    expect(templateLanguage(["es_MX", "pt_PT"], "pt-BR")).toBe("pt_PT");
    expect(templateLanguage(["es_MX"], "en")).toBe("es_MX");
  });
});
