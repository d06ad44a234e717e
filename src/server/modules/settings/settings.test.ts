import { v7 as uuidv7 } from "uuid";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addHouseholdMember, createHouseholdOwner } from "#tests/server/harness/households.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Settings {
  household: {
    id: string;
    name: string;
    language: string;
    timeZone: string;
    assistantTone: string;
  };
  plan: {
    plan: string;
    effective: string;
    status: string;
    inTrial: boolean;
    trialDaysLeft: number;
    membersLimit: number;
    membersCount: number;
  };
  role: string;
}
interface Export {
  format: string;
  household: Record<string, unknown>;
  tables: Record<string, Record<string, unknown>[]>;
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const db = () => server.database.db;

async function onboard(client: TestClient, name: string) {
  await client.put("/api/onboarding/household", { name });
  await client.put("/api/onboarding/profile", { name: "Lucía" });
  await client.post("/api/onboarding/invitations", { emails: `tia.${uuidv7()}@ejemplo.mx` });
  await client.put("/api/onboarding/preferences", {
    language: "es",
    allergies: "maní",
    assistantTone: "friendly",
  });
  await client.post("/api/onboarding/finish", { pantryItems: ["leche", "pan-integral"] });
}

describe("/api/settings", () => {
  it("shows the household, its plan and the days of trial left", async () => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
    await addHouseholdMember(server, owner.membership.householdId, "member");
    const response = await owner.client.get<Settings>("/api/settings");
    expect(response.body).toEqual({
      household: {
        id: owner.membership.householdId,
        name: "Casa Pérez",
        language: "es",
        timeZone: "America/Mexico_City",
        assistantTone: "friendly",
      },
      plan: {
        plan: "familiar",
        effective: "familiar",
        status: "trial",
        inTrial: true,
        trialEndsAt: expect.any(String),
        trialDaysLeft: 30,
        membersLimit: 5,
        membersCount: 2,
      },
      role: "owner",
    });
  });

  it("changes name, language, time zone and tone; the default persona follows", async () => {
    const client = server.client();
    await client.signUp();
    await onboard(client, "Casa Vieja");
    const response = await client.patch<Settings>("/api/settings/household", {
      name: " Casa Nueva ",
      language: "en",
      timeZone: "America/Argentina/Buenos_Aires",
      assistantTone: "professional",
    });
    expect(response.status).toBe(200);
    expect(response.body.household).toMatchObject({
      name: "Casa Nueva",
      language: "en",
      timeZone: "America/Argentina/Buenos_Aires",
      assistantTone: "professional",
    });
    const persona = await db()
      .selectFrom("assistant_personas")
      .selectAll()
      .executeTakeFirstOrThrow();
    const traits =
      typeof persona.personality_traits === "string"
        ? JSON.parse(persona.personality_traits)
        : persona.personality_traits;
    expect(traits).toEqual({ tone: "professional", language: "en", allergies: ["maní"] });
    expect(persona.system_prompt).toContain("trato de usted");
    expect(persona.system_prompt).toContain("inglés");
  });

  it.each([
    [{ name: "" }, "name", "Por favor ingresa el nombre del hogar"],
    [{ name: "   " }, "name", "Por favor ingresa el nombre del hogar"],
    [{ name: "", language: "en" }, "name", "Por favor ingresa el nombre del hogar"],
    [{ language: "fr" }, "language", "Elige español o inglés"],
    [{ timeZone: "Mexico/Cancun/Playa" }, "timeZone", "Elige una zona horaria de la lista"],
    [{ assistantTone: "grosero" }, "assistantTone", "Elige un tono de la lista"],
    [{ plan: "pro" }, "_", "Campo no permitido"],
  ])("refuses %j in Spanish and changes nothing", async (body, field, message) => {
    const owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
    const response = await owner.client.patch<ErrorBody>("/api/settings/household", body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toBe(message);
    const household = await db().selectFrom("households").selectAll().executeTakeFirstOrThrow();
    expect(household).toMatchObject({
      name: "Casa Pérez",
      language: "es",
      plan: "familiar",
      time_zone: "America/Mexico_City",
      assistant_tone: "friendly",
    });
  });
});

describe("export", () => {
  it("has every household table with this household's rows only, and no secrets", async () => {
    const client = server.client();
    const account = await client.signUp({ name: "Lucía Pérez" });
    await onboard(client, "Casa Exportada");
    const me = (
      await client.get<{ membership: { householdId: string; profileId: string } }>("/api/me")
    ).body.membership;
    const other = server.client();
    await other.signUp({ name: "Vecino Ajeno" });
    await onboard(other, "Casa Vecina");
    const housemate = await addHouseholdMember(server, me.householdId, "member", {
      name: "Hermano",
    });

    // Private rows of each member: a conversation and a notification for each.
    const now = new Date();
    for (const userId of [account.id, housemate.account.id]) {
      const conversationId = uuidv7();
      await db()
        .insertInto("chat_conversations")
        .values({
          id: conversationId,
          household_id: me.householdId,
          user_id: userId,
          title: `charla de ${userId}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db()
        .insertInto("chat_messages")
        .values({
          id: uuidv7(),
          household_id: me.householdId,
          conversation_id: conversationId,
          role: "user",
          content: `mensaje de ${userId}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db()
        .insertInto("notifications")
        .values({
          id: uuidv7(),
          household_id: me.householdId,
          user_id: userId,
          kind: "test",
          title: `aviso de ${userId}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    const response = await client.raw("/api/settings/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="hogaria-casa-exportada-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text) as Export;
    expect(data.format).toBe("hogaria-export");
    expect(data.household).toMatchObject({ id: me.householdId, name: "Casa Exportada" });

    for (const table of [
      "profiles",
      "user_roles",
      "invitations",
      "onboarding_progress",
      "shopping_lists",
      "shopping_items",
      "assistant_personas",
      "tasks",
      "calendar_events",
      "inventory_items",
      "service_requests",
      "community_posts",
      "community_post_attachments",
      "community_post_reactions",
      "community_post_comments",
      "chat_conversations",
      "chat_messages",
      "notifications",
    ]) {
      expect(data.tables, table).toHaveProperty(table);
      for (const row of data.tables[table] ?? []) expect(row.household_id).toBe(me.householdId);
    }
    expect(data.tables.profiles?.map((p) => p.name).sort()).toEqual(["Hermano", "Lucía"]);
    expect(data.tables.shopping_items?.map((i) => i.name).sort()).toEqual([
      "Leche",
      "Pan integral",
    ]);
    expect(data.tables.shopping_lists?.[0]).toMatchObject({
      name: "Pantry Inicial",
      is_active: true,
    });
    expect(data.tables.assistant_personas?.[0]?.personality_traits).toEqual({
      tone: "friendly",
      language: "es",
      allergies: ["maní"],
    });
    expect(data.tables.invitations).toHaveLength(1);

    // Only the exporting member's private conversations and notifications.
    expect(data.tables.chat_conversations?.map((c) => c.user_id)).toEqual([account.id]);
    expect(text).toContain(`mensaje de ${account.id}`);
    expect(text).not.toContain(`mensaje de ${housemate.account.id}`);
    expect(text).not.toContain(`aviso de ${housemate.account.id}`);

    expect(text).not.toContain("token_hash");
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain("Casa Vecina");
    expect(text).not.toContain("Vecino Ajeno");
    const hashes = await db().selectFrom("invitations").select("token_hash").execute();
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);
  });
});

describe("leaving and deleting", () => {
  it("deleting the household needs its name typed, then removes everything in it", async () => {
    const client = server.client();
    await client.signUp();
    await onboard(client, "Casa Pérez");
    const wrong = await client.delete<ErrorBody>("/api/settings/household", {
      body: { confirmation: "Casa Otra" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("El texto de confirmación no coincide");
    expect(await db().selectFrom("shopping_items").select("id").execute()).toHaveLength(2);

    expect(
      (await client.delete("/api/settings/household", { body: { confirmation: "casa pérez" } }))
        .status,
    ).toBe(204);
    for (const table of [
      "households",
      "profiles",
      "user_roles",
      "shopping_lists",
      "shopping_items",
      "assistant_personas",
      "invitations",
      "onboarding_progress",
    ] as const) {
      expect(await db().selectFrom(table).selectAll().execute(), table).toHaveLength(0);
    }
    const me = await client.get<{ onboarding: unknown }>("/api/me");
    expect(me.body.onboarding).toEqual({ status: "pending", step: 1 });
  });

  it("an owner with other members must transfer before deleting the account", async () => {
    const owner = await createHouseholdOwner(server);
    await addHouseholdMember(server, owner.membership.householdId, "member");
    const wrongEmail = await owner.client.delete<ErrorBody>("/api/account", {
      body: { confirmation: "otra@ejemplo.mx" },
    });
    expect(wrongEmail.status).toBe(400);
    const refused = await owner.client.delete<ErrorBody>("/api/account", {
      body: { confirmation: owner.account.email },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Primero transfiere la propiedad del hogar a otro miembro",
    );
    expect(
      await db().selectFrom("user").select("id").where("id", "=", owner.account.id).execute(),
    ).toHaveLength(1);
  });

  it("an owner alone takes the household along; the session ends", async () => {
    const owner = await createHouseholdOwner(server);
    const response = await owner.client.delete("/api/account", {
      body: { confirmation: owner.account.email.toUpperCase() },
    });
    expect(response.status).toBe(204);
    expect(await db().selectFrom("households").select("id").execute()).toHaveLength(0);
    expect(await db().selectFrom("user").select("id").execute()).toHaveLength(0);
    expect((await owner.client.get("/api/me")).status).toBe(401);
    const signIn = await server.client().post("/api/auth/sign-in/email", {
      email: owner.account.email,
      password: owner.account.password,
    });
    expect(signIn.status).toBe(401);
  });

  it("a member deleting the account leaves the household as it was", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect(
      (await member.client.delete("/api/account", { body: { confirmation: member.account.email } }))
        .status,
    ).toBe(204);
    const members = await owner.client.get<{ name: string }[]>("/api/members");
    expect(members.body).toHaveLength(1);
    expect(await db().selectFrom("households").select("id").execute()).toHaveLength(1);
  });

  it("an account without a household can be deleted too", async () => {
    const client = server.client();
    const account = await client.signUp();
    expect(
      (await client.delete("/api/account", { body: { confirmation: account.email } })).status,
    ).toBe(204);
    expect(await db().selectFrom("user").select("id").execute()).toHaveLength(0);
  });
});
