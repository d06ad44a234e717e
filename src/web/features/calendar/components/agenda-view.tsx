import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { typeColors } from "#web/features/calendar/components/calendar-days.ts";
import { clockTime, TaskChip } from "#web/features/calendar/components/calendar-items.tsx";
import type { DayViewProps } from "#web/features/calendar/components/month-view.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatWeekdayDate } from "#web/lib/dates.ts";

/** The days that have something, in order, with times and types spelled out. */
export function AgendaView({ days, items, today, onOpen }: DayViewProps) {
  const { t, i18n } = useTranslation("calendar");
  const busyDays = days.filter((day) => {
    const entry = items.get(day);
    return entry && entry.events.length + entry.tasks.length > 0;
  });
  if (busyDays.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-input p-8 text-center text-muted-foreground">
        {t("agendaEmpty")}
      </p>
    );
  }
  return (
    <ol className="grid gap-4" data-testid="agenda-list">
      {busyDays.map((day) => {
        const { events, tasks } = items.get(day) ?? { events: [], tasks: [] };
        return (
          <li key={day} data-day={day} className="grid gap-2">
            <h2
              className={cn(
                "text-sm font-semibold first-letter:uppercase",
                day === today && "text-primary",
              )}
            >
              {formatWeekdayDate(day, i18n.language)}
            </h2>
            <ul className="grid gap-1.5">
              {events.map((event) => (
                <li key={event.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(event)}
                    data-testid="event-chip"
                    className="flex w-full items-center gap-3 rounded-lg border border-border bg-card p-3 text-left hover:border-primary cursor-pointer"
                  >
                    <span className="w-24 shrink-0 text-sm font-medium text-primary tabular-nums">
                      {event.allDay
                        ? t("allDay")
                        : `${clockTime(event.start, i18n.language)}${
                            event.end ? ` – ${clockTime(event.end, i18n.language)}` : ""
                          }`}
                    </span>
                    <span className="min-w-0 flex-1 break-words font-medium">{event.title}</span>
                    <Badge
                      variant="outline"
                      className={cn("hidden sm:inline-flex", typeColors[event.eventType])}
                    >
                      {t(`types.${event.eventType}`, { defaultValue: event.eventType })}
                    </Badge>
                  </button>
                </li>
              ))}
              {tasks.map((task) => (
                <li key={task.id} className="pl-1">
                  <TaskChip task={task} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
