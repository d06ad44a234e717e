import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addHouseholdMember } from "#tests/server/harness/households.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const db = () => server.database.db;

/** A household built the way users build them: onboarding, an invitation, a photo. */
async function onboardedHousehold(name: string) {
  const client = server.client();
  const account = await client.signUp({ name: `Dueña de ${name}` });
  await client.put("/api/onboarding/household", { name });
  await client.put("/api/onboarding/profile", { name: `Dueña de ${name}` });
  await client.post("/api/onboarding/invitations", {
    emails: `invitado@${name.replace(/\s/g, "")}.mx`,
  });
  await client.put("/api/onboarding/preferences", {
    language: "es",
    allergies: `alergia-de-${name}`,
    assistantTone: "friendly",
  });
  await client.post("/api/onboarding/finish", { pantryItems: ["leche"] });
  const form = new FormData();
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: "#0f766e" },
  })
    .png()
    .toBuffer();
  form.append("avatar", new File([new Uint8Array(png)], "yo.png", { type: "image/png" }));
  const avatar = await client.raw("/api/profiles/me/avatar", { method: "POST", body: form });
  const { avatarUrl } = (await avatar.json()) as { avatarUrl: string };
  const me = (
    await client.get<{ membership: { householdId: string; profileId: string } }>("/api/me")
  ).body.membership;
  const { id: link } = (await client.post<{ id: string; url: string }>("/api/invitations/link"))
    .body;
  const invitations = (await client.get<{ id: string }[]>("/api/invitations")).body;
  const linkUrl = (await client.post<{ url: string }>("/api/invitations/link")).body.url;
  return {
    client,
    account,
    householdId: me.householdId,
    profileId: me.profileId,
    avatarUrl,
    invitationIds: [link, ...invitations.map((invitation) => invitation.id)],
    token: linkUrl.split("/").pop() as string,
  };
}

/** Every row of every household table that belongs to a household, for before/after checks. */
async function snapshot(householdId: string) {
  const tables = [
    "profiles",
    "user_roles",
    "invitations",
    "shopping_lists",
    "shopping_items",
    "assistant_personas",
    "onboarding_progress",
  ] as const;
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table] = await db()
      .selectFrom(table)
      .selectAll()
      .where("household_id", "=", householdId)
      .execute();
  }
  rows.households = await db()
    .selectFrom("households")
    .selectAll()
    .where("id", "=", householdId)
    .execute();
  return JSON.stringify(rows);
}

async function attempts(stranger: TestClient, a: Awaited<ReturnType<typeof onboardedHousehold>>) {
  const statuses: Record<string, number> = {};
  const record = async (label: string, request: Promise<{ status: number }>) => {
    statuses[label] = (await request).status;
  };
  await record("role change", stranger.patch(`/api/members/${a.profileId}`, { role: "guest" }));
  await record("removal", stranger.delete(`/api/members/${a.profileId}`));
  await record("transfer", stranger.post(`/api/members/${a.profileId}/transfer-ownership`));
  for (const [index, id] of a.invitationIds.entries()) {
    await record(`resend ${index}`, stranger.post(`/api/invitations/${id}/resend`));
    await record(`revoke ${index}`, stranger.delete(`/api/invitations/${id}`));
  }
  const avatar = await stranger.raw(a.avatarUrl);
  statuses.avatar = avatar.status;
  return statuses;
}

describe("household isolation", () => {
  it("a member of one household reads and changes nothing of another", async () => {
    const a = await onboardedHousehold("Casa Alfa");
    const b = await onboardedHousehold("Casa Beta");
    const bAdmin = await addHouseholdMember(server, b.householdId, "admin");
    const before = await snapshot(a.householdId);
    const emailsBefore = server.sentEmails.length;

    for (const stranger of [b.client, bAdmin.client]) {
      const statuses = await attempts(stranger, a);
      for (const [label, status] of Object.entries(statuses)) {
        // An admin may not transfer ownership at all: refused before any id is looked at.
        const expected = label === "transfer" && stranger === bAdmin.client ? 403 : 404;
        expect(status, label).toBe(expected);
      }

      const members = await stranger.get<{ profileId: string; name: string }[]>("/api/members");
      expect(members.body.map((m) => m.profileId)).not.toContain(a.profileId);
      expect(JSON.stringify(members.body)).not.toContain("Alfa");
      const invitations = await stranger.get<{ id: string }[]>("/api/invitations");
      expect(invitations.body.map((i) => i.id)).not.toEqual(
        expect.arrayContaining([a.invitationIds[1]]),
      );
      const profile = await stranger.get<{ household: { id: string } }>("/api/profiles/me");
      expect(profile.body.household.id).toBe(b.householdId);
      const settings = await stranger.get<{ household: { id: string; name: string } }>(
        "/api/settings",
      );
      expect(settings.body.household).toMatchObject({ id: b.householdId, name: "Casa Beta" });

      const exported = await stranger.raw("/api/settings/export");
      const text = await exported.text();
      expect(exported.status).toBe(200);
      expect(text).not.toContain(a.householdId);
      expect(text).not.toContain("Alfa");
      expect(text).not.toContain(a.account.email);

      // A household id in the body is refused, never used.
      const sneaky = await stranger.patch("/api/settings/household", {
        name: "Casa Robada",
        householdId: a.householdId,
      });
      expect(sneaky.status).toBe(400);
      const sneakyProfile = await stranger.patch("/api/profiles/me", {
        name: "Intruso",
        household_id: a.householdId,
      });
      expect(sneakyProfile.status).toBe(400);

      // Another household's invitation link cannot pull a member of B into A.
      const join = await stranger.post(`/api/join/${a.token}`);
      expect(join.status).toBe(409);
    }

    // Changing B's own things touches only B.
    await b.client.patch("/api/settings/household", { name: "Casa Beta 2", language: "en" });
    await b.client.patch("/api/profiles/me", { name: "Beta" });
    await b.client.post("/api/invitations", { emails: "otra@ejemplo.mx" });

    expect(await snapshot(a.householdId)).toBe(before);
    expect(server.sentEmails.slice(emailsBefore).map((m) => m.to)).toEqual(["otra@ejemplo.mx"]);
  });
});
