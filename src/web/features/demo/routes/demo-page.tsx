import "#web/features/demo/components/demo.css";
import { CalendarCheck, CalendarPlus, House } from "lucide-react";
import { useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { demoConstants } from "#shared/demo/demo-constants.ts";
import {
  currentExercise,
  currentResult,
  type DemoAction,
  type DemoState,
  demoReducer,
  initialDemoState,
} from "#shared/demo/demo-flow.ts";
import { createExerciseSet, seededRandom } from "#shared/demo/exercises.ts";
import { type DemoSlot, localDateTime, nextPracticeAfter } from "#shared/demo/schedule.ts";
import { paths } from "#shared/routing/paths.ts";
import { AgendaStep } from "#web/features/demo/components/agenda-step.tsx";
import { formatDay, formatTime } from "#web/features/demo/components/demo-format.ts";
import { DemoStepper } from "#web/features/demo/components/demo-stepper.tsx";
import { downloadCalendarEvent } from "#web/features/demo/components/download-calendar-event.ts";
import { PracticeStep } from "#web/features/demo/components/practice-step.tsx";
import { ReminderStep } from "#web/features/demo/components/reminder-step.tsx";
import { SummaryStep } from "#web/features/demo/components/summary-step.tsx";
import { usePageMeta } from "#web/lib/page-meta.ts";

/** Minutes before the suggested practice that the calendar event reminds. */
const calendarAlarmMinutes = 30;

interface PageState {
  demo: DemoState;
  /** Whether the visitor has acted yet: only a step reached by acting takes the focus. */
  acted: boolean;
}

function initialPageState(): PageState {
  return { demo: initialDemoState(new Date()), acted: false };
}

function pageReducer(state: PageState, action: DemoAction): PageState {
  return { demo: demoReducer(state.demo, action), acted: true };
}

export default function DemoPage() {
  usePageMeta("demo");
  const { t, i18n } = useTranslation("demo");
  const [{ demo: state, acted }, dispatch] = useReducer(pageReducer, undefined, initialPageState);
  const language = i18n.language;
  const subject = t(`subjects.${state.exam.subject}`);

  useEffect(() => {
    const previous = document.title;
    document.title = t("documentTitle");
    return () => {
      document.title = previous;
    };
  }, [t]);

  // Spec §9: the practice starts one second after a slot is chosen.
  useEffect(() => {
    if (state.step !== "agenda" || !state.slot) return;
    const timer = setTimeout(
      () => dispatch({ type: "startPractice" }),
      demoConstants.slotAdvanceDelayMs,
    );
    return () => clearTimeout(timer);
  }, [state.step, state.slot]);

  const chooseSlot = (slot: DemoSlot) => {
    dispatch({ type: "chooseSlot", slotId: slot.id });
    // Plain toasts: the rich success colours fall short of 4.5:1 contrast.
    toast(t("agenda.reserved"), {
      icon: <CalendarCheck className="size-4 text-primary" aria-hidden />,
      description: t("agenda.reservedWhen", {
        day: formatDay(slot.day, language),
        start: formatTime(slot.day, slot.start, language),
        end: formatTime(slot.day, slot.end, language),
      }),
      duration: demoConstants.slotToastMs,
    });
  };

  const nextPractice = state.slot ? nextPracticeAfter(state.slot, state.exam.day) : null;

  const addToCalendar = () => {
    if (!nextPractice) return;
    downloadCalendarEvent(
      {
        createdAt: new Date(),
        start: localDateTime(nextPractice.day, nextPractice.start),
        end: localDateTime(nextPractice.day, nextPractice.end),
        summary: t("calendar.summary", { subject }),
        description: t("calendar.description", {
          subject,
          examDay: formatDay(state.exam.day, language),
        }),
        alarmMinutesBefore: calendarAlarmMinutes,
      },
      `hogaria-practica-${nextPractice.day}.ics`,
    );
    toast(t("summary.calendarReady"), {
      icon: <CalendarPlus className="size-4 text-primary" aria-hidden />,
      description: t("summary.calendarReadyHint"),
    });
  };

  const moreExercises = () => {
    const [seed = 0] = crypto.getRandomValues(new Uint32Array(1));
    dispatch({
      type: "moreExercises",
      exercises: createExerciseSet(seededRandom(seed), { avoid: state.exercises }),
    });
  };

  const exercise = currentExercise(state);

  return (
    <div className="min-h-dvh bg-gradient-to-b from-secondary via-background to-background">
      <header className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-4">
        <Link to={paths.home} className="flex items-center gap-2 font-semibold text-primary">
          <House className="size-5" aria-hidden />
          Hogaria
        </Link>
        <Link
          to={paths.home}
          className="rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground"
        >
          {t("backHome")}
        </Link>
      </header>
      <main className="mx-auto grid max-w-2xl gap-5 px-4 pb-12">
        <div className="grid gap-1">
          <h1 className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t("title")}
          </h1>
          <p className="text-pretty text-muted-foreground">{t("intro")}</p>
        </div>
        <DemoStepper step={state.step} />
        <section
          aria-label={t(`steps.${state.step}`)}
          className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-7"
        >
          {state.step === "reminder" && (
            <ReminderStep
              exam={state.exam}
              focusOnMount={acted}
              onOrganize={() => dispatch({ type: "organize" })}
            />
          )}
          {state.step === "agenda" && (
            <AgendaStep
              slots={state.slots}
              chosen={state.slot}
              focusOnMount={acted}
              onChoose={chooseSlot}
            />
          )}
          {state.step === "practice" && exercise && (
            <PracticeStep
              key={state.practice}
              subject={subject}
              exercise={exercise}
              result={currentResult(state)}
              position={state.current + 1}
              total={state.exercises.length}
              answered={state.results.length}
              focusOnMount={acted}
              onAnswer={(selected) => dispatch({ type: "answer", selected })}
              onNext={() => dispatch({ type: "next" })}
            />
          )}
          {state.step === "summary" && nextPractice && (
            <SummaryStep
              results={state.results}
              nextPractice={nextPractice}
              focusOnMount={acted}
              onAddToCalendar={addToCalendar}
              onMoreExercises={moreExercises}
              onRestart={() => dispatch({ type: "restart", now: new Date() })}
            />
          )}
        </section>
      </main>
    </div>
  );
}
