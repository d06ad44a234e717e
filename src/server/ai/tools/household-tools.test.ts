import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistantToolNames } from "#shared/assistant/tool-results.ts";
import { runTool as run, toolsFor as toolsOf } from "#tests/server/harness/assistant-tools.ts";
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

const toolsFor = (member: TestMember, allergies: string[] = []) =>
  toolsOf(server, member, { allergies });

async function addPantryItem(member: TestMember, body: Record<string, unknown>) {
  const response = await member.client.post<{ id: string }>("/api/pantry/items", body);
  expect(response.status).toBe(201);
}

describe("the assistant's household tools", () => {
  it("adds, lists and checks shopping items", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(owner);
    expect(
      await run(tools, "addShoppingItems", {
        items: [{ name: "Leche" }, { name: "Arroz", quantity: "2 kg" }],
      }),
    ).toEqual({
      ok: true,
      added: [
        { name: "Leche", quantity: null },
        { name: "Arroz", quantity: "2 kg" },
      ],
      bumped: [],
    });
    expect(await run(tools, "listShoppingItems", {})).toMatchObject({
      ok: true,
      items: [{ name: "Leche" }, { name: "Arroz" }],
    });
    expect(await run(tools, "checkShoppingItems", { names: ["leches", "pan"] })).toEqual({
      ok: true,
      checked: ["Leche"],
      already: [],
      notFound: ["pan"],
    });
    expect(await run(tools, "listShoppingItems", {})).toEqual({
      ok: true,
      items: [{ name: "Arroz", quantity: "2 kg" }],
    });
  });

  it("creates, lists and completes tasks", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(owner);
    expect(
      await run(tools, "createTask", { title: "Pagar la luz", dueDate: "2026-11-27" }),
    ).toEqual({
      ok: true,
      task: {
        title: "Pagar la luz",
        dueDate: "2026-11-27",
        dueTime: null,
        priority: "medium",
        status: "todo",
        assignee: null,
        recurrence: "none",
      },
    });
    await run(tools, "createTask", { title: "Lavar el carro", priority: "high" });
    expect(await run(tools, "listTasks", {})).toMatchObject({
      ok: true,
      tasks: [{ title: "Pagar la luz" }, { title: "Lavar el carro" }],
    });
    expect(await run(tools, "completeTask", { title: "pagué la luz" })).toMatchObject({
      ok: true,
      task: { title: "Pagar la luz", status: "done" },
    });
    expect(await run(tools, "listTasks", {})).toMatchObject({
      tasks: [{ title: "Lavar el carro" }],
    });
    expect(await run(tools, "completeTask", { title: "regar las plantas" })).toMatchObject({
      ok: false,
      code: "NO_MATCH",
    });
  });

  it("reads the pantry (low stock, expiring, one item) and adjusts it, never below zero", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(owner, ["maní"]);
    await addPantryItem(owner, {
      name: "Huevos",
      qtyOnHand: 6,
      reorderThreshold: 2,
      unit: "unidad",
    });
    await addPantryItem(owner, { name: "Leche", qtyOnHand: 1, reorderThreshold: 2, unit: "L" });
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await addPantryItem(owner, {
      name: "Yogur",
      qtyOnHand: 4,
      reorderThreshold: 1,
      unit: "unidad",
      expiryDate: soon,
    });

    expect(await run(tools, "readPantry", { view: "low" })).toMatchObject({
      ok: true,
      view: "low",
      items: [{ name: "Leche", lowStock: true }],
    });
    expect(await run(tools, "readPantry", { view: "expiring" })).toMatchObject({
      items: [{ name: "Yogur", expiryDate: soon }],
    });
    expect(await run(tools, "readPantry", { view: "item", name: "huevo" })).toMatchObject({
      items: [{ name: "Huevos", quantity: 6 }],
    });
    expect(await run(tools, "readPantry", { view: "all" })).toMatchObject({ allergies: ["maní"] });

    expect(await run(tools, "adjustPantryItem", { name: "huevos", delta: -2 })).toMatchObject({
      ok: true,
      previous: 6,
      item: { quantity: 4 },
    });
    expect(await run(tools, "adjustPantryItem", { name: "huevos", delta: -10 })).toMatchObject({
      item: { quantity: 0 },
    });
    expect(await run(tools, "adjustPantryItem", { name: "leche", quantity: 3 })).toMatchObject({
      item: { quantity: 3 },
    });
    expect(await run(tools, "adjustPantryItem", { name: "caviar", delta: -1 })).toMatchObject({
      ok: false,
      code: "NO_MATCH",
    });
  });

  it("creates events at local times and lists today's and upcoming ones", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(owner);
    expect(
      await run(tools, "createEvent", {
        title: "Junta de padres",
        date: "2026-11-26",
        time: "19:00",
        eventType: "school",
      }),
    ).toEqual({
      ok: true,
      event: { title: "Junta de padres", date: "2026-11-26", time: "19:00", endTime: "20:00" },
    });
    await run(tools, "createEvent", { title: "Posada", date: "2026-11-22" });
    const stored = await server.database.db
      .selectFrom("calendar_events")
      .select(["title", "event_date"])
      .where("household_id", "=", owner.membership.householdId)
      .where("title", "=", "Junta de padres")
      .executeTakeFirstOrThrow();
    // 19:00 in Mexico City is 01:00 UTC the next day.
    expect(new Date(stored.event_date).toISOString()).toBe("2026-11-27T01:00:00.000Z");
    expect(await run(tools, "listEvents", { from: "2026-11-22", to: "2026-11-22" })).toMatchObject({
      events: [{ title: "Posada", time: null }],
    });
    expect(await run(tools, "listEvents", { from: "2026-11-22", to: "2026-11-29" })).toMatchObject({
      events: [{ title: "Posada" }, { title: "Junta de padres", time: "19:00" }],
    });
  });

  it("requests a service and summarises the day", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(owner);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      await run(tools, "createServiceRequest", {
        serviceType: "Plomería",
        description: "Gotea la llave",
        date: tomorrow,
      }),
    ).toEqual({
      ok: true,
      serviceType: "Plomería",
      scheduledDate: tomorrow,
    });
    const requests = await server.database.db
      .selectFrom("service_requests")
      .select(["service_type", "status"])
      .where("household_id", "=", owner.membership.householdId)
      .execute();
    expect(requests).toEqual([{ service_type: "Plomería", status: "pending" }]);

    await run(tools, "createEvent", { title: "Futbol", date: "2026-11-22", time: "17:00" });
    await run(tools, "createTask", { title: "Pagar renta", dueDate: "2026-11-20" });
    await run(tools, "addShoppingItems", { items: [{ name: "Pan" }] });
    expect(await run(tools, "summarizeDay", {})).toMatchObject({
      ok: true,
      date: "2026-11-22",
      events: [{ title: "Futbol", time: "17:00" }],
      tasksDue: [],
      overdue: [{ title: "Pagar renta" }],
      toBuy: 1,
    });
  });

  it("offers every tool of the contract", () => {
    const owner = { membership: { userId: "u", householdId: "h", profileId: "p", role: "owner" } };
    expect(Object.keys(toolsFor(owner as TestMember)).sort()).toEqual(
      [...assistantToolNames].sort(),
    );
  });

  it("acts with the caller's role and only inside the caller's household", async () => {
    const owner = await createHouseholdOwner(server);
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const child = await addHouseholdMember(server, owner.membership.householdId, "child");
    const refused = { ok: false, code: "FORBIDDEN", message: "No tienes permiso para hacer esto" };
    expect(await run(toolsFor(guest), "addShoppingItems", { items: [{ name: "Dulces" }] })).toEqual(
      refused,
    );
    expect(await run(toolsFor(guest), "createTask", { title: "Nada" })).toEqual(refused);
    expect(await run(toolsFor(child), "createServiceRequest", { serviceType: "Gas" })).toEqual(
      refused,
    );
    expect(
      await run(toolsFor(child), "addShoppingItems", { items: [{ name: "Galletas" }] }),
    ).toMatchObject({ ok: true });

    const neighbour = await createHouseholdOwner(server);
    const theirs = toolsFor(neighbour);
    expect(await run(theirs, "listShoppingItems", {})).toEqual({ ok: true, items: [] });
    expect(await run(theirs, "checkShoppingItems", { names: ["Galletas"] })).toEqual({
      ok: true,
      checked: [],
      already: [],
      notFound: ["Galletas"],
    });
  });
});
