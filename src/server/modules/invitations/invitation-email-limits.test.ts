import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { createHouseholdOwner, type TestMember } from "#tests/server/harness/households.ts";
import { TestClient } from "#tests/server/harness/test-client.ts";
import {
  createTestServer,
  type TestServer,
  testOrigin,
} from "#tests/server/harness/test-server.ts";

/** Invitation emails are limited per invitation and per household per hour (issue 21, finding 7):
 * counted in the database, so the limit holds across server instances. */

interface ErrorBody {
  error: { code: string; message: string };
}

let server: TestServer;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T15:00:00Z"));
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
  vi.useRealTimers();
});

const emailsTo = (address: string) => server.sentEmails.filter((m) => m.to === address).length;

async function invite(owner: TestMember, email: string): Promise<string> {
  const response = await owner.client.post<{ sent: string[] }>("/api/invitations", {
    emails: [email],
    role: "member",
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.sent).toEqual([email]);
  const list = await owner.client.get<{ id: string; email: string }[]>("/api/invitations");
  const invitation = list.body.find((candidate) => candidate.email === email);
  if (!invitation) throw new Error(`no invitation for ${email}`);
  return invitation.id;
}

/** The same app on the same database, as a second instance behind a load balancer. */
function secondInstance(member: TestMember) {
  const other = createApp({
    config: server.config,
    database: server.database,
    logger: createLogger("silent"),
    mailer: { send: async () => {} },
    live: server.live,
    storage: createStorage(server.config.storage),
  });
  const client = new TestClient(other.app, testOrigin);
  return (path: string) =>
    client.raw(path, { method: "POST", headers: { cookie: member.client.cookie } });
}

describe("resending an invitation", () => {
  it("sends at most 3 emails an hour per invitation, then answers 429 saying when, on every instance", async () => {
    const owner = await createHouseholdOwner(server);
    const id = await invite(owner, "tia@ejemplo.mx");
    vi.setSystemTime(new Date("2026-11-22T15:10:00Z"));
    expect((await owner.client.post(`/api/invitations/${id}/resend`)).status).toBe(200);
    vi.setSystemTime(new Date("2026-11-22T15:20:00Z"));
    expect((await owner.client.post(`/api/invitations/${id}/resend`)).status).toBe(200);
    expect(emailsTo("tia@ejemplo.mx")).toBe(3);

    vi.setSystemTime(new Date("2026-11-22T15:30:00Z"));
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = await owner.client.post<ErrorBody>(`/api/invitations/${id}/resend`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("1800");
      expect(refused.body.error).toEqual({
        code: "INVITATION_RESEND_LIMITED",
        message:
          "Ya enviamos esta invitación 3 veces en la última hora. Podrás reenviarla en 30 min.",
      });
    }
    const elsewhere = await secondInstance(owner)(`/api/invitations/${id}/resend`);
    expect(elsewhere.status).toBe(429);
    expect(emailsTo("tia@ejemplo.mx")).toBe(3);

    // An hour after the first email, one place is free again.
    vi.setSystemTime(new Date("2026-11-22T16:00:01Z"));
    expect((await owner.client.post(`/api/invitations/${id}/resend`)).status).toBe(200);
    expect(emailsTo("tia@ejemplo.mx")).toBe(4);
    expect((await owner.client.post(`/api/invitations/${id}/resend`)).status).toBe(429);
  });

  it("counts each invitation apart", async () => {
    const owner = await createHouseholdOwner(server);
    const first = await invite(owner, "uno@ejemplo.mx");
    const second = await invite(owner, "dos@ejemplo.mx");
    for (let i = 0; i < 2; i++) {
      expect((await owner.client.post(`/api/invitations/${first}/resend`)).status).toBe(200);
    }
    expect((await owner.client.post(`/api/invitations/${first}/resend`)).status).toBe(429);
    expect((await owner.client.post(`/api/invitations/${second}/resend`)).status).toBe(200);
  });
});

describe("a household's invitation emails", () => {
  it("are at most 20 an hour, so inviting, revoking and inviting again cannot flood an inbox", async () => {
    const owner = await createHouseholdOwner(server);
    for (let round = 0; round < 20; round++) {
      const id = await invite(owner, "vecina@ejemplo.mx");
      expect((await owner.client.delete(`/api/invitations/${id}`)).status).toBe(204);
    }
    expect(emailsTo("vecina@ejemplo.mx")).toBe(20);

    vi.setSystemTime(new Date("2026-11-22T15:45:00Z"));
    const refused = await owner.client.post<ErrorBody>("/api/invitations", {
      emails: ["vecina@ejemplo.mx"],
      role: "member",
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("900");
    expect(refused.body.error).toEqual({
      code: "HOUSEHOLD_INVITATIONS_LIMITED",
      message:
        "Tu hogar ya envió 20 invitaciones por email en la última hora. Podrás enviar más en 15 min.",
    });
    expect(emailsTo("vecina@ejemplo.mx")).toBe(20);
    // Nothing was created for the refused invitation.
    expect((await owner.client.get<unknown[]>("/api/invitations")).body).toEqual([]);

    // Another household is not affected.
    const neighbour = await createHouseholdOwner(server, { householdName: "Casa Vecina" });
    await invite(neighbour, "vecina@ejemplo.mx");
  });
});
