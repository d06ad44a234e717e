import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addHouseholdMember, createHouseholdOwner } from "#tests/server/harness/households.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface InviteResult {
  sent: string[];
  alreadyInvited: string[];
  alreadyMembers: string[];
  failed: string[];
}
interface Invitation {
  id: string;
  email: string | null;
  role: string;
  expiresAt: string;
  expired: boolean;
}
interface Preview {
  household: { name: string };
  invitedBy: string | null;
  role: string;
  email: string | null;
  memberLimitReached: boolean;
  memberLimitMessage: string | null;
  viewer: { inThisHousehold: boolean; inAnotherHousehold: boolean } | null;
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const db = () => server.database.db;

function linkIn(text: string | undefined): string {
  const link = text?.match(/http:\/\/localhost:3000\/join\/([A-Za-z0-9_-]{43})/);
  if (!link?.[1]) throw new Error(`no invitation link in ${text}`);
  return link[1];
}

async function invite(client: TestClient, emails: string | string[], role = "member") {
  return client.post<InviteResult>("/api/invitations", { emails, role });
}

async function tokenFor(email: string): Promise<string> {
  return linkIn(server.sentEmails.findLast((message) => message.to === email)?.text);
}

/** A link that can no longer be used answers 410 and its reason, nothing of the household. */
async function expectGone(visitor: TestClient, token: string, code: string) {
  const response = await visitor.get<ErrorBody>(`/api/join/${token}`);
  expect(response.status).toBe(410);
  expect(Object.keys(response.body)).toEqual(["error"]);
  expect(response.body.error.code).toBe(code);
}

async function memberCount(householdId: string) {
  return (
    await db().selectFrom("profiles").select("id").where("household_id", "=", householdId).execute()
  ).length;
}

describe("inviting by email", () => {
  it("emails a link that lets a new account join with the chosen role", async () => {
    const owner = await createHouseholdOwner(server, {
      name: "Lucía Pérez",
      householdName: "Casa Pérez",
    });
    const sent = await invite(owner.client, "Abuela@Ejemplo.mx", "child");
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      sent: ["abuela@ejemplo.mx"],
      alreadyInvited: [],
      alreadyMembers: [],
      failed: [],
    });
    const email = server.sentEmails.at(-1);
    expect(email).toMatchObject({
      to: "abuela@ejemplo.mx",
      subject: "Lucía Pérez te invitó a Casa Pérez en Hogaria",
    });
    expect(email?.text).toContain("como Niño");
    const token = linkIn(email?.text);

    // The token itself is never stored, only its hash.
    const stored = await db().selectFrom("invitations").selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const visitor = server.client();
    const preview = await visitor.get<Preview>(`/api/join/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      household: { name: "Casa Pérez" },
      invitedBy: "Lucía Pérez",
      role: "child",
      email: "abuela@ejemplo.mx",
      memberLimitReached: false,
      viewer: null,
    });

    const account = await visitor.signUp({ name: "Rosa Pérez", email: "abuela@ejemplo.mx" });
    const joined = await visitor.post<{ membership: { householdId: string; role: string } }>(
      `/api/join/${token}`,
    );
    expect(joined.status).toBe(200);
    expect(joined.body.membership).toMatchObject({
      householdId: owner.membership.householdId,
      role: "child",
    });
    const me = await visitor.get<{ membership: { householdId: string }; onboarding: unknown }>(
      "/api/me",
    );
    expect(me.body.membership.householdId).toBe(owner.membership.householdId);
    expect(me.body.onboarding).toEqual({ status: "completed", step: null });
    const roleRow = await db()
      .selectFrom("user_roles")
      .selectAll()
      .where("user_id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(roleRow).toMatchObject({ household_id: owner.membership.householdId, role: "child" });

    // Used up: nobody else joins with it, and the same person cannot join twice.
    const again = await visitor.post<ErrorBody>(`/api/join/${token}`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_MEMBER");
    const other = server.client();
    await other.signUp();
    const reused = await other.post<ErrorBody>(`/api/join/${token}`);
    expect(reused.status).toBe(410);
    expect(reused.body.error.message).toBe("Esta invitación ya se usó");
    await expectGone(other, token, "INVITATION_USED");
    expect(await memberCount(owner.membership.householdId)).toBe(2);
  });

  it("never sends a second invitation to an address already invited or already a member", async () => {
    const owner = await createHouseholdOwner(server);
    await invite(owner.client, "tio@ejemplo.mx");
    const again = await invite(owner.client, [
      "tio@ejemplo.mx",
      owner.account.email,
      "prima@ejemplo.mx",
    ]);
    expect(again.body).toMatchObject({
      sent: ["prima@ejemplo.mx"],
      alreadyInvited: ["tio@ejemplo.mx"],
      alreadyMembers: [owner.account.email],
    });
    expect(server.sentEmails.filter((m) => m.to === "tio@ejemplo.mx")).toHaveLength(1);
    const list = await owner.client.get<Invitation[]>("/api/invitations");
    expect(list.body.map((i) => i.email).sort()).toEqual(["prima@ejemplo.mx", "tio@ejemplo.mx"]);
  });

  it("refuses wrong emails and roles in Spanish, inviting nobody", async () => {
    const owner = await createHouseholdOwner(server);
    for (const [body, field, message] of [
      [{ emails: "tio@ejemplo.mx, prima@" }, "emails", "Formato de email inválido"],
      [{ emails: "" }, "emails", "Email es requerido"],
      [{ emails: "tio@ejemplo.mx", role: "owner" }, "role", "Elige un rol de la lista"],
      [{ emails: "tio@ejemplo.mx", role: "rey" }, "role", "Elige un rol de la lista"],
    ] as const) {
      const response = await owner.client.post<ErrorBody>("/api/invitations", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.[field]).toBe(message);
    }
    expect(server.sentEmails).toHaveLength(0);
    expect(await db().selectFrom("invitations").select("id").execute()).toHaveLength(0);
  });
});

describe("revoking, expiring and resending", () => {
  it("a revoked invitation lets nobody in", async () => {
    const owner = await createHouseholdOwner(server);
    await invite(owner.client, "tio@ejemplo.mx");
    const token = await tokenFor("tio@ejemplo.mx");
    const [invitation] = (await owner.client.get<Invitation[]>("/api/invitations")).body;
    expect((await owner.client.delete(`/api/invitations/${invitation?.id}`)).status).toBe(204);
    expect((await owner.client.get<Invitation[]>("/api/invitations")).body).toEqual([]);

    const visitor = server.client();
    await expectGone(visitor, token, "INVITATION_REVOKED");
    await visitor.signUp({ email: "tio@ejemplo.mx" });
    const refused = await visitor.post<ErrorBody>(`/api/join/${token}`);
    expect(refused.status).toBe(410);
    expect(refused.body.error.message).toBe("Esta invitación fue cancelada");
    expect(await memberCount(owner.membership.householdId)).toBe(1);
    const twice = await owner.client.delete<ErrorBody>(`/api/invitations/${invitation?.id}`);
    expect(twice.status).toBe(409);
  });

  it("expires after 7 days; resending sends the same link and renews it", async () => {
    const owner = await createHouseholdOwner(server);
    const before = Date.now();
    await invite(owner.client, "tio@ejemplo.mx");
    const token = await tokenFor("tio@ejemplo.mx");
    const [invitation] = (await owner.client.get<Invitation[]>("/api/invitations")).body;
    const lifetime = new Date(invitation?.expiresAt ?? 0).getTime() - before;
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);

    await db()
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await owner.client.get<Invitation[]>("/api/invitations")).body[0]?.expired).toBe(true);
    const visitor = server.client();
    await visitor.signUp();
    await expectGone(visitor, token, "INVITATION_EXPIRED");
    const late = await visitor.post<ErrorBody>(`/api/join/${token}`);
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe("INVITATION_EXPIRED");

    const resent = await owner.client.post<Invitation>(`/api/invitations/${invitation?.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.expired).toBe(false);
    expect(server.sentEmails.filter((m) => m.to === "tio@ejemplo.mx")).toHaveLength(2);
    expect(await tokenFor("tio@ejemplo.mx")).toBe(token);
    expect((await visitor.post(`/api/join/${token}`)).status).toBe(200);
  });
});

describe("the shareable link", () => {
  it("is a real invitation: the same link until used, once, then a new one", async () => {
    const owner = await createHouseholdOwner(server);
    const first = await owner.client.post<{ id: string; url: string }>("/api/invitations/link");
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^http:\/\/localhost:3000\/join\/[A-Za-z0-9_-]{43}$/);
    expect(first.body.url).not.toContain(owner.membership.householdId);
    const same = await owner.client.post<{ url: string }>("/api/invitations/link");
    expect(same.body.url).toBe(first.body.url);

    const token = first.body.url.split("/").pop() as string;
    const joiner = server.client();
    await joiner.signUp();
    const preview = await joiner.get<Preview>(`/api/join/${token}`);
    expect(preview.body).toMatchObject({ email: null, role: "member" });
    expect(preview.body.viewer).toEqual({ inThisHousehold: false, inAnotherHousehold: false });
    expect((await joiner.post(`/api/join/${token}`)).status).toBe(200);

    const late = server.client();
    await late.signUp();
    expect((await late.post(`/api/join/${token}`)).status).toBe(410);
    const next = await owner.client.post<{ url: string }>("/api/invitations/link");
    expect(next.body.url).not.toBe(first.body.url);
  });

  it("lets exactly one of two people racing for it in", async () => {
    const owner = await createHouseholdOwner(server);
    const { body } = await owner.client.post<{ url: string }>("/api/invitations/link");
    const token = body.url.split("/").pop() as string;
    const racers = [server.client(), server.client()];
    for (const racer of racers) await racer.signUp();
    const answers = await Promise.all(racers.map((racer) => racer.post(`/api/join/${token}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect(await memberCount(owner.membership.householdId)).toBe(2);
  });
});

describe("joining", () => {
  it("the household id alone, or a made-up token, grants nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const visitor = server.client();
    await visitor.signUp();
    for (const token of [owner.membership.householdId, "x".repeat(43), "../../api/me"]) {
      const preview = await visitor.get<ErrorBody>(`/api/join/${encodeURIComponent(token)}`);
      expect(preview.status).toBe(404);
      expect(preview.body.error.message).toBe("Este enlace de invitación no es válido");
      expect((await visitor.post(`/api/join/${encodeURIComponent(token)}`)).status).toBe(404);
    }
    expect(await memberCount(owner.membership.householdId)).toBe(1);
  });

  it("needs an account, and an account without a household", async () => {
    const owner = await createHouseholdOwner(server);
    await invite(owner.client, "tio@ejemplo.mx");
    const token = await tokenFor("tio@ejemplo.mx");
    expect((await server.client().post(`/api/join/${token}`)).status).toBe(401);

    const elsewhere = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const preview = await elsewhere.client.get<Preview>(`/api/join/${token}`);
    expect(preview.body.viewer).toEqual({ inThisHousehold: false, inAnotherHousehold: true });
    const refused = await elsewhere.client.post<ErrorBody>(`/api/join/${token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^Ya perteneces a un hogar/);
    expect(await memberCount(owner.membership.householdId)).toBe(1);
  });

  it("drops the household a half-finished onboarding left behind", async () => {
    const owner = await createHouseholdOwner(server);
    await invite(owner.client, "tio@ejemplo.mx");
    const token = await tokenFor("tio@ejemplo.mx");
    const joiner = server.client();
    await joiner.signUp({ email: "tio@ejemplo.mx" });
    await joiner.put("/api/onboarding/household", { name: "Casa a medias" });
    expect((await joiner.post(`/api/join/${token}`)).status).toBe(200);
    const names = await db().selectFrom("households").select("name").execute();
    expect(names.map((row) => row.name)).toEqual(["Casa López"]);
    expect((await joiner.get("/api/onboarding")).body).toEqual({ status: "completed" });
  });
});

describe("plan member limits (spec §6)", () => {
  it("a household in its trial counts as Familiar: 5 members, then a clear refusal", async () => {
    const owner = await createHouseholdOwner(server);
    const { householdId } = owner.membership;
    await invite(owner.client, "quinto@ejemplo.mx");
    const token = await tokenFor("quinto@ejemplo.mx");
    for (const role of ["admin", "member", "child", "guest"] as const) {
      await addHouseholdMember(server, householdId, role);
    }
    expect(await memberCount(householdId)).toBe(5);

    const full = await invite(owner.client, "sexto@ejemplo.mx");
    expect(full.status).toBe(409);
    expect((full.body as unknown as ErrorBody).error.message).toBe(
      "Este hogar ya tiene 5 miembros, el máximo del plan Familiar.",
    );

    const visitor = server.client();
    await visitor.signUp({ email: "quinto@ejemplo.mx" });
    const preview = await visitor.get<Preview>(`/api/join/${token}`);
    expect(preview.body.memberLimitReached).toBe(true);
    const refused = await visitor.post<ErrorBody>(`/api/join/${token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("MEMBER_LIMIT_REACHED");
    expect(refused.body.error.message).toBe(
      "Este hogar ya tiene 5 miembros, el máximo del plan Familiar.",
    );
    expect(await memberCount(householdId)).toBe(5);
    // The invitation was not used up: it works once a place frees up.
    const [admin] = await db()
      .selectFrom("profiles")
      .select("id")
      .where("household_id", "=", householdId)
      .where("role", "=", "guest")
      .execute();
    await owner.client.delete(`/api/members/${admin?.id}`);
    expect((await visitor.post(`/api/join/${token}`)).status).toBe(200);
  });

  it("open invitations hold places: more invitations than places are refused", async () => {
    const owner = await createHouseholdOwner(server);
    const emails = ["a@ejemplo.mx", "b@ejemplo.mx", "c@ejemplo.mx", "d@ejemplo.mx", "e@ejemplo.mx"];
    const tooMany = await invite(owner.client, emails);
    expect(tooMany.status).toBe(409);
    expect(server.sentEmails).toHaveLength(0);
    expect((await invite(owner.client, emails.slice(0, 4))).status).toBe(201);
  });

  it("after the trial, Gratis allows 1 member; Pro allows 10", async () => {
    const owner = await createHouseholdOwner(server);
    const { householdId } = owner.membership;
    await db()
      .updateTable("households")
      .set({ trial_ends_at: new Date(Date.now() - 1000) })
      .execute();
    const refused = await invite(owner.client, "tio@ejemplo.mx");
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).error.message).toBe(
      "El plan Gratis permite 1 solo miembro. Cambia de plan para sumar a tu familia.",
    );
    expect((await owner.client.post("/api/invitations/link")).status).toBe(409);

    await db()
      .updateTable("households")
      .set({ plan: "pro", subscription_status: "active" })
      .execute();
    for (let i = 0; i < 8; i++) await addHouseholdMember(server, householdId, "member");
    expect((await invite(owner.client, "decimo@ejemplo.mx")).status).toBe(201);
    expect((await invite(owner.client, "onceavo@ejemplo.mx")).status).toBe(409);
  });
});

describe("links when PUBLIC_URL is not set", () => {
  it("the share link and the invitation email use the address the inviter reached", async () => {
    const bare = await createTestServer({ PUBLIC_URL: "" });
    try {
      expect(bare.config.publicUrlConfigured).toBe(false);
      const owner = await createHouseholdOwner(bare);
      // The family opened Hogaria at the machine's address on their network.
      const reached = "http://192.168.1.20:3000";
      const post = (path: string, body: unknown) =>
        bare.app.request(`${reached}${path}`, {
          method: "POST",
          headers: {
            origin: reached,
            cookie: owner.client.cookie,
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        });
      const link = (await (await post("/api/invitations/link", {})).json()) as { url: string };
      expect(link.url).toMatch(/^http:\/\/192\.168\.1\.20:3000\/join\/[A-Za-z0-9_-]{43}$/);

      expect(
        (await post("/api/invitations", { emails: ["tia@ejemplo.mx"], role: "member" })).status,
      ).toBe(201);
      const email = bare.sentEmails.findLast((message) => message.to === "tia@ejemplo.mx");
      expect(email?.text).toContain("http://192.168.1.20:3000/join/");
      expect(email?.text).not.toContain("localhost");
    } finally {
      await bare.close();
    }
  });

  it("PUBLIC_URL, when set, wins over the address a request came by", async () => {
    const owner = await createHouseholdOwner(server);
    const response = await server.app.request("http://192.168.1.20:3000/api/invitations/link", {
      method: "POST",
      headers: {
        origin: "http://192.168.1.20:3000",
        cookie: owner.client.cookie,
        "content-type": "application/json",
      },
      body: "{}",
    });
    const link = (await response.json()) as { url: string };
    expect(link.url.startsWith("http://localhost:3000/join/")).toBe(true);
  });
});
