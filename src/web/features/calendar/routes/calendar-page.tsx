import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { isIsoDate } from "#shared/calendar/zoned-time.ts";
import { can, canChangeContent } from "#shared/domain/permissions.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import { Button } from "#web/components/ui/button.tsx";
import { QuickLineForm } from "#web/components/ui/quick-line-form.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useCalendar, useSaveEvent } from "#web/features/calendar/api/calendar-api.ts";
import { AgendaView } from "#web/features/calendar/components/agenda-view.tsx";
import {
  type CalendarViewMode,
  calendarViews,
  itemsByDay,
  shiftAnchor,
  viewDays,
} from "#web/features/calendar/components/calendar-days.ts";
import type { EventDraft } from "#web/features/calendar/components/event-form-dialog.tsx";
import { ImportButton } from "#web/features/calendar/components/import-button.tsx";
import { MonthView, monthOf } from "#web/features/calendar/components/month-view.tsx";
import { SubscribeButton } from "#web/features/calendar/components/subscribe-button.tsx";
import { WeekView } from "#web/features/calendar/components/week-view.tsx";
import { formatDay, formatDayRange, localDate } from "#web/lib/dates.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";

const loadEventFormDialog = () => import("#web/features/calendar/components/event-form-dialog.tsx");
const EventFormDialog = lazy(() =>
  loadEventFormDialog().then((module) => ({ default: module.EventFormDialog })),
);

/** Without a view in the URL: the month on wide screens, the agenda on a phone, where a month's
 * grid of seven narrow columns cannot show a title. */
function defaultView(): CalendarViewMode {
  return window.matchMedia("(max-width: 767px)").matches ? "agenda" : "month";
}

/** The view and the day it shows live in the URL (?vista=semana&fecha=2026-11-25), so the back
 * button and shared links work. */
function useCalendarLocation() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("vista") as CalendarViewMode | null;
  const view = requested && calendarViews.includes(requested) ? requested : defaultView();
  const date = params.get("fecha");
  const anchor = date && isIsoDate(date) ? date : localDate();
  const go = (next: { view?: CalendarViewMode; anchor?: string }) =>
    setParams({ vista: next.view ?? view, fecha: next.anchor ?? anchor });
  return { view, anchor, go };
}

export default function CalendarPage() {
  const { t, i18n } = useTranslation("calendar");
  const { view, anchor, go } = useCalendarLocation();
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const membership = useMe().data?.membership ?? null;
  const days = viewDays(view, anchor);
  const from = days[0] ?? anchor;
  const to = days.at(-1) ?? anchor;
  const calendar = useCalendar(from, to);
  const saveEvent = useSaveEvent();
  const items = itemsByDay(days, calendar.data);
  const today = localDate();

  useEffect(() => {
    if (calendar.isError) toast.error(t("toasts.loadFailed"));
  }, [calendar.isError, t]);

  const canCreate = membership !== null && can(membership.role, "content.create");
  // The services' own rule: a button shown is a change the server accepts.
  const canEdit = (event: CalendarEvent) =>
    membership !== null && canChangeContent(membership, event.authorId);

  const title =
    view === "month"
      ? formatDay(anchor, i18n.language, "LLLL yyyy")
      : view === "week"
        ? formatDayRange(from, to, i18n.language)
        : t("agendaRange", {
            from: formatDay(from, i18n.language, "d MMM"),
            to: formatDay(to, i18n.language, "d MMM yyyy"),
          });

  const viewProps = {
    days,
    items,
    today,
    canCreate,
    onCreate: (day: string) => setDraft({ day }),
    onOpen: (event: CalendarEvent) => setDraft({ event }),
    onShowDay: (day: string) => go({ view: "week", anchor: day }),
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canCreate && (
            <Button
              onClick={() =>
                setDraft({
                  day: view === "month" && monthOf(anchor) !== monthOf(today) ? anchor : today,
                })
              }
            >
              <Plus aria-hidden />
              {t("newEvent")}
            </Button>
          )}
          <SubscribeButton />
          {canCreate && <ImportButton />}
        </div>
      </header>

      {canCreate && (
        <QuickLineForm
          label={t("conveniences:quickAdd.eventLabel")}
          placeholder={t("conveniences:quickAdd.eventPlaceholder")}
          onAdd={async (line) => {
            const day = line.date ?? today;
            // A time said makes an hour-long event at that time here; no time, a whole day.
            const input = line.time
              ? {
                  title: line.title,
                  allDay: false as const,
                  start: new Date(`${day}T${line.time}`).toISOString(),
                }
              : { title: line.title, allDay: true as const, start: day };
            await saveEvent.mutateAsync({ id: null, input });
            // Shown where it landed when that day is off screen.
            if (!days.includes(day)) go({ anchor: day });
          }}
        />
      )}

      <Tabs
        value={view}
        onValueChange={(value) => go({ view: value as CalendarViewMode })}
        className="grid gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => go({ anchor: today })}>
              {t("nav.today")}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => go({ anchor: shiftAnchor(view, anchor, -1) })}
              aria-label={t(`nav.previous.${view}`)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => go({ anchor: shiftAnchor(view, anchor, 1) })}
              aria-label={t(`nav.next.${view}`)}
            >
              <ChevronRight aria-hidden />
            </Button>
            <h2 className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
              {title}
            </h2>
          </div>
          <TabsList className="w-auto grid-cols-3" aria-label={t("views.label")}>
            {calendarViews.map((mode) => (
              <TabsTrigger key={mode} value={mode}>
                {t(`views.${mode}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {calendar.isPending && (
          <p role="status" className="text-muted-foreground">
            {t("loading")}
          </p>
        )}
        {calendar.isError && !calendar.data && (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>{t("toasts.loadFailed")}</p>
            <Button variant="outline" onClick={() => void calendar.refetch()}>
              {t("retry")}
            </Button>
          </div>
        )}
        <TabsContent value="month">
          <MonthView {...viewProps} month={monthOf(anchor)} />
        </TabsContent>
        <TabsContent value="week">
          <WeekView {...viewProps} />
        </TabsContent>
        <TabsContent value="agenda">
          <AgendaView {...viewProps} />
        </TabsContent>
      </Tabs>

      <LazyDialog open={draft !== null} load={loadEventFormDialog}>
        <EventFormDialog draft={draft} canEdit={canEdit} onClose={() => setDraft(null)} />
      </LazyDialog>
    </div>
  );
}
