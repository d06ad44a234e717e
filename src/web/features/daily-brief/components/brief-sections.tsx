import { CalendarDays, ListChecks, type LucideIcon, ShoppingCart, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BriefItem, BriefTask } from "#shared/brief/daily-brief.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatDay } from "#web/lib/dates.ts";

export function TipCard({ tip }: { tip: string }) {
  const { t } = useTranslation("daily-brief");
  return (
    <section
      aria-labelledby="consejo-del-dia"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-accent-soft p-4"
    >
      <Sparkles className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div className="grid gap-1">
        <h2 id="consejo-del-dia" className="text-sm font-semibold text-amber-900">
          {t("tip.title")}
        </h2>
        {/* Spec §9: the tip takes at most two lines. */}
        <p className="line-clamp-2 text-stone-900" data-testid="daily-tip">
          {tip}
        </p>
      </div>
    </section>
  );
}

export function BriefCard({
  id,
  title,
  icon: Icon,
  link,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <header className="flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 font-semibold">
          <Icon className="size-5 text-primary" aria-hidden />
          {title}
        </h2>
        <Link to={link.to} className="text-sm text-primary underline-offset-4 hover:underline">
          {link.label}
        </Link>
      </header>
      {children}
    </Card>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** "10:30" on this device's clock, or 'Todo el día'. */
function eventTime(event: CalendarEvent, allDay: string, language: string): string {
  if (event.allDay) return allDay;
  return new Date(event.start).toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });
}

export function EventList({ events, empty }: { events: CalendarEvent[]; empty: string }) {
  const { t, i18n } = useTranslation("daily-brief");
  if (events.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <ul className="grid gap-2" aria-label={t("events.title")}>
      {events.map((event) => (
        <li key={event.id} className="flex items-baseline gap-3">
          <span className="w-20 shrink-0 text-sm font-medium text-primary tabular-nums">
            {eventTime(event, t("events.allDay"), i18n.language)}
          </span>
          <span className="min-w-0 break-words">{event.title}</span>
        </li>
      ))}
    </ul>
  );
}

export function UrgentTaskList({
  tasks,
  today,
  empty,
}: {
  tasks: BriefTask[];
  today: string;
  empty: string;
}) {
  const { t, i18n } = useTranslation("daily-brief");
  if (tasks.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <ul className="grid gap-2" aria-label={t("urgent.title")}>
      {tasks.map((task) => {
        const overdue = task.dueDate !== null && task.dueDate < today;
        return (
          <li key={task.id} className="grid gap-1">
            <span className="break-words font-medium">{task.title}</span>
            <span className="flex flex-wrap items-center gap-1.5 text-xs">
              <Badge variant={task.priority === "urgent" ? "danger" : "warning"}>
                {t(`priority.${task.priority}`)}
              </Badge>
              <span className={cn("text-muted-foreground", overdue && "text-destructive")}>
                {task.dueDate
                  ? t(overdue ? "urgent.overdue" : "urgent.due", {
                      date: formatDay(task.dueDate, i18n.language),
                    })
                  : t("urgent.noDue")}
              </span>
              {task.assigneeName && (
                <span className="text-muted-foreground">· {task.assigneeName}</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ItemList({ items, empty }: { items: BriefItem[]; empty: string }) {
  const { t } = useTranslation("daily-brief");
  if (items.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <ul className="grid gap-1.5" aria-label={t("shopping.title")}>
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 break-words">{item.name}</span>
          {item.quantity && (
            <span className="shrink-0 text-sm text-muted-foreground">{item.quantity}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export const briefIcons = { events: CalendarDays, tasks: ListChecks, shopping: ShoppingCart };
