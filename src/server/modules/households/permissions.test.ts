import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignableRoles, can, canManageMember } from "#shared/domain/permissions.ts";
import { type HouseholdRole, householdRoles } from "#shared/domain/roles.ts";
import { grantableRoles } from "#shared/schemas/households.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** Every rule of the matrix that the household services enforce, exercised through the API for
 * every role (docs/roles-and-permissions.md). The matrix itself is checked cell by cell in
 * src/shared/domain/permissions.test.ts. */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;

interface Household {
  owner: TestMember;
  actor: TestMember;
  targets: Record<Exclude<HouseholdRole, "owner">, TestMember>;
}

/** An owner, the acting member with the role under test, and one member of each other role;
 * on Pro so that the plan's limits stay out of the way. */
async function householdFor(role: HouseholdRole): Promise<Household> {
  const owner = await createHouseholdOwner(server, { householdName: `Casa ${role}` });
  const { householdId } = owner.membership;
  await db()
    .updateTable("households")
    .set({ plan: "pro", subscription_status: "active" })
    .where("id", "=", householdId)
    .execute();
  const actor = role === "owner" ? owner : await addHouseholdMember(server, householdId, role);
  const targets = {} as Household["targets"];
  for (const target of grantableRoles) {
    targets[target] = await addHouseholdMember(server, householdId, target);
  }
  return { owner, actor, targets };
}

async function roleOf(member: TestMember): Promise<HouseholdRole> {
  const row = await db()
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", member.account.id)
    .executeTakeFirstOrThrow();
  return row.role;
}

async function isMember(member: TestMember): Promise<boolean> {
  const row = await db()
    .selectFrom("profiles")
    .select("id")
    .where("user_id", "=", member.account.id)
    .executeTakeFirst();
  return row !== undefined;
}

const allowedStatus = (allowed: boolean, ok = 200) => (allowed ? ok : 403);

describe.each(householdRoles)("as %s", (role) => {
  let home: Household;
  beforeAll(async () => {
    home = await householdFor(role);
  });

  it("household.manage: renames the household and changes its settings", async () => {
    const allowed = can(role, "household.manage");
    const response = await home.actor.client.patch("/api/settings/household", {
      name: `Renombrada por ${role}`,
      assistantTone: "professional",
    });
    expect(response.status).toBe(allowedStatus(allowed));
    const household = await db()
      .selectFrom("households")
      .select("name")
      .where("id", "=", home.owner.membership.householdId)
      .executeTakeFirstOrThrow();
    expect(household.name).toBe(allowed ? `Renombrada por ${role}` : `Casa ${role}`);
    // Everyone reads the settings (plan, trial) even when they may not change them.
    expect((await home.actor.client.get("/api/settings")).status).toBe(200);
  });

  it("household.export: downloads the household's data", async () => {
    const response = await home.actor.client.get("/api/settings/export");
    expect(response.status).toBe(allowedStatus(can(role, "household.export")));
  });

  it("members.manage: sees pending invitations, invites and shares the link", async () => {
    const allowed = can(role, "members.manage");
    expect((await home.actor.client.get("/api/invitations")).status).toBe(allowedStatus(allowed));
    const invited = await home.actor.client.post("/api/invitations", {
      emails: `nuevo.${role}@ejemplo.mx`,
      role: "member",
    });
    expect(invited.status).toBe(allowedStatus(allowed, 201));
    expect((await home.actor.client.post("/api/invitations/link")).status).toBe(
      allowedStatus(allowed),
    );
    const rows = await db()
      .selectFrom("invitations")
      .select("id")
      .where("household_id", "=", home.owner.membership.householdId)
      .execute();
    expect(rows).toHaveLength(allowed ? 2 : 0);
  });

  it.each(grantableRoles)("invites as %s only if it may give that role", async (given) => {
    const allowed = can(role, "members.manage") && assignableRoles(role).includes(given);
    const email = `como.${given}.${role}@ejemplo.mx`;
    const response = await home.actor.client.post("/api/invitations", {
      emails: email,
      role: given,
    });
    expect(response.status).toBe(allowedStatus(allowed, 201));
    const rows = await db()
      .selectFrom("invitations")
      .select("role")
      .where("email", "=", email)
      .execute();
    expect(rows).toEqual(allowed ? [{ role: given }] : []);
    // Open invitations hold places in the plan: free this one for the next tests.
    await db()
      .updateTable("invitations")
      .set({ status: "revoked" })
      .where("email", "=", email)
      .execute();
  });

  it.each(grantableRoles)(
    "revokes and resends an invitation for %s only if it manages that role",
    async (invited) => {
      const { body } = await home.owner.client.post<{ sent: string[] }>("/api/invitations", {
        emails: `revocar.${invited}.${role}@ejemplo.mx`,
        role: invited,
      });
      const [invitation] = await db()
        .selectFrom("invitations")
        .select("id")
        .where("email", "=", body.sent[0] ?? "")
        .execute();
      const allowed = can(role, "members.manage") && canManageMember(role, invited);
      const resent = await home.actor.client.post(`/api/invitations/${invitation?.id}/resend`);
      expect(resent.status).toBe(allowedStatus(allowed));
      const revoked = await home.actor.client.delete(`/api/invitations/${invitation?.id}`);
      expect(revoked.status).toBe(allowedStatus(allowed, 204));
      const row = await db()
        .selectFrom("invitations")
        .select("status")
        .where("id", "=", invitation?.id ?? "")
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(allowed ? "revoked" : "pending");
    },
  );

  it.each(grantableRoles)("changes the role of a %s only to roles it may give", async (target) => {
    const member = home.targets[target];
    for (const next of grantableRoles.filter((r) => r !== target)) {
      const allowed =
        can(role, "members.manage") &&
        canManageMember(role, target) &&
        assignableRoles(role).includes(next);
      const response = await home.actor.client.patch(
        `/api/members/${member.membership.profileId}`,
        {
          role: next,
        },
      );
      expect(response.status, `${target} → ${next}`).toBe(allowedStatus(allowed));
      expect(await roleOf(member)).toBe(allowed ? next : target);
      if (allowed) {
        await home.actor.client.patch(`/api/members/${member.membership.profileId}`, {
          role: target,
        });
        expect(await roleOf(member)).toBe(target);
      }
    }
  });

  it("nobody changes their own role or makes anyone owner by a role change", async () => {
    const own = await home.actor.client.patch(`/api/members/${home.actor.membership.profileId}`, {
      role: "admin",
    });
    expect(own.status).toBe(can(role, "members.manage") ? 409 : 403);
    const toOwner = await home.actor.client.patch(
      `/api/members/${home.targets.member.membership.profileId}`,
      { role: "owner" },
    );
    expect(toOwner.status).toBe(400);
    expect(await roleOf(home.actor)).toBe(role);
    expect(await roleOf(home.targets.member)).toBe("member");
  });

  it.each(grantableRoles)("removes a %s only if it manages that role", async (target) => {
    const member = await addHouseholdMember(server, home.owner.membership.householdId, target);
    const allowed = can(role, "members.manage") && canManageMember(role, target);
    const response = await home.actor.client.delete(`/api/members/${member.membership.profileId}`);
    expect(response.status).toBe(allowedStatus(allowed, 204));
    expect(await isMember(member)).toBe(!allowed);
  });

  it("the owner can be neither removed nor demoted by anyone", async () => {
    const ownerId = home.owner.membership.profileId;
    const removal = await home.actor.client.delete(`/api/members/${ownerId}`);
    const demotion = await home.actor.client.patch(`/api/members/${ownerId}`, { role: "member" });
    const expected = role === "owner" ? 409 : 403;
    expect(removal.status).toBe(expected);
    expect(demotion.status).toBe(expected);
    expect(await roleOf(home.owner)).toBe("owner");
  });

  it("every role edits its own profile", async () => {
    const response = await home.actor.client.patch("/api/profiles/me", { name: `Yo, ${role}` });
    expect(response.status).toBe(200);
    expect((await home.actor.client.get<{ name: string }>("/api/profiles/me")).body.name).toBe(
      `Yo, ${role}`,
    );
  });

  it("household.transferOwnership: hands the household over, keeping one owner", async () => {
    const fresh = await householdFor(role);
    const allowed = can(role, "household.transferOwnership");
    const response = await fresh.actor.client.post(
      `/api/members/${fresh.targets.member.membership.profileId}/transfer-ownership`,
    );
    expect(response.status).toBe(allowedStatus(allowed));
    expect(await roleOf(fresh.targets.member)).toBe(allowed ? "owner" : "member");
    expect(await roleOf(fresh.owner)).toBe(allowed ? "admin" : "owner");
    const owners = await db()
      .selectFrom("user_roles")
      .select("user_id")
      .where("household_id", "=", fresh.owner.membership.householdId)
      .where("role", "=", "owner")
      .execute();
    expect(owners).toHaveLength(1);
  });

  it("leaves the household, except the owner, who must transfer first", async () => {
    const fresh = await householdFor(role);
    const response = await fresh.actor.client.post<{ error?: { message: string } }>(
      "/api/settings/leave",
    );
    if (role === "owner") {
      expect(response.status).toBe(409);
      expect(response.body.error?.message).toBe(
        "Primero transfiere la propiedad del hogar a otro miembro",
      );
    } else {
      expect(response.status).toBe(204);
    }
    expect(await isMember(fresh.actor)).toBe(role === "owner");
  });

  it("household.delete: deletes the household and everything in it", async () => {
    const fresh = await householdFor(role);
    const allowed = can(role, "household.delete");
    const response = await fresh.actor.client.delete("/api/settings/household", {
      body: { confirmation: `Casa ${role}` },
    });
    expect(response.status).toBe(allowedStatus(allowed, 204));
    const left = await db()
      .selectFrom("households")
      .select("id")
      .where("id", "=", fresh.owner.membership.householdId)
      .execute();
    expect(left).toHaveLength(allowed ? 0 : 1);
  });
});
