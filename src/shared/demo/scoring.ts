import { demoConstants } from "#shared/demo/demo-constants.ts";
import type { ExerciseResult } from "#shared/demo/exercises.ts";

/** 'Excelente', 'Muy bien' or 'Buen intento' (spec §9). */
export type ScoreMessage = "excellent" | "veryGood" | "goodTry";

export interface PracticeScore {
  correct: number;
  total: number;
  /** Rounded for display; the message is chosen on the exact ratio. */
  percentage: number;
  message: ScoreMessage;
}

export function scoreMessageFor(correct: number, total: number): ScoreMessage {
  // Compared in whole numbers: 2 of 3 is 66.67 %, and must not round its way into a band.
  if (correct * 100 >= demoConstants.excellentFromPercent * total) return "excellent";
  if (correct * 100 >= demoConstants.veryGoodFromPercent * total) return "veryGood";
  return "goodTry";
}

export function scorePractice(results: readonly ExerciseResult[]): PracticeScore {
  const total = results.length;
  const correct = results.filter((result) => result.isCorrect).length;
  return {
    correct,
    total,
    percentage: total === 0 ? 0 : Math.round((correct / total) * 100),
    message: total === 0 ? "goodTry" : scoreMessageFor(correct, total),
  };
}
