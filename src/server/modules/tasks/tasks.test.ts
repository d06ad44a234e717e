import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serviceContext } from "#server/app-context.ts";
import {
  completeTask,
  createTask,
  listOpenTasks,
  listTasks,
} from "#server/modules/tasks/tasks.service.ts";
import { dateInZone } from "#shared/calendar/zoned-time.ts";
import type { TaskPriority, TaskStatus } from "#shared/domain/tasks.ts";
import type { Task, TaskBoard } from "#shared/schemas/tasks.ts";
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
  owner = await createHouseholdOwner(server, { name: "Ana López" });
}, 30_000);
afterEach(() => {
  vi.useRealTimers();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function create(member: TestMember, body: Record<string, unknown>) {
  return member.client.post<{ task: Task } & ErrorBody>("/api/tasks", body);
}

async function board(member: TestMember) {
  const response = await member.client.get<TaskBoard>("/api/tasks");
  expect(response.status).toBe(200);
  return response.body;
}

describe("creating tasks", () => {
  it("creates a task with every field and shows it on the board", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member", {
      name: "Luis López",
    });
    const response = await create(owner, {
      title: "  Pagar la luz  ",
      description: "Antes del viernes",
      priority: "urgent",
      dueDate: "2026-11-27",
      assignedTo: partner.membership.profileId,
      recurringPattern: "monthly",
    });
    expect(response.status).toBe(201);
    expect(response.body.task).toMatchObject({
      title: "Pagar la luz",
      description: "Antes del viernes",
      status: "todo",
      priority: "urgent",
      dueDate: "2026-11-27",
      assignedTo: partner.membership.profileId,
      assigneeName: "Luis López",
      recurringPattern: "monthly",
      completedAt: null,
      createdBy: owner.account.id,
    });
    const { tasks, members } = await board(partner);
    expect(tasks.map((task) => task.title)).toEqual(["Pagar la luz"]);
    expect(members.map((member) => member.name).sort()).toEqual(["Ana López", "Luis López"]);
  });

  it("uses the defaults: medium priority, to do, not repeating, nobody, no date", async () => {
    const response = await create(owner, {
      title: "Regar las plantas",
      description: "",
      dueDate: "",
    });
    expect(response.body.task).toMatchObject({
      priority: "medium",
      status: "todo",
      recurringPattern: "none",
      assignedTo: null,
      dueDate: null,
      description: null,
    });
  });

  it("refuses bad input with a Spanish message per field and creates nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "   " }, "title", "El título es requerido"],
      [{}, "title", "El título es requerido"],
      [{ title: "x".repeat(201) }, "title", "El texto es demasiado largo"],
      [{ title: "A", priority: "critical" }, "priority", "Elige una prioridad de la lista"],
      [{ title: "A", dueDate: "2026-02-30" }, "dueDate", "Escribe una fecha válida"],
      [
        { title: "A", recurringPattern: "yearly" },
        "recurringPattern",
        "Elige una repetición de la lista",
      ],
      [{ title: "A", status: "archived" }, "status", "Elige un estado de la lista"],
      [{ title: "A", householdId: "otro" }, "_", "Campo no permitido"],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.[field]).toBe(message);
    }
    const raw = await owner.client.request<ErrorBody>("POST", "/api/tasks", { rawBody: "{nope" });
    expect(raw.status).toBe(400);
    expect((await board(owner)).tasks).toEqual([]);
  });

  it("only assigns to members of the household", async () => {
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    for (const assignedTo of [stranger.membership.profileId, "no-existe"]) {
      const response = await create(owner, { title: "Tarea", assignedTo });
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.assignedTo).toBe("Elige un miembro del hogar");
    }
    expect((await board(owner)).tasks).toEqual([]);
  });

  it("needs a signed-in member of a household", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/api/tasks")).status).toBe(401);
    await anonymous.signUp();
    const noHousehold = await anonymous.get<ErrorBody>("/api/tasks");
    expect(noHousehold.status).toBe(403);
    expect(noHousehold.body.error.code).toBe("NO_HOUSEHOLD");
  });
});

describe("moving tasks between columns (spec §4)", () => {
  it("sets completed_at on done and clears it on any other status", async () => {
    const { task } = (await create(owner, { title: "Lavar el coche" })).body;
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T18:00:00Z") });
    const done = await owner.client.patch<{ task: Task }>(`/api/tasks/${task.id}`, {
      status: "done",
    });
    expect(done.status).toBe(200);
    expect(done.body.task.status).toBe("done");
    expect(done.body.task.completedAt).toBe("2026-11-25T18:00:00.000Z");

    // Editing a done task keeps when it was completed.
    vi.setSystemTime(new Date("2026-11-26T09:00:00Z"));
    const edited = await owner.client.patch<{ task: Task }>(`/api/tasks/${task.id}`, {
      title: "Lavar el coche (hecho)",
      status: "done",
    });
    expect(edited.body.task.completedAt).toBe("2026-11-25T18:00:00.000Z");

    for (const status of ["in_progress", "todo"] as const) {
      const moved = await owner.client.patch<{ task: Task }>(`/api/tasks/${task.id}`, { status });
      expect(moved.body.task.status).toBe(status);
      expect(moved.body.task.completedAt).toBeNull();
    }
    const again = await owner.client.patch<{ task: Task }>(`/api/tasks/${task.id}`, {
      status: "done",
    });
    expect(again.body.task.completedAt).toBe("2026-11-26T09:00:00.000Z");
  });

  it("moves any status to any other, leaving the other fields alone", async () => {
    const { task } = (
      await create(owner, {
        title: "Tarea",
        description: "Detalles",
        dueDate: "2026-11-30",
        assignedTo: owner.membership.profileId,
        priority: "high",
      })
    ).body;
    const statuses = ["in_progress", "done", "todo", "done", "in_progress", "todo"] as const;
    for (const status of statuses) {
      const response = await owner.client.patch<{ task: Task }>(`/api/tasks/${task.id}`, {
        status,
      });
      expect(response.body.task).toMatchObject({
        status,
        description: "Detalles",
        dueDate: "2026-11-30",
        assignedTo: owner.membership.profileId,
        priority: "high",
      });
    }
  });

  it("creates a task directly in a column, done included", async () => {
    const response = await create(owner, { title: "Ya hecha", status: "done" });
    expect(response.body.task.status).toBe("done");
    expect(response.body.task.completedAt).not.toBeNull();
  });

  it("edits fields and refuses an empty edit", async () => {
    const { task } = (await create(owner, { title: "Tarea", priority: "low" })).body;
    const edited = await owner.client.patch<{ task: Task }>(`/api/tasks/${task.id}`, {
      title: "Tarea editada",
      priority: "high",
      dueDate: "2026-12-01",
      description: "Con detalles",
    });
    expect(edited.body.task).toMatchObject({
      title: "Tarea editada",
      priority: "high",
      dueDate: "2026-12-01",
      description: "Con detalles",
      status: "todo",
    });
    const cleared = await owner.client.patch<{ task: Task }>(`/api/tasks/${task.id}`, {
      dueDate: null,
      description: "",
    });
    expect(cleared.body.task).toMatchObject({ dueDate: null, description: null });
    const empty = await owner.client.patch<ErrorBody>(`/api/tasks/${task.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("No hay cambios que guardar");
  });

  it("answers 404 for unknown and foreign tasks, and changes nothing", async () => {
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const { task } = (await create(stranger, { title: "De otra casa" })).body;
    for (const id of [task.id, "no-existe"]) {
      expect((await owner.client.patch(`/api/tasks/${id}`, { status: "done" })).status).toBe(404);
      expect((await owner.client.delete(`/api/tasks/${id}`)).status).toBe(404);
    }
    const theirs = await board(stranger);
    expect(theirs.tasks[0]?.status).toBe("todo");
  });
});

describe("due time", () => {
  it("round-trips through the API: created, shown on the board, changed, cleared with the day", async () => {
    const created = await create(owner, {
      title: "Pagar el gas",
      dueDate: "2026-11-27",
      dueTime: "10:00",
    });
    expect(created.status).toBe(201);
    expect(created.body.task).toMatchObject({ dueDate: "2026-11-27", dueTime: "10:00" });
    const { tasks } = await board(owner);
    expect(tasks[0]).toMatchObject({ title: "Pagar el gas", dueTime: "10:00" });

    const id = created.body.task.id;
    const moved = await owner.client.patch<{ task: Task }>(`/api/tasks/${id}`, {
      dueTime: "19:30",
    });
    expect(moved.body.task).toMatchObject({ dueDate: "2026-11-27", dueTime: "19:30" });
    const anyTime = await owner.client.patch<{ task: Task }>(`/api/tasks/${id}`, { dueTime: "" });
    expect(anyTime.body.task.dueTime).toBeNull();
    await owner.client.patch(`/api/tasks/${id}`, { dueTime: "08:15" });
    const undated = await owner.client.patch<{ task: Task }>(`/api/tasks/${id}`, {
      dueDate: null,
    });
    expect(undated.body.task).toMatchObject({ dueDate: null, dueTime: null });
    const stored = await server.database.db
      .selectFrom("tasks")
      .select("due_time")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.due_time).toBeNull();
  });

  it("keeps the time on the next occurrence of a recurring task", async () => {
    const { task } = (
      await create(owner, {
        title: "Clase de natación",
        dueDate: "2026-11-25",
        dueTime: "17:00",
        recurringPattern: "weekly",
      })
    ).body;
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T18:00:00Z") });
    const done = await owner.client.patch<{ nextOccurrence: Task | null }>(
      `/api/tasks/${task.id}`,
      { status: "done" },
    );
    expect(done.body.nextOccurrence).toMatchObject({ dueDate: "2026-12-02", dueTime: "17:00" });
  });

  it("refuses a time that is not HH:mm, or a time without a day, in Spanish", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "A", dueDate: "2026-11-27", dueTime: "25:00" }, "Escribe una hora válida (HH:MM)"],
      [{ title: "A", dueDate: "2026-11-27", dueTime: "10am" }, "Escribe una hora válida (HH:MM)"],
      [{ title: "A", dueDate: "2026-11-27", dueTime: 10 }, "Escribe una hora válida (HH:MM)"],
      [{ title: "A", dueTime: "10:00" }, "Elige una fecha límite para poder poner una hora"],
    ];
    for (const [body, message] of cases) {
      const response = await create(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.dueTime).toBe(message);
    }
    const { task } = (await create(owner, { title: "Sin fecha" })).body;
    const timeOnly = await owner.client.patch<ErrorBody>(`/api/tasks/${task.id}`, {
      dueTime: "10:00",
    });
    expect(timeOnly.status).toBe(400);
    expect(timeOnly.body.error.fields?.dueTime).toBe(
      "Elige una fecha límite para poder poner una hora",
    );
    expect((await board(owner)).tasks.map((each) => each.title)).toEqual(["Sin fecha"]);
  });
});

describe("recurring tasks", () => {
  it("completing one creates the next occurrence, once, in the household's time zone", async () => {
    const { task } = (
      await create(owner, {
        title: "Sacar la basura",
        dueDate: "2026-11-25",
        recurringPattern: "weekly",
        priority: "high",
      })
    ).body;
    // 23:30 on the 25th in Mexico City is already the 26th in UTC.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T05:30:00Z") });
    const done = await owner.client.patch<{ task: Task; nextOccurrence: Task | null }>(
      `/api/tasks/${task.id}`,
      { status: "done" },
    );
    expect(done.body.nextOccurrence).toMatchObject({
      title: "Sacar la basura",
      dueDate: "2026-12-02",
      status: "todo",
      priority: "high",
      recurringPattern: "weekly",
      completedAt: null,
    });

    // Moved back to Por Hacer: the copy the completion made goes with it, so one task is left.
    await owner.client.patch(`/api/tasks/${task.id}`, { status: "todo" });
    const reopened = (await board(owner)).tasks.map((each) => [each.title, each.status]);
    expect(reopened).toEqual([["Sacar la basura", "todo"]]);

    // Completed again: the next occurrence comes back, once.
    const again = await owner.client.patch<{ nextOccurrence: Task | null }>(
      `/api/tasks/${task.id}`,
      { status: "done" },
    );
    expect(again.body.nextOccurrence).toMatchObject({ dueDate: "2026-12-02", status: "todo" });
    const titles = (await board(owner)).tasks.map((each) => [each.title, each.dueDate]);
    expect(titles).toEqual([
      ["Sacar la basura", "2026-12-02"],
      ["Sacar la basura", "2026-11-25"],
    ]);
  });

  it("a next occurrence someone already worked on stays when the completion is undone", async () => {
    const { task } = (
      await create(owner, { title: "Regar las plantas", recurringPattern: "daily" })
    ).body;
    const done = await owner.client.patch<{ nextOccurrence: Task | null }>(
      `/api/tasks/${task.id}`,
      { status: "done" },
    );
    const next = done.body.nextOccurrence as Task;
    await owner.client.patch(`/api/tasks/${next.id}`, { status: "in_progress" });

    await owner.client.patch(`/api/tasks/${task.id}`, { status: "todo" });
    await owner.client.patch(`/api/tasks/${task.id}`, { status: "done" });
    const statuses = (await board(owner)).tasks.map((each) => each.status).sort();
    expect(statuses).toEqual(["done", "in_progress"]);
  });

  it("daily and monthly rhythms, and an undated task recurring from today", async () => {
    const daily = (await create(owner, { title: "Diaria", recurringPattern: "daily" })).body.task;
    const monthly = (
      await create(owner, { title: "Mensual", dueDate: "2027-01-31", recurringPattern: "monthly" })
    ).body.task;
    // Straight through the service: a session would not last until then.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-01-31T15:00:00Z") });
    const next = async (id: string) =>
      (await completeTask(serviceContext(server), owner.membership, id)).nextOccurrence?.dueDate;
    expect(await next(daily.id)).toBe("2027-02-01");
    expect(await next(monthly.id)).toBe("2027-02-28");
  });

  it("two members completing at once create a single next occurrence", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");
    const { task } = (await create(owner, { title: "Pasear al perro", recurringPattern: "daily" }))
      .body;
    await Promise.all([
      completeTask(serviceContext(server), owner.membership, task.id),
      completeTask(serviceContext(server), partner.membership, task.id),
      owner.client.patch(`/api/tasks/${task.id}`, { status: "done" }),
    ]);
    const tasks = await listTasks(serviceContext(server), owner.membership);
    expect(tasks.filter((each) => each.status === "todo")).toHaveLength(1);
    expect(tasks).toHaveLength(2);
  });

  it("the service functions the assistant will call work on their own", async () => {
    const task = await createTask(serviceContext(server), owner.membership, {
      title: "Comprar regalo",
      description: null,
      priority: "high",
      dueDate: dateInZone(new Date(), "America/Mexico_City"),
      assignedTo: null,
      recurringPattern: "none",
      status: "todo",
    });
    const { task: done } = await completeTask(serviceContext(server), owner.membership, task.id);
    expect(done.status).toBe("done");
    expect(
      (await listTasks(serviceContext(server), owner.membership, { status: "done" })).length,
    ).toBe(1);
  });
});

describe("deleting", () => {
  it("deletes a task", async () => {
    const { task } = (await create(owner, { title: "Borrar" })).body;
    expect((await owner.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await board(owner)).tasks).toEqual([]);
    expect((await owner.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
  });
});

describe("roles", () => {
  it("members move anyone's tasks but edit and delete only their own; admins manage all", async () => {
    const householdId = owner.membership.householdId;
    const member = await addHouseholdMember(server, householdId, "member");
    const admin = await addHouseholdMember(server, householdId, "admin");
    const { task } = (await create(owner, { title: "De Ana" })).body;

    expect(
      (await member.client.patch(`/api/tasks/${task.id}`, { status: "in_progress" })).status,
    ).toBe(200);
    expect((await member.client.patch(`/api/tasks/${task.id}`, { title: "Cambio" })).status).toBe(
      403,
    );
    expect((await member.client.delete(`/api/tasks/${task.id}`)).status).toBe(403);
    const own = (await create(member, { title: "Mía" })).body.task;
    expect(
      (await member.client.patch(`/api/tasks/${own.id}`, { title: "Mía, editada" })).status,
    ).toBe(200);
    expect((await admin.client.patch(`/api/tasks/${task.id}`, { title: "Por admin" })).status).toBe(
      200,
    );
    expect((await admin.client.delete(`/api/tasks/${own.id}`)).status).toBe(204);
  });

  it("guests read the board and move only what is assigned to them", async () => {
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const theirs = (
      await create(owner, { title: "Para el invitado", assignedTo: guest.membership.profileId })
    ).body.task;
    const other = (await create(owner, { title: "De la casa" })).body.task;
    expect((await board(guest)).tasks).toHaveLength(2);
    expect((await create(guest, { title: "No puedo" })).status).toBe(403);
    expect((await guest.client.patch(`/api/tasks/${theirs.id}`, { status: "done" })).status).toBe(
      200,
    );
    const refused = await guest.client.patch<ErrorBody>(`/api/tasks/${other.id}`, {
      status: "done",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("No tienes permiso para hacer esto");
  });
});

describe("filters and live updates", () => {
  it("filters by assignee (or nobody) and priority", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");
    await create(owner, {
      title: "Urgente de Luis",
      priority: "urgent",
      assignedTo: partner.membership.profileId,
    });
    await create(owner, { title: "Baja de nadie", priority: "low" });
    await create(owner, { title: "Urgente de nadie", priority: "urgent" });
    const titles = async (query: string) =>
      (await owner.client.get<{ tasks: Task[] }>(`/api/tasks?${query}`)).body.tasks
        .map((task) => task.title)
        .sort();
    expect(await titles(`assignedTo=${partner.membership.profileId}`)).toEqual(["Urgente de Luis"]);
    expect(await titles("assignedTo=none")).toEqual(["Baja de nadie", "Urgente de nadie"]);
    expect(await titles("priority=urgent")).toEqual(["Urgente de Luis", "Urgente de nadie"]);
    expect(await titles("priority=urgent&assignedTo=none")).toEqual(["Urgente de nadie"]);
    expect((await owner.client.get("/api/tasks?priority=critical")).status).toBe(400);
  });

  it("announces every write to the household", async () => {
    const events: unknown[] = [];
    const unsubscribe = server.live.subscribe(owner.membership.householdId, (event) =>
      events.push(event),
    );
    const { task } = (await create(owner, { title: "En vivo" })).body;
    await owner.client.patch(`/api/tasks/${task.id}`, { status: "done" });
    await owner.client.delete(`/api/tasks/${task.id}`);
    await create(owner, { title: "" }); // refused: nothing announced
    unsubscribe();
    expect(events).toEqual([
      { topic: "tasks", action: "created", id: task.id, actorId: owner.account.id },
      { topic: "tasks", action: "updated", id: task.id, actorId: owner.account.id },
      { topic: "tasks", action: "deleted", id: task.id, actorId: owner.account.id },
    ]);
  });

  async function addTasks(count: number, status: TaskStatus, priority: TaskPriority = "low") {
    const tasks: Task[] = [];
    for (let index = 0; index < count; index++) {
      tasks.push(
        await createTask(serviceContext(server), owner.membership, {
          title: `${status} ${index}`,
          description: null,
          priority,
          dueDate: null,
          assignedTo: null,
          recurringPattern: "none",
          status,
        }),
      );
    }
    return tasks;
  }

  it("shows each column's first 50 and its total; a larger limit shows more", async () => {
    const todo = await addTasks(53, "todo");
    await addTasks(2, "in_progress");
    const done = await addTasks(51, "done");
    // Completing an old task puts it first in 'Completadas'.
    await owner.client.patch(`/api/tasks/${todo[0]?.id}`, { status: "done" });

    const first = await board(owner);
    expect(first.totals).toEqual({ todo: 52, in_progress: 2, done: 52 });
    const titles = (status: TaskStatus, tasks = first.tasks) =>
      tasks.filter((task) => task.status === status).map((task) => task.title);
    // Open columns: the newest 50, newest first.
    expect(titles("todo")).toEqual(
      todo
        .slice(3)
        .reverse()
        .map((task) => task.title),
    );
    expect(titles("in_progress")).toHaveLength(2);
    // 'Completadas': the 50 completed most recently; the oldest two wait for 'Mostrar más'.
    expect(titles("done")).toContain(todo[0]?.title);
    expect(titles("done")).toHaveLength(50);
    expect(titles("done")).not.toContain(done[0]?.title);

    const more = (await owner.client.get<TaskBoard>("/api/tasks?limit=100")).body;
    expect(titles("todo", more.tasks)).toHaveLength(52);
    expect(titles("done", more.tasks)).toHaveLength(52);
    expect(more.totals).toEqual(first.totals);
  });

  it("counts each column with the filters applied", async () => {
    await addTasks(3, "todo", "urgent");
    await addTasks(2, "todo");
    await addTasks(1, "done", "urgent");
    const urgent = (await owner.client.get<TaskBoard>("/api/tasks?priority=urgent&limit=2")).body;
    expect(urgent.totals).toEqual({ todo: 3, in_progress: 0, done: 1 });
    expect(urgent.tasks.map((task) => task.status).sort()).toEqual(["done", "todo", "todo"]);
  });

  it("refuses a limit outside 1–1000 with a Spanish message", async () => {
    for (const limit of ["0", "1001", "2.5", "muchas"]) {
      const response = await owner.client.get<ErrorBody>(`/api/tasks?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.limit).toBe("Pide entre 1 y 1000 tareas por columna");
    }
  });

  it("gives the assistant every open task, soonest due first, undated last", async () => {
    await addTasks(60, "todo");
    await addTasks(3, "done");
    const soon = await create(owner, { title: "Pagar la luz", dueDate: "2026-12-01" });
    const later = await create(owner, { title: "Renovar pasaporte", dueDate: "2027-01-15" });
    const open = await listOpenTasks(serviceContext(server), owner.membership);
    expect(open).toHaveLength(62);
    expect(open.slice(0, 2).map((task) => task.id)).toEqual([
      soon.body.task.id,
      later.body.task.id,
    ]);
    expect(open.every((task) => task.status !== "done")).toBe(true);
  });
});
