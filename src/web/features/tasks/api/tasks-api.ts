import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TaskStatus } from "#shared/domain/tasks.ts";
import type { CreateTaskInput, Task, TaskMember, UpdateTaskInput } from "#shared/schemas/tasks.ts";
import { completedAtFor } from "#shared/tasks/completion.ts";
import { ApiError, api, NetworkError } from "#web/lib/api-client.ts";
import { formatDay } from "#web/lib/dates.ts";

export interface TaskBoard {
  tasks: Task[];
  members: TaskMember[];
}

interface TaskChange {
  task: Task;
  nextOccurrence: Task | null;
}

/** Starts with "tasks": a change announced on that topic refetches the board. */
export const taskBoardQuery = queryOptions({
  queryKey: ["tasks", "board"],
  queryFn: ({ signal }) => api<TaskBoard>("/api/tasks", { signal }),
});

export function useTaskBoard() {
  return useQuery(taskBoardQuery);
}

/** The reason under a §8 error toast: the server's Spanish message, or the network one. */
export function errorDescription(error: unknown, t: TFunction): string | undefined {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return t("common:errors.network");
  return undefined;
}

export function useCreateTask() {
  const { t } = useTranslation("tasks");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTaskInput) =>
      api<{ task: Task }>("/api/tasks", { method: "POST", body: input }),
    onSuccess: ({ task }) => {
      queryClient.setQueryData<TaskBoard>(taskBoardQuery.queryKey, (board) =>
        board ? { ...board, tasks: [task, ...board.tasks.filter((t) => t.id !== task.id)] } : board,
      );
      toast.success(t("toasts.created"));
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
    mutationFn: ({ id, update }: { id: string; update: UpdateTaskInput }) =>
      api<TaskChange>(`/api/tasks/${id}`, { method: "PATCH", body: update }),
    onMutate: async ({ id, update }) => {
      await queryClient.cancelQueries({ queryKey: taskBoardQuery.queryKey });
      const previous = queryClient.getQueryData<TaskBoard>(taskBoardQuery.queryKey);
      if (previous) {
        queryClient.setQueryData<TaskBoard>(taskBoardQuery.queryKey, {
          ...previous,
          tasks: previous.tasks.map((task) =>
            task.id === id ? applyUpdate(task, update, previous.members) : task,
          ),
        });
      }
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(taskBoardQuery.queryKey, context.previous);
      toast.error(t("toasts.updateFailed"), { description: errorDescription(error, t) });
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
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/tasks/${id}`, { method: "DELETE" }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: taskBoardQuery.queryKey });
      const previous = queryClient.getQueryData<TaskBoard>(taskBoardQuery.queryKey);
      if (previous) {
        queryClient.setQueryData<TaskBoard>(taskBoardQuery.queryKey, {
          ...previous,
          tasks: previous.tasks.filter((task) => task.id !== id),
        });
      }
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(taskBoardQuery.queryKey, context.previous);
      toast.error(t("toasts.deleteFailed"), { description: errorDescription(error, t) });
    },
    onSuccess: () => toast.success(t("toasts.deleted")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["tasks"] }),
  });
}
