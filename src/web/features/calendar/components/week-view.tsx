import { Plus } from "lucide-react";
import { type CSSProperties, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import { EventChip, TaskChip } from "#web/features/calendar/components/calendar-items.tsx";
import type { DayViewProps } from "#web/features/calendar/components/month-view.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatDay, formatWeekdayDate } from "#web/lib/dates.ts";

/** One hour is 48 px tall on the grid; the day's head (name and all-day items) 112 px. */
const hourHeight = 48;
const hours = Array.from({ length: 24 }, (_, hour) => hour);
/** The grid opens at 7:00, where a family's day starts, or earlier when an event does. */
const firstVisibleHour = 7;

const minutesOfDay = (date: Date) => date.getHours() * 60 + date.getMinutes();

interface Placed {
  event: CalendarEvent;
  top: number;
  height: number;
  lane: number;
}

/**
 * Where each timed event sits on a day's column: from its start to its end (an hour when it has
 * none, at least 24 px to stay readable), clipped to the day; events that overlap share the
 * width side by side.
 */
function placeEvents(day: string, events: CalendarEvent[]): { placed: Placed[]; lanes: number } {
  const dayStart = new Date(`${day}T00:00`);
  const dayEnd = new Date(dayStart);
  dayEnd.setDate(dayEnd.getDate() + 1);
  const laneEnds: number[] = [];
  const placed = events.map((event) => {
    const start = new Date(event.start);
    const end = event.end ? new Date(event.end) : new Date(start.getTime() + 60 * 60_000);
    const from = start < dayStart ? 0 : minutesOfDay(start);
    const to = end >= dayEnd ? 24 * 60 : Math.max(from + 15, minutesOfDay(end));
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= from);
    if (lane === -1) lane = laneEnds.push(to) - 1;
    else laneEnds[lane] = to;
    return {
      event,
      top: (from / 60) * hourHeight,
      height: Math.max(24, ((to - from) / 60) * hourHeight),
      lane,
    };
  });
  return { placed, lanes: Math.max(1, laneEnds.length) };
}

/**
 * Seven days on an hour grid on wide screens (timed events placed and sized by their hours, whole
 * titles wrapped inside them; all-day events and tasks at the top of each day), one day under the
 * other on phones.
 */
export function WeekView({ days, items, today, canCreate, onCreate, onOpen }: DayViewProps) {
  const { t, i18n } = useTranslation("calendar");
  const scroller = useRef<HTMLDivElement>(null);
  const earliest = Math.min(
    firstVisibleHour,
    ...days.flatMap((day) =>
      (items.get(day)?.events ?? [])
        .filter((event) => !event.allDay && event.start.slice(0, 10) >= day)
        .map((event) => new Date(event.start).getHours()),
    ),
  );
  const weekKey = days[0];

  // Opens on the morning (or the week's first event) instead of midnight.
  useEffect(() => {
    // A quarter of an hour above, so the hour's own label is not under the day's head.
    if (scroller.current && weekKey) scroller.current.scrollTop = (earliest - 0.25) * hourHeight;
  }, [weekKey, earliest]);

  return (
    <div
      ref={scroller}
      data-testid="week-scroller"
      className="md:flex md:max-h-[calc(100dvh-16rem)] md:items-start md:min-h-96 md:overflow-y-auto md:rounded-lg md:border md:border-border md:bg-card"
    >
      <div aria-hidden data-testid="week-hours" className="hidden w-12 shrink-0 md:block">
        <div className="sticky top-0 z-20 h-28 bg-card" />
        {hours.map((hour) => (
          <div
            key={hour}
            className="relative h-12 border-t border-transparent pr-1 text-right text-[11px] text-muted-foreground tabular-nums"
          >
            <span className="-translate-y-1/2 absolute right-1 top-0 bg-card px-0.5">
              {hour === 0
                ? ""
                : new Date(2000, 0, 1, hour).toLocaleTimeString(i18n.language, {
                    hour: "2-digit",
                    minute: "2-digit",
                  })}
            </span>
          </div>
        ))}
      </div>
      <ol className="grid flex-1 gap-2 md:grid-cols-7 md:gap-0" data-testid="week-grid">
        {days.map((day) => {
          const { events, tasks } = items.get(day) ?? { events: [], tasks: [] };
          const allDay = events.filter((event) => event.allDay);
          const { placed, lanes } = placeEvents(
            day,
            events.filter((event) => !event.allDay),
          );
          const label = formatWeekdayDate(day, i18n.language);
          return (
            <li
              key={day}
              data-day={day}
              aria-label={label}
              className={cn(
                "flex min-w-0 flex-col gap-1.5 rounded-lg border border-border bg-card p-2",
                "md:block md:rounded-none md:border-0 md:border-l md:p-0",
                day === today && "border-primary ring-1 ring-primary md:ring-0",
              )}
            >
              <div className="grid gap-1.5 md:sticky md:top-0 md:z-10 md:h-28 md:content-start md:gap-1 md:overflow-y-auto md:border-b md:border-border md:bg-card md:p-1">
                <div className="flex items-center justify-between gap-1">
                  <span className="text-sm">
                    <span className="capitalize text-muted-foreground">
                      {formatDay(day, i18n.language, "EEE")}
                    </span>{" "}
                    <span
                      className={cn(
                        "font-semibold",
                        day === today && "rounded-full bg-primary px-1.5 text-primary-foreground",
                      )}
                    >
                      {Number(day.slice(8))}
                    </span>
                  </span>
                  {canCreate && (
                    <button
                      type="button"
                      onClick={() => onCreate(day)}
                      aria-label={t("addOn", { date: label })}
                      className="grid size-11 place-items-center rounded text-muted-foreground hover:bg-muted cursor-pointer md:size-7"
                    >
                      <Plus className="size-4" aria-hidden />
                    </button>
                  )}
                </div>
                {allDay.map((event) => (
                  <EventChip key={event.id} event={event} onOpen={onOpen} />
                ))}
                {tasks.map((task) => (
                  <TaskChip key={task.id} task={task} />
                ))}
              </div>
              <div
                className={cn(
                  "grid gap-1.5 md:relative md:block md:h-[1152px]",
                  placed.length === 0 && "hidden",
                )}
              >
                <div
                  aria-hidden
                  className="pointer-events-none absolute inset-0 hidden bg-[repeating-linear-gradient(to_bottom,var(--color-border)_0,var(--color-border)_1px,transparent_1px,transparent_48px)] md:block"
                />
                {placed.map(({ event, top, height, lane }) => (
                  <div
                    key={event.id}
                    className="md:absolute md:top-(--top) md:left-(--left) md:h-(--height) md:w-(--width) md:p-0.5"
                    style={
                      {
                        "--top": `${top}px`,
                        "--height": `${height}px`,
                        "--left": `${(lane / lanes) * 100}%`,
                        "--width": `${100 / lanes}%`,
                      } as CSSProperties
                    }
                  >
                    {/* Under 40 px (a half-hour) the time and title share one line. */}
                    <EventChip
                      event={event}
                      onOpen={onOpen}
                      block={height >= 40}
                      className={height < 40 ? "md:h-full" : undefined}
                    />
                  </div>
                ))}
              </div>
              {events.length + tasks.length === 0 && (
                <span className="text-xs text-muted-foreground md:sr-only">
                  {t("nothingThisDay")}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
