import { BellRing, CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { countdownStart } from "#shared/demo/countdown.ts";
import type { DemoExam } from "#shared/demo/schedule.ts";
import { Button } from "#web/components/ui/button.tsx";
import { formatDay, formatTenths } from "#web/features/demo/components/demo-format.ts";
import { StepHeading } from "#web/features/demo/components/step-heading.tsx";
import { useCountdown } from "#web/features/demo/components/use-countdown.ts";
import { useReducedMotion } from "#web/features/demo/components/use-reduced-motion.ts";

const ringRadius = 52;
const ringLength = 2 * Math.PI * ringRadius;

export function ReminderStep({
  exam,
  focusOnMount,
  onOrganize,
}: {
  exam: DemoExam;
  focusOnMount: boolean;
  onOrganize: () => void;
}) {
  const { t, i18n } = useTranslation("demo");
  const reducedMotion = useReducedMotion();
  const daysLeft = useCountdown(exam.daysLeft, !reducedMotion);
  const subject = t(`subjects.${exam.subject}`);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <BellRing
            className="size-4 motion-safe:animate-[demo-ring_1.2s_ease-in-out_2]"
            aria-hidden
          />
          {t("reminder.eyebrow")}
        </p>
        <StepHeading focusOnMount={focusOnMount}>{t("reminder.title", { subject })}</StepHeading>
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{t("reminder.examDate")}:</span>
          <span className="first-letter:uppercase">{formatDay(exam.day, i18n.language)}</span>
        </p>
      </div>

      <div className="grid gap-3">
        <div className="flex items-center gap-5 rounded-lg bg-accent-soft/70 p-4 sm:gap-6 sm:p-5">
          <div className="relative size-28 shrink-0 sm:size-36">
            <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden>
              <circle
                cx="60"
                cy="60"
                r={ringRadius}
                className="fill-none stroke-amber-200"
                strokeWidth="10"
              />
              <circle
                cx="60"
                cy="60"
                r={ringRadius}
                className="fill-none stroke-accent"
                strokeWidth="10"
                strokeLinecap="round"
                strokeDasharray={ringLength}
                strokeDashoffset={ringLength * (1 - daysLeft / countdownStart(exam.daysLeft))}
              />
            </svg>
            <span
              data-testid="countdown"
              aria-hidden
              className="absolute inset-0 flex items-center justify-center text-3xl font-bold tabular-nums text-stone-900 sm:text-4xl"
            >
              {formatTenths(daysLeft, i18n.language)}
            </span>
          </div>
          <p className="text-xl font-semibold leading-tight text-balance text-stone-900">
            <span aria-hidden>{t("reminder.daysLeftUnit")}</span>
            <span className="sr-only">
              {t("reminder.daysLeftSpoken", { count: exam.daysLeft })}
            </span>
          </p>
        </div>
        <p className="text-muted-foreground">{t("reminder.body")}</p>
      </div>

      <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={onOrganize}>
        {t("reminder.cta")}
      </Button>
    </div>
  );
}
