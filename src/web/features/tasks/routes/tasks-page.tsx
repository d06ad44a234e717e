import { Plus } from "lucide-react";
import { lazy, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { can, canEditTask, canMoveTask } from "#shared/domain/permissions.ts";
import { maxTaskBoardLimit, taskBoardPageSize } from "#shared/domain/tasks.ts";
import type { Task } from "#shared/schemas/tasks.ts";
import { Button } from "#web/components/ui/button.tsx";
import { QuickLineForm } from "#web/components/ui/quick-line-form.tsx";
import type { BoardView } from "#web/features/tasks/api/board-view.ts";
import {
  firstBoardView,
  useCreateTask,
  useDeleteTask,
  useTaskBoard,
  useUpdateTask,
} from "#web/features/tasks/api/tasks-api.ts";
import { TaskBoard } from "#web/features/tasks/components/task-board.tsx";
import type { TaskActions } from "#web/features/tasks/components/task-card.tsx";
import { TaskFilters } from "#web/features/tasks/components/task-filters.tsx";
import { TaskViews } from "#web/features/tasks/components/task-views.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";
import { useUndoToast } from "#web/lib/undo-toast.ts";

const loadTaskFormDialog = () => import("#web/features/tasks/components/task-form-dialog.tsx");
// ADR 008/022: Radix's dialog (focus trap, scroll lock: ~10 KB gzip) loads when idle, not with the board.
const loadConfirmDialog = () => import("#web/components/ui/confirm-dialog.tsx");
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);
const TaskFormDialog = lazy(() =>
  loadTaskFormDialog().then((module) => ({ default: module.TaskFormDialog })),
);

type Editing = { task: Task | null } | null;

export default function TasksPage() {
  const { t } = useTranslation(["tasks", "conveniences"]);
  const [view, setView] = useState<BoardView>(firstBoardView);
  const board = useTaskBoard(view);
  const me = useMe();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const createTask = useCreateTask();
  const showUndo = useUndoToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  useEffect(() => {
    if (board.isError) toast.error(t("toasts.loadFailed"));
  }, [board.isError, t]);

  const membership = me.data?.membership ?? null;
  const actions = useMemo<TaskActions>(
    () => ({
      // The services' own rules: a button shown is a change the server accepts.
      canMove: (task) => membership !== null && canMoveTask(membership, task),
      canEdit: (task) => membership !== null && canEditTask(membership, task),
      onMove: (task, status) =>
        updateTask.mutate(
          { id: task.id, update: { status } },
          {
            onSuccess: () =>
              showUndo(t("conveniences:undo.taskMoved", { column: t(`columns.${status}`) }), {
                description: task.title,
                topic: "tasks",
                undo: () =>
                  updateTask.mutateAsync({ id: task.id, update: { status: task.status } }),
              }),
          },
        ),
      onEdit: (task) => setEditing({ task }),
      onDelete: (task) => setDeleting(task),
    }),
    [membership, updateTask.mutate, updateTask.mutateAsync, showUndo, t],
  );

  const members = board.data?.members ?? [];
  // Past the most a column can ask for, the column's count still says how many there are.
  const showMore =
    view.limit < maxTaskBoardLimit
      ? () => setView({ ...view, limit: view.limit + taskBoardPageSize })
      : undefined;
  const canCreate = membership !== null && can(membership.role, "content.create");

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        {canCreate && (
          <Button onClick={() => setEditing({ task: null })}>
            <Plus aria-hidden />
            {t("create")}
          </Button>
        )}
      </header>

      {board.isPending && (
        <p role="status" className="text-muted-foreground">
          {t("loading")}
        </p>
      )}
      {board.isError && (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t("toasts.loadFailed")}</p>
          <Button variant="outline" onClick={() => void board.refetch()}>
            {t("retry")}
          </Button>
        </div>
      )}
      {canCreate && (
        <QuickLineForm
          label={t("conveniences:quickAdd.taskLabel")}
          placeholder={t("conveniences:quickAdd.taskPlaceholder")}
          onAdd={(line) =>
            createTask.mutateAsync({ title: line.title, dueDate: line.date, dueTime: line.time })
          }
        />
      )}
      {board.data && (
        <>
          <TaskViews
            value={view.filters}
            profileId={membership?.profileId ?? null}
            onChange={(filters) => setView({ filters, limit: taskBoardPageSize })}
          />
          <TaskFilters
            value={view.filters}
            members={members}
            onChange={(filters) => setView({ filters, limit: taskBoardPageSize })}
          />
          <TaskBoard
            board={board.data}
            actions={actions}
            onShowMore={showMore}
            loadingMore={board.isPlaceholderData}
          />
        </>
      )}

      <LazyDialog open={editing !== null} load={loadTaskFormDialog}>
        <TaskFormDialog
          task={editing?.task ?? null}
          members={members}
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      </LazyDialog>
      <LazyDialog open={deleting !== null} load={loadConfirmDialog}>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t("confirmDelete.title")}
          description={t("confirmDelete.description", { title: deleting?.title })}
          confirmLabel={t("confirmDelete.confirm")}
          cancelLabel={t("confirmDelete.cancel")}
          closeLabel={t("common:close")}
          destructive
          onConfirm={() => {
            if (deleting) deleteTask.mutate(deleting.id);
            setDeleting(null);
          }}
        />
      </LazyDialog>
    </div>
  );
}
