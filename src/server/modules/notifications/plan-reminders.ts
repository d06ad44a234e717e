import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type {
  PlannedDelivery,
  ReminderMessage,
} from "#server/modules/notifications/deliveries.repository.ts";
import { listHouseholdPreferences } from "#server/modules/notifications/notifications.repository.ts";
import { reminderCopy } from "#server/modules/notifications/reminder-copy.ts";
import {
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
  message: ReminderMessage;
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

/**
 * Every delivery that should exist by now, for every member and enabled channel, handed to
 * `record` one household at a time. Planning is idempotent: run twice, or by two instances, it
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
      recorded += await record(await planHousehold(db, household, options));
    } catch (error) {
      // One household's bad data must not hold back everyone else's reminders.
      options.onError?.(error, household.id);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return recorded;
}

async function planHousehold(
  db: Kysely<DatabaseSchema>,
  household: ReminderHousehold,
  options: PlanOptions,
): Promise<PlannedDelivery[]> {
  const members = await listReminderMembers(db, household.id);
  if (members.length === 0) return [];
  const preferencesByUser = await listHouseholdPreferences(db, household.id);
  const tz = household.timeZone;
  const { now } = options;
  const today = dateInZone(now, tz);
  const dayReminder = dayReminderAt(today, tz);
  const byProfile = new Map(members.map((member) => [member.profileId, member]));

  const tasks = await listOpenDatedTasks(db, household.id, addDays(today, 8));
  const remindedTasks = await listTaskReminderKeys(
    db,
    household.id,
    new Date(now.getTime() - 9 * day),
  );
  const events = await listEventsBetween(
    db,
    household.id,
    new Date(now.getTime() - 2 * day),
    new Date(now.getTime() + 8 * day),
    tz,
  );
  const pantry = await listPantryAlerts(db, household.id, addDays(today, expiringReminderDays));
  const visits = await listServiceVisitsOn(db, household.id, today);
  // Tomorrow's meals that need thawing or soaking remind this evening, until midnight.
  const mealPrepAt = atLocalTime(today, mealPrepReminderTime, tz);
  const mealPreps = isDue(mealPrepAt, atLocalTime(addDays(today, 1), "00:00", tz), options)
    ? await listMealPrepsOn(db, household.id, addDays(today, 1))
    : [];

  const planned: PlannedDelivery[] = [];
  const add = (member: ReminderMember, prefs: NotificationPreferences, o: Occurrence) => {
    for (const channel of prefs.channels[o.kind]) {
      const sendAt = interruptingChannels.includes(channel)
        ? releaseAfterQuietHours(o.dueAt, prefs, tz)
        : o.dueAt;
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
    const prefs = preferencesByUser.get(member.userId) ?? defaultPreferences;
    const copy = reminderCopy(member.language ?? household.language);

    for (const task of tasks) {
      // An assigned task reminds its assignee; an unassigned one, everyone in the household.
      if (task.assignedTo && byProfile.get(task.assignedTo)?.userId !== member.userId) continue;
      for (const date of taskOccurrences(
        task.dueDate,
        task.pattern,
        addDays(today, -8),
        addDays(today, 8),
      )) {
        // The key holds the due time: a task moved to another time of the same day («posponer
        // 1 hora» on WhatsApp, or an edit) is a new reminder. Once the day's task was reminded
        // for another time, the new one comes at the new time itself, not a lead before it.
        const occurrence = `task_due:${task.id}:${date}`;
        const key = task.dueTime ? `${occurrence}@${task.dueTime}` : occurrence;
        const earlier = remindedTasks.get(`${member.userId}|${occurrence}`);
        const moved =
          task.dueTime !== null &&
          earlier !== undefined &&
          [...earlier].some((reminded) => reminded !== key);
        const fireAt = moved
          ? atLocalTime(date, task.dueTime ?? "09:00", tz)
          : taskReminderAt(date, prefs.taskLeadMinutes, tz, task.dueTime);
        const moment = atLocalTime(addDays(date, 1), "00:00", tz);
        if (!isDue(fireAt, moment, options)) continue;
        const when = task.dueTime
          ? copy.formatDate(atLocalTime(date, task.dueTime, tz), tz, true)
          : copy.formatDate(atLocalTime(date, "12:00", tz), tz, false);
        add(member, prefs, {
          key,
          kind: "task_due",
          dueAt: fireAt,
          message: { ...copy.taskDue(task.title, when), link: `/tasks?tarea=${task.id}` },
        });
      }
    }

    for (const event of events) {
      // An event's own reminder time wins over the member's usual lead.
      const fireAt = eventReminderAt(event, event.reminderMinutes ?? prefs.eventLeadMinutes, tz);
      const moment = event.allDay
        ? atLocalTime(addDays(event.start, 1), "00:00", tz)
        : new Date(event.start);
      if (!isDue(fireAt, moment, options)) continue;
      const when = event.allDay
        ? copy.formatDate(atLocalTime(event.start, "12:00", tz), tz, false)
        : copy.formatDate(new Date(event.start), tz, true);
      add(member, prefs, {
        key: `event_start:${event.id}:${event.start}`,
        kind: "event_start",
        dueAt: fireAt,
        message: {
          ...copy.eventStart(event.title, when),
          // The calendar's week that holds the event, in the household's days.
          link: `/calendar?vista=week&fecha=${event.allDay ? event.start : dateInZone(new Date(event.start), tz)}`,
        },
      });
    }

    // Day reminders go out from 08:00 local while their condition holds.
    if (now >= dayReminder) {
      for (const item of pantry) {
        if (item.expiryDate && item.expiryDate >= today) {
          const date = copy.formatDate(atLocalTime(item.expiryDate, "12:00", tz), tz, false);
          add(member, prefs, {
            key: `pantry_expiring:${item.id}:${item.expiryDate}`,
            kind: "pantry_expiring",
            dueAt: dayReminder,
            message: { ...copy.pantryExpiring(item.name, date), link: "/pantry" },
          });
        }
        if (item.qtyOnHand < item.reorderThreshold) {
          add(member, prefs, {
            key: `pantry_low:${item.id}:${weekOf(today)}`,
            kind: "pantry_low",
            dueAt: dayReminder,
            message: { ...copy.pantryLow(item.name, item.qtyOnHand, item.unit), link: "/pantry" },
          });
        }
      }
      for (const visit of visits) {
        add(member, prefs, {
          key: `service_visit:${visit.id}:${visit.date}`,
          kind: "service_visit",
          dueAt: dayReminder,
          message: {
            ...copy.serviceVisit(visit.serviceType),
            link: `/services?solicitud=${visit.id}`,
          },
        });
      }
    }

    for (const meal of mealPreps) {
      add(member, prefs, {
        // Once per meal and recipe: a slot given another recipe to prepare reminds again.
        key: `meal_prep:${meal.id}:${meal.day}:${meal.recipeId}`,
        kind: "meal_prep",
        dueAt: mealPrepAt,
        message: { ...copy.mealPrep(meal), link: "/meals" },
      });
    }

    if (prefs.morningBrief) {
      // Yesterday too: a late-evening brief time may be seen just after midnight.
      for (const date of [addDays(today, -1), today]) {
        const fireAt = atLocalTime(date, prefs.morningBriefTime, tz);
        if (!isDue(fireAt, fireAt, options)) continue;
        const counts = await countBrief(
          db,
          household.id,
          date,
          atLocalTime(date, "00:00", tz),
          atLocalTime(addDays(date, 1), "00:00", tz),
        );
        add(member, prefs, {
          key: `morning_brief:${date}`,
          kind: "morning_brief",
          dueAt: fireAt,
          message: {
            ...copy.morningBrief(member.name.split(" ")[0] ?? member.name, counts),
            link: "/daily-brief",
          },
        });
      }
    }
  }
  return planned;
}
