import {
  CalendarClock,
  CalendarPlus,
  Check,
  House,
  RotateCcw,
  Sparkles,
  Sprout,
  Star,
  Trophy,
  X,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ExerciseResult } from "#shared/demo/exercises.ts";
import type { TimeRange } from "#shared/demo/schedule.ts";
import { scorePractice } from "#shared/demo/scoring.ts";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { formatDay, formatPercent, formatTime } from "#web/features/demo/components/demo-format.ts";
import { StepHeading } from "#web/features/demo/components/step-heading.tsx";
import { cn } from "#web/lib/cn.ts";

const messageIcons = { excellent: Trophy, veryGood: Star, goodTry: Sprout } as const;

export function SummaryStep({
  results,
  nextPractice,
  focusOnMount,
  onAddToCalendar,
  onMoreExercises,
  onRestart,
}: {
  results: ExerciseResult[];
  nextPractice: TimeRange;
  focusOnMount: boolean;
  onAddToCalendar: () => void;
  onMoreExercises: () => void;
  onRestart: () => void;
}) {
  const { t, i18n } = useTranslation("demo");
  const score = scorePractice(results);
  const MessageIcon = messageIcons[score.message];
  const language = i18n.language;
  const numberFormat = new Intl.NumberFormat(language);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <StepHeading focusOnMount={focusOnMount}>{t("summary.title")}</StepHeading>
        <div className="flex items-center gap-4 rounded-lg bg-secondary p-4 sm:p-5">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-card text-accent shadow-sm motion-safe:animate-[demo-pop_0.5s_ease-out]">
            <MessageIcon className="size-8" aria-hidden />
          </span>
          <div className="grid gap-1">
            <p className="text-2xl font-bold text-secondary-foreground">
              {t(`summary.messages.${score.message}`)}
            </p>
            <p className="text-sm text-secondary-foreground">
              {t(`summary.encouragement.${score.message}`)}
            </p>
          </div>
        </div>
        <div className="grid gap-3 rounded-lg border border-border p-4">
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-lg font-semibold">
              {t("summary.score", { correct: score.correct, total: score.total })}
            </span>
            <span className="text-3xl font-bold tabular-nums text-primary">
              {formatPercent(score.percentage, language)}
            </span>
          </p>
          {/* One segment per exercise; the list below says the same in words. */}
          <div aria-hidden className="flex gap-1.5">
            {results.map((result) => (
              <span
                key={result.exerciseId}
                data-testid="exercise-bar"
                data-correct={result.isCorrect}
                className={cn(
                  "h-3 flex-1 rounded-full",
                  result.isCorrect ? "bg-success" : "bg-red-300",
                )}
              />
            ))}
          </div>
        </div>
      </div>

      <section aria-labelledby="demo-per-exercise" className="grid gap-3">
        <h3 id="demo-per-exercise" className="font-semibold">
          {t("summary.perExercise")}
        </h3>
        <ol className="grid gap-3">
          {results.map((result, index) => (
            <li
              key={result.exerciseId}
              className={cn(
                "grid gap-1.5 rounded-lg border border-l-4 border-border p-3",
                result.isCorrect ? "border-l-success" : "border-l-red-400",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-semibold">
                  {t("summary.exercise", { number: index + 1 })}
                </span>
                <span
                  className={cn(
                    "flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
                    result.isCorrect ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900",
                  )}
                >
                  {result.isCorrect ? (
                    <Check className="size-3.5" aria-hidden />
                  ) : (
                    <X className="size-3.5" aria-hidden />
                  )}
                  {result.isCorrect ? t("summary.right") : t("summary.wrong")}
                </span>
              </div>
              <p className="text-sm">{t(result.question.key, result.question.values)}</p>
              <p className="text-sm text-muted-foreground">
                {t("summary.yourAnswer", { answer: numberFormat.format(result.selectedAnswer) })}
                {!result.isCorrect && (
                  <>
                    {" · "}
                    {t("summary.correctAnswer", {
                      answer: numberFormat.format(result.correctAnswer),
                    })}
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="demo-next-practice"
        className="grid gap-3 rounded-lg border-2 border-dashed border-primary/40 bg-card p-4"
      >
        <div className="flex items-start gap-3">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="grid gap-0.5">
            <h3 id="demo-next-practice" className="font-semibold">
              {t("summary.nextPractice")}
            </h3>
            <p className="first-letter:uppercase">
              {t("summary.nextPracticeWhen", {
                day: formatDay(nextPractice.day, language),
                start: formatTime(nextPractice.day, nextPractice.start, language),
                end: formatTime(nextPractice.day, nextPractice.end, language),
              })}
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={onAddToCalendar}
        >
          <CalendarPlus aria-hidden />
          {t("summary.addToCalendar")}
        </Button>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button size="lg" onClick={onMoreExercises}>
          <Sparkles aria-hidden />
          {t("summary.moreExercises")}
        </Button>
        <Button size="lg" variant="outline" onClick={onRestart}>
          <RotateCcw aria-hidden />
          {t("summary.restart")}
        </Button>
        <Button size="lg" variant="ghost" className="sm:ml-auto" asChild>
          <Link to={paths.home}>
            <House aria-hidden />
            {t("backHome")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
