import { useDraggable } from "@dnd-kit/core";
import {
  CalendarClock,
  CloudOff,
  GripVertical,
  Pencil,
  Repeat,
  Trash2,
  UserRound,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { type TaskStatus, taskStatuses } from "#shared/domain/tasks.ts";
import type { Task } from "#shared/schemas/tasks.ts";
import { Badge, type BadgeProps } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import type { ShownTask } from "#web/features/tasks/api/pending-tasks.ts";
import { cn } from "#web/lib/cn.ts";
import { formatDay, localDate } from "#web/lib/dates.ts";

export const priorityBadge: Record<Task["priority"], BadgeProps["variant"]> = {
  low: "muted",
  medium: "secondary",
  high: "warning",
  urgent: "danger",
};

export interface TaskActions {
  canMove: (task: Task) => boolean;
  canEdit: (task: Task) => boolean;
  onMove: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** "27 nov" or, with a time, "27 nov · 10:00". */
function dueLabel(date: string, time: string | null, language: string): string {
  const day = formatDay(date, language);
  return time ? `${day} · ${time}` : day;
}

/** The card's face: also what follows the pointer (or the keyboard) while dragging. */
export function TaskCardBody({ task }: { task: Task }) {
  const { t, i18n } = useTranslation("tasks");
  const overdue = task.status !== "done" && task.dueDate !== null && task.dueDate < localDate();
  return (
    <div className="grid min-w-0 gap-2">
      <h3
        className={cn(
          "font-medium leading-snug break-words",
          task.status === "done" && "text-muted-foreground line-through",
        )}
      >
        {task.title}
      </h3>
      {(task as ShownTask).pending && (
        <p className="flex items-center gap-1 text-xs font-medium text-amber-800">
          <CloudOff className="size-3.5 shrink-0" aria-hidden />
          {t("common:outbox.pending")}
        </p>
      )}
      {task.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground break-words">{task.description}</p>
      )}
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant={priorityBadge[task.priority]}>{t(`priority.${task.priority}`)}</Badge>
        {task.dueDate && task.status !== "done" && (
          <Badge variant={overdue ? "danger" : "outline"}>
            <CalendarClock aria-hidden />
            {t(overdue ? "card.overdue" : "card.due", {
              date: dueLabel(task.dueDate, task.dueTime, i18n.language),
            })}
          </Badge>
        )}
        {task.status === "done" && task.completedAt && (
          <Badge variant="outline">
            {t("card.completedOn", {
              date: formatDay(localDate(task.completedAt), i18n.language),
            })}
          </Badge>
        )}
        {task.assigneeName && (
          <Badge variant="outline">
            <UserRound aria-hidden />
            {task.assigneeName}
          </Badge>
        )}
        {task.recurringPattern !== "none" && (
          <Badge variant="outline">
            <Repeat aria-hidden />
            {t(`recurrence.${task.recurringPattern}`)}
          </Badge>
        )}
      </div>
    </div>
  );
}

export function TaskCard({ task, actions }: { task: Task; actions: TaskActions }) {
  const { t } = useTranslation("tasks");
  const movable = actions.canMove(task);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: task.id,
    data: { task },
    disabled: !movable,
    attributes: { roleDescription: t("dnd.roleDescription") },
  });
  return (
    <li
      ref={setNodeRef}
      data-testid="task-card"
      data-task-id={task.id}
      className={cn(
        "rounded-lg border border-border bg-card p-3 shadow-sm",
        isDragging && "opacity-40",
      )}
    >
      <div className="flex items-start gap-2">
        {movable && (
          <button
            type="button"
            className="-my-2 -ml-2 grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded text-muted-foreground hover:bg-muted active:cursor-grabbing md:-my-0 md:-ml-1 md:mt-0.5 md:size-6"
            {...attributes}
            {...listeners}
            aria-label={t("card.dragHandle", { title: task.title })}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        )}
        <div className="min-w-0 flex-1">
          <TaskCardBody task={task} />
        </div>
        {actions.canEdit(task) && (
          <div className="-my-2 -mr-2 flex shrink-0 md:-my-0 md:-mr-1 md:-mt-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-11 md:size-8"
              onClick={() => actions.onEdit(task)}
              aria-label={t("card.edit", { title: task.title })}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 text-destructive md:size-8"
              onClick={() => actions.onDelete(task)}
              aria-label={t("card.delete", { title: task.title })}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {movable && (
        <div className="mt-3 flex flex-wrap gap-1.5">
          {taskStatuses
            .filter((status) => status !== task.status)
            .map((status) => (
              <Button
                key={status}
                variant="outline"
                size="sm"
                className="h-11 px-3 text-xs md:h-8 md:px-2"
                onClick={() => actions.onMove(task, status)}
                aria-label={t("card.moveTo", { column: t(`columns.${status}`) })}
              >
                {t("card.moveShort", { column: t(`columns.${status}`) })}
              </Button>
            ))}
        </div>
      )}
    </li>
  );
}
