import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reminderCopy } from "#server/modules/notifications/reminder-copy.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Me {
  user: { language: string; locale: string };
}
interface Session {
  user: { language: string };
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

/** Signs up as the sign-up form does, with spec §3's Idioma. */
async function signUp(client: TestClient, language: "ES" | "EN" | "PT", name = "Ana López") {
  const email = `ana.${crypto.randomUUID().slice(0, 8)}@ejemplo.mx`;
  const response = await client.post<{ user: { id: string } }>("/api/auth/sign-up/email", {
    name,
    email,
    password: "secreto123",
    country: "MX",
    language,
    acceptTerms: true,
  });
  expect(response.status).toBe(200);
  return { id: response.body.user.id, email };
}

/** Onboarding as the wizard walks it, keeping the language the account already has. */
async function onboard(client: TestClient, language: "es" | "en" | "pt-BR") {
  await client.put("/api/onboarding/household", {
    name: "Casa Silva",
    timeZone: "America/Sao_Paulo",
  });
  await client.put("/api/onboarding/profile", { name: "Ana Silva", phone: "" });
  await client.post("/api/onboarding/invitations", { emails: "" });
  const step4 = await client.put("/api/onboarding/preferences", {
    language,
    allergies: "",
    assistantTone: "friendly",
  });
  expect(step4.status).toBe(200);
  const done = await client.post("/api/onboarding/finish", { pantryItems: ["leche", "arroz"] });
  expect(done.status).toBe(200);
}

describe("the person's language, stored on the account", () => {
  it("is seeded by the sign-up's Idioma and read back on any device", async () => {
    const english = server.client();
    await signUp(english, "EN");
    expect((await english.get<Me>("/api/me")).body.user).toMatchObject({
      language: "EN",
      locale: "en",
    });
    // What the web app reads on a fresh browser: the session says the account's language.
    expect((await english.get<Session>("/api/auth/get-session")).body.user.language).toBe("EN");

    const brazilian = server.client();
    await signUp(brazilian, "PT");
    expect((await brazilian.get<Me>("/api/me")).body.user.locale).toBe("pt-BR");
  });

  it("changes with PUT /api/me/language, and a language Hogaria lacks changes nothing", async () => {
    const client = server.client();
    await signUp(client, "ES");
    const saved = await client.put("/api/me/language", { locale: "pt-BR" });
    expect(saved).toMatchObject({ status: 200, body: { locale: "pt-BR" } });
    expect((await client.get<Me>("/api/me")).body.user.locale).toBe("pt-BR");

    // The refusal is already in the new language.
    const refused = await client.put<ErrorBody>("/api/me/language", { locale: "fr" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.locale).toBe("Escolha um idioma da lista");
    expect((await client.get<Me>("/api/me")).body.user.locale).toBe("pt-BR");

    const anonymous = await server.client().put<ErrorBody>("/api/me/language", { locale: "en" });
    expect(anonymous.status).toBe(401);
  });

  it("follows the member's profile: the language chosen in Perfil or onboarding is the account's", async () => {
    const client = server.client();
    await signUp(client, "ES");
    await onboard(client, "en");
    expect((await client.get<Me>("/api/me")).body.user.locale).toBe("en");

    const changed = await client.patch("/api/profiles/me", {
      preferences: { language: "pt-BR", allergies: [], assistantTone: "friendly" },
    });
    expect(changed.status).toBe(200);
    expect((await client.get<Me>("/api/me")).body.user.locale).toBe("pt-BR");

    await client.put("/api/me/language", { locale: "es" });
    const profile = await client.get<{ preferences: { language: string } }>("/api/profiles/me");
    expect(profile.body.preferences.language).toBe("es");
  });
});

describe("server-made text in the reader's language", () => {
  it("answers API errors in the member's stored language, whatever the browser says", async () => {
    const english = server.client();
    await signUp(english, "EN");
    await onboard(english, "en");
    const missing = await english.patch<ErrorBody>(
      "/api/tasks/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
      { title: "Otra" },
      {
        headers: { "accept-language": "es-MX" },
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({
      code: "NOT_FOUND",
      message: "We couldn't find what you're looking for",
    });
    const invalid = await english.post<ErrorBody>("/api/tasks", { title: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields?.title).toBe("Title is required");

    const spanish = server.client();
    await signUp(spanish, "ES");
    await onboard(spanish, "es");
    const same = await spanish.patch<ErrorBody>(
      "/api/tasks/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
      { title: "Otra" },
      {
        headers: { "accept-language": "en-US" },
      },
    );
    expect(same.body.error.message).toBe("No encontramos lo que buscas");
    const spanishInvalid = await spanish.post<ErrorBody>("/api/tasks", { title: "" });
    expect(spanishInvalid.body.error.fields?.title).toBe("El título es requerido");
  });

  it("answers a visitor in the Accept-Language the web app sends, Spanish by default", async () => {
    const visitor = server.client();
    const portuguese = await visitor.get<ErrorBody>("/api/me", {
      headers: { "accept-language": "pt-BR,pt;q=0.9" },
    });
    expect(portuguese.status).toBe(401);
    expect(portuguese.body.error.message).toBe("Entre para continuar");

    const wrongPassword = await visitor.post<ErrorBody>(
      "/api/auth/sign-in/email",
      { email: "nadie@ejemplo.mx", password: "secreto123" },
      { headers: { "accept-language": "en" } },
    );
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.error.message).toBe("Invalid email or password");

    const spanish = await visitor.get<ErrorBody>("/api/me", {
      headers: { "accept-language": "fr-FR" },
    });
    expect(spanish.body.error.message).toBe("Inicia sesión para continuar");
  });

  it("shows the unsubscribe page of a reminder email in the reader's language", async () => {
    const visitor = server.client();
    const english = await visitor.raw("/api/notifications/unsubscribe", {
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(english.status).toBe(200);
    const page = await english.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("This link is not valid");
    const spanish = await (await visitor.raw("/api/notifications/unsubscribe")).text();
    expect(spanish).toContain("Este enlace no es válido");
  });

  it("writes a Brazilian household's first list, its items and the daily tip in Portuguese", async () => {
    const client = server.client();
    await signUp(client, "PT");
    await onboard(client, "pt-BR");
    const lists = await server.database.db
      .selectFrom("shopping_lists")
      .innerJoin("shopping_items", "shopping_items.shopping_list_id", "shopping_lists.id")
      .select(["shopping_lists.name as list", "shopping_items.name as item"])
      .orderBy("shopping_items.name")
      .execute();
    expect(lists).toEqual([
      { list: "Despensa inicial", item: "Arroz" },
      { list: "Despensa inicial", item: "Leite" },
    ]);
    const brief = await client.get<{ tip: string }>("/api/daily-brief");
    expect(brief.status).toBe(200);
    expect(brief.body.tip).toBe("Se passarem no mercado, não esqueçam: Leite e Arroz. 🛒");
  });

  it("keeps spec §6's 'Pantry Inicial' and the Spanish tip for a Spanish account", async () => {
    const client = server.client();
    await signUp(client, "ES");
    await onboard(client, "es");
    const list = await server.database.db
      .selectFrom("shopping_lists")
      .select("name")
      .executeTakeFirstOrThrow();
    expect(list.name).toBe("Pantry Inicial");
    const brief = await client.get<{ tip: string }>("/api/daily-brief");
    expect(brief.body.tip).toBe("Si pasan por la tienda, no olviden: Leche y Arroz. 🛒");
  });

  it("loads the example family in the reader's language", async () => {
    const client = server.client();
    await signUp(client, "PT");
    await onboard(client, "pt-BR");
    const loaded = await client.post("/api/demo-data", {});
    expect(loaded.status).toBe(201);
    const db = server.database.db;
    const tasks = await db.selectFrom("tasks").select("title").execute();
    const posts = await db.selectFrom("community_posts").select("content").execute();
    const lists = await db.selectFrom("shopping_lists").select("name").orderBy("name").execute();
    expect(tasks.length).toBeGreaterThan(5);
    expect(tasks.map((task) => task.title)).not.toContain("Sacar la basura");
    expect(tasks.map((task) => task.title)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^(Levar|Lavar|Pagar|Limpar|Regar|Fazer|Trocar|Varrer|Passar|Buscar|Dar|Comprar|Marcar|Renovar|Preparar|Tirar|Arrumar|Verificar|Ligar|Consertar|Organizar)/,
        ),
      ]),
    );
    expect(posts.every((post) => !/¿|¡/.test(post.content))).toBe(true);
    expect(lists.map((list) => list.name)).toEqual(
      expect.arrayContaining(["Mercado da semana", "Despensa inicial"]),
    );
  });

  it("sends the invitation email in the inviter's language", async () => {
    const english = server.client();
    await signUp(english, "EN", "Ann Smith");
    await onboard(english, "en");
    const sent = await english.post("/api/invitations", { emails: "grandma@example.com" });
    expect(sent.status).toBe(201);
    const email = server.sentEmails.findLast((message) => message.to === "grandma@example.com");
    expect(email?.subject).toBe("Ana Silva invited you to Casa Silva on Hogaria");
    expect(email?.text).toContain("as Member.");
    expect(email?.text).toContain("The invitation expires in 7 days and works only once.");

    const brazilian = server.client();
    await signUp(brazilian, "PT", "Bia Souza");
    await onboard(brazilian, "pt-BR");
    await brazilian.post("/api/invitations", { emails: "avo@example.com" });
    const convite = server.sentEmails.findLast((message) => message.to === "avo@example.com");
    expect(convite?.subject).toBe("Ana Silva convidou você para Casa Silva no Hogaria");
    expect(convite?.text).toContain("O convite vence em 7 dias");
  });

  it("words reminders (push, email, WhatsApp, SMS) in Portuguese, with proper plurals", () => {
    const copy = reminderCopy("PT");
    expect(copy.morningBrief("Bia", { tasksDueToday: 0, eventsToday: 1, itemsToBuy: 3 })).toEqual({
      title: "Bom dia, Bia",
      body: "Hoje: 0 tarefas que vencem, 1 evento e 3 itens para comprar.",
    });
    const when = copy.formatDate(new Date("2026-11-22T22:30:00Z"), "America/Sao_Paulo", true);
    expect(when).toBe("domingo, 22 de novembro às 19:30");
    expect(copy.taskDue("Pagar a luz", when).title).toBe("Tarefa: Pagar a luz");
    expect(reminderCopy("en").pantryLow("Milk", 1, "l")).toEqual({
      title: "Running low: Milk",
      body: "1 l left. Add it to the shopping list.",
    });
    expect(
      reminderCopy("ES").morningBrief("Ana", { tasksDueToday: 1, eventsToday: 0, itemsToBuy: 2 })
        .body,
    ).toBe("Hoy: 1 tarea que vence, 0 eventos y 2 artículos por comprar.");
  });
});
