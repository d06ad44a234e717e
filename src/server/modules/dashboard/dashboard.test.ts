import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serviceContext } from "#server/app-context.ts";
import { getDashboard } from "#server/modules/dashboard/dashboard.service.ts";
import type { Dashboard } from "#shared/brief/daily-brief.ts";
import { dateInZone, zonedTimeToUtc } from "#shared/calendar/zoned-time.ts";
import {
  perScale,
  QueryCounter,
  seedBusyHousehold,
} from "#tests/server/fixtures/brief-fixtures.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
let owner: TestMember;
// One server per file, a new household per test: households are what keeps data apart.
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);
beforeEach(async () => {
  owner = await createHouseholdOwner(server, { householdName: "Casa López" });
}, 30_000);

const timeZone = "America/Mexico_City";
const today = "2026-11-25";
const morning = zonedTimeToUtc(
  { year: 2026, month: 11, day: 25, hour: 8, minute: 0, second: 0 },
  timeZone,
);

describe("dashboard", () => {
  it("counts pending tasks, items to buy, upcoming events and members (spec §7)", async () => {
    await addHouseholdMember(server, owner.membership.householdId, "child");
    const realToday = dateInZone(new Date(), timeZone);
    await owner.client.post("/api/tasks", { title: "Por hacer" });
    await owner.client.post("/api/tasks", { title: "En progreso", status: "in_progress" });
    await owner.client.post("/api/tasks", { title: "Hecha", status: "done" });
    await owner.client.post("/api/calendar/events", {
      title: "Hoy",
      allDay: true,
      start: realToday,
    });
    await owner.client.post("/api/calendar/events", {
      title: "Ya pasó",
      allDay: false,
      start: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await owner.client.post("/api/calendar/events", {
      title: "Mañana",
      allDay: false,
      start: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const response = await owner.client.get<Dashboard>("/api/dashboard");
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({
      pendingTasks: 1,
      itemsToBuy: 0,
      upcomingEvents: 2,
      members: 2,
    });
    expect(response.body.summary.householdName).toBe("Casa López");
    expect(response.body.summary.events.map((event) => event.title)).toContain("Hoy");
  });

  it("summarises the day with three of each, in a constant number of queries", async () => {
    const queries: number[] = [];
    for (const scale of [1, 50]) {
      const other = await createHouseholdOwner(server, { householdName: `Casa ${scale}` });
      await seedBusyHousehold(server.database, other.membership.householdId, {
        scale,
        today,
        timeZone,
      });
      const counter = new QueryCounter();
      const dashboard = await getDashboard(
        { ...serviceContext(server), db: server.database.db.withPlugin(counter) },
        other.membership,
        {
          now: morning,
        },
      );
      queries.push(counter.count);
      expect(dashboard.counts).toEqual({
        pendingTasks: scale * perScale.pendingTasks,
        itemsToBuy: scale * perScale.itemsToBuy,
        upcomingEvents: scale * perScale.upcomingEvents,
        members: 1 + scale * perScale.members,
      });
      expect(dashboard.summary.events).toHaveLength(Math.min(3, scale * perScale.todayEvents));
      expect(dashboard.summary.urgentTasks).toHaveLength(Math.min(3, scale * perScale.urgentTasks));
      expect(dashboard.summary.itemsToBuy).toHaveLength(3);
    }
    expect(queries[0]).toBe(queries[1]);
  });
});
