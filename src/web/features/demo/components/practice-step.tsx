import { Check, CircleCheck, CircleX, Lightbulb, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { demoConstants } from "#shared/demo/demo-constants.ts";
import type { DemoExercise, ExerciseResult } from "#shared/demo/exercises.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Celebration } from "#web/features/demo/components/celebration.tsx";
import { StepHeading } from "#web/features/demo/components/step-heading.tsx";
import { useReducedMotion } from "#web/features/demo/components/use-reduced-motion.ts";
import { cn } from "#web/lib/cn.ts";

export function PracticeStep({
  subject,
  exercise,
  result,
  position,
  total,
  answered,
  focusOnMount,
  onAnswer,
  onNext,
}: {
  subject: string;
  exercise: DemoExercise;
  /** Present once the exercise is answered: its options are then locked. */
  result: ExerciseResult | undefined;
  /** 1-based. */
  position: number;
  total: number;
  answered: number;
  focusOnMount: boolean;
  onAnswer: (selected: number) => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation("demo");
  const reducedMotion = useReducedMotion();
  const questionId = useId();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const [celebrating, setCelebrating] = useState<string | null>(null);

  useEffect(() => {
    if (celebrating === null) return;
    const timer = setTimeout(() => setCelebrating(null), demoConstants.celebrationMs);
    return () => clearTimeout(timer);
  }, [celebrating]);

  // The next question takes the focus, so the keyboard stays where the reading goes on.
  const questionRef = useRef<HTMLHeadingElement>(null);
  const firstExercise = useRef(exercise.id);
  useEffect(() => {
    if (exercise.id !== firstExercise.current) questionRef.current?.focus();
  }, [exercise.id]);

  const answer = (selected: number) => {
    if (result) return;
    onAnswer(selected);
    if (selected === exercise.answer) setCelebrating(exercise.id);
  };
  const next = () => {
    setCelebrating(null);
    onNext();
  };

  return (
    <div className="relative grid gap-5">
      {celebrating === exercise.id && <Celebration reducedMotion={reducedMotion} />}

      <div className="grid gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <StepHeading focusOnMount={focusOnMount}>{t("practice.title", { subject })}</StepHeading>
          <span className="shrink-0 text-sm font-semibold tabular-nums text-muted-foreground">
            {position}/{total}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t("practice.progress")}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={t("practice.progressText", { current: position, total })}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
            style={{ width: `${(answered / total) * 100}%` }}
          />
        </div>
      </div>

      <h3
        ref={questionRef}
        id={questionId}
        tabIndex={-1}
        className="text-xl font-semibold text-balance outline-none focus-visible:outline-2"
      >
        {t(exercise.question.key, exercise.question.values)}
      </h3>

      <fieldset aria-labelledby={questionId} className="grid min-w-0 grid-cols-2 gap-3">
        {exercise.options.map((option) => {
          const isSelected = result?.selectedAnswer === option;
          const isAnswer = option === exercise.answer;
          return (
            <button
              key={option}
              type="button"
              aria-disabled={result !== undefined}
              onClick={() => answer(option)}
              className={cn(
                "flex min-h-16 items-center justify-center gap-2 rounded-lg border-2 border-border bg-card px-3 text-2xl font-bold tabular-nums shadow-sm transition",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                !result &&
                  "cursor-pointer hover:border-primary hover:bg-secondary motion-safe:active:scale-95",
                result && "cursor-default",
                result && isAnswer && "border-success bg-green-50 text-green-900",
                result && isSelected && !isAnswer && "border-destructive bg-red-50 text-red-900",
                result && !isAnswer && !isSelected && "opacity-60",
              )}
            >
              {result && isAnswer && <Check className="size-5" aria-hidden />}
              {result && isSelected && !isAnswer && <X className="size-5" aria-hidden />}
              {numberFormat.format(option)}
              {result && isSelected && (
                <span className="sr-only">({t("practice.yourAnswer")})</span>
              )}
              {result && isAnswer && <span className="sr-only">({t("practice.rightAnswer")})</span>}
            </button>
          );
        })}
      </fieldset>

      {/* Always present, so screen readers announce what is put into it. */}
      <div role="status">
        {result && (
          <div
            className={cn(
              "grid gap-2 rounded-lg border p-4 motion-safe:animate-[demo-rise_0.25s_ease-out]",
              result.isCorrect ? "border-green-200 bg-green-50" : "border-red-200 bg-red-50",
            )}
          >
            <p
              className={cn(
                "flex items-center gap-2 text-lg font-bold",
                result.isCorrect ? "text-green-800" : "text-red-800",
              )}
            >
              {result.isCorrect ? (
                <CircleCheck className="size-5" aria-hidden />
              ) : (
                <CircleX className="size-5" aria-hidden />
              )}
              {result.isCorrect ? t("practice.correct") : t("practice.incorrect")}
            </p>
            {!result.isCorrect && (
              <p className="font-medium text-stone-900">
                {t("practice.correctAnswerIs", {
                  answer: numberFormat.format(result.correctAnswer),
                })}
              </p>
            )}
            <p className="flex gap-2 text-stone-800">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
              <span>{t(result.explanation.key, result.explanation.values)}</span>
            </p>
          </div>
        )}
      </div>

      {result && (
        <Button size="lg" className="w-full sm:w-auto sm:justify-self-end" onClick={next}>
          {position === total ? t("practice.results") : t("practice.next")}
        </Button>
      )}
    </div>
  );
}
