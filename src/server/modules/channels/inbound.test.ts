import { createHmac } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { openDatabase } from "#server/db/database.ts";
import { settleChannelWork } from "#server/modules/channels/inbound.ts";
import { readReminderReply } from "#server/modules/channels/reminder-reply.ts";
import { createReminderScheduler } from "#server/modules/notifications/reminder-scheduler.ts";
import { defaultPreferences } from "#shared/reminders/kinds.ts";
import type { ConversationSummary } from "#shared/schemas/chat.ts";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
import type { Task } from "#shared/schemas/tasks.ts";
import {
  createTask,
  savePreferences,
  schedulerFor,
  setTimeZone,
} from "#tests/server/fixtures/reminder-fixtures.ts";
import { type FakeProvider, startFakeProvider } from "#tests/server/harness/fake-providers.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import {
  createTestServer,
  type TestServer,
  testOrigin,
} from "#tests/server/harness/test-server.ts";

const authToken = "secreto-twilio";
const appSecret = "secreto-meta";
const inboundPath = "/api/channels/twilio/inbound";
const cloudPath = "/api/channels/whatsapp/webhook";

let provider: FakeProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await createTestServer({
    TWILIO_API_URL: provider.url,
    TWILIO_ACCOUNT_SID: "AC123",
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_SMS_FROM: "+15005550006",
    TWILIO_WHATSAPP_FROM: "+14155238886",
    WHATSAPP_API_URL: `${provider.url}/v21.0`,
    WHATSAPP_TOKEN: "token-graph",
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_VERIFY_TOKEN: "verifica-esto",
    WHATSAPP_APP_SECRET: appSecret,
  });
}, 60_000);
afterAll(async () => {
  await settleChannelWork();
  await server?.close();
  await provider?.close();
}, 60_000);
beforeEach(() => {
  provider.answerWithStatus(201);
});

/** Twilio's documented recipe, written out here rather than borrowed from the app. */
function sign(url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((acc, key) => acc + key + form[key], url);
  return createHmac("sha1", authToken).update(data).digest("base64");
}

let sid = 0;
async function twilioInbound(
  form: Record<string, string>,
  options: { signature?: string | null; target?: TestServer } = {},
) {
  const full = {
    MessageSid: `SM${++sid}${Date.now()}`,
    To: "whatsapp:+14155238886",
    NumMedia: "0",
    ...form,
  };
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  const signature =
    options.signature === undefined ? sign(`${testOrigin}${inboundPath}`, full) : options.signature;
  if (signature !== null) headers["x-twilio-signature"] = signature;
  const response = await (options.target ?? server).app.request(inboundPath, {
    method: "POST",
    headers,
    body: new URLSearchParams(full).toString(),
  });
  return { response, sid: full.MessageSid };
}

let phoneCounter = 0;
/** An owner whose number is linked and verified through the API, the code read from the fake. */
async function linkedOwner(channel: "whatsapp" | "sms" = "whatsapp") {
  const owner = await createHouseholdOwner(server);
  const phone = `+52551234${String(1000 + ++phoneCounter).slice(-4)}`;
  await linkPhone(owner, phone, channel);
  return { owner, phone };
}

async function linkPhone(member: TestMember, phone: string, channel: "whatsapp" | "sms") {
  const started = await member.client.post("/api/channels/phone", { phone, channel });
  expect(started.status).toBe(200);
  const confirmed = await member.client.post("/api/channels/phone/confirm", {
    code: provider.lastCode(phone),
  });
  expect(confirmed.status).toBe(200);
}

async function shoppingNames(member: TestMember) {
  const overview = (await member.client.get<ShoppingOverview>("/api/shopping")).body;
  return overview.lists.flatMap((list) => list.items).map((item) => item.name.toLowerCase());
}

describe("Twilio-compatible inbound (SMS and WhatsApp)", () => {
  it("runs the assistant as the linked member and replies through Twilio with the summary", async () => {
    const { owner, phone } = await linkedOwner();
    const before = provider.twilioBodies(phone).length;
    const { response } = await twilioInbound({ From: `whatsapp:${phone}`, Body: "agrega leche" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/xml");
    expect(await response.text()).toContain("<Response></Response>");
    await settleChannelWork();

    expect(await shoppingNames(owner)).toContain("leche");
    const replies = provider.twilioBodies(phone).slice(before);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/leche/i);
    const reply = provider.received.at(-1);
    expect(new URLSearchParams(reply?.body).get("To")).toBe(`whatsapp:${phone}`);

    // The conversation is the member's, in their web chat too, marked with the channel.
    const conversations = await owner.client.get<ConversationSummary[]>("/api/chat/conversations");
    expect(conversations.body).toHaveLength(1);
    expect(conversations.body[0]?.channel).toBe("whatsapp");
    const stored = await server.database.db
      .selectFrom("chat_conversations")
      .select("channel")
      .where("user_id", "=", owner.account.id)
      .executeTakeFirstOrThrow();
    expect(stored.channel).toBe("whatsapp");
  });

  it("refuses a bad or missing signature with 403 and does nothing", async () => {
    const { owner, phone } = await linkedOwner("sms");
    const before = provider.received.length;
    const missing = await twilioInbound({ From: phone, Body: "agrega pan" }, { signature: null });
    expect(missing.response.status).toBe(403);
    const forged = await twilioInbound(
      { From: phone, Body: "agrega pan" },
      { signature: sign(`${testOrigin}${inboundPath}`, { From: phone, Body: "agrega queso" }) },
    );
    expect(forged.response.status).toBe(403);
    await settleChannelWork();
    expect(await shoppingNames(owner)).not.toContain("pan");
    expect(provider.received.length).toBe(before);
    const taken = await server.database.db
      .selectFrom("channel_inbound_messages")
      .select("message_id")
      .where("message_id", "in", [missing.sid, forged.sid])
      .execute();
    expect(taken).toHaveLength(0);
  });

  it("answers a malformed body with 400", async () => {
    const noSender = await twilioInbound({ Body: "hola" });
    expect(noSender.response.status).toBe(400);
    const badSender = await twilioInbound({ From: "no-es-un-numero", Body: "hola" });
    expect(badSender.response.status).toBe(400);
  });

  it("acts once on a message the provider retries", async () => {
    const { owner, phone } = await linkedOwner();
    const form = {
      MessageSid: "SMretry0001",
      From: `whatsapp:${phone}`,
      Body: "agrega 2 kg de arroz",
    };
    const first = await twilioInbound(form);
    const again = await twilioInbound(form);
    expect(first.response.status).toBe(200);
    expect(again.response.status).toBe(200);
    await settleChannelWork();
    const items = (await owner.client.get<ShoppingOverview>("/api/shopping")).body.lists.flatMap(
      (list) => list.items,
    );
    const rice = items.filter((item) => item.name.toLowerCase() === "arroz");
    expect(rice).toHaveLength(1);
    expect(rice[0]?.quantity).toMatch(/^2\s?kg$/);
    expect(provider.twilioBodies(phone).filter((body) => /arroz/i.test(body))).toHaveLength(1);
  });

  it("acts once when the same delivery reaches two instances on one database", async () => {
    const { owner, phone } = await linkedOwner();
    // A second instance: its own app and its own pool of connections to the same database.
    const secondDatabase = openDatabase(server.config.database);
    try {
      const second = createApp({ ...server.context, database: secondDatabase });
      const form = {
        MessageSid: "SMtwoinstances1",
        From: `whatsapp:${phone}`,
        Body: "agrega azúcar",
      };
      const answers = await Promise.all([
        twilioInbound(form),
        twilioInbound(form, { target: { ...server, app: second.app } }),
        twilioInbound(form),
        twilioInbound(form, { target: { ...server, app: second.app } }),
      ]);
      for (const { response } of answers) expect(response.status).toBe(200);
      await settleChannelWork();
      const names = await shoppingNames(owner);
      expect(names.filter((name) => name === "azúcar")).toHaveLength(1);
      expect(provider.twilioBodies(phone).filter((body) => /azúcar/i.test(body))).toHaveLength(1);
    } finally {
      await secondDatabase.close();
    }
  });

  it("gives an unknown number one polite Spanish reply a day, with no household data", async () => {
    const stranger = "+525599998888";
    await twilioInbound({ From: stranger, Body: "agrega leche" });
    await twilioInbound({ From: stranger, Body: "¿qué hay mañana?" });
    await settleChannelWork();
    const replies = provider.twilioBodies(stranger);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/no está vinculado/);
    expect(replies[0]).toContain(`${testOrigin}/profiles`);
  });

  it("answers an unknown number again on the next day, once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const stranger = "+525588887777";
      vi.setSystemTime(new Date("2026-11-25T23:50:00Z"));
      await twilioInbound({ From: stranger, Body: "hola" });
      await twilioInbound({ From: stranger, Body: "hola?" });
      vi.setSystemTime(new Date("2026-11-26T00:10:00Z"));
      await twilioInbound({ From: stranger, Body: "hola otra vez" });
      await twilioInbound({ From: stranger, Body: "¿hay alguien?" });
      await settleChannelWork();
      expect(provider.twilioBodies(stranger)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("treats a number pending confirmation as unknown", async () => {
    const owner = await createHouseholdOwner(server);
    const phone = "+525577776666";
    await owner.client.post("/api/channels/phone", { phone, channel: "sms" });
    await twilioInbound({ From: phone, Body: "agrega leche" });
    await settleChannelWork();
    expect(provider.twilioBodies(phone).at(-1)).toMatch(/no está vinculado/);
    expect(await shoppingNames(owner)).not.toContain("leche");
  });

  it("treats a removed member's number as unknown", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const phone = "+525566665555";
    await linkPhone(member, phone, "whatsapp");
    const removed = await owner.client.delete(`/api/members/${member.membership.profileId}`);
    expect(removed.status).toBeLessThan(300);
    await twilioInbound({ From: `whatsapp:${phone}`, Body: "agrega chocolate" });
    await settleChannelWork();
    expect(provider.twilioBodies(phone).at(-1)).toMatch(/no está vinculado/);
    expect(await shoppingNames(owner)).not.toContain("chocolate");
  });

  it("tells a Gratis household kindly that WhatsApp is a Pro integration, and runs nothing", async () => {
    const { owner, phone } = await linkedOwner();
    await server.database.db
      .updateTable("households")
      .set({ subscription_status: "canceled", plan: "gratis" })
      .where("id", "=", owner.membership.householdId)
      .execute();
    await twilioInbound({ From: `whatsapp:${phone}`, Body: "agrega leche" });
    await settleChannelWork();
    expect(provider.twilioBodies(phone).at(-1)).toMatch(/plan Pro/);
    expect(await shoppingNames(owner)).not.toContain("leche");
  });

  it("answers a photo or voice note that only text is understood for now", async () => {
    const { phone } = await linkedOwner();
    await twilioInbound({
      From: `whatsapp:${phone}`,
      Body: "",
      NumMedia: "1",
      MediaUrl0: "https://api.twilio.com/media/ME1",
      MediaContentType0: "audio/ogg",
    });
    await settleChannelWork();
    expect(provider.twilioBodies(phone).at(-1)).toMatch(/solo entiendo mensajes de texto/);
  });

  it("handles a 5,000-character message, replying within the SMS limit", async () => {
    const { phone } = await linkedOwner("sms");
    const long = `agrega leche ${"y también quiero contarte algo muy largo ".repeat(130)}`.slice(
      0,
      5000,
    );
    const { response } = await twilioInbound({ From: phone, Body: long });
    expect(response.status).toBe(200);
    await settleChannelWork();
    const replies = provider.twilioBodies(phone).slice(1);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) expect(reply.length).toBeLessThanOrEqual(1600);
  });
});

describe("replies in the member's language", () => {
  async function speaking(language: "EN" | "PT") {
    const linked = await linkedOwner();
    await server.database.db
      .updateTable("user")
      .set({ language })
      .where("id", "=", linked.owner.account.id)
      .execute();
    return linked;
  }

  async function sendMedia(phone: string) {
    await twilioInbound({
      From: `whatsapp:${phone}`,
      Body: "",
      NumMedia: "1",
      MediaUrl0: "https://api.twilio.com/media/ME2",
      MediaContentType0: "image/jpeg",
    });
    await settleChannelWork();
    return provider.twilioBodies(phone).at(-1);
  }

  async function sendAsGratis(owner: TestMember, phone: string) {
    await server.database.db
      .updateTable("households")
      .set({ subscription_status: "canceled", plan: "gratis" })
      .where("id", "=", owner.membership.householdId)
      .execute();
    await twilioInbound({ From: `whatsapp:${phone}`, Body: "add milk" });
    await settleChannelWork();
    return provider.twilioBodies(phone).at(-1);
  }

  it("answers an English member in English: text only, then the Pro plan", async () => {
    const { owner, phone } = await speaking("EN");
    expect(await sendMedia(phone)).toMatch(/^For now I only understand text messages/);
    const gratis = await sendAsGratis(owner, phone);
    expect(gratis).toMatch(/part of the Pro plan/);
    expect(gratis).toContain(`${testOrigin}/chat`);
    expect(await shoppingNames(owner)).not.toContain("milk");
  });

  it("answers a Brazilian member in Portuguese: text only, then the Pro plan", async () => {
    const { owner, phone } = await speaking("PT");
    expect(await sendMedia(phone)).toMatch(/^Por enquanto só entendo mensagens de texto/);
    expect(await sendAsGratis(owner, phone)).toMatch(/faz parte do plano Pro/);
  });

  it("sends the linking code in the account's language", async () => {
    const owner = await createHouseholdOwner(server);
    await server.database.db
      .updateTable("user")
      .set({ language: "PT" })
      .where("id", "=", owner.account.id)
      .execute();
    const phone = "+5511987650001";
    await owner.client.post("/api/channels/phone", { phone, channel: "sms" });
    expect(provider.twilioBodies(phone).at(-1)).toMatch(/^Seu código da Hogaria é \d{6}/);
  });

  it("answers an unknown number in the language its message is written in, else Spanish", async () => {
    await twilioInbound({ From: "+14155550101", Body: "add milk to my shopping list" });
    await twilioInbound({ From: "+5511900001111", Body: "preciso de leite e pão amanhã" });
    await twilioInbound({ From: "+525511112222", Body: "👍" });
    await settleChannelWork();
    expect(provider.twilioBodies("+14155550101").at(-1)).toMatch(/isn't linked to any account/);
    expect(provider.twilioBodies("+5511900001111").at(-1)).toMatch(/não está vinculado/);
    expect(provider.twilioBodies("+525511112222").at(-1)).toMatch(/no está vinculado/);
  });
});

describe("replies to a WhatsApp reminder act on its task", () => {
  async function remindedTask(owner: TestMember, title: string) {
    const created = await owner.client.post<{ task: Task }>("/api/tasks", {
      title,
      dueDate: new Date().toISOString().slice(0, 10),
    });
    expect(created.status).toBe(201);
    const { task } = created.body;
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("reminder_deliveries")
      .values({
        id: uuidv7(),
        household_id: owner.membership.householdId,
        user_id: owner.account.id,
        created_at: now,
        updated_at: now,
        reminder_key: `task_due:${task.id}:${task.dueDate}`,
        kind: "task_due",
        channel: "whatsapp",
        status: "sent",
        attempts: 1,
        due_at: now,
        next_attempt_at: now,
        claimed_until: null,
        payload: JSON.stringify({ title }),
        last_error: "SM1",
        sent_at: now,
      })
      .execute();
    return task;
  }

  async function taskOf(owner: TestMember, id: string) {
    const row = await server.database.db
      .selectFrom("tasks")
      .select(["status", "due_time"])
      .where("household_id", "=", owner.membership.householdId)
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { status: row.status, dueTime: row.due_time };
  }

  it("reads «listo», «hecho» and «posponer 1 hora», and nothing else", () => {
    expect(readReminderReply("¡Listo!")).toEqual({ kind: "complete" });
    expect(readReminderReply("hecho")).toEqual({ kind: "complete" });
    expect(readReminderReply("Posponer 1 hora")).toEqual({ kind: "postpone", minutes: 60 });
    expect(readReminderReply("posponer 30 minutos")).toEqual({ kind: "postpone", minutes: 30 });
    expect(readReminderReply("adiar 1 hora")).toEqual({ kind: "postpone", minutes: 60 });
    expect(readReminderReply("Snooze 30 minutes")).toEqual({ kind: "postpone", minutes: 30 });
    expect(readReminderReply("remind me in an hour")).toEqual({ kind: "postpone", minutes: 60 });
    expect(readReminderReply("feito")).toEqual({ kind: "complete" });
    expect(readReminderReply("agrega leche")).toBeNull();
    expect(readReminderReply("listo el pollo, agrega papas")).toBeNull();
  });

  it("«listo» completes the task of the latest reminder; «posponer 1 hora» moves it", async () => {
    const { owner, phone } = await linkedOwner();
    const first = await remindedTask(owner, "Sacar la basura");
    await twilioInbound({ From: `whatsapp:${phone}`, Body: "Listo" });
    await settleChannelWork();
    expect((await taskOf(owner, first.id)).status).toBe("done");
    expect(provider.twilioBodies(phone).at(-1)).toMatch(/Sacar la basura/);

    const second = await remindedTask(owner, "Llamar al plomero");
    await twilioInbound({ From: `whatsapp:${phone}`, Body: "posponer 1 hora" });
    await settleChannelWork();
    const moved = await taskOf(owner, second.id);
    expect(moved.status).not.toBe("done");
    expect(moved.dueTime).toMatch(/^\d{2}:\d{2}$/);
    expect(provider.twilioBodies(phone).at(-1)).toMatch(/Pospuse «Llamar al plomero»/);
  });
});

describe("a postponed WhatsApp reminder comes again at the new time", () => {
  it("«posponer 1 hora» reminds once, an hour later, also with two scheduler instances", async () => {
    const { owner, phone } = await linkedOwner();
    await setTimeZone(server, owner.membership.householdId, "America/Mexico_City");
    await server.database.db
      .updateTable("profiles")
      .set({ phone })
      .where("id", "=", owner.membership.profileId)
      .execute();
    const noChannels = Object.fromEntries(
      Object.keys(defaultPreferences.channels).map((kind) => [kind, []]),
    ) as unknown as typeof defaultPreferences.channels;
    await savePreferences(owner, {
      channels: { ...noChannels, task_due: ["whatsapp"] },
      taskLeadMinutes: 60,
      phoneOptIn: true,
      quietStart: null,
      quietEnd: null,
    });
    const reminders = () =>
      provider.twilioBodies(phone).filter((body) => body.startsWith("Tarea: Regar las plantas"));

    vi.useFakeTimers({ toFake: ["Date"] });
    const second = openDatabase(server.config.database);
    try {
      // 08:00 in Mexico City (UTC-6); the task is due at 10:00, reminded an hour before.
      vi.setSystemTime(new Date("2026-11-26T14:00:00Z"));
      const taskId = await createTask(owner, {
        title: "Regar las plantas",
        dueDate: "2026-11-26",
        dueTime: "10:00",
      });
      const instanceA = schedulerFor(server);
      const instanceB = createReminderScheduler(
        { ...server.context, database: second },
        { now: () => new Date() },
      );
      const tickBoth = async () => {
        await Promise.all([instanceA.tick(), instanceB.tick()]);
        // A write that met the other instance's lock is retried on the next pass.
        await Promise.all([instanceA.tick(), instanceB.tick()]);
      };

      vi.setSystemTime(new Date("2026-11-26T15:00:30Z"));
      await tickBoth();
      expect(reminders()).toHaveLength(1);

      // 09:05: «posponer 1 hora» moves the task to 10:05.
      vi.setSystemTime(new Date("2026-11-26T15:05:00Z"));
      await twilioInbound({ From: `whatsapp:${phone}`, Body: "posponer 1 hora" });
      await settleChannelWork();
      expect(provider.twilioBodies(phone).at(-1)).toMatch(/para las 10:05/);
      const moved = await server.database.db
        .selectFrom("tasks")
        .select("due_time")
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(moved.due_time).toBe("10:05");

      // Not at once (the member's 1-hour lead is not counted again), nor before 10:05.
      await tickBoth();
      vi.setSystemTime(new Date("2026-11-26T16:04:00Z"));
      await tickBoth();
      expect(reminders()).toHaveLength(1);

      // At 10:05, once, whichever instance takes it; and never again that day.
      vi.setSystemTime(new Date("2026-11-26T16:05:30Z"));
      await tickBoth();
      expect(reminders()).toHaveLength(2);
      vi.setSystemTime(new Date("2026-11-26T18:00:00Z"));
      await tickBoth();
      expect(reminders()).toHaveLength(2);

      const keys = await server.database.db
        .selectFrom("reminder_deliveries")
        .select(["reminder_key", "status"])
        .where("user_id", "=", owner.account.id)
        .where("kind", "=", "task_due")
        .orderBy("created_at")
        .execute();
      expect(keys).toEqual([
        { reminder_key: `task_due:${taskId}:2026-11-26@10:00`, status: "sent" },
        { reminder_key: `task_due:${taskId}:2026-11-26@10:05`, status: "sent" },
      ]);
    } finally {
      vi.useRealTimers();
      await second.close();
    }
  });
});

describe("WhatsApp Cloud API (Meta)", () => {
  it("answers the subscription challenge only with the verify token", async () => {
    const ok = await server.app.request(
      `${cloudPath}?hub.mode=subscribe&hub.verify_token=verifica-esto&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await server.app.request(
      `${cloudPath}?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1158201444`,
    );
    expect(wrong.status).toBe(403);
  });

  function cloudPayload(from: string, id: string, message: Record<string, unknown>) {
    return JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA1",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550001111", phone_number_id: "1234567890" },
                contacts: [{ profile: { name: "Ana" }, wa_id: from }],
                messages: [{ from, id, timestamp: "1764000000", ...message }],
              },
            },
          ],
        },
      ],
    });
  }

  async function cloudPost(body: string, signature: string | null = null) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const value =
      signature ?? `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
    if (value) headers["x-hub-signature-256"] = value;
    return server.app.request(cloudPath, { method: "POST", headers, body });
  }

  it("runs the assistant and replies through the Graph API messages endpoint", async () => {
    const { owner, phone } = await linkedOwner();
    const digits = phone.slice(1);
    const body = cloudPayload(digits, "wamid.HBgM001", {
      type: "text",
      text: { body: "agrega pan" },
    });
    const response = await cloudPost(body);
    expect(response.status).toBe(200);
    expect((await cloudPost(body)).status).toBe(200);
    await settleChannelWork();
    expect(await shoppingNames(owner)).toContain("pan");
    const replies = provider.graphBodies(digits);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/pan/i);
    const sent = provider.received.findLast((request) => request.url.endsWith("/messages"));
    expect(sent?.url).toBe("/v21.0/1234567890/messages");
    expect(sent?.headers.authorization).toBe("Bearer token-graph");
    expect(JSON.parse(sent?.body ?? "{}")).toMatchObject({
      messaging_product: "whatsapp",
      to: digits,
      type: "text",
    });
  });

  it("refuses a bad signature (403) and a malformed body (400)", async () => {
    const { owner, phone } = await linkedOwner();
    const body = cloudPayload(phone.slice(1), "wamid.HBgM002", {
      type: "text",
      text: { body: "agrega mantequilla" },
    });
    expect((await cloudPost(body, "sha256=00")).status).toBe(403);
    expect((await cloudPost(body, "")).status).toBe(403);
    expect((await cloudPost("{no es json")).status).toBe(400);
    await settleChannelWork();
    expect(await shoppingNames(owner)).not.toContain("mantequilla");
  });

  it("answers an image that only text is understood for now", async () => {
    const { phone } = await linkedOwner();
    const digits = phone.slice(1);
    await cloudPost(cloudPayload(digits, "wamid.HBgM003", { type: "image", image: { id: "M1" } }));
    await settleChannelWork();
    expect(provider.graphBodies(digits).at(-1)).toMatch(/solo entiendo mensajes de texto/);
  });
});
