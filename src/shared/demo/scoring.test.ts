import { describe, expect, it } from "vitest";
import type { ExerciseResult } from "#shared/demo/exercises.ts";
import { scoreMessageFor, scorePractice } from "#shared/demo/scoring.ts";

function results(...outcomes: boolean[]): ExerciseResult[] {
  return outcomes.map((isCorrect, index) => ({
    exerciseId: `square:${index + 4}`,
    question: { key: "exercises.square.question", values: { base: index + 4 } },
    selectedAnswer: isCorrect ? (index + 4) ** 2 : 1,
    correctAnswer: (index + 4) ** 2,
    isCorrect,
    explanation: { key: "exercises.square.explanation", values: { base: index + 4 } },
  }));
}

describe("scorePractice", () => {
  it.each([
    [[true, true, true], 3, 100, "excellent"],
    [[true, true, false], 2, 67, "veryGood"],
    [[true, false, false], 1, 33, "goodTry"],
    [[false, false, false], 0, 0, "goodTry"],
  ] as const)("%j scores %i correct, %i %%, %s", (outcomes, correct, percentage, message) => {
    expect(scorePractice(results(...outcomes))).toEqual({
      correct,
      total: 3,
      percentage,
      message,
    });
  });

  it("scores an empty practice as zero without dividing by it", () => {
    expect(scorePractice([])).toEqual({ correct: 0, total: 0, percentage: 0, message: "goodTry" });
  });
});

describe("scoreMessageFor", () => {
  it.each([
    [4, 5, "excellent"], // exactly 80 %
    [79, 100, "veryGood"],
    [3, 5, "veryGood"], // exactly 60 %
    [59, 100, "goodTry"],
    [119, 200, "goodTry"], // 59.5 % would round to 60 % but is below it
  ] as const)("%i of %i is %s", (correct, total, message) => {
    expect(scoreMessageFor(correct, total)).toBe(message);
  });
});
