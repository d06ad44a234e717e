import { describe, expect, it } from "vitest";
import {
  afterWrongPassword,
  signInLockout,
} from "#server/modules/accounts/account-attempts.service.ts";

describe("lockout lengths", () => {
  /** The record after `lockouts` lockouts in a row, each right after the last one ended. */
  function lockoutsInARow(lockouts: number, start = new Date("2026-11-25T10:00:00Z")) {
    let now = start;
    let record = {
      failures: 0,
      failuresSince: now,
      lockouts: 0,
      lockedUntil: null as Date | null,
      alertedAt: null as Date | null,
    };
    const lengths: number[] = [];
    const alerts: boolean[] = [];
    for (let lockout = 0; lockout < lockouts; lockout++) {
      for (let failure = 0; failure < signInLockout.failuresBeforeLockout; failure++) {
        const next = afterWrongPassword(record, now);
        record = next.record;
        if (failure === signInLockout.failuresBeforeLockout - 1) alerts.push(next.outcome.alert);
      }
      const until = record.lockedUntil as Date;
      lengths.push((until.getTime() - now.getTime()) / 60_000);
      now = until;
    }
    return { lengths, alerts, record, now };
  }

  it("double from a minute up to an hour, with at most one alert an hour", () => {
    const { lengths, alerts } = lockoutsInARow(9);
    expect(lengths).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // Lockouts start at 0, 1, 3, 7, 15, 31, 63, 123 and 183 minutes: the owner hears of those
    // at least an hour after the last email.
    expect(alerts).toEqual([true, false, false, false, false, false, true, true, true]);
  });

  it("start again at a minute after a day without a lockout", () => {
    const { record, now } = lockoutsInARow(4);
    const dayLater = new Date(now.getTime() + signInLockout.lockoutMemoryMs + 1);
    let next = { record, outcome: { alert: false } };
    for (let failure = 0; failure < signInLockout.failuresBeforeLockout; failure++) {
      next = afterWrongPassword(next.record, dayLater);
    }
    expect((next.record.lockedUntil as Date).getTime() - dayLater.getTime()).toBe(60_000);
  });

  it("count only the failures of the last quarter of an hour", () => {
    let record = {
      failures: 0,
      failuresSince: new Date("2026-11-25T10:00:00Z"),
      lockouts: 0,
      lockedUntil: null as Date | null,
      alertedAt: null as Date | null,
    };
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10, minutes));
    for (const minute of [0, 5, 10, 14]) record = afterWrongPassword(record, at(minute)).record;
    // The fifth comes after the window of the first: it starts a new count.
    record = afterWrongPassword(record, at(16)).record;
    expect(record.lockedUntil).toBeNull();
    expect(record.failures).toBe(1);
  });
});
