import { readdirSync } from "node:fs";
import path from "node:path";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { corpusHash } from "#server/ai/understanding/classifier.ts";
import { understandingReady } from "#server/ai/understanding/model.ts";
import { addDays, dateInZone } from "#shared/calendar/zoned-time.ts";
import type { ShoppingOverview } from "#shared/schemas/shopping.ts";
import { runTool, toolsFor, toolsTimeZone } from "#tests/server/harness/assistant-tools.ts";
import { sendChat } from "#tests/server/harness/chat-stream.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/**
 * The built-in assistant through the whole pipeline (POST /api/chat → understanding → tools →
 * the household's data), judged on what changed in the data, not on the reply's words.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const now = () => new Date();
const today = () => dateInZone(now(), toolsTimeZone);

function tools(member: TestMember) {
  return toolsFor(server, member, { now });
}

async function say(member: TestMember, message: string, conversationId = uuidv7()) {
  const reply = await sendChat(member.client, { conversationId, message });
  expect(reply.status).toBe(200);
  return reply;
}

async function shoppingItems(member: TestMember) {
  const overview = (await member.client.get<ShoppingOverview>("/api/shopping")).body;
  return overview.lists.flatMap((list) => list.items);
}

async function pantryItem(member: TestMember, name: string) {
  const output = (await runTool(tools(member), "readPantry", { view: "item", name })) as {
    items: { name: string; quantity: number }[];
  };
  return output.items.find((item) => item.name.toLowerCase() === name.toLowerCase());
}

async function openTasks(member: TestMember) {
  const output = (await runTool(tools(member), "listTasks", {})) as {
    tasks: { title: string; dueDate: string | null; dueTime?: string | null }[];
  };
  return output.tasks;
}

async function events(member: TestMember) {
  const output = (await runTool(tools(member), "listEvents", {
    from: today(),
    to: addDays(today(), 14),
  })) as { events: { title: string; date: string; time?: string | null; allDay?: boolean }[] };
  return output.events;
}

describe("the understanding is ready before the first message", () => {
  it("loads with the chat screen's first request, and keeps the trained model in DATA_DIR by corpus hash", async () => {
    // Not at start (ADR 021: memory): the chat screen asks for its conversations first.
    const owner = await createHouseholdOwner(server);
    expect((await owner.client.get("/api/chat/conversations")).status).toBe(200);
    await vi.waitFor(() => expect(understandingReady()).toBe(true), { timeout: 60_000 });
    const cached = readdirSync(path.join(server.config.dataDir, "cache"));
    expect(cached).toContain(`understanding-${corpusHash()}.json`);
  });
});

describe("the built-in assistant changes the household's data as asked", () => {
  it("«compra leche, pan y 2 kilos de papas» adds three items, 2 kg of papas", async () => {
    const owner = await createHouseholdOwner(server);
    await say(owner, "compra leche, pan y 2 kilos de papas");
    const items = await shoppingItems(owner);
    expect(items.map((item) => item.name).sort()).toEqual(["Leche", "Pan", "Papas"]);
    expect(items.find((item) => item.name === "Papas")?.quantity).toBe("2 kg");
    expect(items.every((item) => !item.isChecked)).toBe(true);
  });

  it("«se nos acabó el café, agrégalo a la lista» empties the pantry's café and lists it", async () => {
    const owner = await createHouseholdOwner(server);
    await runTool(tools(owner), "adjustPantryItem", { name: "Café", delta: 2 });
    await say(owner, "se nos acabó el café, agrégalo a la lista");
    expect((await pantryItem(owner, "Café"))?.quantity).toBe(0);
    expect((await shoppingItems(owner)).map((item) => item.name)).toEqual(["Café"]);
  });

  it("«Compré 6 huevos» takes the pantry's huevos from 12 to 18", async () => {
    const owner = await createHouseholdOwner(server);
    await runTool(tools(owner), "adjustPantryItem", { name: "Huevos", delta: 12 });
    await say(owner, "Compré 6 huevos");
    expect((await pantryItem(owner, "Huevos"))?.quantity).toBe(18);
  });

  it("«¿qué tengo que hacer hoy?» lists today's tasks and events", async () => {
    const owner = await createHouseholdOwner(server);
    await runTool(tools(owner), "createTask", { title: "Pagar la luz", dueDate: today() });
    await runTool(tools(owner), "createTask", { title: "Llamar al plomero", dueDate: today() });
    await runTool(tools(owner), "createEvent", {
      title: "Clase de natación",
      date: today(),
      time: "23:30",
    });
    const reply = await say(owner, "¿qué tengo que hacer hoy?");
    expect(reply.text).toContain("Pagar la luz");
    expect(reply.text).toContain("Llamar al plomero");
    expect(reply.text).toContain("Clase de natación");
  });

  it("«Recuérdame pagar el gas el viernes a las 10» is a task on Friday at 10:00", async () => {
    const owner = await createHouseholdOwner(server);
    await say(owner, "Recuérdame pagar el gas el viernes a las 10");
    const [task] = await openTasks(owner);
    expect(task?.title).toBe("Pagar el gas");
    const due = task?.dueDate ?? "";
    expect(new Date(`${due}T12:00:00Z`).getUTCDay()).toBe(5);
    expect(due >= today() && due <= addDays(today(), 7)).toBe(true);
    expect(task?.dueTime).toBe("10:00");
  });

  it("«anota en el calendario la reunión de apoderados el lunes 19:30» is a timed event", async () => {
    const owner = await createHouseholdOwner(server);
    await say(owner, "anota en el calendario la reunión de apoderados el lunes 19:30");
    const [event] = await events(owner);
    expect(event).toMatchObject({ title: "Reunión de apoderados", time: "19:30" });
    expect(new Date(`${event?.date}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it("answers a Portuguese request in Portuguese", async () => {
    const owner = await createHouseholdOwner(server);
    const reply = await say(owner, "adiciona leite e pão na lista, por favor");
    expect((await shoppingItems(owner)).map((item) => item.name).sort()).toEqual(["Leite", "Pão"]);
    expect(reply.text).toMatch(/Adicionei|Coloquei|lista de compras/);
    expect(reply.text).not.toMatch(/Agregué|¡Listo!/);
  });

  it("tells a child in Spanish they cannot delete a task, and deletes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    await runTool(tools(owner), "createTask", { title: "Sacar la basura", dueDate: today() });
    const reply = await say(child, "borra la tarea sacar la basura");
    expect(reply.text).toMatch(/no puedes|no tienes permiso|no te deja|no está permitido/i);
    expect((await openTasks(owner)).map((task) => task.title)).toEqual(["Sacar la basura"]);
  });
});

describe("a reading the assistant is unsure of", () => {
  it("is proposed, changes nothing, and happens after «Sí»; «No» changes nothing", async () => {
    const owner = await createHouseholdOwner(server);
    const conversationId = uuidv7();
    const asked = await say(owner, "mandarinas", conversationId);
    const proposal = asked.events.find(
      (event) => event.type === "tool-input-available" && event.toolName === "proposeAction",
    );
    expect(proposal?.input).toMatchObject({
      tool: "addShoppingItems",
      args: { items: [{ name: "Mandarinas" }] },
    });
    expect(await shoppingItems(owner)).toEqual([]);
    await say(owner, "Sí", conversationId);
    expect((await shoppingItems(owner)).map((item) => item.name)).toEqual(["Mandarinas"]);

    const other = uuidv7();
    await say(owner, "toallas húmedas", other);
    const declined = await say(owner, "No", other);
    expect(declined.text.length).toBeGreaterThan(0);
    expect((await shoppingItems(owner)).map((item) => item.name)).toEqual(["Mandarinas"]);
  });
});

describe("bad input through POST /api/chat", () => {
  it.each([
    ["empty", ""],
    ["10,000 characters", "agrega leche ".repeat(800).slice(0, 10_000)],
    ["emoji only", "😀🎉👍"],
    ["markup", "<script>alert('x')</script> agrega leche a la lista"],
    ["mixed languages", "hello, ¿cómo estás? tudo bem? wie geht's"],
  ])("%s: a clear answer, nothing changed, never a 5xx", async (_, message) => {
    const owner = await createHouseholdOwner(server);
    const reply = await sendChat(owner.client, { conversationId: uuidv7(), message });
    expect(reply.status).toBeLessThan(500);
    if (reply.status === 200) expect(reply.text.trim().length).toBeGreaterThan(0);
    else expect(reply.error?.message).toBeTruthy();
    expect(await shoppingItems(owner)).toEqual([]);
  });
});
