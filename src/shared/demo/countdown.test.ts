import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countdownDaysLeft, startCountdown } from "#shared/demo/countdown.ts";

describe("countdownDaysLeft", () => {
  it.each([
    [0, 7],
    [99, 7],
    [100, 6.9],
    [250, 6.8],
    [1_000, 6],
    [6_900, 0.1],
    [7_000, 0],
    [60_000, 0],
  ])("after %i ms shows %d days", (elapsed, daysLeft) => {
    expect(countdownDaysLeft(elapsed)).toBe(daysLeft);
  });

  it("steps by exactly one tenth, with no floating-point residue", () => {
    const shown = Array.from({ length: 71 }, (_, tick) => countdownDaysLeft(tick * 100));
    expect(shown.map((value) => value.toFixed(1))).toEqual(
      Array.from({ length: 71 }, (_, tick) => ((70 - tick) / 10).toFixed(1)),
    );
    expect(shown.every((value) => String(value).length <= 3)).toBe(true);
  });

  it("starts from another number of days when asked", () => {
    expect(countdownDaysLeft(300, 2)).toBe(1.7);
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
    expect(onTick).toHaveBeenLastCalledWith(6.9);
    vi.advanceTimersByTime(900);
    expect(onTick).toHaveBeenCalledTimes(10);
    expect(onTick).toHaveBeenLastCalledWith(6);
  });

  it("stops by itself at zero", () => {
    const onTick = vi.fn();
    startCountdown(onTick);
    vi.advanceTimersByTime(7_000);
    expect(onTick).toHaveBeenCalledTimes(70);
    expect(onTick).toHaveBeenLastCalledWith(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(onTick).toHaveBeenCalledTimes(70);
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
