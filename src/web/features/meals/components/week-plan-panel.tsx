import { useQuery } from "@tanstack/react-query";
import {
  ChefHat,
  ChevronLeft,
  ChevronRight,
  Copy,
  Plus,
  Printer,
  ShoppingCart,
} from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { can } from "#shared/domain/permissions.ts";
import { type MealSlot, mealSlots } from "#shared/meals/catalog.ts";
import type { MealPlanEntry } from "#shared/meals/schemas.ts";
import { addDays, linkedWeekStart, weekParam, weekStartOf } from "#shared/meals/week.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { PageLoadFailed } from "#web/components/ui/page-load.tsx";
import { useCopyPreviousWeek, weekQuery } from "#web/features/meals/api/meals-api.ts";
import { CookSuggestions } from "#web/features/meals/components/cook-suggestions.tsx";
import { dayLabel, localToday } from "#web/features/meals/components/meal-format.ts";
import { PrintableWeek } from "#web/features/meals/components/printable-week.tsx";
import { errorText } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";

const loadSlotDialog = () => import("#web/features/meals/components/meal-slot-dialog.tsx");
const MealSlotDialog = lazy(() =>
  loadSlotDialog().then((module) => ({ default: module.MealSlotDialog })),
);
const loadShoppingDialog = () => import("#web/features/meals/components/week-shopping-dialog.tsx");
const WeekShoppingDialog = lazy(() =>
  loadShoppingDialog().then((module) => ({ default: module.WeekShoppingDialog })),
);
const loadCookDialog = () => import("#web/features/meals/components/cook-dialog.tsx");
const CookDialog = lazy(() => loadCookDialog().then((module) => ({ default: module.CookDialog })));

export interface SlotTarget {
  day: string;
  slot: MealSlot;
  entry: MealPlanEntry | null;
}

/** The 'Semana' tab: Monday to Sunday, breakfast, lunch and dinner. */
export function WeekPlanPanel({ onShowRecipes }: { onShowRecipes: () => void }) {
  const { t, i18n } = useTranslation("meals");
  const me = useMe();
  const today = localToday();
  // The week shown lives in the URL (?semana=2026-11-30), so a reminder's link opens it and the
  // back button returns to the week before, as the calendar's ?fecha= does.
  const [params, setParams] = useSearchParams();
  const weekStart = linkedWeekStart(params.get(weekParam), today);
  const setWeekStart = (monday: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(weekParam, monday);
      return next;
    });
  const week = useQuery(weekQuery(weekStart));
  const [slot, setSlot] = useState<SlotTarget | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const [cooking, setCooking] = useState<MealPlanEntry | null>(null);
  const copy = useCopyPreviousWeek();
  const language = i18n.language;

  const role = me.data?.membership?.role;
  const canPlan = role ? can(role, "content.create") : false;
  const days = week.data?.days ?? Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const entryAt = (day: string, mealSlot: MealSlot) =>
    week.data?.entries.find((entry) => entry.day === day && entry.slot === mealSlot) ?? null;
  const range = `${dayLabel(days[0] ?? weekStart, language, "short")} – ${dayLabel(days[6] ?? weekStart, language, "short")}`;

  const copyPrevious = () =>
    copy.mutate(weekStart, {
      onSuccess: ({ copied }) =>
        copied > 0
          ? toast.success(t("week.copied", { count: copied }))
          : toast.info(t("week.nothingToCopy")),
      onError: (error) => toast.error(t("week.copyFailed"), { description: errorText(error, t) }),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label={t("week.previous")}
            onClick={() => setWeekStart(addDays(weekStart, -7))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <h2 className="min-w-36 px-2 text-center font-medium" aria-live="polite">
            {range}
          </h2>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label={t("week.next")}
            onClick={() => setWeekStart(addDays(weekStart, 7))}
          >
            <ChevronRight aria-hidden />
          </Button>
          {weekStart !== weekStartOf(today) && (
            <Button
              variant="ghost"
              className="h-11"
              onClick={() => setWeekStart(weekStartOf(today))}
            >
              {t("week.today")}
            </Button>
          )}
        </div>
        {canPlan && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              className="h-11"
              disabled={copy.isPending}
              onClick={copyPrevious}
            >
              <Copy aria-hidden />
              {t("week.copyPrevious")}
            </Button>
            <Button variant="outline" className="h-11" onClick={() => window.print()}>
              <Printer aria-hidden />
              {t("print.open")}
            </Button>
            <Button className="h-11" onClick={() => setShoppingOpen(true)}>
              <ShoppingCart aria-hidden />
              {t("week.toList")}
            </Button>
          </div>
        )}
      </div>

      {weekStart === weekStartOf(today) && <CookSuggestions today={today} canPlan={canPlan} />}

      {week.isError ? (
        <PageLoadFailed
          error={week.error}
          fallback={t("loadFailed")}
          onRetry={() => void week.refetch()}
        />
      ) : (
        <ol className="grid gap-3" aria-busy={week.isPending}>
          {days.map((day) => (
            <li
              key={day}
              className={cn(
                "grid gap-2 rounded-lg border border-border bg-card p-3 md:grid-cols-[9rem_1fr_1fr_1fr] md:items-stretch",
                day === today && "border-primary",
              )}
            >
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <span className="inline-block first-letter:uppercase">
                  {dayLabel(day, language)}
                </span>
                {day === today && <Badge variant="secondary">{t("week.today_label")}</Badge>}
              </h3>
              {mealSlots.map((mealSlot) => (
                <SlotCell
                  key={mealSlot}
                  day={day}
                  slot={mealSlot}
                  entry={entryAt(day, mealSlot)}
                  canPlan={canPlan}
                  onOpen={(entry) => setSlot({ day, slot: mealSlot, entry })}
                  onCook={setCooking}
                />
              ))}
            </li>
          ))}
        </ol>
      )}

      {week.data && <PrintableWeek week={week.data} range={range} />}

      <LazyDialog open={slot !== null} load={loadSlotDialog}>
        <MealSlotDialog
          target={slot}
          onOpenChange={(open) => !open && setSlot(null)}
          onShowRecipes={() => {
            setSlot(null);
            onShowRecipes();
          }}
        />
      </LazyDialog>
      <LazyDialog open={shoppingOpen} load={loadShoppingDialog}>
        <WeekShoppingDialog
          open={shoppingOpen}
          onOpenChange={setShoppingOpen}
          weekStart={weekStart}
        />
      </LazyDialog>
      <LazyDialog open={cooking !== null} load={loadCookDialog}>
        <CookDialog entry={cooking} onOpenChange={(open) => !open && setCooking(null)} />
      </LazyDialog>
    </div>
  );
}

interface SlotCellProps {
  day: string;
  slot: MealSlot;
  entry: MealPlanEntry | null;
  canPlan: boolean;
  onOpen: (entry: MealPlanEntry | null) => void;
  onCook: (entry: MealPlanEntry) => void;
}

function SlotCell({ day, slot, entry, canPlan, onOpen, onCook }: SlotCellProps) {
  const { t, i18n } = useTranslation("meals");
  const slotName = t(`slots.${slot}`);
  const dayName = dayLabel(day, i18n.language);
  if (!entry) {
    return canPlan ? (
      <button
        type="button"
        onClick={() => onOpen(null)}
        aria-label={t("week.addTo", { slot: slotName, day: dayName })}
        className="flex min-h-11 items-center gap-2 rounded-md border border-dashed border-border px-3 py-2 text-left text-sm text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Plus className="size-4 shrink-0" aria-hidden />
        {slotName}
      </button>
    ) : (
      <p className="flex min-h-11 items-center px-3 text-sm text-muted-foreground">{slotName}: —</p>
    );
  }
  return (
    <div className="grid content-start gap-1 rounded-md bg-muted/60 p-2">
      <button
        type="button"
        disabled={!canPlan}
        onClick={() => onOpen(entry)}
        aria-label={t("week.editMeal", { slot: slotName, day: dayName, meal: entry.title })}
        className="grid min-h-11 gap-0.5 rounded px-1 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default"
      >
        <span className="text-xs text-muted-foreground">{slotName}</span>
        <span className="font-medium leading-snug">{entry.title}</span>
        <span className="text-xs text-muted-foreground">
          {t("week.servings", { count: entry.servings })}
        </span>
      </button>
      {entry.cookedAt ? (
        <Badge variant="success" className="justify-self-start">
          {t("week.cooked")}
        </Badge>
      ) : (
        canPlan && (
          <Button
            variant="ghost"
            size="sm"
            className="h-11 justify-self-start px-2 text-primary"
            aria-label={t("week.cookMeal", { meal: entry.title })}
            onClick={() => onCook(entry)}
          >
            <ChefHat aria-hidden />
            {t("week.cook")}
          </Button>
        )
      )}
    </div>
  );
}
