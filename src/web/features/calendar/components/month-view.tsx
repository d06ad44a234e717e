import { useTranslation } from "react-i18next";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import type { DayItems } from "#web/features/calendar/components/calendar-days.ts";
import { EventChip, TaskChip } from "#web/features/calendar/components/calendar-items.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatDay, formatWeekdayDate } from "#web/lib/dates.ts";

/** Chips a day cell shows before '+N más'. */
const visibleItems = 3;

export interface DayViewProps {
  days: string[];
  items: Map<string, DayItems>;
  today: string;
  /** The month shown, "YYYY-MM" (month view only): other months' days are dimmed. */
  month?: string;
  canCreate: boolean;
  onCreate: (day: string) => void;
  onOpen: (event: CalendarEvent) => void;
  onShowDay: (day: string) => void;
}

export function MonthView({
  days,
  items,
  today,
  month,
  canCreate,
  onCreate,
  onOpen,
  onShowDay,
}: DayViewProps) {
  const { t, i18n } = useTranslation("calendar");
  const weekdays = days.slice(0, 7);
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card">
      <div className="grid grid-cols-7 border-b border-border bg-muted" aria-hidden>
        {weekdays.map((day) => (
          <div
            key={day}
            className="px-1 py-2 text-center text-xs font-medium text-muted-foreground"
          >
            {formatDay(day, i18n.language, "EEE")}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" data-testid="month-grid">
        {days.map((day) => {
          const { events, tasks } = items.get(day) ?? { events: [], tasks: [] };
          const hidden = Math.max(0, events.length + tasks.length - visibleItems);
          const shownEvents = events.slice(0, visibleItems);
          const shownTasks = tasks.slice(0, Math.max(0, visibleItems - shownEvents.length));
          const label = formatWeekdayDate(day, i18n.language);
          return (
            <li
              key={day}
              data-day={day}
              aria-label={label}
              className={cn(
                "flex min-h-16 min-w-0 flex-col gap-0.5 border-b border-r border-border p-1 [&:nth-child(7n)]:border-r-0 sm:min-h-24 md:min-h-28",
                month && !day.startsWith(month) && "bg-muted/50 text-muted-foreground",
              )}
            >
              <div className="flex justify-end">
                {canCreate ? (
                  <button
                    type="button"
                    onClick={() => onCreate(day)}
                    aria-label={t("addOn", { date: label })}
                    className={cn(
                      "grid size-7 place-items-center rounded-full text-sm tabular-nums hover:bg-muted cursor-pointer",
                      day === today &&
                        "bg-primary font-semibold text-primary-foreground hover:bg-primary-hover",
                    )}
                  >
                    {Number(day.slice(8))}
                  </button>
                ) : (
                  <span
                    className={cn(
                      "grid size-7 place-items-center rounded-full text-sm tabular-nums",
                      day === today && "bg-primary font-semibold text-primary-foreground",
                    )}
                  >
                    {Number(day.slice(8))}
                  </span>
                )}
              </div>
              {shownEvents.map((event) => (
                <EventChip key={event.id} event={event} onOpen={onOpen} compact />
              ))}
              {shownTasks.map((task) => (
                <TaskChip key={task.id} task={task} compact />
              ))}
              {hidden > 0 && (
                <button
                  type="button"
                  onClick={() => onShowDay(day)}
                  className="px-1 text-left text-[11px] font-medium text-primary hover:underline cursor-pointer"
                >
                  {t("more", { count: hidden })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export const monthOf = (anchor: string) => anchor.slice(0, 7);
