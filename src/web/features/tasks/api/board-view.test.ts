import { describe, expect, it } from "vitest";
import type { Task, TaskBoard } from "#shared/schemas/tasks.ts";
import {
  matchesFilters,
  noFilters,
  placeTask,
  removeTask,
} from "#web/features/tasks/api/board-view.ts";

function task(id: string, fields: Partial<Task> = {}): Task {
  return {
    id,
    title: `Tarea ${id}`,
    description: null,
    status: "todo",
    priority: "medium",
    dueDate: null,
    dueTime: null,
    assignedTo: null,
    assigneeName: null,
    recurringPattern: "none",
    completedAt: null,
    createdBy: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    ...fields,
  };
}

// Two of twelve to-do tasks shown, one of four completed.
const board: TaskBoard = {
  tasks: [task("a"), task("b", { priority: "urgent" }), task("c", { status: "done" })],
  totals: { todo: 12, in_progress: 0, done: 4 },
  members: [],
};

describe("the board after a change, before the server answers", () => {
  it("puts a new task first and counts it", () => {
    const placed = placeTask(board, noFilters, task("n"));
    expect(placed.tasks.map((each) => each.id)).toEqual(["n", "a", "b", "c"]);
    expect(placed.totals).toEqual({ todo: 13, in_progress: 0, done: 4 });
  });

  it("moves a task between columns in its place, and both counts follow", () => {
    const placed = placeTask(board, noFilters, task("a", { status: "in_progress" }));
    expect(placed.tasks.map((each) => [each.id, each.status])).toEqual([
      ["a", "in_progress"],
      ["b", "todo"],
      ["c", "done"],
    ]);
    expect(placed.totals).toEqual({ todo: 11, in_progress: 1, done: 4 });
  });

  it("takes out a task that no longer matches the filters, and leaves out a new one", () => {
    const urgent = { ...noFilters, priority: "urgent" };
    const filtered: TaskBoard = {
      ...board,
      tasks: [board.tasks[1] as Task],
      totals: { todo: 1, in_progress: 0, done: 0 },
    };
    const lowered = placeTask(filtered, urgent, task("b", { priority: "low" }));
    expect(lowered.tasks).toEqual([]);
    expect(lowered.totals.todo).toBe(0);
    expect(placeTask(filtered, urgent, task("n"))).toEqual(filtered);
  });

  it("removes a deleted task and counts one fewer; an unseen id changes nothing", () => {
    const removed = removeTask(board, "c");
    expect(removed.tasks.map((each) => each.id)).toEqual(["a", "b"]);
    expect(removed.totals).toEqual({ todo: 12, in_progress: 0, done: 3 });
    expect(removeTask(board, "z")).toBe(board);
  });
});

describe("the board's day views", () => {
  const today = "2026-11-25";
  const tasks = [
    task("today", { dueDate: today }),
    task("late", { dueDate: "2026-11-20" }),
    task("late-done", { dueDate: "2026-11-20", status: "done" }),
    task("later", { dueDate: "2026-11-30" }),
    task("undated"),
  ];
  const shown = (due: "today" | "overdue") =>
    tasks
      .filter((each) => matchesFilters(each, { ...noFilters, due }, today))
      .map((each) => each.id);

  it("«Hoy» keeps what is due today; «Atrasadas» what is open and due before", () => {
    expect(shown("today")).toEqual(["today"]);
    expect(shown("overdue")).toEqual(["late"]);
  });
});
