import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EventChip, TaskChip } from "#web/features/calendar/components/calendar-items.tsx";
import type { DayViewProps } from "#web/features/calendar/components/month-view.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatDay, formatWeekdayDate } from "#web/lib/dates.ts";

/** Seven days side by side on wide screens, one under the other on phones. */
export function WeekView({ days, items, today, canCreate, onCreate, onOpen }: DayViewProps) {
  const { t, i18n } = useTranslation("calendar");
  return (
    <ol className="grid gap-2 md:grid-cols-7" data-testid="week-grid">
      {days.map((day) => {
        const { events, tasks } = items.get(day) ?? { events: [], tasks: [] };
        const label = formatWeekdayDate(day, i18n.language);
        return (
          <li
            key={day}
            data-day={day}
            aria-label={label}
            className={cn(
              "flex min-h-28 min-w-0 flex-col gap-1.5 rounded-lg border border-border bg-card p-2",
              day === today && "border-primary ring-1 ring-primary",
            )}
          >
            <div className="flex items-center justify-between gap-1">
              <span className="text-sm">
                <span className="capitalize text-muted-foreground">
                  {formatDay(day, i18n.language, "EEE")}
                </span>{" "}
                <span className={cn("font-semibold", day === today && "text-primary")}>
                  {Number(day.slice(8))}
                </span>
              </span>
              {canCreate && (
                <button
                  type="button"
                  onClick={() => onCreate(day)}
                  aria-label={t("addOn", { date: label })}
                  className="rounded p-1 text-muted-foreground hover:bg-muted cursor-pointer"
                >
                  <Plus className="size-4" aria-hidden />
                </button>
              )}
            </div>
            {events.map((event) => (
              <EventChip key={event.id} event={event} onOpen={onOpen} />
            ))}
            {tasks.map((task) => (
              <TaskChip key={task.id} task={task} />
            ))}
            {events.length + tasks.length === 0 && (
              <span className="text-xs text-muted-foreground md:sr-only">
                {t("nothingThisDay")}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
