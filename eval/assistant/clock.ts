/**
 * The evaluation's "now": the cases say "mañana" and expect 2026-11-26, so every clock the
 * pipeline reads (the chat's, the tools', the pantry's "today", the trial's end) must agree.
 * The whole process clock is moved, not frozen: time still flows, so timeouts and durations
 * behave, and a case run at any real date sees the same household.
 */
export function shiftClock(to: Date): () => void {
  const RealDate = globalThis.Date;
  const offset = to.getTime() - RealDate.now();

  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }

    /** Dates made before the shift (or by libraries holding the real Date) still count. */
    static [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }

  globalThis.Date = ShiftedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
