import { demoConstants } from "#shared/demo/demo-constants.ts";

/** A calendar day as the reader's wall calendar shows it: "2026-11-24". */
export type LocalDay = string;
/** A wall-clock time: "16:00". */
export type LocalTime = string;

export interface TimeRange {
  day: LocalDay;
  start: LocalTime;
  end: LocalTime;
}

/** A free slot in the family agenda (spec §3: day, time). */
export interface DemoSlot extends TimeRange {
  id: string;
}

export interface DemoExam {
  subject: typeof demoConstants.examSubject;
  day: LocalDay;
  daysLeft: number;
}

/** When the three free slots fall, in order; each lasts an hour. */
const slotHours: readonly [LocalTime, LocalTime][] = [
  ["16:00", "17:00"],
  ["17:30", "18:30"],
  ["16:30", "17:30"],
];

const dayMs = 86_400_000;

/** Calendar arithmetic runs on UTC midnights, so daylight-saving changes never shift a day. */
function parseDay(day: LocalDay): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

function formatDay(date: Date): LocalDay {
  return date.toISOString().slice(0, 10);
}

/** The day on the reader's own calendar at that instant. */
export function localDayOf(instant: Date): LocalDay {
  return formatDay(
    new Date(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate())),
  );
}

export function addDays(day: LocalDay, days: number): LocalDay {
  return formatDay(new Date(parseDay(day).getTime() + days * dayMs));
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: LocalDay): number {
  return parseDay(day).getUTCDay();
}

export function isWeekday(day: LocalDay): boolean {
  const weekday = weekdayOf(day);
  return weekday >= 1 && weekday <= 5;
}

/** Moves forward through the Monday–Friday cycle: Thursday plus two weekdays is Monday. */
export function addWeekdays(day: LocalDay, weekdays: number): LocalDay {
  let current = day;
  for (let left = weekdays; left > 0; ) {
    current = addDays(current, 1);
    if (isWeekday(current)) left--;
  }
  return current;
}

/** The instant a wall-clock time on a day happens in the runtime's time zone. */
export function localDateTime(day: LocalDay, time: LocalTime): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(year, month - 1, date, hours, minutes);
}

/** The exam of the reminder: Matemáticas, seven days from today. */
export function demoExam(now: Date): DemoExam {
  return {
    subject: demoConstants.examSubject,
    day: addDays(localDayOf(now), demoConstants.examDaysLeft),
    daysLeft: demoConstants.examDaysLeft,
  };
}

/** The three free slots: the next weekdays after today, all before the exam. */
export function freeSlots(now: Date): DemoSlot[] {
  const slots: DemoSlot[] = [];
  let day = localDayOf(now);
  for (const [start, end] of slotHours.slice(0, demoConstants.slotCount)) {
    day = addWeekdays(day, 1);
    slots.push({ id: `${day}T${start}`, day, start, end });
  }
  return slots;
}

/**
 * The suggested next practice: two weekdays after the chosen day, 18:00–19:00, but always before
 * the exam — a practice on the exam's evening would come after it. When two weekdays later is
 * the exam day or later, the last weekday before the exam (and after the chosen day) is
 * suggested; null when there is none.
 */
export function nextPracticeAfter(slot: TimeRange, examDay?: LocalDay): TimeRange | null {
  let day = addWeekdays(slot.day, demoConstants.nextPracticeWeekdaysAfter);
  if (examDay !== undefined && day >= examDay) {
    day = addDays(examDay, -1);
    while (day > slot.day && !isWeekday(day)) day = addDays(day, -1);
    if (day <= slot.day) return null;
  }
  return { day, start: demoConstants.nextPracticeStart, end: demoConstants.nextPracticeEnd };
}
