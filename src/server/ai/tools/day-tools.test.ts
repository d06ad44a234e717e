import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suggestMealIdeas } from "#server/ai/tools/meal-ideas.ts";
import { runTool as run, toolsFor } from "#tests/server/harness/assistant-tools.ts";
import { createHouseholdOwner, type TestMember } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

async function stock(member: TestMember, items: [string, number][]) {
  for (const [name, qtyOnHand] of items) {
    const response = await member.client.post("/api/pantry/items", { name, qtyOnHand });
    expect(response.status).toBe(201);
  }
}

describe("the day's summary", () => {
  it("gives the day's events and tasks, what is overdue, what to buy and what runs out", async () => {
    const owner = await createHouseholdOwner(server);
    const tools = toolsFor(server, owner);
    await run(tools, "createEvent", { title: "Fútbol", date: "2026-11-22", time: "17:00" });
    await run(tools, "createEvent", { title: "Dentista", date: "2026-11-23", time: "10:00" });
    await run(tools, "createTask", { title: "Pagar renta", dueDate: "2026-11-20" });
    await run(tools, "createTask", {
      title: "Comprar pastel",
      dueDate: "2026-11-22",
      dueTime: "12:00",
    });
    await run(tools, "createTask", { title: "Llevar la ropa", dueDate: "2026-11-23" });
    await run(tools, "createTask", { title: "Regar", dueDate: "2026-11-22" });
    await run(tools, "completeTask", { title: "regar" });
    await run(tools, "addShoppingItems", { items: [{ name: "Pan" }, { name: "Leche" }] });
    await stock(owner, [["Huevos", 1]]);

    expect(await run(tools, "summarizeDay", {})).toMatchObject({
      ok: true,
      date: "2026-11-22",
      events: [{ title: "Fútbol", time: "17:00" }],
      tasksDue: [{ title: "Comprar pastel", dueTime: "12:00" }],
      overdue: [{ title: "Pagar renta" }],
      toBuy: 2,
      lowStock: ["Huevos"],
    });
    const tomorrow = await run(tools, "summarizeDay", { date: "2026-11-23" });
    expect(tomorrow).toMatchObject({
      date: "2026-11-23",
      events: [{ title: "Dentista", time: "10:00" }],
      tasksDue: [{ title: "Llevar la ropa" }],
      overdue: [{ title: "Pagar renta" }],
    });
    // Overdue is counted from today: the 22nd's cake is not overdue yet.
    expect(tomorrow.overdue).toHaveLength(1);
    expect(tomorrow.tasksDue).toHaveLength(1);
  });
});

describe("meal ideas", () => {
  it("suggests dishes the pantry can make, avoiding the household's allergies", async () => {
    const owner = await createHouseholdOwner(server);
    await stock(owner, [
      ["Arroz", 2],
      ["Pollo", 1],
      ["Cebolla", 3],
      ["Huevos", 12],
      ["Leche", 1],
      ["Aceite", 1],
      ["Azúcar", 1],
      ["Jitomate", 0],
    ]);
    const ideas = await run(toolsFor(server, owner), "suggestMeals", {});
    expect(ideas).toMatchObject({ ok: true, allergies: [] });
    const names = (ideas.ideas as { name: string; uses: string[] }[]).map((idea) => idea.name);
    expect(names).toContain("Arroz con pollo");
    expect(names).toContain("Arroz blanco con huevo frito");
    expect(ideas.ideas).toContainEqual({
      name: "Arroz con pollo",
      uses: ["Arroz", "Pollo", "Cebolla"],
    });

    const withAllergies = await run(
      toolsFor(server, owner, { allergies: ["huevo", "lácteos"] }),
      "suggestMeals",
      {},
    );
    const safe = (withAllergies.ideas as { name: string }[]).map((idea) => idea.name);
    expect(withAllergies.allergies).toEqual(["huevo", "lácteos"]);
    expect(safe).toContain("Arroz con pollo");
    expect(safe).not.toContain("Arroz blanco con huevo frito");
    expect(safe).not.toContain("Arroz con leche");
    expect(safe).not.toContain("Tortilla de papas");
  });

  it("reads the pantry in any language and needs the main ingredient", () => {
    const pantry = [
      { name: "Feijão", quantity: 1 },
      { name: "Rice", quantity: 1 },
      { name: "Onions", quantity: 2 },
      { name: "Pimentão", quantity: 1 },
    ];
    expect(suggestMealIdeas(pantry, [])).toContainEqual({
      name: "Gallo pinto",
      uses: ["Rice", "Feijão", "Onions", "Pimentão"],
    });
    expect(
      suggestMealIdeas(
        [
          { name: "Sal", quantity: 1 },
          { name: "Aceite", quantity: 1 },
        ],
        [],
      ),
    ).toEqual([]);
    expect(suggestMealIdeas([], ["maní"])).toEqual([]);
  });
});

describe("service requests", () => {
  it("asks for a service on a preferred day", async () => {
    const owner = await createHouseholdOwner(server);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      await run(toolsFor(server, owner), "createServiceRequest", {
        serviceType: "Electricidad",
        description: "No prende la luz de la cocina",
        date: tomorrow,
      }),
    ).toEqual({ ok: true, serviceType: "Electricidad", scheduledDate: tomorrow });
    const stored = await server.database.db
      .selectFrom("service_requests")
      .select(["service_type", "scheduled_date"])
      .where("household_id", "=", owner.membership.householdId)
      .executeTakeFirstOrThrow();
    expect(stored.service_type).toBe("Electricidad");
    expect(new Date(stored.scheduled_date as string | Date).toISOString().slice(0, 10)).toBe(
      tomorrow,
    );
  });
});
