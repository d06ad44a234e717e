import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateInZone } from "#shared/calendar/zoned-time.ts";
import type { Task, TaskBoard } from "#shared/schemas/tasks.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

interface ErrorBody {
  error: { code: string; message: string };
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function householdToday(member: TestMember): Promise<string> {
  const { time_zone } = await server.database.db
    .selectFrom("households")
    .select("time_zone")
    .where("id", "=", member.membership.householdId)
    .executeTakeFirstOrThrow();
  return dateInZone(new Date(), time_zone);
}

const titles = async (member: TestMember, search: string) => {
  const board = await member.client.get<TaskBoard>(`/api/tasks?${search}`);
  expect(board.status).toBe(200);
  return {
    titles: board.body.tasks.map((task) => task.title),
    totals: board.body.totals,
  };
};

describe("the task board's views («Mis tareas», «Hoy», «Atrasadas») and orders", () => {
  it("shows today's, the overdue and one's own tasks, in the household's calendar", async () => {
    const owner = await createHouseholdOwner(server);
    const partner = await addHouseholdMember(server, owner.membership.householdId, "admin");
    const today = await householdToday(owner);
    const create = async (body: Record<string, unknown>) =>
      (await owner.client.post<{ task: Task }>("/api/tasks", body)).body.task;
    await create({ title: "Pagar la luz", dueDate: today, assignedTo: owner.membership.profileId });
    await create({ title: "Regar plantas", dueDate: addDays(today, -2) });
    await create({ title: "Renovar pasaporte", dueDate: addDays(today, -1), status: "done" });
    await create({ title: "Vacunas del perro", dueDate: addDays(today, 3) });
    await create({ title: "Lavar el carro", assignedTo: partner.membership.profileId });

    expect(await titles(owner, "due=today")).toEqual({
      titles: ["Pagar la luz"],
      totals: { todo: 1, in_progress: 0, done: 0 },
    });
    // Completed tasks are never overdue.
    expect(await titles(owner, "due=overdue")).toEqual({
      titles: ["Regar plantas"],
      totals: { todo: 1, in_progress: 0, done: 0 },
    });
    expect((await titles(owner, `assignedTo=${owner.membership.profileId}`)).titles).toEqual([
      "Pagar la luz",
    ]);
  });

  it("orders each column by due date or by priority when asked", async () => {
    const owner = await createHouseholdOwner(server);
    const today = await householdToday(owner);
    const create = (body: Record<string, unknown>) => owner.client.post("/api/tasks", body);
    await create({ title: "Sin fecha", priority: "urgent" });
    await create({ title: "En una semana", dueDate: addDays(today, 7), priority: "low" });
    await create({ title: "Mañana tarde", dueDate: addDays(today, 1), dueTime: "18:00" });
    await create({ title: "Mañana temprano", dueDate: addDays(today, 1), dueTime: "08:00" });
    await create({ title: "Pasado mañana", dueDate: addDays(today, 2), priority: "high" });

    expect((await titles(owner, "sort=due")).titles).toEqual([
      "Mañana temprano",
      "Mañana tarde",
      "Pasado mañana",
      "En una semana",
      "Sin fecha",
    ]);
    expect((await titles(owner, "sort=priority")).titles).toEqual([
      "Sin fecha",
      "Pasado mañana",
      "Mañana temprano",
      "Mañana tarde",
      "En una semana",
    ]);
    // Newest first without an order.
    expect((await titles(owner, "")).titles[0]).toBe("Pasado mañana");
  });

  it("refuses a view or an order it does not know", async () => {
    const owner = await createHouseholdOwner(server);
    expect((await owner.client.get<ErrorBody>("/api/tasks?due=ayer")).status).toBe(400);
    expect((await owner.client.get<ErrorBody>("/api/tasks?sort=color")).status).toBe(400);
  });
});
