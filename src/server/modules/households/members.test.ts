import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addHouseholdMember, createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface Member {
  profileId: string;
  name: string;
  email: string | null;
  role: string;
  avatarUrl: string | null;
  isMe: boolean;
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const db = () => server.database.db;

describe("/api/members", () => {
  it("lists the household's members, strongest role first; emails only for managers", async () => {
    const owner = await createHouseholdOwner(server, { name: "Zoe Dueña" });
    const { householdId } = owner.membership;
    const child = await addHouseholdMember(server, householdId, "child", { name: "Beto" });
    await addHouseholdMember(server, householdId, "admin", { name: "Carla" });

    const seenByOwner = await owner.client.get<Member[]>("/api/members");
    expect(seenByOwner.body.map((m) => [m.name, m.role])).toEqual([
      ["Zoe Dueña", "owner"],
      ["Carla", "admin"],
      ["Beto", "child"],
    ]);
    expect(seenByOwner.body.every((m) => m.email !== null)).toBe(true);
    expect(seenByOwner.body.find((m) => m.isMe)?.name).toBe("Zoe Dueña");

    const seenByChild = await child.client.get<Member[]>("/api/members");
    expect(seenByChild.body).toHaveLength(3);
    expect(seenByChild.body.filter((m) => m.email !== null).map((m) => m.name)).toEqual(["Beto"]);
  });

  it("a role change writes profiles and user_roles together and is announced live", async () => {
    const owner = await createHouseholdOwner(server);
    const { householdId } = owner.membership;
    const member = await addHouseholdMember(server, householdId, "member");
    const heard: string[] = [];
    const stop = server.live.subscribe(householdId, (event) => heard.push(event.topic));
    const response = await owner.client.patch<Member[]>(
      `/api/members/${member.membership.profileId}`,
      {
        role: "admin",
      },
    );
    stop();
    expect(response.status).toBe(200);
    expect(response.body.find((m) => m.profileId === member.membership.profileId)?.role).toBe(
      "admin",
    );
    const profile = await db()
      .selectFrom("profiles")
      .select("role")
      .where("user_id", "=", member.account.id)
      .executeTakeFirstOrThrow();
    const role = await db()
      .selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", member.account.id)
      .executeTakeFirstOrThrow();
    expect([profile.role, role.role]).toEqual(["admin", "admin"]);
    expect(
      (await member.client.get<{ membership: { role: string } }>("/api/me")).body.membership.role,
    ).toBe("admin");
    expect(heard).toEqual(expect.arrayContaining(["members", "me"]));
  });

  it("a removed member loses the household and goes back to onboarding", async () => {
    const owner = await createHouseholdOwner(server);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    expect((await owner.client.delete(`/api/members/${guest.membership.profileId}`)).status).toBe(
      204,
    );
    const me = await guest.client.get<{ membership: unknown; onboarding: unknown }>("/api/me");
    expect(me.body.membership).toBeNull();
    expect(me.body.onboarding).toEqual({ status: "pending", step: 1 });
    expect((await guest.client.get("/api/members")).status).toBe(403);
    expect((await owner.client.delete(`/api/members/${guest.membership.profileId}`)).status).toBe(
      404,
    );
  });

  it("transferring ownership leaves exactly one owner, and the old one as admin", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const response = await owner.client.post<Member[]>(
      `/api/members/${member.membership.profileId}/transfer-ownership`,
    );
    expect(response.status).toBe(200);
    expect(response.body.filter((m) => m.role === "owner").map((m) => m.profileId)).toEqual([
      member.membership.profileId,
    ]);
    expect(response.body.find((m) => m.isMe)?.role).toBe("admin");
    // The old owner, now admin, can no longer do owner things; the new owner can.
    expect(
      (await owner.client.post(`/api/members/${member.membership.profileId}/transfer-ownership`))
        .status,
    ).toBe(403);
    expect((await member.client.post("/api/settings/leave")).status).toBe(409);
    expect((await owner.client.post("/api/settings/leave")).status).toBe(204);
  });

  it("refuses a role outside the list with a Spanish message", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const response = await owner.client.patch<{ error: { fields: Record<string, string> } }>(
      `/api/members/${member.membership.profileId}`,
      { role: "rey" },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields.role).toBe("Elige un rol de la lista");
    expect((await owner.client.patch("/api/members/no-existe", { role: "guest" })).status).toBe(
      404,
    );
  });
});
