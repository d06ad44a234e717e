import { demoConstants } from "#shared/demo/demo-constants.ts";

const { countdownTickMs, countdownStepDays, examDaysLeft } = demoConstants;

/**
 * The days left shown `elapsedMs` after the countdown started: one step off every tick, never
 * below zero. Counted in whole steps so that 0.1 never accumulates floating-point drift.
 */
export function countdownDaysLeft(elapsedMs: number, from: number = examDaysLeft): number {
  const stepsPerDay = Math.round(1 / countdownStepDays);
  const ticks = Math.floor(Math.max(0, elapsedMs) / countdownTickMs);
  return Math.max(0, Math.round(from * stepsPerDay) - ticks) / stepsPerDay;
}

/**
 * Runs the countdown: calls `onTick` every tick with the days left and stops by itself at zero.
 * Reads the clock instead of counting callbacks, so a throttled background tab still shows the
 * right value when it wakes. Returns a function that stops it early.
 */
export function startCountdown(
  onTick: (daysLeft: number) => void,
  from: number = examDaysLeft,
): () => void {
  const startedAt = Date.now();
  const timer = setInterval(() => {
    const daysLeft = countdownDaysLeft(Date.now() - startedAt, from);
    onTick(daysLeft);
    if (daysLeft === 0) clearInterval(timer);
  }, countdownTickMs);
  return () => clearInterval(timer);
}
