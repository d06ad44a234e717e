import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countdownDaysLeft, countdownStart, startCountdown } from "#shared/demo/countdown.ts";

describe("countdownDaysLeft", () => {
  it.each([
    [0, 10],
    [99, 10],
    [100, 9.9],
    [250, 9.8],
    [1_000, 9],
    [2_900, 7.1],
    [3_000, 7],
    [8_000, 7],
    [60_000, 7],
  ])("after %i ms shows %d days, never fewer than the real 7", (elapsed, daysLeft) => {
    expect(countdownDaysLeft(elapsed)).toBe(daysLeft);
  });

  it("steps by exactly one tenth, with no floating-point residue", () => {
    const shown = Array.from({ length: 31 }, (_, tick) => countdownDaysLeft(tick * 100));
    expect(shown.map((value) => value.toFixed(1))).toEqual(
      Array.from({ length: 31 }, (_, tick) => ((100 - tick) / 10).toFixed(1)),
    );
    expect(shown.every((value) => String(value).length <= 3)).toBe(true);
  });

  it("never passes the real days left, whatever the elapsed time", () => {
    for (const daysLeft of [0, 1, 2, 7, 30]) {
      for (const elapsed of [0, 100, 5_000, 60_000, 10_000_000]) {
        expect(countdownDaysLeft(elapsed, daysLeft)).toBeGreaterThanOrEqual(daysLeft);
      }
      expect(countdownDaysLeft(10_000_000, daysLeft)).toBe(daysLeft);
    }
  });

  it("starts three days above another number of days when asked", () => {
    expect(countdownStart(2)).toBe(5);
    expect(countdownDaysLeft(300, 2)).toBe(4.7);
  });
});

describe("startCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T16:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("ticks every 100 ms, one tenth of a day at a time", () => {
    const onTick = vi.fn();
    startCountdown(onTick);
    vi.advanceTimersByTime(99);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(9.9);
    vi.advanceTimersByTime(900);
    expect(onTick).toHaveBeenCalledTimes(10);
    expect(onTick).toHaveBeenLastCalledWith(9);
  });

  it("stops by itself on the real days left", () => {
    const onTick = vi.fn();
    startCountdown(onTick);
    vi.advanceTimersByTime(3_000);
    expect(onTick).toHaveBeenCalledTimes(30);
    expect(onTick).toHaveBeenLastCalledWith(7);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(onTick).toHaveBeenCalledTimes(30);
  });

  it("stops early when told to", () => {
    const onTick = vi.fn();
    const stop = startCountdown(onTick);
    vi.advanceTimersByTime(300);
    stop();
    vi.advanceTimersByTime(1_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
