import { addDays, dateInZone, type IsoDate } from "#shared/calendar/zoned-time.ts";
import type { RecurringPattern } from "#shared/domain/tasks.ts";
import {
  atLocalTime,
  type QuietHours,
  releaseAfterQuietHours,
  taskOccurrences,
  taskReminderAt,
} from "#shared/reminders/schedule.ts";

/** The map under `key`, made when missing. */
function branch<K, M extends Map<unknown, unknown>>(map: Map<K, M>, key: K): M {
  let value = map.get(key);
  if (value === undefined) {
    value = new Map() as M;
    map.set(key, value);
  }
  return value;
}

type Tree2<A, B, V> = Map<A, Map<B, V>>;
type Tree3<A, B, C, V> = Map<A, Tree2<B, C, V>>;
type Tree4<A, B, C, D, V> = Map<A, Tree3<B, C, D, V>>;

/**
 * The calendar arithmetic of one pass of the reminder planner, kept for that pass (issue 18):
 * every household of a zone asks for the same days' midnights, the same 08:00 and 09:00, the
 * same dates of its tasks, and working each out again per household was a fifth of what a
 * first pass allocated. Each value is a pure function of its key, which holds the zone: a
 * household that moves to another zone reads that zone's, and a pass that runs past midnight
 * asks for other days, never a stale one. A pass makes its own, so nothing outlives it; one that
 * kept more than its `maxEntries` values starts afresh. Looked up along nested maps keyed by the
 * values themselves, so a lookup writes no key.
 *
 * The instants and lists are shared: callers must not change them.
 */
export class ReminderMoments {
  /** Values kept at most (each a few dozen bytes); past it the moments start afresh. */
  readonly #maxEntries: number;
  #entries = 0;
  /** zone → "HH:mm" → date → the instant. */
  #local: Tree3<string, string, IsoDate, Date> = new Map();
  /** zone → date → the next day's 00:00. */
  #endsOfDay: Tree2<string, IsoDate, Date> = new Map();
  /** zone → due time → date → lead → the task's reminder. */
  #taskReminders: Tree4<string, string | null, IsoDate, number, Date> = new Map();
  /** zone → instant → its calendar day. */
  #days: Tree2<string, number, IsoDate> = new Map();
  /** zone → quiet start → quiet end → instant → when quiet hours let it go. */
  #releases: Tree4<string, string | null, string | null, number, Date> = new Map();
  /** window's first day → its last → pattern → due date → the task's dates in the window. */
  #taskDates: Tree4<IsoDate, IsoDate, RecurringPattern, IsoDate, readonly IsoDate[]> = new Map();

  constructor(maxEntries = 50_000) {
    this.#maxEntries = maxEntries;
  }

  /** Counts a value computed (and starts afresh once there are too many). */
  #computed<V>(value: V): V {
    if (++this.#entries > this.#maxEntries) {
      this.#entries = 0;
      this.#local = new Map();
      this.#endsOfDay = new Map();
      this.#taskReminders = new Map();
      this.#days = new Map();
      this.#releases = new Map();
      this.#taskDates = new Map();
    }
    return value;
  }

  /** `atLocalTime`. */
  at(date: IsoDate, time: string, timeZone: string): Date {
    const byDate = branch(branch(this.#local, timeZone), time);
    return byDate.get(date) ?? this.#keep(byDate, date, atLocalTime(date, time, timeZone));
  }

  /** When a calendar day ends in the zone: the next day's 00:00. */
  endOfDay(date: IsoDate, timeZone: string): Date {
    const byDate = branch(this.#endsOfDay, timeZone);
    return (
      byDate.get(date) ?? this.#keep(byDate, date, atLocalTime(addDays(date, 1), "00:00", timeZone))
    );
  }

  /** `taskReminderAt`. */
  taskReminder(date: IsoDate, dueTime: string | null, leadMinutes: number, timeZone: string): Date {
    const byLead = branch(branch(branch(this.#taskReminders, timeZone), dueTime), date);
    return (
      byLead.get(leadMinutes) ??
      this.#keep(byLead, leadMinutes, taskReminderAt(date, leadMinutes, timeZone, dueTime))
    );
  }

  /** `dateInZone`. */
  dayOf(instant: Date, timeZone: string): IsoDate {
    const byInstant = branch(this.#days, timeZone);
    const time = instant.getTime();
    return byInstant.get(time) ?? this.#keep(byInstant, time, dateInZone(instant, timeZone));
  }

  /** `releaseAfterQuietHours`. */
  release(instant: Date, quiet: QuietHours, timeZone: string): Date {
    const byInstant = branch(
      branch(branch(this.#releases, timeZone), quiet.quietStart),
      quiet.quietEnd,
    );
    const time = instant.getTime();
    return (
      byInstant.get(time) ??
      this.#keep(byInstant, time, releaseAfterQuietHours(instant, quiet, timeZone))
    );
  }

  /** `taskOccurrences`. */
  taskDates(
    dueDate: IsoDate,
    pattern: RecurringPattern,
    from: IsoDate,
    to: IsoDate,
  ): readonly IsoDate[] {
    const byDueDate = branch(branch(branch(this.#taskDates, from), to), pattern);
    return (
      byDueDate.get(dueDate) ??
      this.#keep(byDueDate, dueDate, taskOccurrences(dueDate, pattern, from, to))
    );
  }

  #keep<K, V>(map: Map<K, V>, key: K, value: V): V {
    map.set(key, value);
    return this.#computed(value);
  }
}
