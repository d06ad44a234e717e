/** The demo's business constants (spec §9). */
export const demoConstants = {
  slotCount: 3,
  exerciseCount: 3,
  /** After a slot is chosen, the practice starts this much later. */
  slotAdvanceDelayMs: 1_000,
  /** How long the 'Práctica reservada' toast stays. */
  slotToastMs: 2_000,
  /** How long the celebration after a right answer lasts. */
  celebrationMs: 2_000,
  countdownTickMs: 100,
  /** Each countdown tick takes this many days off. */
  countdownStepDays: 0.1,
  /** The countdown starts this many days above the real days left and stops on them: a
   * presentation that never shows fewer days than there are. */
  countdownLeadDays: 3,
  examSubject: "math",
  examDaysLeft: 7,
  /** Score messages: at or above these percentages. */
  excellentFromPercent: 80,
  veryGoodFromPercent: 60,
  /** The suggested next practice: this many weekdays after the chosen day, at these hours. */
  nextPracticeWeekdaysAfter: 2,
  nextPracticeStart: "18:00",
  nextPracticeEnd: "19:00",
} as const;

export type DemoStep = "reminder" | "agenda" | "practice" | "summary";
export const demoSteps: readonly DemoStep[] = ["reminder", "agenda", "practice", "summary"];
