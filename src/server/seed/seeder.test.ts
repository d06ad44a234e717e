import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "#server/seed/demo-catalog.ts";
import { demoHousehold, seedHouseholds } from "#server/seed/seeder.ts";
import { defaultPersonaName } from "#shared/domain/onboarding.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

describe("seeded households", () => {
  it("each has the default persona onboarding makes, set as the household's default", async () => {
    const seeded = await seedHouseholds(server.database.db, {
      households: 2,
      volumes: demoHousehold,
    });
    const rows = await server.database.db
      .selectFrom("households")
      .innerJoin("assistant_personas", "assistant_personas.household_id", "households.id")
      .select([
        "households.id as householdId",
        "households.default_persona_id as defaultPersonaId",
        "assistant_personas.id as personaId",
        "assistant_personas.name as name",
      ])
      .where(
        "households.id",
        "in",
        seeded.map((household) => household.householdId),
      )
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.name).toBe(defaultPersonaName);
      expect(row.defaultPersonaId).toBe(row.personaId);
    }
  });

  it("an example household has each chore once, with the note written for that chore", async () => {
    const [seeded] = await seedHouseholds(server.database.db, {
      households: 1,
      volumes: demoHousehold,
    });
    const rows = await server.database.db
      .selectFrom("tasks")
      .select(["title", "description"])
      .where("household_id", "=", seeded?.householdId ?? "")
      .execute();
    expect(rows).toHaveLength(demoHousehold.tasks);
    const titles = rows.map((row) => row.title);
    expect(new Set(titles).size).toBe(titles.length);
    const noteFor = new Map(tasks.map((task) => [task.title, task.description]));
    for (const row of rows) expect(row.description, row.title).toBe(noteFor.get(row.title));
  });
});
