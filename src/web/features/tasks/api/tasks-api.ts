import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { v7 as uuidv7 } from "uuid";
import type { TaskChange, TaskCreated } from "#shared/contracts/tasks.ts";
import { type TaskStatus, taskBoardPageSize } from "#shared/domain/tasks.ts";
import type {
  CreateTaskInput,
  Task,
  TaskBoard,
  TaskMember,
  UpdateTaskInput,
} from "#shared/schemas/tasks.ts";
import { completedAtFor } from "#shared/tasks/completion.ts";
import {
  type BoardView,
  noFilters,
  placeTask,
  removeTask,
} from "#web/features/tasks/api/board-view.ts";
import { pendingTask, withPendingTaskWrites } from "#web/features/tasks/api/pending-tasks.ts";
import { api, errorText } from "#web/lib/api-client.ts";
import { formatDay } from "#web/lib/dates.ts";
import { submitWrite, usePendingWrites } from "#web/lib/outbox.ts";
import { useUndoDeleteToast } from "#web/lib/undo-toast.ts";

const boardsKey = ["tasks", "board"] as const;

function boardSearch({ filters, limit }: BoardView): string {
  const search = new URLSearchParams({ limit: String(limit) });
  if (filters.assignee !== "all") search.set("assignedTo", filters.assignee);
  if (filters.priority !== "all") search.set("priority", filters.priority);
  if (filters.due !== "all") search.set("due", filters.due);
  if (filters.sort !== "recent") search.set("sort", filters.sort);
  return search.toString();
}

/** The board /tasks opens on: no filters, the first page of each column. */
export const firstBoardView: BoardView = { filters: noFilters, limit: taskBoardPageSize };

/** Starts with "tasks": a change announced on that topic refetches the board. */
export const taskBoardQuery = (view: BoardView) =>
  queryOptions({
    queryKey: [...boardsKey, view],
    queryFn: ({ signal }) => api<TaskBoard>(`/api/tasks?${boardSearch(view)}`, { signal }),
  });

/** Another filter or 'Mostrar más' keeps the board on screen until the new one arrives. What
 * this phone changed without a network is laid over it, marked as pending (ADR 010). */
export function useTaskBoard(view: BoardView) {
  const writes = usePendingWrites("tasks");
  const select = useCallback(
    (board: TaskBoard) => withPendingTaskWrites(board, writes, view.filters, applyUpdate),
    [writes, view.filters],
  );
  return useQuery({ ...taskBoardQuery(view), placeholderData: keepPreviousData, select });
}

type BoardsSnapshot = [QueryKey, TaskBoard | undefined][];

/** Changes every board in the cache (each filter and limit seen) at once, optimistically, and
 * returns how they were, for `restoreBoards`. */
async function changeBoards(
  queryClient: QueryClient,
  change: (board: TaskBoard, view: BoardView) => TaskBoard,
): Promise<BoardsSnapshot> {
  await queryClient.cancelQueries({ queryKey: boardsKey });
  const snapshot = queryClient.getQueriesData<TaskBoard>({ queryKey: boardsKey });
  for (const [key, board] of snapshot) {
    const view = key[2] as BoardView;
    if (board) queryClient.setQueryData<TaskBoard>(key, change(board, view));
  }
  return snapshot;
}

function restoreBoards(queryClient: QueryClient, snapshot: BoardsSnapshot | undefined) {
  for (const [key, board] of snapshot ?? []) queryClient.setQueryData(key, board);
}

export function useCreateTask() {
  const { t, i18n } = useTranslation("tasks");
  const queryClient = useQueryClient();
  return useMutation({
    // Through the offline outbox: without a network the answer is the task's stand-in.
    mutationFn: async (input: CreateTaskInput) => {
      const key = uuidv7();
      const outcome = await submitWrite<TaskCreated>({
        key,
        method: "POST",
        path: "/api/tasks",
        body: input,
        topic: "tasks",
        label: input.title.trim(),
        creates: true,
      });
      if (outcome.sent) return outcome.data;
      const members = queryClient.getQueriesData<TaskBoard>({ queryKey: boardsKey })[0]?.[1]
        ?.members;
      return { task: pendingTask(key, input, members ?? [], new Date().toISOString()) };
    },
    onSuccess: async ({ task }) => {
      await changeBoards(queryClient, (board, view) => placeTask(board, view.filters, task));
      // The day the quick add read is said back, so a misreading shows at once.
      const due = task.dueDate ? formatDay(task.dueDate, i18n.language, "EEEE d MMM") : null;
      toast.success(t("toasts.created"), {
        description: [task.title, due, task.dueTime].filter(Boolean).join(" · "),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["tasks"] }),
  });
}

function applyUpdate(task: Task, update: UpdateTaskInput, members: TaskMember[]): Task {
  const status = (update.status ?? task.status) as TaskStatus;
  const assignedTo = update.assignedTo === undefined ? task.assignedTo : update.assignedTo || null;
  return {
    ...task,
    ...(update.title !== undefined && { title: update.title.trim() }),
    ...(update.description !== undefined && { description: update.description || null }),
    ...(update.priority !== undefined && { priority: update.priority }),
    ...(update.dueDate !== undefined && { dueDate: update.dueDate || null }),
    ...(update.dueTime !== undefined && { dueTime: update.dueTime || null }),
    // Without a day there is no time (the server clears it too).
    ...(update.dueDate !== undefined && !update.dueDate && { dueTime: null }),
    ...(update.recurringPattern !== undefined && { recurringPattern: update.recurringPattern }),
    assignedTo,
    assigneeName: members.find((member) => member.id === assignedTo)?.name ?? null,
    status,
    completedAt: completedAtFor(status, task, new Date()),
  };
}

/**
 * Edits and moves are optimistic: the board changes at once and, if the server refuses, goes
 * back as it was with 'No se pudo actualizar la tarea'.
 */
export function useUpdateTask() {
  const { t, i18n } = useTranslation("tasks");
  const queryClient = useQueryClient();
  return useMutation({
    // Moves and completions go through the offline outbox; kept for later, the answer is the
    // task as the board already shows it.
    mutationFn: async ({ id, update }: { id: string; update: UpdateTaskInput }) => {
      const boards = queryClient.getQueriesData<TaskBoard>({ queryKey: boardsKey });
      const task = boards.flatMap(([, board]) => board?.tasks ?? []).find((each) => each.id === id);
      const outcome = await submitWrite<TaskChange>({
        method: "PATCH",
        path: `/api/tasks/${id}`,
        body: update,
        topic: "tasks",
        label: task?.title ?? "",
      });
      if (outcome.sent) return outcome.data;
      return { task: task as Task, nextOccurrence: null };
    },
    onMutate: async ({ id, update }) => ({
      previous: await changeBoards(queryClient, (board, view) => {
        const task = board.tasks.find((each) => each.id === id);
        return task
          ? placeTask(board, view.filters, applyUpdate(task, update, board.members))
          : board;
      }),
    }),
    onError: (error, _variables, context) => {
      restoreBoards(queryClient, context?.previous);
      toast.error(t("toasts.updateFailed"), { description: errorText(error, t) });
    },
    onSuccess: ({ nextOccurrence }) => {
      if (nextOccurrence?.dueDate) {
        const date = formatDay(nextOccurrence.dueDate, i18n.language, "PPPP");
        toast.success(t("toasts.nextOccurrence", { date }));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["tasks"] }),
  });
}

export function useDeleteTask() {
  const { t } = useTranslation("tasks");
  const queryClient = useQueryClient();
  const showUndoDelete = useUndoDeleteToast();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/tasks/${id}`, { method: "DELETE" }),
    onMutate: async (id) => ({
      previous: await changeBoards(queryClient, (board) => removeTask(board, id)),
    }),
    onError: (error, _id, context) => {
      restoreBoards(queryClient, context?.previous);
      toast.error(t("toasts.deleteFailed"), { description: errorText(error, t) });
    },
    onSuccess: (_data, id) => showUndoDelete("tasks", id, t("toasts.deleted")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["tasks"] }),
  });
}
