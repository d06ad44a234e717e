import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type {
  PlannedDelivery,
  ReminderMessage,
} from "#server/modules/notifications/deliveries.repository.ts";
import {
  type EventLoopTurns,
  eventLoopTurns,
} from "#server/modules/notifications/event-loop-turns.ts";
import { listHouseholdPreferences } from "#server/modules/notifications/notifications.repository.ts";
import { reminderCopy } from "#server/modules/notifications/reminder-copy.ts";
import { ReminderMoments } from "#server/modules/notifications/reminder-moments.ts";
import {
  addUnplannedHouseholds,
  claimDueHouseholds,
  finishPlans,
} from "#server/modules/notifications/reminder-plans.repository.ts";
import {
  type BriefCounts,
  countBrief,
  householdsPerRead,
  listEventsBetween,
  listHouseholds,
  listMealPrepsOn,
  listOpenDatedTasks,
  listPantryAlerts,
  listReminderMembers,
  listServiceVisitsOn,
  listTaskReminderKeys,
  type ReminderEvent,
  type ReminderHousehold,
  type ReminderMealPrep,
  type ReminderMember,
  type ReminderPantryItem,
  type ReminderServiceVisit,
  type ReminderTask,
} from "#server/modules/notifications/reminder-sources.repository.ts";
import { addDays, dateInZone, type IsoDate, parseIsoDate } from "#shared/calendar/zoned-time.ts";
import { mealsWeekLink } from "#shared/meals/week.ts";
import {
  dayReminderTime,
  defaultPreferences,
  expiringReminderDays,
  interruptingChannels,
  mealPrepReminderTime,
  type NotificationPreferences,
  type ReminderKind,
} from "#shared/reminders/kinds.ts";
import { atLocalTime, eventReminderAt } from "#shared/reminders/schedule.ts";

const hour = 3_600_000;
const day = 24 * hour;

export interface PlanOptions {
  now: Date;
  /** A reminder whose moment is gone still goes out if it fell due this recently (a restart,
   * a short outage); older ones are dropped rather than sent hours late. */
  lookbackMs: number;
  onError?: (error: unknown, householdId: string) => void;
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

/** Tasks worked through between two looks at the clock (a busy household has hundreds, each
 * with up to 17 dates in the window). */
const tasksPerCheck = 40;

/** Households `planReminders` takes at a time, as the scheduler claims them. */
const householdsPerBatch = 25;

/**
 * A reminder's message in each language it is asked in: written once per language, and only
 * when `insertPlannedDeliveries` records a delivery that needs it (most of a re-plan's are
 * recorded already). Kept on the household's occurrence, so members share it without a key
 * written per delivery to look it up (issue 18).
 */
class Said {
  readonly #write: (copy: ReturnType<typeof reminderCopy>) => ReminderMessage;
  #language: string | undefined;
  #message: (() => ReminderMessage) | undefined;
  #others: Map<string, () => ReminderMessage> | undefined;

  constructor(write: (copy: ReturnType<typeof reminderCopy>) => ReminderMessage) {
    this.#write = write;
  }

  in(language: string): () => ReminderMessage {
    if (this.#message === undefined) {
      this.#language = language;
      this.#message = this.#writtenIn(language);
    }
    if (language === this.#language) return this.#message;
    this.#others ??= new Map();
    let message = this.#others.get(language);
    if (!message) {
      message = this.#writtenIn(language);
      this.#others.set(language, message);
    }
    return message;
  }

  #writtenIn(language: string): () => ReminderMessage {
    let message: ReminderMessage | undefined;
    return () => {
      message ??= this.#write(reminderCopy(language));
      return message;
    };
  }
}

/**
 * Every delivery that should exist by now, for every member and enabled channel, handed to
 * `record` a batch of households at a time, for every household (the scheduler plans only the
 * households that need it: `planDueHouseholds`). Planning is idempotent: run twice, or by two
 * instances, it yields the same keys, and the unique index on (member, key, channel) keeps one
 * row for each.
 */
export async function planReminders(
  db: Kysely<DatabaseSchema>,
  options: PlanOptions,
  record: (planned: PlannedDelivery[], turns: EventLoopTurns) => Promise<number>,
): Promise<number> {
  const turns = eventLoopTurns();
  const moments = new ReminderMoments();
  const households = await listHouseholds(db);
  let recorded = 0;
  for (let start = 0; start < households.length; start += householdsPerBatch) {
    const batch = await planAndRecord(
      db,
      households.slice(start, start + householdsPerBatch),
      options,
      { turns, moments, record },
    );
    recorded += batch.recorded;
    if (turns.due()) await turns.take();
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
 * index), a batch at a time: five households' sources read together, each household planned,
 * their deliveries recorded together, then when each household of the batch next needs a plan.
 * With nothing due and nothing changed, a pass reads one index range and one anti-join and plans
 * nothing. SQLite answers synchronously: the work takes a turn of the event loop whenever it
 * has run a millisecond (`eventLoopTurns`).
 */
export async function planDueHouseholds(
  db: Kysely<DatabaseSchema>,
  options: IncrementalPlanOptions,
  record: (planned: PlannedDelivery[], turns: EventLoopTurns) => Promise<number>,
): Promise<{ recorded: number; households: number }> {
  const turns = eventLoopTurns();
  const moments = new ReminderMoments();
  await addUnplannedHouseholds(db);
  let recorded = 0;
  let households = 0;
  for (;;) {
    const claimed = await claimDueHouseholds(db, options.now, options.leaseMs, options.batchSize);
    if (claimed.length === 0) break;
    households += claimed.length;
    // A household whose plan or record failed is left claimed: planned again when the lease
    // ends, not on every pass.
    const batch = await planAndRecord(db, claimed, options, { turns, moments, record });
    recorded += batch.recorded;
    try {
      await finishPlans(
        db,
        batch.plans.map((plan) => ({
          householdId: plan.household.id,
          changeSeq: plan.household.changeSeq,
          nextAt: plan.nextAt,
        })),
      );
    } catch (error) {
      for (const plan of batch.plans) options.onError?.(error, plan.household.id);
    }
    if (turns.due()) await turns.take();
  }
  return { recorded, households };
}

/** What a household's plan reads (`readSources`). */
interface HouseholdSources {
  members: ReminderMember[];
  preferences: Map<string, NotificationPreferences>;
  tasks: ReminderTask[];
  remindedTasks: Map<string, Set<string>>;
  events: ReminderEvent[];
  pantry: ReminderPantryItem[];
  visits: ReminderServiceVisit[];
  /** Tomorrow's meals to prepare, read while their evening reminder is due or still to come. */
  tomorrowsPreps: ReminderMealPrep[];
}

/** When a household planned in this pass next needs a plan. */
interface HouseholdPlan<Household extends ReminderHousehold> {
  household: Household;
  nextAt: Date;
}

/** What planning a batch shares with the pass. */
interface PassContext {
  turns: EventLoopTurns;
  moments: ReminderMoments;
  record: (planned: PlannedDelivery[], turns: EventLoopTurns) => Promise<number>;
}

/**
 * Plans a batch of households and records their deliveries, `householdsPerRead` (5) at a time:
 * their sources read together, each planned, their deliveries recorded together. What they read
 * and plan lives until that record, and young-generation collections copy whatever is alive:
 * five at a time, it is gone before the next; 25 at a time, a megabyte a batch reached the old
 * generation (a first pass made four full collections instead of none, a simulated day 28
 * instead of 4; docs/decisions/025). A household whose plan fails is left out (`onError`),
 * the others go on; when a reading or a record fails, its households are. Answers the plans
 * recorded, without their deliveries (nothing holds those past their record).
 */
async function planAndRecord<Household extends ReminderHousehold>(
  db: Kysely<DatabaseSchema>,
  households: Household[],
  options: PlanOptions,
  pass: PassContext,
): Promise<{ recorded: number; plans: HouseholdPlan<Household>[] }> {
  const { turns, moments } = pass;
  const plans: HouseholdPlan<Household>[] = [];
  let recorded = 0;
  for (let start = 0; start < households.length; start += householdsPerRead) {
    const group = households.slice(start, start + householdsPerRead);
    let sources: Map<string, HouseholdSources>;
    try {
      sources = await readSources(db, group, options, turns, moments);
    } catch (error) {
      for (const household of group) options.onError?.(error, household.id);
      continue;
    }
    const planned: PlannedDelivery[] = [];
    const groupPlans: HouseholdPlan<Household>[] = [];
    for (const household of group) {
      try {
        const plan = await planHousehold(
          db,
          household,
          sources.get(household.id) ?? noSources,
          options,
          turns,
          moments,
        );
        groupPlans.push({ household, nextAt: plan.nextAt });
        for (const delivery of plan.planned) planned.push(delivery);
      } catch (error) {
        // One household's bad data must not hold back everyone else's reminders.
        options.onError?.(error, household.id);
      }
      if (turns.due()) await turns.take();
    }
    try {
      recorded += await pass.record(planned, turns);
      for (const plan of groupPlans) plans.push(plan);
    } catch (error) {
      for (const plan of groupPlans) options.onError?.(error, plan.household.id);
    }
  }
  return { recorded, plans };
}

const noSources: HouseholdSources = {
  members: [],
  preferences: new Map(),
  tasks: [],
  remindedTasks: new Map(),
  events: [],
  pantry: [],
  visits: [],
  tomorrowsPreps: [],
};

/** When tomorrow's meals remind (19:00 today) and whether that is due now: the evening's
 * reminder goes out until midnight. */
function mealPrepMoment(
  today: IsoDate,
  timeZone: string,
  options: PlanOptions,
  moments: ReminderMoments,
) {
  const at = moments.at(today, mealPrepReminderTime, timeZone);
  return { at, due: isDue(at, moments.endOfDay(today, timeZone), options) };
}

/**
 * The sources of a batch of households: each read once for the households whose windows are
 * the same (those whose day is the same: mostly the whole batch), instead of once per household
 * (issue 18). A read is a step of its own: on SQLite each is synchronous work.
 */
async function readSources(
  db: Kysely<DatabaseSchema>,
  households: readonly ReminderHousehold[],
  options: PlanOptions,
  turns: EventLoopTurns,
  moments: ReminderMoments,
): Promise<Map<string, HouseholdSources>> {
  const { now } = options;
  const eventsFrom = new Date(now.getTime() - 2 * day);
  const eventsTo = new Date(now.getTime() + 8 * day);
  const groups = new Map<
    string,
    { today: IsoDate; fromDate: IsoDate; households: ReminderHousehold[] }
  >();
  for (const household of households) {
    const today = moments.dayOf(now, household.timeZone);
    const fromDate = moments.dayOf(eventsFrom, household.timeZone);
    const id = `${today} ${fromDate}`;
    const group = groups.get(id);
    if (group) group.households.push(household);
    else groups.set(id, { today, fromDate, households: [household] });
  }
  const sources = new Map<string, HouseholdSources>();
  for (const { today, fromDate, households: group } of groups.values()) {
    const members = await listReminderMembers(
      db,
      group.map((household) => household.id),
    );
    // A household without members plans nothing: nothing else is read for it.
    const planned = group.filter((household) => members.has(household.id));
    if (planned.length === 0) continue;
    const ids = planned.map((household) => household.id);
    const preferences = await listHouseholdPreferences(db, ids);
    if (turns.due()) await turns.take();
    const tasks = await listOpenDatedTasks(db, ids, addDays(today, -8), addDays(today, 8));
    if (turns.due()) await turns.take();
    const remindedTasks = await listTaskReminderKeys(db, ids, new Date(now.getTime() - 9 * day));
    if (turns.due()) await turns.take();
    const events = await listEventsBetween(db, planned, eventsFrom, eventsTo, fromDate);
    if (turns.due()) await turns.take();
    const pantry = await listPantryAlerts(db, ids, addDays(today, expiringReminderDays));
    if (turns.due()) await turns.take();
    const visits = await listServiceVisitsOn(db, ids, today);
    const mealIds = planned
      .filter((household) => {
        const mealPrep = mealPrepMoment(today, household.timeZone, options, moments);
        return mealPrep.due || now < mealPrep.at;
      })
      .map((household) => household.id);
    const meals =
      mealIds.length > 0
        ? await listMealPrepsOn(db, mealIds, addDays(today, 1))
        : new Map<string, ReminderMealPrep[]>();
    for (const id of ids) {
      sources.set(id, {
        members: members.get(id) ?? [],
        preferences: preferences.get(id) ?? noSources.preferences,
        tasks: tasks.get(id) ?? [],
        remindedTasks: remindedTasks.get(id) ?? noSources.remindedTasks,
        events: events.get(id) ?? [],
        pantry: pantry.get(id) ?? [],
        visits: visits.get(id) ?? [],
        tomorrowsPreps: meals.get(id) ?? [],
      });
    }
    if (turns.due()) await turns.take();
  }
  return sources;
}

/** A task's date in the window. Its keys are written once per household and only when asked
 * for (most dates in the window are not due); its message once per language. */
class TaskDate {
  readonly date: IsoDate;
  readonly #task: ReminderTask;
  #occurrence: string | undefined;
  #key: string | undefined;
  said: Said | undefined;

  constructor(task: ReminderTask, date: IsoDate) {
    this.#task = task;
    this.date = date;
  }

  get occurrence(): string {
    this.#occurrence ??= `task_due:${this.#task.id}:${this.date}`;
    return this.#occurrence;
  }

  /** The key holds the due time: a task moved to another time of the same day («posponer
   * 1 hora» on WhatsApp, or an edit) is a new reminder. */
  get key(): string {
    this.#key ??= this.#task.dueTime ? `${this.occurrence}@${this.#task.dueTime}` : this.occurrence;
    return this.#key;
  }
}

/** An event occurrence: its moment once per household, its reminder once per lead (the
 * members of a household mostly share one). */
interface EventOccurrence {
  event: ReminderEvent;
  moment: Date;
  lead?: number;
  fireAt?: Date;
  key?: string;
  said?: Said;
}

/** A reminder the same for every member (pantry, visits, meals): key and message once. */
interface HouseholdReminder {
  key: string;
  kind: ReminderKind;
  dueAt: Date;
  said: Said;
}

async function planHousehold(
  db: Kysely<DatabaseSchema>,
  household: ReminderHousehold,
  sources: HouseholdSources,
  options: PlanOptions,
  turns: EventLoopTurns,
  moments: ReminderMoments,
): Promise<{ planned: PlannedDelivery[]; nextAt: Date }> {
  const tz = household.timeZone;
  const { now } = options;
  const today = moments.dayOf(now, tz);
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
  const { members, preferences: preferencesByUser, tasks, remindedTasks, events } = sources;
  if (members.length === 0) return { planned: [], nextAt };
  const { pantry, visits } = sources;
  const dayReminder = moments.at(today, dayReminderTime, tz);
  const byProfile = new Map(members.map((member) => [member.profileId, member]));

  // Tomorrow's meals that need thawing or soaking remind this evening, until midnight.
  const mealPrep = mealPrepMoment(today, tz, options, moments);
  const mealPrepAt = mealPrep.at;
  if (sources.tomorrowsPreps.length > 0) wakeAt(mealPrepAt);
  const mealPreps = mealPrep.due ? sources.tomorrowsPreps : [];
  if (pantry.length > 0 || visits.length > 0) wakeAt(dayReminder);

  // What does not depend on the member is worked out once per household: a task's due dates
  // and their ends, each occurrence's keys, and each message in each language.
  const windowStart = addDays(today, -8);
  const windowEnd = addDays(today, 8);
  // Dates, their ends and reminder moments are the pass's (`ReminderMoments`): the
  // households of a zone share them.
  const taskDates = tasks.map((task) =>
    moments
      .taskDates(task.dueDate, task.pattern, windowStart, windowEnd)
      .map((date) => new TaskDate(task, date)),
  );
  const eventOccurrences = events.map(
    (event): EventOccurrence => ({
      event,
      moment: event.allDay ? moments.endOfDay(event.start, tz) : new Date(event.start),
    }),
  );
  // Day reminders go out from 08:00 local while their condition holds; meals the evening before.
  const dayReminders: HouseholdReminder[] = [];
  if (now >= dayReminder) {
    const lowWeek = weekOf(today);
    for (const item of pantry) {
      const expiryDate = item.expiryDate;
      if (expiryDate && expiryDate >= today) {
        dayReminders.push({
          key: `pantry_expiring:${item.id}:${expiryDate}`,
          kind: "pantry_expiring",
          dueAt: dayReminder,
          said: new Said((copy) => {
            const date = copy.formatDate(atLocalTime(expiryDate, "12:00", tz), tz, false);
            return { ...copy.pantryExpiring(item.name, date), link: "/pantry" };
          }),
        });
      }
      if (item.qtyOnHand < item.reorderThreshold) {
        dayReminders.push({
          key: `pantry_low:${item.id}:${lowWeek}`,
          kind: "pantry_low",
          dueAt: dayReminder,
          said: new Said((copy) => ({
            ...copy.pantryLow(item.name, item.qtyOnHand, item.unit),
            link: "/pantry",
          })),
        });
      }
    }
    for (const visit of visits) {
      dayReminders.push({
        key: `service_visit:${visit.id}:${visit.date}`,
        kind: "service_visit",
        dueAt: dayReminder,
        said: new Said((copy) => ({
          ...copy.serviceVisit(visit.serviceType),
          link: `/services?solicitud=${visit.id}`,
        })),
      });
    }
  }
  const mealReminders = mealPreps.map(
    (meal): HouseholdReminder => ({
      // Once per meal and recipe: a slot given another recipe to prepare reminds again.
      key: `meal_prep:${meal.id}:${meal.day}:${meal.recipeId}`,
      kind: "meal_prep",
      dueAt: mealPrepAt,
      said: new Said((copy) => ({ ...copy.mealPrep(meal), link: mealsWeekLink(meal.day) })),
    }),
  );

  const briefCounts = new Map<IsoDate, BriefCounts>();
  const planned: PlannedDelivery[] = [];
  // When quiet hours let a moment's interrupting messages go, once per quiet hours and
  // moment (every delivery asked the zone's wall clock for it again, issue 18).
  const releaseOf = (dueAt: Date, prefs: NotificationPreferences) =>
    prefs.quietStart && prefs.quietEnd ? moments.release(dueAt, prefs, tz) : dueAt;
  const add = (
    member: ReminderMember,
    prefs: NotificationPreferences,
    key: string,
    kind: ReminderKind,
    dueAt: Date,
    message: () => ReminderMessage,
  ) => {
    for (const channel of prefs.channels[kind]) {
      const sendAt = interruptingChannels.includes(channel) ? releaseOf(dueAt, prefs) : dueAt;
      planned.push({
        householdId: household.id,
        userId: member.userId,
        reminderKey: key,
        kind,
        channel,
        dueAt,
        sendAt,
        message,
      });
    }
  };

  for (const member of members) {
    if (turns.due()) await turns.take();
    const prefs = preferencesByUser.get(member.userId) ?? defaultPreferences;
    const language = member.language ?? household.language;

    for (let index = 0; index < tasks.length; index++) {
      if (index > 0 && index % tasksPerCheck === 0 && turns.due()) await turns.take();
      const task = tasks[index] as ReminderTask;
      // An assigned task reminds its assignee; an unassigned one, everyone in the household.
      if (task.assignedTo && byProfile.get(task.assignedTo)?.userId !== member.userId) continue;
      for (const taskDate of taskDates[index] ?? []) {
        const { date } = taskDate;
        // Once the day's task was reminded for another time, the new one comes at the new time
        // itself, not a lead before it.
        const earlier =
          remindedTasks.size > 0
            ? remindedTasks.get(`${member.userId}|${taskDate.occurrence}`)
            : undefined;
        const moved =
          task.dueTime !== null &&
          earlier !== undefined &&
          [...earlier].some((reminded) => reminded !== taskDate.key);
        const fireAt = moments.taskReminder(
          date,
          task.dueTime,
          moved ? 0 : prefs.taskLeadMinutes,
          tz,
        );
        wakeAt(fireAt);
        if (!isDue(fireAt, moments.endOfDay(date, tz), options)) continue;
        taskDate.said ??= new Said((copy) => {
          const when = task.dueTime
            ? copy.formatDate(atLocalTime(date, task.dueTime, tz), tz, true)
            : copy.formatDate(atLocalTime(date, "12:00", tz), tz, false);
          return { ...copy.taskDue(task.title, when), link: `/tasks?tarea=${task.id}` };
        });
        add(member, prefs, taskDate.key, "task_due", fireAt, taskDate.said.in(language));
      }
    }

    for (const occurrence of eventOccurrences) {
      const { event } = occurrence;
      // An event's own reminder time wins over the member's usual lead.
      const lead = event.reminderMinutes ?? prefs.eventLeadMinutes;
      let fireAt = occurrence.lead === lead ? occurrence.fireAt : undefined;
      if (!fireAt) {
        fireAt = eventReminderAt(event, lead, tz);
        if (occurrence.lead === undefined) {
          occurrence.lead = lead;
          occurrence.fireAt = fireAt;
        }
      }
      wakeAt(fireAt);
      if (!isDue(fireAt, occurrence.moment, options)) continue;
      occurrence.key ??= `event_start:${event.id}:${event.start}`;
      occurrence.said ??= new Said((copy) => {
        const when = event.allDay
          ? copy.formatDate(atLocalTime(event.start, "12:00", tz), tz, false)
          : copy.formatDate(new Date(event.start), tz, true);
        return {
          ...copy.eventStart(event.title, when),
          // The calendar's week that holds the event, in the household's days.
          link: `/calendar?vista=week&fecha=${event.allDay ? event.start : dateInZone(new Date(event.start), tz)}`,
        };
      });
      add(member, prefs, occurrence.key, "event_start", fireAt, occurrence.said.in(language));
    }

    if (turns.due()) await turns.take();
    for (const reminder of dayReminders) {
      add(member, prefs, reminder.key, reminder.kind, reminder.dueAt, reminder.said.in(language));
    }
    for (const reminder of mealReminders) {
      add(member, prefs, reminder.key, reminder.kind, reminder.dueAt, reminder.said.in(language));
    }

    if (prefs.morningBrief) {
      // Tomorrow's is only woken for (an early brief may come before the next plan).
      wakeAt(moments.at(addDays(today, 1), prefs.morningBriefTime, tz));
      // Yesterday too: a late-evening brief time may be seen just after midnight.
      for (const date of [addDays(today, -1), today]) {
        const fireAt = moments.at(date, prefs.morningBriefTime, tz);
        wakeAt(fireAt);
        if (!isDue(fireAt, fireAt, options)) continue;
        let counts = briefCounts.get(date);
        if (!counts) {
          counts = await countBrief(
            db,
            household.id,
            date,
            moments.at(date, "00:00", tz),
            moments.endOfDay(date, tz),
          );
          briefCounts.set(date, counts);
        }
        const dayCounts = counts;
        const copy = reminderCopy(language);
        add(member, prefs, `morning_brief:${date}`, "morning_brief", fireAt, () => ({
          ...copy.morningBrief(member.name.split(" ")[0] ?? member.name, dayCounts),
          link: "/daily-brief",
        }));
      }
    }
  }
  return { planned, nextAt };
}
