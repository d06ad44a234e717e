import { useDroppable } from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import type { TaskStatus } from "#shared/domain/tasks.ts";
import type { Task } from "#shared/schemas/tasks.ts";
import { type TaskActions, TaskCard } from "#web/features/tasks/components/task-card.tsx";
import { cn } from "#web/lib/cn.ts";

const accents: Record<TaskStatus, string> = {
  todo: "bg-stone-400",
  in_progress: "bg-accent",
  done: "bg-primary",
};

export function TaskColumn({
  status,
  tasks,
  actions,
}: {
  status: TaskStatus;
  tasks: Task[];
  actions: TaskActions;
}) {
  const { t } = useTranslation("tasks");
  const { setNodeRef, isOver, active } = useDroppable({ id: status });
  const headingId = `columna-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`column-${status}`}
      className={cn(
        "flex min-h-40 flex-col gap-3 rounded-xl border border-border bg-muted/60 p-3 transition-colors",
        isOver && "border-primary bg-secondary",
      )}
    >
      <header className="flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <span className={cn("size-2.5 rounded-full", accents[status])} aria-hidden />
          {t(`columns.${status}`)}
        </h2>
        <span className="text-sm text-muted-foreground">
          {t("columnCount", { count: tasks.length })}
        </span>
      </header>
      {tasks.length > 0 ? (
        <ul className="grid gap-2">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} actions={actions} />
          ))}
        </ul>
      ) : (
        <p
          className={cn(
            "rounded-lg border border-dashed border-input p-4 text-center text-sm text-muted-foreground",
            active && "border-primary",
          )}
        >
          {active ? t("empty.dropHere") : t(`empty.${status}`)}
        </p>
      )}
    </section>
  );
}
