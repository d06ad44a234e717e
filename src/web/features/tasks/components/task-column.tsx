import { useDroppable } from "@dnd-kit/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type TaskStatus, taskBoardPageSize } from "#shared/domain/tasks.ts";
import type { Task } from "#shared/schemas/tasks.ts";
import { Button } from "#web/components/ui/button.tsx";
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
  total,
  actions,
  onShowMore,
  loadingMore,
}: {
  status: TaskStatus;
  /** The first ones; the column holds `total`. */
  tasks: Task[];
  total: number;
  actions: TaskActions;
  onShowMore: (() => void) | undefined;
  loadingMore: boolean;
}) {
  const { t } = useTranslation("tasks");
  const { setNodeRef, isOver, active } = useDroppable({ id: status });
  const list = useRef<HTMLUListElement>(null);
  // After 'Mostrar más', keyboard focus goes on to the first card it showed (the button may be gone).
  const firstShown = useRef<number | null>(null);
  useEffect(() => {
    const index = firstShown.current;
    if (index === null || tasks.length <= index) return;
    firstShown.current = null;
    list.current?.children[index]?.querySelector<HTMLElement>("button")?.focus();
  }, [tasks.length]);
  const showMore = () => {
    if (loadingMore || !onShowMore) return;
    firstShown.current = tasks.length;
    onShowMore();
  };
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
        <span className="text-sm text-muted-foreground">{t("columnCount", { count: total })}</span>
      </header>
      {tasks.length > 0 ? (
        <ul ref={list} className="grid gap-2">
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
      {onShowMore && tasks.length < total && (
        <Button variant="outline" onClick={showMore} aria-busy={loadingMore}>
          {loadingMore
            ? t("loading")
            : t("showMore", { count: Math.min(taskBoardPageSize, total - tasks.length) })}
        </Button>
      )}
    </section>
  );
}
