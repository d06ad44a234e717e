import { type DailyTipInput, fallbackTipIn, generateDailyTip } from "#server/ai/daily-tip.ts";
import type { ServiceContext } from "#server/app-context.ts";
import {
  selectEventsInWindow,
  selectSeriesInWindow,
  toCalendarEvent,
} from "#server/modules/calendar/calendar.repository.ts";
import { eventWindow } from "#server/modules/calendar/calendar.service.ts";
import { byStart, expandOccurrences } from "#server/modules/calendar/occurrences.ts";
import {
  selectBriefContext,
  selectItemsToBuy,
  selectSummaryCounts,
  selectUrgentTasks,
} from "#server/modules/daily-brief/daily-brief.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { listEntries } from "#server/modules/meals/meals.repository.ts";
import {
  briefEventLimit,
  briefItemLimit,
  briefUrgentTaskLimit,
  type DailyBrief,
} from "#shared/brief/daily-brief.ts";
import { timeOfDay } from "#shared/brief/greeting.ts";
import { dateInZone, timeInZone } from "#shared/calendar/zoned-time.ts";
import { mealSlots } from "#shared/meals/catalog.ts";

/** A tip that takes longer than this is not worth the wait: the brief shows the fallback. */
export const tipTimeoutMs = 4000;

export interface BriefOptions {
  now?: Date;
  /** Who writes the tip (the assistant, once it is configured); the built-in one by default. */
  tip?: (input: DailyTipInput) => Promise<string>;
}

async function tipOrFallback(
  write: (input: DailyTipInput) => Promise<string>,
  input: DailyTipInput,
): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallbackTip = fallbackTipIn(input.language);
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(fallbackTip), tipTimeoutMs);
  });
  try {
    const tip = (await Promise.race([write(input), timeout])).trim();
    return tip || fallbackTip;
  } catch {
    return fallbackTip;
  } finally {
    clearTimeout(timer);
  }
}

/** A brief, and the moment the clock alone changes it within its day and time of day. */
export interface BriefAsOf {
  brief: DailyBrief;
  /** The next timed event's start (null: none to come): right after it, the event no longer
   * counts as upcoming. */
  changesAfter: Date | null;
}

/** The daily brief as `makeDailyBrief` makes it. */
export async function getDailyBrief(
  ctx: ServiceContext,
  membership: Membership,
  options: BriefOptions = {},
): Promise<DailyBrief> {
  return (await makeDailyBrief(ctx, membership, options)).brief;
}

/**
 * Everything the daily brief shows, in a fixed number of queries whatever the household's size:
 * who and where (1), today's events (1), urgent tasks (1), items to buy (1), today's meals (1)
 * and the counts (1).
 * Every member may read it.
 */
export async function makeDailyBrief(
  { db }: ServiceContext,
  membership: Membership,
  options: BriefOptions = {},
): Promise<BriefAsOf> {
  const now = options.now ?? new Date();
  const context = await selectBriefContext(db, membership.householdId, membership.profileId);
  // The tip is written for the reader, in their own language.
  const language = context.readerLanguage ?? context.language;
  const today = dateInZone(now, context.timeZone);
  const todayWindow = eventWindow(today, today, context.timeZone);
  const [eventRows, seriesRows, urgentTasks, itemsToBuy, todaysMeals, summary] = await Promise.all([
    selectEventsInWindow(db, membership.householdId, todayWindow, briefEventLimit),
    selectSeriesInWindow(db, membership.householdId, todayWindow, briefEventLimit),
    selectUrgentTasks(db, membership.householdId, briefUrgentTaskLimit),
    selectItemsToBuy(db, membership.householdId, briefItemLimit),
    listEntries(db, membership.householdId, today, today),
    selectSummaryCounts(db, membership.householdId, now, today),
  ]);
  // Today's occurrences of repeating events are today's events too.
  const events = [
    ...eventRows.map(toCalendarEvent),
    ...seriesRows
      .map(toCalendarEvent)
      .flatMap((event) => expandOccurrences(event, todayWindow, context.timeZone)),
  ]
    .sort(byStart)
    .slice(0, briefEventLimit);
  const greeting = timeOfDay(now, context.timeZone);
  const tip = await tipOrFallback(options.tip ?? generateDailyTip, {
    householdName: context.householdName,
    date: today,
    timeOfDay: greeting,
    language,
    events: events.map((event) => ({
      title: event.title,
      time: event.allDay ? null : timeInZone(new Date(event.start), context.timeZone),
    })),
    urgentTasks: urgentTasks.map((task) => ({
      title: task.title,
      priority: task.priority === "urgent" ? "urgent" : "high",
      dueDate: task.dueDate,
    })),
    itemsToBuy: itemsToBuy.map((item) => ({ name: item.name })),
  });
  const brief: DailyBrief = {
    greeting,
    householdName: context.householdName,
    memberName: context.memberName,
    today,
    timeZone: context.timeZone,
    tip,
    events,
    urgentTasks,
    itemsToBuy,
    meals: todaysMeals
      .map((entry) => ({ slot: entry.slot, title: entry.title }))
      .sort((a, b) => mealSlots.indexOf(a.slot) - mealSlots.indexOf(b.slot)),
    counts: summary.counts,
  };
  return { brief, changesAfter: summary.nextEventStart };
}
