import type { Task, TaskBoard } from "#shared/schemas/tasks.ts";

/** The board's filter controls. */
export interface TaskFilterValues {
  /** "all", "none" (unassigned) or a profile id. */
  assignee: string;
  /** "all" or a priority. */
  priority: string;
}

export const noFilters: TaskFilterValues = { assignee: "all", priority: "all" };

/** Which board is on screen: the filters chosen and how many tasks each column shows. */
export interface BoardView {
  filters: TaskFilterValues;
  limit: number;
}

export function matchesFilters(
  task: { assignedTo: string | null; priority: string },
  filters: TaskFilterValues,
): boolean {
  const assignee =
    filters.assignee === "all" ||
    (filters.assignee === "none" ? task.assignedTo === null : task.assignedTo === filters.assignee);
  return assignee && (filters.priority === "all" || task.priority === filters.priority);
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
