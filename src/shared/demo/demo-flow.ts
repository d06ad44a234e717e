import type { DemoStep } from "#shared/demo/demo-constants.ts";
import {
  answerExercise,
  type DemoExercise,
  type ExerciseResult,
  firstExerciseSet,
} from "#shared/demo/exercises.ts";
import { type DemoExam, type DemoSlot, demoExam, freeSlots } from "#shared/demo/schedule.ts";

/** Spec §4: reminder → agenda → practice → summary → (restart) reminder. */
export interface DemoState {
  step: DemoStep;
  exam: DemoExam;
  slots: DemoSlot[];
  slot: DemoSlot | null;
  exercises: DemoExercise[];
  /** The exercise on screen. */
  current: number;
  /** One per answered exercise, in order. */
  results: ExerciseResult[];
  /** Counts the practices of this visit, so each new one starts fresh on screen. */
  practice: number;
}

export type DemoAction =
  | { type: "organize" }
  | { type: "chooseSlot"; slotId: string }
  | { type: "startPractice" }
  | { type: "answer"; selected: number }
  | { type: "next" }
  | { type: "moreExercises"; exercises: DemoExercise[] }
  | { type: "restart"; now: Date };

export function initialDemoState(now: Date): DemoState {
  return {
    step: "reminder",
    exam: demoExam(now),
    slots: freeSlots(now),
    slot: null,
    exercises: firstExerciseSet(),
    current: 0,
    results: [],
    practice: 1,
  };
}

export function currentExercise(state: DemoState): DemoExercise | undefined {
  return state.exercises[state.current];
}

/** The result of the exercise on screen once it is answered (its options are then locked). */
export function currentResult(state: DemoState): ExerciseResult | undefined {
  return state.results[state.current];
}

/** Every action that does not fit the current state leaves it as it is. */
export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case "organize":
      return state.step === "reminder" ? { ...state, step: "agenda" } : state;
    case "chooseSlot": {
      const slot = state.slots.find((candidate) => candidate.id === action.slotId);
      // One choice only: the practice is already being booked.
      if (state.step !== "agenda" || state.slot || !slot) return state;
      return { ...state, slot };
    }
    case "startPractice":
      return state.step === "agenda" && state.slot ? { ...state, step: "practice" } : state;
    case "answer": {
      const exercise = currentExercise(state);
      if (state.step !== "practice" || !exercise || currentResult(state)) return state;
      if (!exercise.options.includes(action.selected)) return state;
      return { ...state, results: [...state.results, answerExercise(exercise, action.selected)] };
    }
    case "next": {
      if (state.step !== "practice" || !currentResult(state)) return state;
      const isLast = state.current === state.exercises.length - 1;
      return isLast ? { ...state, step: "summary" } : { ...state, current: state.current + 1 };
    }
    case "moreExercises":
      if (state.step !== "summary" || action.exercises.length === 0) return state;
      return {
        ...state,
        step: "practice",
        exercises: action.exercises,
        current: 0,
        results: [],
        practice: state.practice + 1,
      };
    case "restart":
      return initialDemoState(action.now);
  }
}
