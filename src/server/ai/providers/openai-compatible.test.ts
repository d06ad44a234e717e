import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackTip } from "#server/ai/daily-tip.ts";
import { assistantToolNames } from "#shared/assistant/tool-results.ts";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import type { ChatUsage, ConversationDetail } from "#shared/schemas/chat.ts";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
import type { Task, TaskBoard } from "#shared/schemas/tasks.ts";
import { sendChat } from "#tests/server/harness/chat-stream.ts";
import { type FakeOpenAI, startFakeOpenAI } from "#tests/server/harness/fake-openai.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** The JSON Schema of a tool's input, as the model receives it. */
interface OfferedSchema {
  properties?: Record<string, { description?: string }>;
}

let fake: FakeOpenAI;
let server: TestServer;
let owner: TestMember;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await createTestServer({
    AI_BASE_URL: fake.url,
    AI_API_KEY: "sk-test",
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "400",
  });
  owner = await createHouseholdOwner(server, { householdName: "Casa Pérez" });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const spanishFailure = "No se pudo obtener respuesta del asistente. Intenta de nuevo.";

describe("an OpenAI-compatible model", () => {
  it("streams its text token by token, with the persona and the household in the system prompt", async () => {
    fake.requests.length = 0;
    fake.reply(() => ({ kind: "text", tokens: ["¡Hola", ", Casa", " Pérez", "!"] }));
    const reply = await sendChat(owner.client, { conversationId: uuidv7(), message: "hola" });
    expect(reply.status).toBe(200);
    expect(
      reply.events.filter((event) => event.type === "text-delta").map((event) => event.delta),
    ).toEqual(["¡Hola", ", Casa", " Pérez", "!"]);
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("fake-model");
    expect(request?.body.stream).toBe(true);
    const system = String(request?.body.messages[0]?.content);
    expect(request?.body.messages[0]?.role).toBe("system");
    expect(system).toContain("Eres Hogaria Familiar");
    expect(system).toContain("Hogar: Casa Pérez");
    expect(request?.body.messages.at(-1)).toMatchObject({ role: "user", content: "hola" });
    expect(request?.body.tools?.map((tool) => tool.function.name)).toContain("addShoppingItems");
    expect((await owner.client.get<ChatUsage>("/api/chat/usage")).body.provider).toBe(
      "openai-compatible",
    );
  });

  it("shows the model the conversation so far, oldest first, at most its last 20 messages", async () => {
    const conversationId = uuidv7();
    fake.reply(() => ({ kind: "text", tokens: ["Anotado."] }));
    for (let turn = 1; turn <= 11; turn++) {
      expect(
        (await sendChat(owner.client, { conversationId, message: `mensaje ${turn}` })).status,
      ).toBe(200);
    }
    fake.requests.length = 0;
    await sendChat(owner.client, { conversationId, message: "mensaje 12" });
    const shown = (fake.requests[0]?.body.messages ?? []).filter(
      (message) => message.role !== "system",
    );
    // 11 turns stored 22 messages; with the new one the model sees the last 20.
    expect(shown).toHaveLength(20);
    expect(shown[0]).toMatchObject({ role: "assistant", content: "Anotado." });
    expect(shown[1]).toMatchObject({ role: "user", content: "mensaje 3" });
    expect(shown.at(-2)).toMatchObject({ role: "assistant", content: "Anotado." });
    expect(shown.at(-1)).toMatchObject({ role: "user", content: "mensaje 12" });
  });

  it("calls a household tool and answers with its result (a round trip)", async () => {
    fake.requests.length = 0;
    fake.reply((_request, index) =>
      index === 0
        ? {
            kind: "tool",
            name: "addShoppingItems",
            args: { items: [{ name: "Leche", quantity: "2 L" }] },
          }
        : { kind: "text", tokens: ["Agregué", " leche."] },
    );
    const reply = await sendChat(owner.client, {
      conversationId: uuidv7(),
      message: "compra leche",
    });
    expect(
      reply.events.find((event) => event.type === "tool-output-available")?.output,
    ).toMatchObject({
      ok: true,
      added: [{ name: "Leche", quantity: "2 L" }],
    });
    expect(reply.text).toBe("Agregué leche.");
    expect(fake.requests).toHaveLength(2);
    const toolMessage = fake.requests[1]?.body.messages.find((message) => message.role === "tool");
    expect(String(toolMessage?.content)).toContain('"ok":true');
    const shopping = (await owner.client.get<ShoppingOverview>("/api/shopping")).body;
    expect(shopping.lists[0]?.items.map((item) => item.name)).toContain("Leche");
  });

  it("offers every household tool, inputs described, and runs a new one (updateTask)", async () => {
    const household = await createHouseholdOwner(server, { householdName: "Casa Ruiz" });
    await addHouseholdMember(server, household.membership.householdId, "member", {
      name: "Sofía Ruiz",
    });
    const created = await household.client.post<{ task: Task }>("/api/tasks", {
      title: "Llevar el carro al taller",
      dueDate: "2026-11-27",
    });
    expect(created.status).toBe(201);
    fake.requests.length = 0;
    fake.reply((_request, index) =>
      index === 0
        ? {
            kind: "tool",
            name: "updateTask",
            args: { title: "el carro", dueDate: "2026-12-01", dueTime: "09:30", assignee: "Sofía" },
          }
        : { kind: "text", tokens: ["Lo moví", " al martes."] },
    );
    const reply = await sendChat(household.client, {
      conversationId: uuidv7(),
      message: "pasa lo del carro al martes 1 a las 9:30 y que lo haga Sofía",
    });

    const offered = (fake.requests[0]?.body.tools ?? []) as {
      function: { name: string; description?: string; parameters?: OfferedSchema };
    }[];
    expect(offered.map((tool) => tool.function.name).sort()).toEqual(
      [...assistantToolNames].sort(),
    );
    const update = offered.find((tool) => tool.function.name === "updateTask")?.function;
    expect(update?.description).toContain("another day");
    expect(update?.parameters?.properties?.dueTime?.description).toContain("HH:mm");
    expect(update?.parameters?.properties?.assignee?.description).toContain("member");

    expect(
      reply.events.find((event) => event.type === "tool-output-available")?.output,
    ).toMatchObject({
      ok: true,
      changed: ["dueDate", "dueTime", "assignee"],
      task: { title: "Llevar el carro al taller", dueDate: "2026-12-01", dueTime: "09:30" },
    });
    expect(reply.text).toBe("Lo moví al martes.");
    const board = (await household.client.get<TaskBoard>("/api/tasks")).body;
    expect(board.tasks[0]).toMatchObject({
      dueDate: "2026-12-01",
      dueTime: "09:30",
      assigneeName: "Sofía Ruiz",
    });
  });

  it("offers the week plan's tools and runs one (planMeal places a recipe of the household)", async () => {
    const household = await createHouseholdOwner(server, { householdName: "Casa Soto" });
    const recipe = await household.client.post<{ id: string }>("/api/meals/recipes", {
      name: "Lentejas guisadas",
      ingredients: [{ quantity: 500, unit: "g", name: "Lentejas" }],
      prepAhead: { kind: "soak", what: "Las lentejas" },
    });
    expect(recipe.status).toBe(201);
    fake.requests.length = 0;
    fake.reply((_request, index) =>
      index === 0
        ? {
            kind: "tool",
            name: "planMeal",
            args: { date: "2026-12-01", slot: "dinner", meal: "lentejas" },
          }
        : { kind: "text", tokens: ["Listo,", " lentejas el martes."] },
    );
    const reply = await sendChat(household.client, {
      conversationId: uuidv7(),
      message: "pon lentejas el martes en la cena",
    });
    const offered = (fake.requests[0]?.body.tools ?? []) as {
      function: { name: string; description?: string };
    }[];
    for (const name of ["readMealPlan", "planMeal", "addWeekToShoppingList", "cookMeal"]) {
      expect(offered.map((tool) => tool.function.name)).toContain(name);
    }
    expect(
      offered.find((tool) => tool.function.name === "addWeekToShoppingList")?.function.description,
    ).toContain("proposeAction");
    expect(
      reply.events.find((event) => event.type === "tool-output-available")?.output,
    ).toMatchObject({
      ok: true,
      meal: {
        date: "2026-12-01",
        slot: "dinner",
        title: "Lentejas guisadas",
        prepAhead: { kind: "soak", what: "Las lentejas" },
      },
    });
    const week = await household.client.get<{ entries: { title: string; recipeId: string }[] }>(
      "/api/meals/weeks/2026-11-30",
    );
    expect(week.body.entries).toEqual([
      expect.objectContaining({ title: "Lentejas guisadas", recipeId: recipe.body.id }),
    ]);
  });

  it("stops after a bounded number of steps", async () => {
    fake.requests.length = 0;
    fake.reply(() => ({ kind: "tool", name: "listShoppingItems", args: {} }));
    const reply = await sendChat(owner.client, {
      conversationId: uuidv7(),
      message: "revisa la lista sin parar",
    });
    expect(reply.status).toBe(200);
    expect(fake.requests).toHaveLength(5);
  });

  it("turns a provider error into the Spanish error and keeps the conversation", async () => {
    fake.reply(() => ({ kind: "error", status: 500, message: "boom" }));
    const conversationId = uuidv7();
    const reply = await sendChat(owner.client, { conversationId, message: "¿qué hay hoy?" });
    expect(reply.events.find((event) => event.type === "error")).toEqual({
      type: "error",
      errorText: spanishFailure,
    });
    const detail = (
      await owner.client.get<ConversationDetail>(`/api/chat/conversations/${conversationId}`)
    ).body;
    expect(detail.messages).toMatchObject([
      { role: "user", parts: [{ type: "text", text: "¿qué hay hoy?" }] },
    ]);
  });

  it("gives up on a model that does not answer in time", async () => {
    fake.reply(() => ({ kind: "hang" }));
    const started = performance.now();
    const reply = await sendChat(owner.client, {
      conversationId: uuidv7(),
      message: "¿sigues ahí?",
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(reply.events.find((event) => event.type === "error")).toEqual({
      type: "error",
      errorText: spanishFailure,
    });
  });

  it("stops asking the model when the member stops the answer", async () => {
    fake.requests.length = 0;
    fake.reply(() => ({
      kind: "text",
      tokens: Array.from({ length: 50 }, (_, i) => `palabra${i} `),
      delayMs: 50,
    }));
    const controller = new AbortController();
    const response = await owner.client.raw("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ conversationId: uuidv7(), message: "cuéntame algo largo" }),
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = "";
    while (!received.includes("palabra1 ")) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(() => fake.requests[0]?.aborted, { timeout: 3000 }).toBe(true);
  });
});

describe("the daily brief's tip from the configured model", () => {
  it("keeps at most two lines of what the model wrote", async () => {
    fake.reply(() => ({
      kind: "text",
      tokens: [
        "- Hoy es buen día para ordenar la despensa. 🧺\n",
        "Y para cenar en familia.\n",
        "Una tercera línea que sobra.",
      ],
    }));
    const brief = (await owner.client.get<DailyBrief>("/api/daily-brief")).body;
    expect(brief.tip).toBe(
      "Hoy es buen día para ordenar la despensa. 🧺\nY para cenar en familia.",
    );
  });

  it("answers the fallback when the model fails", async () => {
    fake.reply(() => ({ kind: "error", status: 503, message: "ocupado" }));
    // A change to the household: the brief read above is made again, with a new tip.
    expect((await owner.client.post("/api/tasks", { title: "Regar las plantas" })).status).toBe(
      201,
    );
    const brief = (await owner.client.get<DailyBrief>("/api/daily-brief")).body;
    expect(brief.tip).toBe(fallbackTip);
  });
});
