import type { Selectable } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { compiledOnce } from "#server/db/compiled-query.ts";
import type { Executor } from "#server/db/executor.ts";
import { parseJson, toBoolean, toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { NotificationPreferenceTable } from "#server/db/schema.ts";
import { uuidV7 } from "#server/modules/notifications/deliveries.repository.ts";
import {
  type HouseholdList,
  householdList,
} from "#server/modules/notifications/reminder-sources.repository.ts";
import {
  type ChannelsByKind,
  defaultPreferences,
  type NotificationPreferences,
  reminderChannels,
  reminderKinds,
} from "#shared/reminders/kinds.ts";
import type { NotificationItem } from "#shared/schemas/notifications.ts";

// ——— the in-app notification centre ———

export async function listNotifications(
  db: Executor,
  householdId: string,
  userId: string,
  limit: number,
): Promise<NotificationItem[]> {
  const rows = await db
    .selectFrom("notifications")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: toIsoOrNull(row.read_at),
    createdAt: toIso(row.created_at),
  }));
}

export async function countUnread(
  db: Executor,
  householdId: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one (or, without an id, every) unread notification read; answers how many changed. */
export async function markRead(
  db: Executor,
  householdId: string,
  userId: string,
  id: string | null,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable("notifications")
    .set({ read_at: now, updated_at: now })
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if (id) query = query.where("id", "=", id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function notificationExists(
  db: Executor,
  householdId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("notifications")
    .select("id")
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Written for every reminder sent to the bell: built by Kysely once per engine (issue 18). */
const insertNotificationQuery = compiledOnce(
  (
    db: Executor,
    id: string,
    householdId: string,
    userId: string,
    kind: string,
    title: string,
    body: string | null,
    link: string | null,
    now: Date,
  ) =>
    db.insertInto("notifications").values({
      id,
      household_id: householdId,
      user_id: userId,
      kind,
      title,
      body,
      link,
      created_at: now,
      updated_at: now,
    }),
);

export async function insertNotification(
  db: Executor,
  input: {
    householdId: string;
    userId: string;
    kind: string;
    title: string;
    body: string | null;
    link: string | null;
    now: Date;
  },
): Promise<string> {
  const id = uuidV7();
  await insertNotificationQuery(
    db,
    id,
    input.householdId,
    input.userId,
    input.kind,
    input.title,
    input.body,
    input.link,
    input.now,
  );
  return id;
}

// ——— preferences ———

/** Stored channels, cleaned: unknown kinds or channels (from an older version) are dropped. */
function toChannels(value: unknown): ChannelsByKind {
  const stored = (parseJson<Record<string, unknown>>(value) ?? {}) as Record<string, unknown>;
  const channels = { ...defaultPreferences.channels };
  for (const kind of reminderKinds) {
    const list = stored[kind];
    if (Array.isArray(list)) {
      channels[kind] = reminderChannels.filter((channel) => list.includes(channel));
    }
  }
  return channels;
}

export function toPreferences(
  row: Selectable<NotificationPreferenceTable> | undefined,
  channels?: ChannelsByKind,
): NotificationPreferences {
  if (!row) return defaultPreferences;
  return {
    channels: channels ?? toChannels(row.channels),
    taskLeadMinutes: row.task_lead_minutes,
    eventLeadMinutes: row.event_lead_minutes,
    quietStart: row.quiet_start,
    quietEnd: row.quiet_end,
    morningBrief: toBoolean(row.morning_brief),
    morningBriefTime: row.morning_brief_time,
    phoneOptIn: row.phone_opt_in_at !== null,
  };
}

/** Read for every reminder sent: built by Kysely once per engine (issue 18, ADR 021). */
const preferencesQuery = compiledOnce((db: Executor, householdId: string, userId: string) =>
  db
    .selectFrom("notification_preferences")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .limit(1),
);

export async function findPreferences(
  db: Executor,
  householdId: string,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await preferencesQuery(db, householdId, userId);
  return toPreferences(row);
}

const householdPreferencesQuery = compiledOnce((db: Executor, ...households: HouseholdList) =>
  db.selectFrom("notification_preferences").selectAll().where("household_id", "in", households),
);

/** The preferences of up to `householdsPerRead` households' members, by household and user. */
export async function listHouseholdPreferences(
  db: Executor,
  householdIds: readonly string[],
): Promise<Map<string, Map<string, NotificationPreferences>>> {
  const rows = await householdPreferencesQuery(db, ...householdList(householdIds));
  // Most members keep the same channels: each stored text (SQLite) is parsed once a call.
  const channelsByText = new Map<string, ChannelsByKind>();
  const byHousehold = new Map<string, Map<string, NotificationPreferences>>();
  for (const row of rows) {
    let channels: ChannelsByKind | undefined;
    if (typeof row.channels === "string") {
      channels = channelsByText.get(row.channels);
      if (!channels) {
        channels = toChannels(row.channels);
        channelsByText.set(row.channels, channels);
      }
    }
    let members = byHousehold.get(row.household_id);
    if (!members) {
      members = new Map();
      byHousehold.set(row.household_id, members);
    }
    members.set(row.user_id, toPreferences(row, channels));
  }
  return byHousehold;
}

export async function savePreferences(
  db: Executor,
  householdId: string,
  userId: string,
  preferences: NotificationPreferences,
  now: Date,
): Promise<void> {
  const values = {
    channels: JSON.stringify(preferences.channels),
    task_lead_minutes: preferences.taskLeadMinutes,
    event_lead_minutes: preferences.eventLeadMinutes,
    quiet_start: preferences.quietStart,
    quiet_end: preferences.quietEnd,
    morning_brief: preferences.morningBrief,
    morning_brief_time: preferences.morningBriefTime,
    phone_opt_in_at: preferences.phoneOptIn ? now : null,
    updated_at: now,
  };
  await db
    .insertInto("notification_preferences")
    .values({
      id: uuidv7(),
      household_id: householdId,
      user_id: userId,
      created_at: now,
      ...values,
    })
    .onConflict((oc) => oc.columns(["household_id", "user_id"]).doUpdateSet(values))
    .execute();
}

// ——— push subscriptions ———

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function upsertPushSubscription(
  db: Executor,
  input: {
    householdId: string;
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
    now: Date;
  },
): Promise<void> {
  const values = {
    user_id: input.userId,
    p256dh: input.p256dh,
    auth: input.auth,
    user_agent: input.userAgent,
    updated_at: input.now,
  };
  await db
    .insertInto("push_subscriptions")
    .values({
      id: uuidv7(),
      household_id: input.householdId,
      endpoint: input.endpoint,
      created_at: input.now,
      ...values,
    })
    .onConflict((oc) => oc.columns(["household_id", "endpoint"]).doUpdateSet(values))
    .execute();
}

export async function deletePushSubscription(
  db: Executor,
  householdId: string,
  filter: { userId?: string; endpoint?: string; id?: string },
): Promise<number> {
  let query = db.deleteFrom("push_subscriptions").where("household_id", "=", householdId);
  if (filter.userId) query = query.where("user_id", "=", filter.userId);
  if (filter.endpoint) query = query.where("endpoint", "=", filter.endpoint);
  if (filter.id) query = query.where("id", "=", filter.id);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Read for every push reminder sent: built by Kysely once per engine (issue 18). */
const pushSubscriptionsQuery = compiledOnce((db: Executor, householdId: string, userId: string) =>
  db
    .selectFrom("push_subscriptions")
    .select(["id", "endpoint", "p256dh", "auth"])
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .orderBy("created_at"),
);

export async function listPushSubscriptions(
  db: Executor,
  householdId: string,
  userId: string,
): Promise<StoredPushSubscription[]> {
  return pushSubscriptionsQuery(db, householdId, userId);
}

// ——— who a reminder goes to ———

/** The phone written in the member's profile, as typed (not yet E.164). */
export async function findProfilePhone(
  db: Executor,
  householdId: string,
  profileId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("profiles")
    .select("phone")
    .where("household_id", "=", householdId)
    .where("id", "=", profileId)
    .executeTakeFirst();
  return row?.phone ?? null;
}

/** Whether the account is still a member of the household (an old email link may outlive it). */
export async function isHouseholdMember(
  db: Executor,
  householdId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("profiles")
    .select("id")
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReminderRecipient {
  email: string;
  phone: string | null;
  /** The reader's own language, else the household's. */
  language: string;
}

/** Read for every reminder sent: built by Kysely once per engine (issue 18, ADR 021). */
const recipientQuery = compiledOnce((db: Executor, householdId: string, userId: string) =>
  db
    .selectFrom("profiles")
    .innerJoin("households", "households.id", "profiles.household_id")
    .leftJoin("user", "user.id", "profiles.user_id")
    .select(["profiles.email", "profiles.phone", "households.language", "user.language as own"])
    .where("profiles.household_id", "=", householdId)
    .where("profiles.user_id", "=", userId)
    .limit(1),
);

export async function findReminderRecipient(
  db: Executor,
  householdId: string,
  userId: string,
): Promise<ReminderRecipient | null> {
  const [row] = await recipientQuery(db, householdId, userId);
  return row ? { email: row.email, phone: row.phone, language: row.own ?? row.language } : null;
}
