import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHouseholdOwner } from "#tests/server/harness/households.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface State {
  status: "pending" | "completed";
  step?: number;
  household?: { name: string; timeZone: string } | null;
  profile?: { name: string; phone: string | null } | null;
  preferences?: { language: string; allergies: string[]; assistantTone: string } | null;
  invitedEmails?: string[];
  suggestedName?: string;
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

const db = () => server.database.db;

async function countRows(table: "households" | "profiles" | "user_roles" | "shopping_lists") {
  return (await db().selectFrom(table).select("id").execute()).length;
}

async function throughStep(client: TestClient, step: 1 | 2 | 3 | 4 | 5) {
  await client.put("/api/onboarding/household", {
    name: "Casa Pérez",
    timeZone: "America/Bogota",
  });
  if (step >= 2) await client.put("/api/onboarding/profile", { name: "Lucía Pérez", phone: "" });
  if (step >= 3) await client.post("/api/onboarding/invitations", { emails: "" });
  if (step >= 4) {
    await client.put("/api/onboarding/preferences", {
      language: "es",
      allergies: " maní, , Gluten ,maní",
      assistantTone: "casual",
    });
  }
  if (step >= 5) await client.post("/api/onboarding/finish", { pantryItems: ["leche", "arroz"] });
}

describe("onboarding 'Configura tu hogar'", () => {
  it("walks the five steps and leaves a household, owner, list, items and persona", async () => {
    const client = server.client();
    const account = await client.signUp({ name: "Lucía Pérez" });

    const start = await client.get<State>("/api/onboarding");
    expect(start.body).toMatchObject({ status: "pending", step: 1, suggestedName: "Lucía Pérez" });
    expect((await client.get<{ onboarding: unknown }>("/api/me")).body.onboarding).toEqual({
      status: "pending",
      step: 1,
    });

    const step1 = await client.put<State>("/api/onboarding/household", {
      name: "  Casa Pérez ",
      timeZone: "America/Bogota",
    });
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({
      step: 2,
      household: { name: "Casa Pérez", timeZone: "America/Bogota" },
    });
    const household = await db().selectFrom("households").selectAll().executeTakeFirstOrThrow();
    expect(household).toMatchObject({
      name: "Casa Pérez",
      subscription_status: "trial",
      language: "es",
      created_by: account.id,
    });
    // No member yet: the household API still says there is no household.
    expect((await client.get<ErrorBody>("/api/profiles/me")).body.error.code).toBe("NO_HOUSEHOLD");

    const step2 = await client.put<State>("/api/onboarding/profile", {
      name: "Lucía",
      phone: "+52 55 1234 5678",
    });
    expect(step2.body).toMatchObject({
      step: 3,
      profile: { name: "Lucía", phone: "+52 55 1234 5678" },
    });
    const role = await db().selectFrom("user_roles").selectAll().executeTakeFirstOrThrow();
    expect(role).toMatchObject({ user_id: account.id, household_id: household.id, role: "owner" });
    const profile = await db().selectFrom("profiles").selectAll().executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ role: "owner", email: account.email, name: "Lucía" });

    const step3 = await client.post<{ invitations: { sent: string[] }; state: State }>(
      "/api/onboarding/invitations",
      { emails: "abuela@ejemplo.mx, Tio@Ejemplo.mx " },
    );
    expect(step3.status).toBe(200);
    expect(step3.body.invitations.sent).toEqual(["abuela@ejemplo.mx", "tio@ejemplo.mx"]);
    expect(step3.body.state).toMatchObject({
      step: 4,
      invitedEmails: expect.arrayContaining(["abuela@ejemplo.mx", "tio@ejemplo.mx"]),
    });
    expect(server.sentEmails.map((email) => email.to).sort()).toEqual([
      "abuela@ejemplo.mx",
      "tio@ejemplo.mx",
    ]);
    expect(server.sentEmails[0]?.text).toContain("Lucía te invitó a unirte a Casa Pérez");
    expect(server.sentEmails[0]?.text).toMatch(/http:\/\/localhost:3000\/join\/[A-Za-z0-9_-]{43}/);

    const step4 = await client.put<State>("/api/onboarding/preferences", {
      language: "en",
      allergies: " maní, , Gluten ,maní",
      assistantTone: "casual",
    });
    expect(step4.body).toMatchObject({
      step: 5,
      preferences: { language: "en", allergies: ["maní", "Gluten"], assistantTone: "casual" },
    });
    const stored = await db()
      .selectFrom("profiles")
      .select("preferences")
      .executeTakeFirstOrThrow();
    const preferences =
      typeof stored.preferences === "string" ? JSON.parse(stored.preferences) : stored.preferences;
    expect(preferences).toEqual({
      language: "en",
      allergies: ["maní", "Gluten"],
      assistant_tone: "casual",
    });

    const done = await client.post<State>("/api/onboarding/finish", {
      pantryItems: ["leche", "huevos", "arroz"],
    });
    expect(done.body).toEqual({ status: "completed" });
    expect((await client.get<{ onboarding: unknown }>("/api/me")).body.onboarding).toEqual({
      status: "completed",
      step: null,
    });

    const lists = await db().selectFrom("shopping_lists").selectAll().execute();
    expect(lists).toHaveLength(1);
    // English was chosen at step 4: the first list is written in it (Spanish: 'Pantry Inicial').
    expect(lists[0]).toMatchObject({ name: "Starter pantry", household_id: household.id });
    const items = await db()
      .selectFrom("shopping_items")
      .select(["name", "category", "is_checked", "added_by", "shopping_list_id"])
      .orderBy("name")
      .execute();
    expect(items.map(({ name, category }) => ({ name, category }))).toEqual([
      { name: "Eggs", category: "Lácteos" },
      { name: "Milk", category: "Lácteos" },
      { name: "Rice", category: "Despensa" },
    ]);
    expect(items.every((item) => !item.is_checked && item.added_by === account.id)).toBe(true);

    const personas = await db().selectFrom("assistant_personas").selectAll().execute();
    expect(personas).toHaveLength(1);
    const persona = personas[0];
    expect(persona?.name).toBe("Hogaria Familiar");
    const traits =
      typeof persona?.personality_traits === "string"
        ? JSON.parse(persona.personality_traits)
        : persona?.personality_traits;
    expect(traits).toEqual({ tone: "casual", language: "en", allergies: ["maní", "Gluten"] });
    expect(persona?.system_prompt).toContain("maní, Gluten");
    expect(persona?.system_prompt).toContain("inglés");
    const after = await db()
      .selectFrom("households")
      .select(["default_persona_id", "language", "assistant_tone"])
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      default_persona_id: persona?.id,
      language: "en",
      assistant_tone: "casual",
    });
  });

  it("creates nothing twice when steps are submitted again, going back and forward", async () => {
    const client = server.client();
    await client.signUp();
    await throughStep(client, 2);
    // Back to step 1 and 2, changed, and forward again.
    const renamed = await client.put<State>("/api/onboarding/household", { name: "Casa Pérez 2" });
    expect(renamed.body).toMatchObject({ step: 3, household: { name: "Casa Pérez 2" } });
    await client.put("/api/onboarding/profile", { name: "Lucía P." });
    await client.post("/api/onboarding/invitations", { emails: "abuela@ejemplo.mx" });
    const again = await client.post<{ invitations: { sent: string[]; alreadyInvited: string[] } }>(
      "/api/onboarding/invitations",
      { emails: "abuela@ejemplo.mx" },
    );
    expect(again.body.invitations).toMatchObject({
      sent: [],
      alreadyInvited: ["abuela@ejemplo.mx"],
    });
    expect(server.sentEmails).toHaveLength(1);
    await throughStep(client, 5);
    const twice = await client.post<State>("/api/onboarding/finish", { pantryItems: ["leche"] });
    expect(twice.body).toEqual({ status: "completed" });

    expect(await countRows("households")).toBe(1);
    expect(await countRows("profiles")).toBe(1);
    expect(await countRows("user_roles")).toBe(1);
    expect(await countRows("shopping_lists")).toBe(1);
    expect((await db().selectFrom("assistant_personas").select("id").execute()).length).toBe(1);
    expect((await db().selectFrom("invitations").select("id").execute()).length).toBe(1);
    const household = await db().selectFrom("households").select("name").executeTakeFirstOrThrow();
    expect(household.name).toBe("Casa Pérez");
  });

  it("applies simultaneous submissions of step 1 once", async () => {
    const client = server.client();
    await client.signUp();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.put<State>("/api/onboarding/household", { name: "Casa Doble" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await countRows("households")).toBe(1);
  });

  it("resumes where the user left, on another device too", async () => {
    const client = server.client();
    const account = await client.signUp();
    await throughStep(client, 3);
    const elsewhere = server.client();
    await elsewhere.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    const state = await elsewhere.get<State>("/api/onboarding");
    expect(state.body).toMatchObject({
      status: "pending",
      step: 4,
      household: { name: "Casa Pérez" },
      profile: { name: "Lucía Pérez", phone: null },
    });
    expect((await elsewhere.get<{ onboarding: unknown }>("/api/me")).body.onboarding).toEqual({
      status: "pending",
      step: 4,
    });
  });

  it("refuses steps out of order and changes nothing", async () => {
    const client = server.client();
    await client.signUp();
    const early = await client.put<ErrorBody>("/api/onboarding/profile", { name: "Ana" });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe("Completa primero los pasos anteriores");
    await throughStep(client, 1);
    for (const [method, path, body] of [
      ["post", "/api/onboarding/invitations", { emails: "" }],
      [
        "put",
        "/api/onboarding/preferences",
        { language: "es", allergies: "", assistantTone: "friendly" },
      ],
      ["post", "/api/onboarding/finish", { pantryItems: [] }],
    ] as const) {
      const response = await (method === "post" ? client.post : client.put)<ErrorBody>(path, body);
      expect(response.status, path).toBe(409);
    }
    expect(await countRows("profiles")).toBe(0);
    expect(await countRows("shopping_lists")).toBe(0);
  });

  it.each([
    ["/api/onboarding/household", { name: "   " }, "name", "Por favor ingresa el nombre del hogar"],
    [
      "/api/onboarding/household",
      { name: "Casa", timeZone: "Marte/Olimpo" },
      "timeZone",
      "Elige una zona horaria de la lista",
    ],
    ["/api/onboarding/household", { name: "Casa", household_id: "x" }, "_", "Campo no permitido"],
  ])("step 1 refuses %s %j in Spanish", async (path, body, field, message) => {
    const client = server.client();
    await client.signUp();
    const response = await client.put<ErrorBody>(path, body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toBe(message);
    expect(await countRows("households")).toBe(0);
  });

  it("validates the later steps with the messages of spec §5", async () => {
    const client = server.client();
    await client.signUp();
    await throughStep(client, 1);
    const noName = await client.put<ErrorBody>("/api/onboarding/profile", { name: " " });
    expect(noName.body.error.fields?.name).toBe("Por favor completa tu nombre");
    const badPhone = await client.put<ErrorBody>("/api/onboarding/profile", {
      name: "Ana",
      phone: "llámame",
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.fields?.phone).toMatch(/teléfono válido/);
    await throughStep(client, 2);
    const badEmails = await client.post<ErrorBody>("/api/onboarding/invitations", {
      emails: "abuela@ejemplo.mx, tío@, ",
    });
    expect(badEmails.status).toBe(400);
    expect(badEmails.body.error.fields?.emails).toBe("Formato de email inválido");
    expect(server.sentEmails).toHaveLength(0);
    expect((await db().selectFrom("invitations").select("id").execute()).length).toBe(0);
    await throughStep(client, 3);
    const badTone = await client.put<ErrorBody>("/api/onboarding/preferences", {
      language: "fr",
      allergies: "",
      assistantTone: "sarcastic",
    });
    expect(badTone.body.error.fields).toMatchObject({
      language: "Elige español o inglés",
      assistantTone: "Elige un tono de la lista",
    });
    await throughStep(client, 4);
    const badItem = await client.post<ErrorBody>("/api/onboarding/finish", {
      pantryItems: ["caviar"],
    });
    expect(badItem.status).toBe(400);
    expect(await countRows("shopping_lists")).toBe(0);
  });

  it("is finished for members who joined or owners created before it, and refuses new steps", async () => {
    const owner = await createHouseholdOwner(server);
    expect((await owner.client.get<State>("/api/onboarding")).body).toEqual({
      status: "completed",
    });
    const again = await owner.client.put<ErrorBody>("/api/onboarding/household", { name: "Otra" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ONBOARDING_FINISHED");
    expect(await countRows("households")).toBe(1);
  });

  it("needs a session", async () => {
    expect((await server.client().get("/api/onboarding")).status).toBe(401);
  });
});
