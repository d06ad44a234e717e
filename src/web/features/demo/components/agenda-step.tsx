import { CalendarCheck, Check, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DemoSlot } from "#shared/demo/schedule.ts";
import { formatDay, formatTime } from "#web/features/demo/components/demo-format.ts";
import { StepHeading } from "#web/features/demo/components/step-heading.tsx";
import { cn } from "#web/lib/cn.ts";

export function AgendaStep({
  slots,
  chosen,
  focusOnMount,
  onChoose,
}: {
  slots: DemoSlot[];
  chosen: DemoSlot | null;
  focusOnMount: boolean;
  onChoose: (slot: DemoSlot) => void;
}) {
  const { t, i18n } = useTranslation("demo");
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <StepHeading focusOnMount={focusOnMount}>{t("agenda.title")}</StepHeading>
        <p className="text-muted-foreground">{t("agenda.body")}</p>
      </div>
      <ul aria-label={t("agenda.slotsLabel")} className="grid gap-3">
        {slots.map((slot) => {
          const isChosen = chosen?.id === slot.id;
          const time = t("agenda.time", {
            start: formatTime(slot.day, slot.start, i18n.language),
            end: formatTime(slot.day, slot.end, i18n.language),
          });
          return (
            <li key={slot.id}>
              <button
                type="button"
                aria-pressed={isChosen}
                aria-disabled={chosen !== null}
                onClick={() => {
                  if (chosen === null) onChoose(slot);
                }}
                className={cn(
                  "flex w-full cursor-pointer items-center gap-3 rounded-lg border border-border bg-card p-3 text-left sm:gap-4 sm:p-4 shadow-sm transition",
                  "hover:border-primary hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  "motion-safe:active:scale-[0.99]",
                  chosen !== null &&
                    !isChosen &&
                    "cursor-default opacity-60 hover:border-border hover:bg-card",
                  isChosen && "border-primary bg-secondary ring-2 ring-primary",
                )}
              >
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center sm:size-11 justify-center rounded-full bg-secondary text-primary",
                    isChosen && "bg-primary text-primary-foreground",
                  )}
                  aria-hidden
                >
                  {isChosen ? <CalendarCheck className="size-5" /> : <Clock className="size-5" />}
                </span>
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="font-semibold first-letter:uppercase">
                    {formatDay(slot.day, i18n.language)}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="text-sm text-muted-foreground tabular-nums">{time}</span>
                    <span
                      className={cn(
                        "flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground",
                        isChosen && "bg-primary text-primary-foreground",
                      )}
                    >
                      {isChosen && <Check className="size-3.5" aria-hidden />}
                      {isChosen ? t("agenda.chosen") : t("agenda.free")}
                    </span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
