import type {
  CreateTaskInput,
  Task,
  TaskBoard,
  TaskMember,
  UpdateTaskInput,
} from "#shared/schemas/tasks.ts";
import { placeTask, type TaskFilterValues } from "#web/features/tasks/api/board-view.ts";
import type { PendingWrite } from "#web/lib/outbox.ts";

/** A task as the board shows it: `pending` when a change to it is kept on this phone only. */
export type ShownTask = Task & { pending?: boolean };

const taskPath = /^\/api\/tasks\/([^/?]+)$/;

/** The stand-in for a task created without a network, until the server has it. */
export function pendingTask(
  key: string,
  input: CreateTaskInput,
  members: TaskMember[],
  createdAt: string,
): Task {
  const assignedTo = input.assignedTo || null;
  return {
    id: key,
    title: input.title.trim(),
    description: input.description?.trim() || null,
    status: input.status ?? "todo",
    priority: input.priority ?? "medium",
    dueDate: input.dueDate || null,
    dueTime: input.dueDate ? input.dueTime || null : null,
    assignedTo,
    assigneeName: members.find((member) => member.id === assignedTo)?.name ?? null,
    recurringPattern: input.recurringPattern ?? "none",
    completedAt: null,
    createdBy: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * The board as the server last sent it, with the task writes still waiting in the outbox laid
 * over it in the order they were made (ADR 010): created tasks appear, moves and completions
 * show in their column.
 */
export function withPendingTaskWrites(
  board: TaskBoard,
  writes: PendingWrite[],
  filters: TaskFilterValues,
  applyUpdate: (task: Task, update: UpdateTaskInput, members: TaskMember[]) => Task,
): TaskBoard {
  let shown = board;
  for (const write of writes) {
    const pending = write.state === "waiting";
    if (write.method === "POST" && write.path === "/api/tasks") {
      if (shown.tasks.some((task) => task.id === write.key)) continue;
      const task = pendingTask(
        write.key,
        write.body as CreateTaskInput,
        shown.members,
        write.createdAt,
      );
      shown = placeTask(shown, filters, { ...task, pending } as ShownTask);
      continue;
    }
    const id = taskPath.exec(write.path)?.[1];
    const task = shown.tasks.find((each) => each.id === id) as ShownTask | undefined;
    if (write.method !== "PATCH" || !task) continue;
    const changed = applyUpdate(task, write.body as UpdateTaskInput, shown.members);
    shown = placeTask(shown, filters, {
      ...changed,
      pending: task.pending || pending,
    } as ShownTask);
  }
  return shown;
}
