import { addDays, addMonths, type IsoDate } from "#shared/calendar/zoned-time.ts";
import type { RecurringPattern } from "#shared/domain/tasks.ts";

/** The date `steps` periods of the pattern after `date`. */
export function occurrenceAfter(
  date: IsoDate,
  pattern: Exclude<RecurringPattern, "none">,
  steps: number,
): IsoDate {
  if (pattern === "daily") return addDays(date, steps);
  if (pattern === "weekly") return addDays(date, 7 * steps);
  return addMonths(date, steps);
}

/**
 * The due date of a recurring task's next occurrence, completed on `today` (the household's
 * calendar day). It keeps the rhythm of the due date (a weekly Monday task stays on Mondays) and
 * skips the periods already gone, so completing an overdue task never creates another overdue
 * one. A task without a due date recurs from the day it was completed. Null: not recurring.
 */
export function nextOccurrenceDate(
  pattern: RecurringPattern,
  dueDate: IsoDate | null,
  today: IsoDate,
): IsoDate | null {
  if (pattern === "none") return null;
  const anchor = dueDate ?? today;
  // Counted from the anchor each time, so a monthly task due on the 31st is not pulled to the
  // 28th for good after February.
  for (let steps = 1; ; steps++) {
    const next = occurrenceAfter(anchor, pattern, steps);
    if (next > today) return next;
  }
}
