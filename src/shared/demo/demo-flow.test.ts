import { describe, expect, it } from "vitest";
import {
  currentExercise,
  currentResult,
  type DemoAction,
  type DemoState,
  demoReducer,
  initialDemoState,
} from "#shared/demo/demo-flow.ts";
import { createExerciseSet, seededRandom } from "#shared/demo/exercises.ts";

const monday = new Date(2026, 10, 23, 10, 0);

function run(state: DemoState, ...actions: DemoAction[]): DemoState {
  return actions.reduce(demoReducer, state);
}

function answerCurrent(state: DemoState, right: boolean): DemoState {
  const exercise = currentExercise(state)!;
  const selected = right
    ? exercise.answer
    : exercise.options.find((option) => option !== exercise.answer)!;
  return run(state, { type: "answer", selected });
}

function atPractice(): DemoState {
  const state = initialDemoState(monday);
  return run(
    state,
    { type: "organize" },
    { type: "chooseSlot", slotId: state.slots[2]!.id },
    { type: "startPractice" },
  );
}

describe("demoReducer", () => {
  it("starts at the reminder, with the exam, three slots and three exercises", () => {
    const state = initialDemoState(monday);
    expect(state).toMatchObject({ step: "reminder", slot: null, current: 0, results: [] });
    expect(state.exam).toEqual({ subject: "math", day: "2026-11-30", daysLeft: 7 });
    expect(state.slots).toHaveLength(3);
    expect(state.exercises).toHaveLength(3);
  });

  it("walks reminder → agenda → practice → summary", () => {
    let state = initialDemoState(monday);
    state = run(state, { type: "organize" });
    expect(state.step).toBe("agenda");
    state = run(state, { type: "chooseSlot", slotId: state.slots[1]!.id });
    expect(state).toMatchObject({ step: "agenda", slot: state.slots[1] });
    state = run(state, { type: "startPractice" });
    expect(state.step).toBe("practice");
    for (const right of [true, false, true]) {
      state = answerCurrent(state, right);
      state = run(state, { type: "next" });
    }
    expect(state.step).toBe("summary");
    expect(state.results.map((result) => result.isCorrect)).toEqual([true, false, true]);
  });

  it("keeps the first slot chosen and ignores a second choice", () => {
    const state = run(initialDemoState(monday), { type: "organize" });
    const chosen = run(
      state,
      { type: "chooseSlot", slotId: state.slots[0]!.id },
      { type: "chooseSlot", slotId: state.slots[2]!.id },
    );
    expect(chosen.slot).toEqual(state.slots[0]);
  });

  it("does not start the practice before a slot is chosen, nor accept an unknown slot", () => {
    const state = run(initialDemoState(monday), { type: "organize" });
    expect(run(state, { type: "startPractice" }).step).toBe("agenda");
    expect(run(state, { type: "chooseSlot", slotId: "2026-11-28T10:00" }).slot).toBeNull();
  });

  it("locks an exercise once answered", () => {
    const answered = answerCurrent(atPractice(), false);
    const result = currentResult(answered);
    expect(result?.isCorrect).toBe(false);
    const again = run(answered, { type: "answer", selected: currentExercise(answered)!.answer });
    expect(again.results).toEqual([result]);
  });

  it("only moves on from an answered exercise, and ignores answers that are not options", () => {
    const state = atPractice();
    expect(run(state, { type: "next" })).toBe(state);
    expect(run(state, { type: "answer", selected: -1 })).toBe(state);
  });

  it("ignores actions of other steps", () => {
    const reminder = initialDemoState(monday);
    expect(run(reminder, { type: "startPractice" })).toBe(reminder);
    expect(run(reminder, { type: "answer", selected: 1 })).toBe(reminder);
    const fresh = createExerciseSet(seededRandom(1));
    expect(run(reminder, { type: "moreExercises", exercises: fresh })).toBe(reminder);
  });

  it("asking for more exercises starts a new practice with them, keeping the slot", () => {
    let state = atPractice();
    for (let index = 0; index < 3; index++)
      state = run(answerCurrent(state, true), { type: "next" });
    const fresh = createExerciseSet(seededRandom(1), { avoid: state.exercises });
    state = run(state, { type: "moreExercises", exercises: fresh });
    expect(state).toMatchObject({ step: "practice", current: 0, results: [], practice: 2 });
    expect(state.exercises).toBe(fresh);
    expect(state.slot).not.toBeNull();
  });

  it("restarting clears the chosen slot and the results", () => {
    let state = answerCurrent(atPractice(), true);
    state = run(state, { type: "restart", now: monday });
    expect(state).toEqual(initialDemoState(monday));
    expect(state.slot).toBeNull();
    expect(state.results).toEqual([]);
  });

  it("restarting on another day offers that day's exam and slots", () => {
    const friday = new Date(2026, 10, 27, 9, 0);
    const state = run(atPractice(), { type: "restart", now: friday });
    expect(state.exam.day).toBe("2026-12-04");
    expect(state.slots[0]?.day).toBe("2026-11-30");
  });
});
