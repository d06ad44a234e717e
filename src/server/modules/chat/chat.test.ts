import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Persona } from "#shared/assistant/persona.ts";
import type { ChatUsage, ConversationDetail, ConversationSummary } from "#shared/schemas/chat.ts";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
import { sendChat } from "#tests/server/harness/chat-stream.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function setPlan(
  member: TestMember,
  plan: "gratis" | "familiar",
  status: "trial" | "active",
) {
  await server.database.db
    .updateTable("households")
    .set({ plan, subscription_status: status })
    .where("id", "=", member.membership.householdId)
    .execute();
}

describe("chatting with the built-in assistant", () => {
  it("adds to the shopping list through its tool, streams the reply and keeps the conversation", async () => {
    const owner = await createHouseholdOwner(server);
    const conversationId = uuidv7();
    const reply = await sendChat(owner.client, {
      conversationId,
      message: "agrega huevos y 2 kg de arroz a la lista",
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("Agregué huevos y 2 kg de arroz a la lista");
    expect(reply.events.filter((event) => event.type === "text-delta").length).toBeGreaterThan(3);
    const output = reply.events.find((event) => event.type === "tool-output-available");
    expect(output?.output).toMatchObject({
      ok: true,
      added: [{ name: "Huevos" }, { name: "Arroz", quantity: "2 kg" }],
    });

    const shopping = (await owner.client.get<ShoppingOverview>("/api/shopping")).body;
    expect(shopping.lists[0]?.items.map((item) => item.name).sort()).toEqual(["Arroz", "Huevos"]);

    const list = (await owner.client.get<ConversationSummary[]>("/api/chat/conversations")).body;
    expect(list).toMatchObject([
      { id: conversationId, title: "agrega huevos y 2 kg de arroz a la lista", channel: null },
    ]);
    const detail = (
      await owner.client.get<ConversationDetail>(`/api/chat/conversations/${conversationId}`)
    ).body;
    expect(detail.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(JSON.stringify(detail.messages[1]?.parts)).toContain("tool-addShoppingItems");

    // Continued: the next message lands in the same conversation.
    const next = await sendChat(owner.client, {
      conversationId,
      message: "¿qué tengo que comprar?",
    });
    expect(next.text).toContain("Huevos");
    const again = (
      await owner.client.get<ConversationDetail>(`/api/chat/conversations/${conversationId}`)
    ).body;
    expect(again.messages).toHaveLength(4);
  });

  it("renames and deletes a conversation, and keeps each member's conversations private", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const conversationId = uuidv7();
    await sendChat(owner.client, { conversationId, message: "hola" });

    const renamed = await owner.client.patch<ConversationSummary>(
      `/api/chat/conversations/${conversationId}`,
      { title: "Saludo" },
    );
    expect(renamed.body.title).toBe("Saludo");
    expect(
      (await owner.client.patch(`/api/chat/conversations/${conversationId}`, { title: "  " }))
        .status,
    ).toBe(400);

    expect((await member.client.get(`/api/chat/conversations/${conversationId}`)).status).toBe(404);
    expect(
      (await member.client.get<ConversationSummary[]>("/api/chat/conversations")).body,
    ).toEqual([]);
    // Another member cannot write into it either.
    expect((await sendChat(member.client, { conversationId, message: "hola" })).status).toBe(404);

    expect((await owner.client.delete(`/api/chat/conversations/${conversationId}`)).status).toBe(
      204,
    );
    expect((await owner.client.get(`/api/chat/conversations/${conversationId}`)).status).toBe(404);
  });

  it("refuses blank messages and guests", async () => {
    const owner = await createHouseholdOwner(server);
    const blank = await sendChat(owner.client, { conversationId: uuidv7(), message: "   " });
    expect(blank.status).toBe(400);
    expect(blank.error?.code).toBe("VALIDATION_FAILED");
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    expect(
      (await sendChat(guest.client, { conversationId: uuidv7(), message: "hola" })).status,
    ).toBe(403);
  });

  it("refuses a conversation id that is not a UUID, storing nothing", async () => {
    // The id is echoed in a response header: an emoji in it once failed after storing.
    const owner = await createHouseholdOwner(server);
    for (const conversationId of ["🙂", "mi-charla", `${uuidv7()}\n`]) {
      const reply = await sendChat(owner.client, { conversationId, message: "hola" });
      expect(reply.status, conversationId).toBe(400);
      expect(reply.error?.code).toBe("VALIDATION_FAILED");
    }
    const stored = await server.database.db
      .selectFrom("chat_conversations")
      .select("id")
      .where("household_id", "=", owner.membership.householdId)
      .execute();
    expect(stored).toEqual([]);
  });

  it("acts with the caller's role: a child cannot request a plumber", async () => {
    const owner = await createHouseholdOwner(server);
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    const reply = await sendChat(child.client, {
      conversationId: uuidv7(),
      message: "necesito un plomero para el sábado",
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("No pude hacerlo: No tienes permiso para hacer esto");
    const services = await server.database.db
      .selectFrom("service_requests")
      .select("id")
      .where("household_id", "=", owner.membership.householdId)
      .execute();
    expect(services).toEqual([]);
  });

  it("answers what it does not understand with what it can do, and does nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const reply = await sendChat(owner.client, {
      conversationId: uuidv7(),
      message: "¿cuál es la capital de Francia?",
    });
    expect(reply.text).toContain("Todavía no sé hacer eso");
    expect(reply.text).toContain("agrega leche");
    expect(reply.events.some((event) => String(event.type).startsWith("tool-"))).toBe(false);
  });
});

describe("the Gratis plan's 20 messages a month", () => {
  it("counts messages, refuses the 21st with a Spanish message, and trial households are unlimited", async () => {
    const owner = await createHouseholdOwner(server);
    expect((await owner.client.get<ChatUsage>("/api/chat/usage")).body).toMatchObject({
      plan: "familiar",
      limit: null,
      used: 0,
      provider: "builtin",
    });
    await setPlan(owner, "gratis", "active");
    const conversationId = uuidv7();
    for (let index = 0; index < 2; index++) {
      expect((await sendChat(owner.client, { conversationId, message: "gracias" })).status).toBe(
        200,
      );
    }
    expect((await owner.client.get<ChatUsage>("/api/chat/usage")).body).toMatchObject({
      plan: "gratis",
      limit: 20,
      used: 2,
    });
    // Most of the month's messages already sent:
    await server.database.db
      .updateTable("chat_usage")
      .set({ messages: 19 })
      .where("household_id", "=", owner.membership.householdId)
      .execute();
    expect((await sendChat(owner.client, { conversationId, message: "gracias" })).status).toBe(200);
    expect((await owner.client.get<ChatUsage>("/api/chat/usage")).body).toMatchObject({
      plan: "gratis",
      limit: 20,
      used: 20,
    });
    const refused = await sendChat(owner.client, { conversationId, message: "hola" });
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual({
      code: "CHAT_LIMIT_REACHED",
      message:
        "Llegaste a los 20 mensajes de chat de este mes del plan Gratis. Mejora al plan Familiar para chatear sin límite.",
    });
    // Deleting the conversation does not give the messages back, and a refused message starts
    // no conversation.
    await owner.client.delete(`/api/chat/conversations/${conversationId}`);
    expect(
      (await sendChat(owner.client, { conversationId: uuidv7(), message: "hola" })).status,
    ).toBe(429);
    expect((await owner.client.get<ConversationSummary[]>("/api/chat/conversations")).body).toEqual(
      [],
    );

    // Two messages sent at once for the month's last one: exactly one is counted and answered.
    await server.database.db
      .updateTable("chat_usage")
      .set({ messages: 19 })
      .where("household_id", "=", owner.membership.householdId)
      .execute();
    const racing = await Promise.all(
      ["uno", "dos"].map((message) =>
        sendChat(owner.client, { conversationId: uuidv7(), message }),
      ),
    );
    expect(racing.map((reply) => reply.status).sort()).toEqual([200, 429]);
    expect((await owner.client.get<ChatUsage>("/api/chat/usage")).body.used).toBe(20);
    expect(
      (await owner.client.get<ConversationSummary[]>("/api/chat/conversations")).body,
    ).toHaveLength(1);

    await setPlan(owner, "familiar", "active");
    expect(
      (await sendChat(owner.client, { conversationId: uuidv7(), message: "hola" })).status,
    ).toBe(200);
  });
});

describe("personas", () => {
  const formal = {
    name: "Don Hogaria",
    description: "Formal y preciso",
    tone: "professional",
    personality: "formal",
    accent: "neutral",
    language: "es",
    allergies: ["maní"],
  };

  it("lets owners create and edit personas, lists the active one first, and speaks in its tone", async () => {
    const owner = await createHouseholdOwner(server);
    const created = await owner.client.post<Persona>("/api/chat/personas", formal);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Don Hogaria",
      isActive: false,
      traits: { tone: "professional", allergies: ["maní"] },
    });
    const prompt = await server.database.db
      .selectFrom("assistant_personas")
      .select("system_prompt")
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(prompt.system_prompt).toContain("Eres Don Hogaria");
    expect(prompt.system_prompt).toContain("maní");

    const argentine = await owner.client.post<Persona>("/api/chat/personas", {
      ...formal,
      name: "Che Hogaria",
      tone: "casual",
      personality: "friendly",
      accent: "argentine",
      isActive: true,
    });
    const personas = (await owner.client.get<Persona[]>("/api/chat/personas")).body;
    expect(personas[0]?.id).toBe(argentine.body.id);

    const edited = await owner.client.put<Persona>(`/api/chat/personas/${created.body.id}`, {
      ...formal,
      name: "Doña Hogaria",
    });
    expect(edited.body.name).toBe("Doña Hogaria");

    const formalReply = await sendChat(owner.client, {
      conversationId: uuidv7(),
      message: "agrega pan a la lista",
      personaId: created.body.id,
    });
    expect(formalReply.text).toMatch(/^Con gusto\. Agregué pan a la lista\.$/);
    const casualReply = await sendChat(owner.client, {
      conversationId: uuidv7(),
      message: "agrega leche a la lista",
      personaId: argentine.body.id,
    });
    expect(casualReply.text).toContain("¡Dale, listo!");
  });

  it("keeps personas to owners and admins, and to their household", async () => {
    const owner = await createHouseholdOwner(server);
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect((await member.client.post("/api/chat/personas", formal)).status).toBe(403);
    expect((await owner.client.post("/api/chat/personas", { ...formal, name: " " })).status).toBe(
      400,
    );
    const other = await createHouseholdOwner(server);
    const foreign = await other.client.post<Persona>("/api/chat/personas", formal);
    expect((await owner.client.put(`/api/chat/personas/${foreign.body.id}`, formal)).status).toBe(
      404,
    );
    expect(
      (
        await sendChat(owner.client, {
          conversationId: uuidv7(),
          message: "hola",
          personaId: foreign.body.id,
        })
      ).status,
    ).toBe(404);
  });
});
