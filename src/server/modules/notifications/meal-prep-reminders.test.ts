import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  inAppOnly,
  notificationsOf,
  savePreferences,
  schedulerFor,
  setTimeZone,
} from "#tests/server/fixtures/reminder-fixtures.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServerAt, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServerAt("2026-11-24T15:00:00Z");
});
afterEach(() => server.close());

async function addRecipe(member: TestMember, body: Record<string, unknown>): Promise<string> {
  const response = await member.client.post<{ id: string }>("/api/meals/recipes", body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function plan(member: TestMember, day: string, slot: string, recipeId: string) {
  const response = await member.client.put<{ id: string }>("/api/meals/plan", {
    day,
    slot,
    recipeId,
  });
  expect(response.status).toBe(200);
  return response.body.id;
}

const titles = async (member: TestMember) =>
  (await notificationsOf(member)).items
    .filter((item) => item.kind === "meal_prep")
    .map((item) => `${item.title} | ${item.body}`);

describe("the evening-before reminder to thaw or soak", () => {
  it("reminds at 19:00 the evening before, in the household's zone and each member's language, once", async () => {
    const owner = await createHouseholdOwner(server);
    const { householdId } = owner.membership;
    // Bogotá: UTC−5, no daylight saving.
    await setTimeZone(server, householdId, "America/Bogota");
    const sofia = await addHouseholdMember(server, householdId, "member");
    expect((await sofia.client.put("/api/me/language", { locale: "en" })).status).toBe(200);
    await savePreferences(owner, { channels: inAppOnly });
    await savePreferences(sofia, { channels: inAppOnly });
    const feijoada = await addRecipe(owner, {
      name: "Feijoada",
      ingredients: [{ quantity: 1, unit: "kg", name: "Frijol negro" }],
      prepAhead: { kind: "soak", what: "El frijol negro" },
    });
    const sopa = await addRecipe(owner, { name: "Sopa", ingredients: [] });
    await plan(owner, "2026-11-25", "lunch", feijoada);
    await plan(owner, "2026-11-25", "dinner", sopa);
    const scheduler = schedulerFor(server);

    vi.setSystemTime(new Date("2026-11-24T23:59:00Z")); // Tuesday 18:59 in Bogotá
    await scheduler.tick();
    expect(await titles(owner)).toEqual([]);

    vi.setSystemTime(new Date("2026-11-25T00:01:00Z")); // Tuesday 19:01 in Bogotá
    await scheduler.tick();
    vi.setSystemTime(new Date("2026-11-25T02:00:00Z")); // 21:00: a later pass adds nothing
    await scheduler.tick();
    expect(await titles(owner)).toEqual([
      "Para mañana: Feijoada | Poner en remojo: el frijol negro. Es para la comida.",
    ]);
    expect(await titles(sofia)).toEqual([
      "For tomorrow: Feijoada | Soak: el frijol negro. It is for lunch.",
    ]);
    // The reminder opens the meals page on the meal's week (Wednesday 25 → Monday 23).
    const links = async (member: TestMember) =>
      (await notificationsOf(member)).items
        .filter((item) => item.kind === "meal_prep")
        .map((item) => item.link);
    expect(await links(owner)).toEqual(["/meals?semana=2026-11-23"]);
    expect(await links(sofia)).toEqual(["/meals?semana=2026-11-23"]);

    // Wednesday evening: nothing planned for Thursday needs preparing.
    vi.setSystemTime(new Date("2026-11-26T00:30:00Z"));
    await scheduler.tick();
    expect(await titles(owner)).toHaveLength(1);
  });

  it("says nothing for a meal already cooked or taken off the plan", async () => {
    const owner = await createHouseholdOwner(server);
    const { householdId } = owner.membership;
    await setTimeZone(server, householdId, "America/Mexico_City");
    await savePreferences(owner, { channels: inAppOnly });
    const pollo = await addRecipe(owner, {
      name: "Pollo al horno",
      ingredients: [{ quantity: 1, unit: "kg", name: "Pollo" }],
      prepAhead: { kind: "thaw", what: "El pollo" },
    });
    const cooked = await plan(owner, "2026-11-26", "dinner", pollo);
    const removed = await plan(owner, "2026-11-27", "lunch", pollo);
    await plan(owner, "2026-11-28", "lunch", pollo);
    expect(
      (await owner.client.post(`/api/meals/plan/${cooked}/cook`, { usePantry: false })).status,
    ).toBe(200);
    expect((await owner.client.delete(`/api/meals/plan/${removed}`)).status).toBe(204);
    const scheduler = schedulerFor(server);

    for (const evening of ["2026-11-26T01:30:00Z", "2026-11-27T01:30:00Z"]) {
      vi.setSystemTime(new Date(evening)); // 19:30 in Mexico City, the day before
      await scheduler.tick();
    }
    expect(await titles(owner)).toEqual([]);

    vi.setSystemTime(new Date("2026-11-28T01:30:00Z")); // Friday 19:30
    await scheduler.tick();
    expect(await titles(owner)).toEqual([
      "Para mañana: Pollo al horno | Descongelar: el pollo. Es para la comida.",
    ]);
  });

  it("links Sunday evening's reminder for Monday's meal to the coming week", async () => {
    const owner = await createHouseholdOwner(server);
    await setTimeZone(server, owner.membership.householdId, "America/Mexico_City");
    await savePreferences(owner, { channels: inAppOnly });
    const pollo = await addRecipe(owner, {
      name: "Pollo al horno",
      ingredients: [],
      prepAhead: { kind: "thaw", what: "El pollo" },
    });
    await plan(owner, "2026-11-30", "lunch", pollo);
    vi.setSystemTime(new Date("2026-11-30T01:30:00Z")); // Sunday 29, 19:30 in Mexico City
    await schedulerFor(server).tick();
    const reminders = (await notificationsOf(owner)).items.filter(
      (item) => item.kind === "meal_prep",
    );
    expect(reminders.map((item) => item.link)).toEqual(["/meals?semana=2026-11-30"]);
  });

  it("keeps to each household: another family's plan reminds only its own members", async () => {
    const owner = await createHouseholdOwner(server);
    const other = await createHouseholdOwner(server);
    for (const member of [owner, other]) {
      await setTimeZone(server, member.membership.householdId, "America/Mexico_City");
      await savePreferences(member, { channels: inAppOnly });
    }
    const pollo = await addRecipe(other, {
      name: "Pollo al horno",
      ingredients: [],
      prepAhead: { kind: "thaw", what: "El pollo" },
    });
    await plan(other, "2026-11-25", "dinner", pollo);
    vi.setSystemTime(new Date("2026-11-25T01:30:00Z"));
    await schedulerFor(server).tick();
    expect(await titles(owner)).toEqual([]);
    expect(await titles(other)).toHaveLength(1);
  });
});
