import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type {
  PlannedDelivery,
  ReminderMessage,
} from "#server/modules/notifications/deliveries.repository.ts";
import { listHouseholdPreferences } from "#server/modules/notifications/notifications.repository.ts";
import { reminderCopy } from "#server/modules/notifications/reminder-copy.ts";
import {
  addUnplannedHouseholds,
  claimDueHouseholds,
  finishPlan,
} from "#server/modules/notifications/reminder-plans.repository.ts";
import {
  type BriefCounts,
  countBrief,
  listEventsBetween,
  listHouseholds,
  listMealPrepsOn,
  listOpenDatedTasks,
  listPantryAlerts,
  listReminderMembers,
  listServiceVisitsOn,
  listTaskReminderKeys,
  type ReminderHousehold,
  type ReminderMember,
} from "#server/modules/notifications/reminder-sources.repository.ts";
import { addDays, dateInZone, type IsoDate, parseIsoDate } from "#shared/calendar/zoned-time.ts";
import { mealsWeekLink } from "#shared/meals/week.ts";
import {
  defaultPreferences,
  expiringReminderDays,
  interruptingChannels,
  mealPrepReminderTime,
  type NotificationPreferences,
  type ReminderKind,
} from "#shared/reminders/kinds.ts";
import {
  atLocalTime,
  dayReminderAt,
  eventReminderAt,
  releaseAfterQuietHours,
  taskOccurrences,
  taskReminderAt,
} from "#shared/reminders/schedule.ts";

const hour = 3_600_000;
const day = 24 * hour;

export interface PlanOptions {
  now: Date;
  /** A reminder whose moment is gone still goes out if it fell due this recently (a restart,
   * a short outage); older ones are dropped rather than sent hours late. */
  lookbackMs: number;
  onError?: (error: unknown, householdId: string) => void;
}

interface Occurrence {
  key: string;
  kind: ReminderKind;
  dueAt: Date;
  /** Written only for a delivery not recorded yet (most of a re-plan's are). */
  message: () => ReminderMessage;
}

/** Whether a reminder that fell due at `fireAt` for a moment at `momentAt` is due now. */
function isDue(fireAt: Date, momentAt: Date, options: PlanOptions): boolean {
  const now = options.now.getTime();
  if (fireAt.getTime() > now) return false;
  return fireAt.getTime() > now - options.lookbackMs || momentAt.getTime() > now;
}

/** The Monday of a date's week: low stock reminds at most once a week while it stays low. */
function weekOf(date: IsoDate): IsoDate {
  const { year, month, day: d } = parseIsoDate(date);
  const weekday = (new Date(Date.UTC(year, month - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Tasks worked through in one turn of a member's reminders (a busy household has hundreds, each
 * with up to 17 dates in the window): a turn stays a few milliseconds (issue 18). */
const tasksPerTurn = 40;

/**
 * Every delivery that should exist by now, for every member and enabled channel, handed to
 * `record` one household at a time, for every household (the scheduler plans only the
 * households that need it: `planDueHouseholds`). Planning is idempotent: run twice, or by two instances, it
 * yields the same keys, and the unique index on (member, key, channel) keeps one row for each.
 *
 * One household at a time, with a turn of the event loop between them, because a pass covers
 * every household: gathering them all first held a gigabyte with 1,000 busy households, and on
 * SQLite (synchronous reads) kept requests waiting for seconds (`npm run bench`).
 */
export async function planReminders(
  db: Kysely<DatabaseSchema>,
  options: PlanOptions,
  record: (planned: PlannedDelivery[]) => Promise<number>,
): Promise<number> {
  let recorded = 0;
  for (const household of await listHouseholds(db)) {
    try {
      recorded += await record((await planHousehold(db, household, options)).planned);
    } catch (error) {
      // One household's bad data must not hold back everyone else's reminders.
      options.onError?.(error, household.id);
    }
    await nextTurn();
  }
  return recorded;
}

export interface IncrementalPlanOptions extends PlanOptions {
  /** How long a claimed household is this instance's to plan (another takes it after). */
  leaseMs: number;
  /** Households claimed at a time. */
  batchSize: number;
}

/** The longest a household goes unplanned (see `planHousehold`); also a net under a change no
 * announcement covered. */
export const longestSleepMs = 6 * hour;

/** Up to half an hour, the same for a household every time: its share of the spread. */
function spreadMs(householdId: string): number {
  let hash = 0;
  for (let index = 0; index < householdId.length; index++) {
    hash = (hash * 31 + householdId.charCodeAt(index)) >>> 0;
  }
  return (hash % 1800) * 1000;
}

/**
 * The scheduler's pass (issue 18, docs/decisions/025): plans only the households whose next
 * reminder has come due or whose reminders changed (`reminder_plans.next_at`, read off its
 * index), a batch at a time, one household per turn of the event loop. Each plan records when
 * that household next needs one. With nothing due and nothing changed, a pass reads one index
 * range and one anti-join and plans nothing.
 */
export async function planDueHouseholds(
  db: Kysely<DatabaseSchema>,
  options: IncrementalPlanOptions,
  record: (planned: PlannedDelivery[]) => Promise<number>,
): Promise<{ recorded: number; households: number }> {
  await addUnplannedHouseholds(db);
  let recorded = 0;
  let households = 0;
  for (;;) {
    const claimed = await claimDueHouseholds(db, options.now, options.leaseMs, options.batchSize);
    if (claimed.length === 0) break;
    for (const household of claimed) {
      households++;
      try {
        const plan = await planHousehold(db, household, options);
        // Reading and writing are separate turns: on SQLite each is synchronous work.
        await nextTurn();
        recorded += await record(plan.planned);
        await finishPlan(db, household.id, household.changeSeq, plan.nextAt);
      } catch (error) {
        // Left claimed: planned again when the lease ends, not on every pass.
        options.onError?.(error, household.id);
      }
      await nextTurn();
    }
  }
  return { recorded, households };
}

async function planHousehold(
  db: Kysely<DatabaseSchema>,
  household: ReminderHousehold,
  options: PlanOptions,
): Promise<{ planned: PlannedDelivery[]; nextAt: Date }> {
  const tz = household.timeZone;
  const { now } = options;
  const today = dateInZone(now, tz);
  // When this household next needs planning: the first reminder still to come due, and at the
  // latest after `longestSleepMs` (less a few minutes that differ by household, so that those
  // planned together do not all come back together). The windows below move with the day; a
  // plan at least every six hours sees what enters them in time: a task or event entering its
  // window is due a week or more later (leads are at most a week), a pantry item or visit is
  // seen by a plan in the six hours before 08:00, tomorrow's meals by one before 19:00.
  let nextAt = new Date(now.getTime() + longestSleepMs - spreadMs(household.id));
  const wakeAt = (at: Date) => {
    if (at > now && at < nextAt) nextAt = at;
  };
  // Each read is a turn of its own: on SQLite each is synchronous work, and a busy household's
  // whole reading in one turn held the event loop for tens of milliseconds (issue 18).
  const members = await listReminderMembers(db, household.id);
  if (members.length === 0) return { planned: [], nextAt };
  const preferencesByUser = await listHouseholdPreferences(db, household.id);
  await nextTurn();
  const dayReminder = dayReminderAt(today, tz);
  const byProfile = new Map(members.map((member) => [member.profileId, member]));

  const tasks = await listOpenDatedTasks(db, household.id, addDays(today, 8));
  await nextTurn();
  const remindedTasks = await listTaskReminderKeys(
    db,
    household.id,
    new Date(now.getTime() - 9 * day),
  );
  await nextTurn();
  const events = await listEventsBetween(
    db,
    household.id,
    new Date(now.getTime() - 2 * day),
    new Date(now.getTime() + 8 * day),
    tz,
  );
  await nextTurn();
  const pantry = await listPantryAlerts(db, household.id, addDays(today, expiringReminderDays));
  const visits = await listServiceVisitsOn(db, household.id, today);
  // Tomorrow's meals that need thawing or soaking remind this evening, until midnight.
  const mealPrepAt = atLocalTime(today, mealPrepReminderTime, tz);
  const mealPrepDue = isDue(mealPrepAt, atLocalTime(addDays(today, 1), "00:00", tz), options);
  const tomorrowsPreps =
    mealPrepDue || now < mealPrepAt
      ? await listMealPrepsOn(db, household.id, addDays(today, 1))
      : [];
  if (tomorrowsPreps.length > 0) wakeAt(mealPrepAt);
  const mealPreps = mealPrepDue ? tomorrowsPreps : [];
  if (pantry.length > 0 || visits.length > 0) wakeAt(dayReminder);

  // What does not depend on the member is worked out once per household: a task's due dates
  // and their ends, each language's copy, and each message in each language.
  const windowStart = addDays(today, -8);
  const windowEnd = addDays(today, 8);
  const dayEnds = new Map<IsoDate, Date>();
  const endOfDay = (date: IsoDate) => {
    let end = dayEnds.get(date);
    if (!end) {
      end = atLocalTime(addDays(date, 1), "00:00", tz);
      dayEnds.set(date, end);
    }
    return end;
  };
  // Each occurrence's keys, once per household; its reminder moment once per member lead (the
  // members of a household mostly share one), instead of per member and date (issue 18).
  const taskDates = tasks.map((task) =>
    taskOccurrences(task.dueDate, task.pattern, windowStart, windowEnd).map((date) => {
      // The key holds the due time: a task moved to another time of the same day («posponer
      // 1 hora» on WhatsApp, or an edit) is a new reminder.
      const occurrence = `task_due:${task.id}:${date}`;
      return {
        date,
        occurrence,
        key: task.dueTime ? `${occurrence}@${task.dueTime}` : occurrence,
      };
    }),
  );
  const reminderMoments = new Map<string, Date>();
  const taskReminderMoment = (date: IsoDate, dueTime: string | null, leadMinutes: number) => {
    const id = `${date}|${dueTime}|${leadMinutes}`;
    let at = reminderMoments.get(id);
    if (!at) {
      at = taskReminderAt(date, leadMinutes, tz, dueTime);
      reminderMoments.set(id, at);
    }
    return at;
  };
  const copies = new Map<string, ReturnType<typeof reminderCopy>>();
  const copyIn = (language: string) => {
    let copy = copies.get(language);
    if (!copy) {
      copy = reminderCopy(language);
      copies.set(language, copy);
    }
    return copy;
  };
  const messages = new Map<string, ReminderMessage>();
  const said =
    (language: string, key: string, write: () => ReminderMessage) => (): ReminderMessage => {
      const id = `${language}|${key}`;
      let message = messages.get(id);
      if (!message) {
        message = write();
        messages.set(id, message);
      }
      return message;
    };

  const lowWeek = weekOf(today);
  const briefCounts = new Map<IsoDate, BriefCounts>();
  const planned: PlannedDelivery[] = [];
  // When quiet hours let a moment's interrupting messages go, once per member and moment
  // (every delivery asked the zone's wall clock for it again, issue 18).
  let releases = new Map<number, Date>();
  const releaseOf = (dueAt: Date, prefs: NotificationPreferences) => {
    if (!prefs.quietStart || !prefs.quietEnd) return dueAt;
    let at = releases.get(dueAt.getTime());
    if (!at) {
      at = releaseAfterQuietHours(dueAt, prefs, tz);
      releases.set(dueAt.getTime(), at);
    }
    return at;
  };
  const add = (member: ReminderMember, prefs: NotificationPreferences, o: Occurrence) => {
    for (const channel of prefs.channels[o.kind]) {
      const sendAt = interruptingChannels.includes(channel) ? releaseOf(o.dueAt, prefs) : o.dueAt;
      planned.push({
        householdId: household.id,
        userId: member.userId,
        reminderKey: o.key,
        kind: o.kind,
        channel,
        dueAt: o.dueAt,
        sendAt,
        message: o.message,
      });
    }
  };

  for (const member of members) {
    // Reading, then each member's reminders, in turns of their own (SQLite reads synchronously).
    await nextTurn();
    const prefs = preferencesByUser.get(member.userId) ?? defaultPreferences;
    releases = new Map();
    const language = member.language ?? household.language;
    const copy = copyIn(language);

    for (const [index, task] of tasks.entries()) {
      if (index > 0 && index % tasksPerTurn === 0) await nextTurn();
      // An assigned task reminds its assignee; an unassigned one, everyone in the household.
      if (task.assignedTo && byProfile.get(task.assignedTo)?.userId !== member.userId) continue;
      for (const { date, occurrence, key } of taskDates[index] ?? []) {
        // Once the day's task was reminded for another time, the new one comes at the new time
        // itself, not a lead before it.
        const earlier =
          remindedTasks.size > 0 ? remindedTasks.get(`${member.userId}|${occurrence}`) : undefined;
        const moved =
          task.dueTime !== null &&
          earlier !== undefined &&
          [...earlier].some((reminded) => reminded !== key);
        const fireAt = moved
          ? taskReminderMoment(date, task.dueTime, 0)
          : taskReminderMoment(date, task.dueTime, prefs.taskLeadMinutes);
        wakeAt(fireAt);
        if (!isDue(fireAt, endOfDay(date), options)) continue;
        add(member, prefs, {
          key,
          kind: "task_due",
          dueAt: fireAt,
          message: said(language, key, () => {
            const when = task.dueTime
              ? copy.formatDate(atLocalTime(date, task.dueTime, tz), tz, true)
              : copy.formatDate(atLocalTime(date, "12:00", tz), tz, false);
            return { ...copy.taskDue(task.title, when), link: `/tasks?tarea=${task.id}` };
          }),
        });
      }
    }

    for (const event of events) {
      // An event's own reminder time wins over the member's usual lead.
      const fireAt = eventReminderAt(event, event.reminderMinutes ?? prefs.eventLeadMinutes, tz);
      const moment = event.allDay ? endOfDay(event.start) : new Date(event.start);
      wakeAt(fireAt);
      if (!isDue(fireAt, moment, options)) continue;
      const key = `event_start:${event.id}:${event.start}`;
      add(member, prefs, {
        key,
        kind: "event_start",
        dueAt: fireAt,
        message: said(language, key, () => {
          const when = event.allDay
            ? copy.formatDate(atLocalTime(event.start, "12:00", tz), tz, false)
            : copy.formatDate(new Date(event.start), tz, true);
          return {
            ...copy.eventStart(event.title, when),
            // The calendar's week that holds the event, in the household's days.
            link: `/calendar?vista=week&fecha=${event.allDay ? event.start : dateInZone(new Date(event.start), tz)}`,
          };
        }),
      });
    }

    await nextTurn();
    // Day reminders go out from 08:00 local while their condition holds.
    if (now >= dayReminder) {
      for (const item of pantry) {
        const expiryDate = item.expiryDate;
        if (expiryDate && expiryDate >= today) {
          const key = `pantry_expiring:${item.id}:${expiryDate}`;
          add(member, prefs, {
            key,
            kind: "pantry_expiring",
            dueAt: dayReminder,
            message: said(language, key, () => {
              const date = copy.formatDate(atLocalTime(expiryDate, "12:00", tz), tz, false);
              return { ...copy.pantryExpiring(item.name, date), link: "/pantry" };
            }),
          });
        }
        if (item.qtyOnHand < item.reorderThreshold) {
          const key = `pantry_low:${item.id}:${lowWeek}`;
          add(member, prefs, {
            key,
            kind: "pantry_low",
            dueAt: dayReminder,
            message: said(language, key, () => ({
              ...copy.pantryLow(item.name, item.qtyOnHand, item.unit),
              link: "/pantry",
            })),
          });
        }
      }
      for (const visit of visits) {
        const key = `service_visit:${visit.id}:${visit.date}`;
        add(member, prefs, {
          key,
          kind: "service_visit",
          dueAt: dayReminder,
          message: said(language, key, () => ({
            ...copy.serviceVisit(visit.serviceType),
            link: `/services?solicitud=${visit.id}`,
          })),
        });
      }
    }

    for (const meal of mealPreps) {
      // Once per meal and recipe: a slot given another recipe to prepare reminds again.
      const key = `meal_prep:${meal.id}:${meal.day}:${meal.recipeId}`;
      add(member, prefs, {
        key,
        kind: "meal_prep",
        dueAt: mealPrepAt,
        message: said(language, key, () => ({
          ...copy.mealPrep(meal),
          link: mealsWeekLink(meal.day),
        })),
      });
    }

    if (prefs.morningBrief) {
      // Tomorrow's is only woken for (an early brief may come before the next plan).
      wakeAt(atLocalTime(addDays(today, 1), prefs.morningBriefTime, tz));
      // Yesterday too: a late-evening brief time may be seen just after midnight.
      for (const date of [addDays(today, -1), today]) {
        const fireAt = atLocalTime(date, prefs.morningBriefTime, tz);
        wakeAt(fireAt);
        if (!isDue(fireAt, fireAt, options)) continue;
        let counts = briefCounts.get(date);
        if (!counts) {
          counts = await countBrief(
            db,
            household.id,
            date,
            atLocalTime(date, "00:00", tz),
            atLocalTime(addDays(date, 1), "00:00", tz),
          );
          briefCounts.set(date, counts);
        }
        const dayCounts = counts;
        add(member, prefs, {
          key: `morning_brief:${date}`,
          kind: "morning_brief",
          dueAt: fireAt,
          message: () => ({
            ...copy.morningBrief(member.name.split(" ")[0] ?? member.name, dayCounts),
            link: "/daily-brief",
          }),
        });
      }
    }
  }
  return { planned, nextAt };
}
