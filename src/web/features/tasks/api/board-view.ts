import type { TaskDueView, TaskSort } from "#shared/domain/tasks.ts";
import type { Task, TaskBoard } from "#shared/schemas/tasks.ts";
import { localDate } from "#web/lib/dates.ts";

/** The board's filter controls. */
export interface TaskFilterValues {
  /** "all", "none" (unassigned) or a profile id. */
  assignee: string;
  /** "all" or a priority. */
  priority: string;
  /** «Hoy», «Atrasadas», or any day. */
  due: "all" | TaskDueView;
  /** Each column newest first, or by due date, or by priority. */
  sort: "recent" | TaskSort;
}

export const noFilters: TaskFilterValues = {
  assignee: "all",
  priority: "all",
  due: "all",
  sort: "recent",
};

/** Which board is on screen: the filters chosen and how many tasks each column shows. */
export interface BoardView {
  filters: TaskFilterValues;
  limit: number;
}

export function matchesFilters(
  task: { assignedTo: string | null; priority: string; dueDate?: string | null; status?: string },
  filters: TaskFilterValues,
  today: string = localDate(),
): boolean {
  const assignee =
    filters.assignee === "all" ||
    (filters.assignee === "none" ? task.assignedTo === null : task.assignedTo === filters.assignee);
  const due =
    filters.due === "all" ||
    (filters.due === "today"
      ? task.dueDate === today
      : Boolean(task.dueDate && task.dueDate < today && task.status !== "done"));
  return assignee && due && (filters.priority === "all" || task.priority === filters.priority);
}

/**
 * The board with a created or changed task put where the server will show it: in its place
 * when it was already shown, first when new, gone when it no longer matches the filters; the
 * column totals follow.
 */
export function placeTask(board: TaskBoard, filters: TaskFilterValues, task: Task): TaskBoard {
  const previous = board.tasks.find((each) => each.id === task.id);
  const totals = { ...board.totals };
  if (previous) totals[previous.status]--;
  if (!matchesFilters(task, filters)) {
    return { ...board, totals, tasks: board.tasks.filter((each) => each.id !== task.id) };
  }
  totals[task.status]++;
  const tasks = previous
    ? board.tasks.map((each) => (each.id === task.id ? task : each))
    : [task, ...board.tasks];
  return { ...board, totals, tasks };
}

export function removeTask(board: TaskBoard, id: string): TaskBoard {
  const removed = board.tasks.find((each) => each.id === id);
  if (!removed) return board;
  return {
    ...board,
    tasks: board.tasks.filter((each) => each.id !== id),
    totals: { ...board.totals, [removed.status]: board.totals[removed.status] - 1 },
  };
}
