import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateInZone } from "#shared/calendar/zoned-time.ts";
import type { TaskBoard } from "#shared/schemas/tasks.ts";
import { runTool as run, toolsFor } from "#tests/server/harness/assistant-tools.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

const refused = { ok: false, code: "FORBIDDEN", message: "No tienes permiso para hacer esto" };

async function household() {
  const owner = await createHouseholdOwner(server, { name: "Ana López" });
  const sofia = await addHouseholdMember(server, owner.membership.householdId, "member", {
    name: "Sofía López",
  });
  const carlos = await addHouseholdMember(server, owner.membership.householdId, "child", {
    name: "Carlos López",
  });
  return { owner, sofia, carlos };
}

async function board(member: TestMember) {
  return (await member.client.get<TaskBoard>("/api/tasks")).body.tasks;
}

describe("creating tasks", () => {
  it("takes a day, a time, a member by name, a priority and a rhythm", async () => {
    const { owner, sofia } = await household();
    const tools = toolsFor(server, owner);
    expect(
      await run(tools, "createTask", {
        title: "Pagar el gas",
        dueDate: "2026-11-27",
        dueTime: "10:00",
        assignee: "mi hermana Sofía",
        priority: "high",
        recurrence: "monthly",
      }),
    ).toEqual({
      ok: true,
      task: {
        title: "Pagar el gas",
        dueDate: "2026-11-27",
        dueTime: "10:00",
        priority: "high",
        status: "todo",
        assignee: "Sofía López",
        recurrence: "monthly",
      },
    });
    const [stored] = await board(owner);
    expect(stored).toMatchObject({ assignedTo: sofia.membership.profileId, dueTime: "10:00" });
    // A time without a day is a time today.
    expect(
      await run(tools, "createTask", {
        title: "Sacar la basura",
        dueTime: "21:00",
        assignee: "me",
      }),
    ).toMatchObject({
      task: { dueDate: "2026-11-22", dueTime: "21:00", assignee: "Ana López" },
    });
  });

  it("creates nothing for a member it cannot find, or two it cannot tell apart", async () => {
    const { owner } = await household();
    const tools = toolsFor(server, owner);
    expect(await run(tools, "createTask", { title: "Regar", assignee: "Pedro" })).toEqual({
      ok: false,
      code: "NO_MATCH",
      message: "No encontré a «Pedro» entre los miembros del hogar.",
    });
    expect(await run(tools, "createTask", { title: "Regar", assignee: "López" })).toMatchObject({
      ok: false,
      code: "AMBIGUOUS",
    });
    expect(await board(owner)).toEqual([]);
  });
});

describe("listing tasks", () => {
  it("filters by day, member (me included) and status: open, overdue, done", async () => {
    const { owner } = await household();
    const tools = toolsFor(server, owner);
    await run(tools, "createTask", { title: "Pagar renta", dueDate: "2026-11-20" });
    await run(tools, "createTask", {
      title: "Llevar a Carlos al dentista",
      dueDate: "2026-11-22",
      dueTime: "16:00",
      assignee: "Sofía",
    });
    await run(tools, "createTask", {
      title: "Comprar regalo",
      dueDate: "2026-11-22",
      dueTime: "09:30",
    });
    await run(tools, "createTask", { title: "Lavar el carro", assignee: "me" });
    await run(tools, "createTask", {
      title: "Regar las plantas",
      dueDate: "2026-11-23",
      assignee: "Carlos",
    });
    await run(tools, "completeTask", { title: "regar las plantas" });

    const titles = async (input: Record<string, unknown>) =>
      ((await run(tools, "listTasks", input)).tasks as { title: string }[]).map(
        (task) => task.title,
      );
    expect(await titles({})).toEqual([
      "Pagar renta",
      "Comprar regalo",
      "Llevar a Carlos al dentista",
      "Lavar el carro",
    ]);
    expect(await titles({ date: "2026-11-22" })).toEqual([
      "Comprar regalo",
      "Llevar a Carlos al dentista",
    ]);
    expect(await titles({ assignee: "me" })).toEqual(["Lavar el carro"]);
    expect(await run(tools, "listTasks", { assignee: "sofia", date: "2026-11-22" })).toMatchObject({
      ok: true,
      status: "open",
      date: "2026-11-22",
      assignee: "Sofía López",
      tasks: [{ title: "Llevar a Carlos al dentista", dueTime: "16:00" }],
    });
    expect(await titles({ status: "overdue" })).toEqual(["Pagar renta"]);
    expect(await titles({ status: "done" })).toEqual(["Regar las plantas"]);
    expect(await titles({ status: "done", assignee: "Carlos" })).toEqual(["Regar las plantas"]);
    // Completed today (the server's clock), not on the 22nd.
    const completedOn = dateInZone(new Date(), "America/Mexico_City");
    expect(await titles({ status: "done", date: completedOn })).toEqual(["Regar las plantas"]);
    expect(await titles({ status: "done", date: "2026-01-01" })).toEqual([]);
    expect(await run(tools, "listTasks", { assignee: "Pedro" })).toMatchObject({
      ok: false,
      code: "NO_MATCH",
    });
  });
});

describe("completing, reopening, changing and deleting tasks by title", () => {
  it("completes a task and says when a repeating one comes back", async () => {
    const { owner } = await household();
    const tools = toolsFor(server, owner);
    await run(tools, "createTask", {
      title: "Sacar la basura",
      dueDate: "2026-11-23",
      dueTime: "20:00",
      recurrence: "weekly",
    });
    expect(await run(tools, "completeTask", { title: "saqué la basura" })).toMatchObject({
      ok: true,
      task: { title: "Sacar la basura", status: "done" },
      nextOccurrence: { title: "Sacar la basura", dueDate: "2026-11-30", dueTime: "20:00" },
    });
  });

  it("reopens a completed task", async () => {
    const { owner } = await household();
    const tools = toolsFor(server, owner);
    await run(tools, "createTask", { title: "Pagar la luz" });
    await run(tools, "completeTask", { title: "pagar la luz" });
    expect(await run(tools, "reopenTask", { title: "la luz" })).toMatchObject({
      ok: true,
      task: { title: "Pagar la luz", status: "todo" },
    });
    expect(await run(tools, "reopenTask", { title: "la luz" })).toEqual({
      ok: false,
      code: "NO_MATCH",
      message: "No encontré una tarea completada que diga «la luz».",
    });
  });

  it("moves, reschedules, reassigns, reprioritises and repeats, changing only what is given", async () => {
    const { owner, carlos } = await household();
    const tools = toolsFor(server, owner);
    await run(tools, "createTask", {
      title: "Llevar el carro al taller",
      dueDate: "2026-11-24",
      dueTime: "09:00",
      assignee: "Sofía",
      priority: "high",
    });
    expect(
      await run(tools, "updateTask", { title: "el carro al taller", dueDate: "2026-11-26" }),
    ).toEqual({
      ok: true,
      changed: ["dueDate"],
      task: {
        title: "Llevar el carro al taller",
        dueDate: "2026-11-26",
        dueTime: "09:00",
        priority: "high",
        status: "todo",
        assignee: "Sofía López",
        recurrence: "none",
      },
    });
    expect(
      await run(tools, "updateTask", {
        title: "taller",
        dueTime: "11:30",
        assignee: "Carlos",
        priority: "low",
        recurrence: "monthly",
      }),
    ).toMatchObject({
      changed: ["dueTime", "assignee", "priority", "recurrence"],
      task: {
        dueDate: "2026-11-26",
        dueTime: "11:30",
        assignee: "Carlos López",
        priority: "low",
        recurrence: "monthly",
      },
    });
    const [stored] = await board(owner);
    expect(stored).toMatchObject({ assignedTo: carlos.membership.profileId, dueTime: "11:30" });

    await run(tools, "createTask", { title: "Llamar al plomero" });
    expect(await run(tools, "updateTask", { title: "plomero", dueTime: "18:00" })).toMatchObject({
      task: { dueDate: "2026-11-22", dueTime: "18:00" },
    });
    expect(await run(tools, "updateTask", { title: "plomero" })).toEqual({
      ok: false,
      code: "VALIDATION_FAILED",
      message: "No hay cambios que guardar",
    });
    expect(await run(tools, "updateTask", { title: "lavar los platos", priority: "high" })).toEqual(
      {
        ok: false,
        code: "NO_MATCH",
        message: "No encontré una tarea que diga «lavar los platos».",
      },
    );
  });

  it("deletes a task found by title", async () => {
    const { owner } = await household();
    const tools = toolsFor(server, owner);
    await run(tools, "createTask", { title: "Lavar el carro" });
    await run(tools, "createTask", { title: "Lavar la ropa" });
    expect(await run(tools, "deleteTask", { title: "ya no lavar el carro" })).toMatchObject({
      ok: true,
      task: { title: "Lavar el carro" },
    });
    expect((await board(owner)).map((task) => task.title)).toEqual(["Lavar la ropa"]);
  });
});

describe("roles and households", () => {
  it("lets a child delete or change only their own tasks, and a guest change nothing", async () => {
    const { owner, sofia, carlos } = await household();
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest", {
      name: "Marta Invitada",
    });
    await run(toolsFor(server, owner), "createTask", { title: "Pagar la luz" });
    await run(toolsFor(server, owner), "createTask", { title: "Regar", assignee: "Marta" });

    const child = toolsFor(server, carlos);
    expect(await run(child, "deleteTask", { title: "pagar la luz" })).toEqual(refused);
    expect(await run(child, "updateTask", { title: "la luz", dueDate: "2026-11-30" })).toEqual(
      refused,
    );
    await run(child, "createTask", { title: "Ordenar mi cuarto" });
    expect(await run(child, "deleteTask", { title: "ordenar mi cuarto" })).toMatchObject({
      ok: true,
    });

    const member = toolsFor(server, sofia);
    expect(await run(member, "updateTask", { title: "la luz", assignee: "me" })).toEqual(refused);

    const visitor = toolsFor(server, guest);
    expect(await run(visitor, "createTask", { title: "Nada" })).toEqual(refused);
    expect(await run(visitor, "deleteTask", { title: "pagar la luz" })).toEqual(refused);
    expect(await run(visitor, "completeTask", { title: "pagar la luz" })).toEqual(refused);
    // A guest may move what is assigned to them.
    expect(await run(visitor, "completeTask", { title: "regar" })).toMatchObject({ ok: true });
    expect(await run(visitor, "reopenTask", { title: "regar" })).toMatchObject({ ok: true });

    expect(
      (await board(owner)).map((task) => [task.title, task.status, task.dueDate, task.assignedTo]),
    ).toEqual([
      ["Regar", "todo", null, guest.membership.profileId],
      ["Pagar la luz", "todo", null, null],
    ]);
  });

  it("never finds, changes or assigns across households", async () => {
    const { owner } = await household();
    await run(toolsFor(server, owner), "createTask", { title: "Pagar la luz" });
    await run(toolsFor(server, owner), "createTask", { title: "Lavar el carro" });
    await run(toolsFor(server, owner), "completeTask", { title: "lavar el carro" });
    const neighbour = await createHouseholdOwner(server, { name: "Nora Vecina" });
    const theirs = toolsFor(server, neighbour);
    for (const [name, input] of [
      ["completeTask", { title: "pagar la luz" }],
      ["deleteTask", { title: "pagar la luz" }],
      ["updateTask", { title: "pagar la luz", priority: "urgent" }],
      ["reopenTask", { title: "lavar el carro" }],
    ] as const) {
      expect(await run(theirs, name, input as never), name).toMatchObject({
        ok: false,
        code: "NO_MATCH",
      });
    }
    expect(await run(theirs, "createTask", { title: "Algo", assignee: "Sofía" })).toMatchObject({
      code: "NO_MATCH",
    });
    expect(await run(theirs, "listTasks", { status: "done" })).toMatchObject({ tasks: [] });
    expect((await board(owner)).map((task) => [task.title, task.status, task.priority])).toEqual([
      ["Pagar la luz", "todo", "medium"],
      ["Lavar el carro", "done", "medium"],
    ]);
  });
});

describe("live updates", () => {
  it("announces to the household what the assistant creates, completes and deletes", async () => {
    const { owner } = await household();
    const tools = toolsFor(server, owner);
    const events: { topic: string; action?: string; actorId?: string }[] = [];
    const unsubscribe = server.live.subscribe(owner.membership.householdId, (event) =>
      events.push(event),
    );
    await run(tools, "createTask", { title: "Sacar la basura", recurrence: "weekly" });
    await run(tools, "completeTask", { title: "la basura" });
    await run(tools, "deleteTask", { title: "la basura" });
    unsubscribe();
    expect(events.map(({ topic, action, actorId }) => [topic, action, actorId])).toEqual([
      ["tasks", "created", owner.account.id],
      ["tasks", "updated", owner.account.id],
      // The next occurrence of the weekly task.
      ["tasks", "created", owner.account.id],
      ["tasks", "deleted", owner.account.id],
    ]);
  });
});

describe("a member's name alone as the task (issue 16)", () => {
  /** «Lavar el carro» for nobody, two of Carlos's and one of Sofía's. */
  async function choresOfMembers() {
    const { owner } = await household();
    const tools = toolsFor(server, owner);
    await run(tools, "createTask", { title: "Lavar el carro" });
    await run(tools, "createTask", { title: "Sacar la basura", assignee: "Carlos" });
    await run(tools, "createTask", { title: "Comprar regalo", assignee: "Carlos" });
    await run(tools, "createTask", { title: "Regar las plantas", assignee: "Sofía" });
    return { owner, tools };
  }

  it("deletes their only task, asks which of several, and never one whose title looks alike", async () => {
    const { owner, tools } = await choresOfMembers();
    expect(await run(tools, "deleteTask", { title: "Carlos" })).toMatchObject({
      ok: false,
      code: "AMBIGUOUS",
    });
    expect((await board(owner)).map((task) => task.title).sort()).toEqual([
      "Comprar regalo",
      "Lavar el carro",
      "Regar las plantas",
      "Sacar la basura",
    ]);
    expect(await run(tools, "deleteTask", { title: "Sofía" })).toMatchObject({
      ok: true,
      task: { title: "Regar las plantas" },
    });
  });

  it("completes and reopens their task the same way — «Carlos» never completes «Lavar el carro»", async () => {
    const { owner, tools } = await choresOfMembers();
    expect(await run(tools, "completeTask", { title: "Carlos" })).toMatchObject({
      ok: false,
      code: "AMBIGUOUS",
    });
    const open = async () =>
      (await board(owner))
        .filter((task) => task.status !== "done")
        .map((task) => task.title)
        .sort();
    expect(await open()).toEqual([
      "Comprar regalo",
      "Lavar el carro",
      "Regar las plantas",
      "Sacar la basura",
    ]);
    expect(await run(tools, "completeTask", { title: "Sofía" })).toMatchObject({
      ok: true,
      task: { title: "Regar las plantas" },
    });
    expect(await run(tools, "reopenTask", { title: "Sofía" })).toMatchObject({
      ok: true,
      task: { title: "Regar las plantas" },
    });
    expect(await open()).toContain("Regar las plantas");
  });
});
