import { demoConstants } from "#shared/demo/demo-constants.ts";

const { countdownTickMs, countdownStepDays, countdownLeadDays, examDaysLeft } = demoConstants;

/** Where the countdown starts for an exam `daysLeft` away. */
export function countdownStart(daysLeft: number = examDaysLeft): number {
  return daysLeft + countdownLeadDays;
}

/**
 * The days shown `elapsedMs` after the countdown started: from a little above the real days left,
 * one step off every tick, stopping on the real value — never fewer days than there are. Counted
 * in whole steps so that 0.1 never accumulates floating-point drift.
 */
export function countdownDaysLeft(elapsedMs: number, daysLeft: number = examDaysLeft): number {
  const stepsPerDay = Math.round(1 / countdownStepDays);
  const ticks = Math.floor(Math.max(0, elapsedMs) / countdownTickMs);
  const start = Math.round(countdownStart(daysLeft) * stepsPerDay);
  const end = Math.round(daysLeft * stepsPerDay);
  return Math.max(end, start - ticks) / stepsPerDay;
}

/**
 * Runs the countdown: calls `onTick` every tick with the days shown and stops by itself on the
 * real days left. Reads the clock instead of counting callbacks, so a throttled background tab
 * still shows the right value when it wakes. Returns a function that stops it early.
 */
export function startCountdown(
  onTick: (daysLeft: number) => void,
  daysLeft: number = examDaysLeft,
): () => void {
  const startedAt = Date.now();
  const timer = setInterval(() => {
    const shown = countdownDaysLeft(Date.now() - startedAt, daysLeft);
    onTick(shown);
    if (shown <= daysLeft) clearInterval(timer);
  }, countdownTickMs);
  return () => clearInterval(timer);
}
