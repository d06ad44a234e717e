import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PhoneLinkState } from "#shared/schemas/channels.ts";
import { type FakeProvider, startFakeProvider } from "#tests/server/harness/fake-providers.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let provider: FakeProvider;
let server: TestServer;

beforeEach(async () => {
  provider = await startFakeProvider();
  server = await createTestServer({
    TWILIO_API_URL: provider.url,
    TWILIO_ACCOUNT_SID: "AC123",
    TWILIO_AUTH_TOKEN: "secreto",
    TWILIO_SMS_FROM: "+15005550006",
    TWILIO_WHATSAPP_FROM: "+14155238886",
  });
}, 60_000);
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  await provider?.close();
}, 60_000);

async function link(member: TestMember, phone: string, channel: "sms" | "whatsapp" = "whatsapp") {
  const started = await member.client.post<PhoneLinkState>("/api/channels/phone", {
    phone,
    channel,
  });
  expect(started.status).toBe(200);
  return started.body;
}

describe("linking a phone with a 6-digit code", () => {
  it("sends the code over WhatsApp to the number in E.164 (country from the household) and confirms it", async () => {
    const owner = await createHouseholdOwner(server);
    const before = await owner.client.get<PhoneLinkState>("/api/channels/phone");
    expect(before.body).toMatchObject({ country: "MX", available: true, link: null });

    const pending = await link(owner, "55 1234 5678");
    expect(pending.link).toMatchObject({
      phone: "+525512345678",
      channel: "whatsapp",
      status: "pending",
    });
    const [sent] = provider.received;
    const form = new URLSearchParams(sent?.body);
    expect(form.get("To")).toBe("whatsapp:+525512345678");
    expect(form.get("Body")).toMatch(/Tu código de Hogaria es \d{6}/);

    // Codes are kept hashed, never as sent.
    const code = provider.lastCode("+525512345678");
    const stored = await server.database.db
      .selectFrom("channel_links")
      .select("code_hash")
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);

    const confirmed = await owner.client.post<PhoneLinkState>("/api/channels/phone/confirm", {
      code,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.link).toMatchObject({ status: "verified", phone: "+525512345678" });
  });

  it("refuses a wrong code, and after 5 tries even the right one; a new code starts again", async () => {
    const owner = await createHouseholdOwner(server);
    await link(owner, "+52 55 1234 5678", "sms");
    const code = provider.lastCode("+525512345678");
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await owner.client.post("/api/channels/phone/confirm", { code: wrong });
    expect(first).toMatchObject({ status: 400, body: { error: { code: "CODE_INVALID" } } });
    for (let i = 0; i < 4; i += 1) {
      await owner.client.post("/api/channels/phone/confirm", { code: wrong });
    }
    const sixth = await owner.client.post("/api/channels/phone/confirm", { code });
    expect(sixth).toMatchObject({ status: 410, body: { error: { code: "CODE_EXPIRED" } } });

    await link(owner, "+52 55 1234 5678", "sms");
    const fresh = provider.lastCode("+525512345678");
    const ok = await owner.client.post<PhoneLinkState>("/api/channels/phone/confirm", {
      code: fresh,
    });
    expect(ok.body.link?.status).toBe("verified");
  });

  it("lets a code expire after 10 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T15:00:00Z"));
    const owner = await createHouseholdOwner(server);
    await link(owner, "+5491122334455", "sms");
    const code = provider.lastCode("+5491122334455");
    vi.setSystemTime(new Date("2026-11-25T15:10:01Z"));
    const late = await owner.client.post("/api/channels/phone/confirm", { code });
    expect(late).toMatchObject({ status: 410, body: { error: { code: "CODE_EXPIRED" } } });
  });

  it("limits codes per member and per number", async () => {
    const owner = await createHouseholdOwner(server);
    for (let i = 0; i < 3; i += 1) await link(owner, "+525511112222");
    const fourth = await owner.client.post("/api/channels/phone", {
      phone: "+525511112222",
      channel: "whatsapp",
    });
    expect(fourth).toMatchObject({ status: 429, body: { error: { code: "CODE_RATE_LIMITED" } } });
    expect(provider.received).toHaveLength(3);

    // Other accounts asking for the same number: five codes a day reach it, no more.
    const others = [];
    for (let i = 0; i < 3; i += 1) others.push(await createHouseholdOwner(server));
    await link(others[0] as TestMember, "+525511112222");
    await link(others[1] as TestMember, "+525511112222");
    const sixth = await (others[2] as TestMember).client.post("/api/channels/phone", {
      phone: "+525511112222",
      channel: "whatsapp",
    });
    expect(sixth.status).toBe(429);
    expect(provider.received).toHaveLength(5);
  });

  it("gives a number to one account only; an invited member links their own; unlinking is one call", async () => {
    const owner = await createHouseholdOwner(server);
    const invited = await addHouseholdMember(server, owner.membership.householdId, "member");
    await link(owner, "+525512345678");
    await owner.client.post("/api/channels/phone/confirm", {
      code: provider.lastCode("+525512345678"),
    });

    const taken = await invited.client.post("/api/channels/phone", {
      phone: "+525512345678",
      channel: "sms",
    });
    expect(taken).toMatchObject({ status: 409, body: { error: { code: "PHONE_TAKEN" } } });

    await link(invited, "+525587654321", "sms");
    const mine = await invited.client.post<PhoneLinkState>("/api/channels/phone/confirm", {
      code: provider.lastCode("+525587654321"),
    });
    expect(mine.body.link?.status).toBe("verified");

    expect((await owner.client.delete("/api/channels/phone")).status).toBe(204);
    expect((await owner.client.get<PhoneLinkState>("/api/channels/phone")).body.link).toBeNull();
    // Free again: the invited member may now take it instead.
    const now = await invited.client.post<PhoneLinkState>("/api/channels/phone", {
      phone: "+525512345678",
      channel: "whatsapp",
    });
    expect(now.status).toBe(200);
  });

  it("answers bad input with field errors, never a 5xx", async () => {
    const owner = await createHouseholdOwner(server);
    const cases = [
      { phone: "abc", channel: "sms" },
      { phone: "+52 55", channel: "sms" },
      { phone: "5512345678", channel: "telegram" },
      { phone: "5512345678", channel: "sms", country: "ZZ" },
    ];
    for (const body of cases) {
      const answer = await owner.client.post("/api/channels/phone", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const code = await owner.client.post("/api/channels/phone/confirm", { code: "12ab56" });
    expect(code.status).toBe(400);
    expect(provider.received).toHaveLength(0);
  });

  it("reports a number the provider refuses, and keeps nothing pending", async () => {
    const owner = await createHouseholdOwner(server);
    provider.answerWithStatus(400);
    const refused = await owner.client.post("/api/channels/phone", {
      phone: "+525512345678",
      channel: "sms",
    });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: "CODE_NOT_SENT" } } });
    expect((await owner.client.get<PhoneLinkState>("/api/channels/phone")).body.link).toBeNull();
  });
});
