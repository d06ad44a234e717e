import { describe, expect, it } from "vitest";
import type { Task, TaskBoard, UpdateTaskInput } from "#shared/schemas/tasks.ts";
import { noFilters } from "#web/features/tasks/api/board-view.ts";
import { withPendingTaskWrites } from "#web/features/tasks/api/pending-tasks.ts";
import type { PendingWrite } from "#web/lib/outbox.ts";

const task = (id: string, title: string): Task => ({
  id,
  title,
  description: null,
  status: "todo",
  priority: "medium",
  dueDate: null,
  dueTime: null,
  assignedTo: null,
  assigneeName: null,
  recurringPattern: "none",
  completedAt: null,
  createdBy: "u1",
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
});

const board: TaskBoard = {
  tasks: [task("a", "Pagar la luz"), task("b", "Regar las plantas")],
  totals: { todo: 2, in_progress: 0, done: 0 },
  members: [{ id: "p1", name: "Ana" }],
};

const write = (
  fields: Pick<PendingWrite, "key" | "method" | "path"> & Partial<PendingWrite>,
): PendingWrite => ({
  topic: "tasks",
  label: "",
  createdAt: "2026-11-25T11:00:00.000Z",
  state: "waiting",
  ...fields,
});

const applyStatus = (each: Task, update: UpdateTaskInput): Task => ({
  ...each,
  status: update.status ?? each.status,
});

describe("the task board with the outbox's waiting writes laid over it", () => {
  it("moves a task completed offline to its column and adds a task created offline", () => {
    const shown = withPendingTaskWrites(
      board,
      [
        write({ key: "k1", method: "PATCH", path: "/api/tasks/a", body: { status: "done" } }),
        write({
          key: "k2",
          method: "POST",
          path: "/api/tasks",
          body: { title: " Comprar focos ", assignedTo: "p1" },
        }),
      ],
      noFilters,
      applyStatus,
    );
    expect(shown.totals).toEqual({ todo: 2, in_progress: 0, done: 1 });
    expect(shown.tasks.map(({ id, title, status }) => ({ id, title, status }))).toEqual([
      { id: "k2", title: "Comprar focos", status: "todo" },
      { id: "a", title: "Pagar la luz", status: "done" },
      { id: "b", title: "Regar las plantas", status: "todo" },
    ]);
    expect(shown.tasks.find((each) => each.id === "k2")).toMatchObject({
      assigneeName: "Ana",
      pending: true,
    });
    expect(shown.tasks.find((each) => each.id === "a")).toMatchObject({ pending: true });
    expect(shown.tasks.find((each) => each.id === "b")).not.toHaveProperty("pending");
  });

  it("ignores a write to a task the board no longer has", () => {
    const shown = withPendingTaskWrites(
      board,
      [write({ key: "k1", method: "PATCH", path: "/api/tasks/zz", body: { status: "done" } })],
      noFilters,
      applyStatus,
    );
    expect(shown).toEqual(board);
  });
});
