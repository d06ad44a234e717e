import { CheckSquare, Square } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import type { CalendarEvent, CalendarTask } from "#shared/schemas/calendar.ts";
import { typeColors } from "#web/features/calendar/components/calendar-days.ts";
import { cn } from "#web/lib/cn.ts";

/** "10:30" on this device's clock. */
export function clockTime(instant: string, language: string): string {
  return new Date(instant).toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });
}

export function EventChip({
  event,
  onOpen,
  compact = false,
  block = false,
  className,
}: {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
  compact?: boolean;
  /** On the week's hour grid: fills its hours, the whole title wrapped under the time. */
  block?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation("calendar");
  const time = event.allDay ? t("allDay") : clockTime(event.start, i18n.language);
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      data-testid="event-chip"
      aria-label={`${time} · ${event.title}`}
      title={event.title}
      className={cn(
        "flex w-full min-w-0 items-baseline gap-1 rounded border px-1.5 py-0.5 text-left text-xs hover:brightness-95 cursor-pointer",
        typeColors[event.eventType] ?? typeColors.general,
        compact && "px-1 text-[11px]",
        block &&
          "md:h-full md:flex-col md:items-start md:gap-0 md:overflow-hidden md:leading-tight",
        className,
      )}
    >
      {!event.allDay && (
        // On a phone's month grid the title matters more than the time.
        <span className={cn("shrink-0 font-semibold tabular-nums", compact && "hidden sm:inline")}>
          {time}
        </span>
      )}
      <span className={block ? "min-w-0 break-words" : "truncate"}>{event.title}</span>
    </button>
  );
}

export function TaskChip({ task, compact = false }: { task: CalendarTask; compact?: boolean }) {
  const { t } = useTranslation("calendar");
  const done = task.status === "done";
  const Icon = done ? CheckSquare : Square;
  return (
    <Link
      to={paths.tasks}
      data-testid="task-chip"
      aria-label={t("taskLabel", { title: task.title })}
      title={done ? t("taskDone") : t("task")}
      className={cn(
        "flex min-w-0 items-center gap-1 rounded px-1.5 py-0.5 text-xs text-muted-foreground hover:bg-muted",
        compact && "px-1 text-[11px]",
      )}
    >
      <Icon className="size-3 shrink-0" aria-hidden />
      <span className={cn("truncate", done && "line-through")}>{task.title}</span>
    </Link>
  );
}
