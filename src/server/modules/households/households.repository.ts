import type { Selectable, Transaction } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { compiledOnce } from "#server/db/compiled-query.ts";
import { type Executor, isPostgres } from "#server/db/executor.ts";
import { toCount, toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { type HouseholdPlanState, trialDays } from "#shared/domain/plans.ts";
import type { AssistantTone, HouseholdLanguage } from "#shared/domain/preferences.ts";
import { type HouseholdRole, householdRoles } from "#shared/domain/roles.ts";

export async function findMembershipByUser(
  db: Executor,
  userId: string,
): Promise<Membership | null> {
  const [row] = await membershipQuery(db, userId);
  return row ?? null;
}

// Every signed-in request reads its membership: compiled once (ADR 021).
const membershipQuery = compiledOnce((db: Executor, userId: string) =>
  db
    .selectFrom("user_roles")
    .innerJoin("profiles", (join) =>
      join
        .onRef("profiles.user_id", "=", "user_roles.user_id")
        .onRef("profiles.household_id", "=", "user_roles.household_id"),
    )
    .select([
      "user_roles.user_id as userId",
      "user_roles.household_id as householdId",
      "user_roles.role as role",
      "profiles.id as profileId",
    ])
    .where("user_roles.user_id", "=", userId),
);

export interface NewHousehold {
  name: string;
  language: string;
  timeZone?: string;
}

/** Creates a household in its 30-day trial, owned by the user who created it. */
export async function insertHousehold(
  db: Executor,
  userId: string,
  input: NewHousehold,
): Promise<string> {
  const id = uuidv7();
  const now = new Date();
  await db
    .insertInto("households")
    .values({
      id,
      name: input.name,
      language: input.language,
      time_zone: input.timeZone ?? "America/Mexico_City",
      plan: "familiar",
      subscription_status: "trial",
      trial_ends_at: new Date(now.getTime() + trialDays * 24 * 60 * 60 * 1000),
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface NewMember {
  userId: string;
  householdId: string;
  name: string;
  email: string;
  role: HouseholdRole;
  phone?: string | null;
  preferences?: Record<string, unknown>;
}

/** A member is a profile plus its user_roles row, always written together. */
export async function insertMember(db: Executor, input: NewMember): Promise<Membership> {
  const now = new Date();
  const profileId = uuidv7();
  await db
    .insertInto("profiles")
    .values({
      id: profileId,
      household_id: input.householdId,
      user_id: input.userId,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      role: input.role,
      preferences: JSON.stringify(input.preferences ?? {}),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("user_roles")
    .values({
      id: uuidv7(),
      household_id: input.householdId,
      user_id: input.userId,
      role: input.role,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { userId: input.userId, householdId: input.householdId, profileId, role: input.role };
}

export interface HouseholdRecord extends HouseholdPlanState {
  id: string;
  name: string;
  language: HouseholdLanguage;
  timeZone: string;
  assistantTone: AssistantTone;
  defaultPersonaId: string | null;
  createdBy: string | null;
  createdAt: string;
}

const householdColumns = [
  "id",
  "name",
  "language",
  "time_zone",
  "assistant_tone",
  "plan",
  "subscription_status",
  "trial_ends_at",
  "default_persona_id",
  "created_by",
  "created_at",
] as const;

type HouseholdRow = Pick<
  Selectable<DatabaseSchema["households"]>,
  (typeof householdColumns)[number]
>;

function toHousehold(row: HouseholdRow): HouseholdRecord {
  return {
    id: row.id,
    name: row.name,
    language: row.language === "en" ? "en" : "es",
    timeZone: row.time_zone,
    assistantTone: row.assistant_tone,
    plan: row.plan,
    subscriptionStatus: row.subscription_status,
    trialEndsAt: toIsoOrNull(row.trial_ends_at),
    defaultPersonaId: row.default_persona_id,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
  };
}

export async function findHousehold(
  db: Executor,
  householdId: string,
): Promise<HouseholdRecord | null> {
  const row = await db
    .selectFrom("households")
    .select(householdColumns)
    .where("id", "=", householdId)
    .executeTakeFirst();
  return row ? toHousehold(row) : null;
}

/** Reads the household and, on PostgreSQL, locks it until the transaction ends, so that two
 * people joining at once cannot both take the last free place. */
export async function lockHousehold(
  trx: Transaction<DatabaseSchema>,
  householdId: string,
): Promise<HouseholdRecord | null> {
  let query = trx.selectFrom("households").select(householdColumns).where("id", "=", householdId);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toHousehold(row) : null;
}

export interface HouseholdChanges {
  name?: string;
  language?: HouseholdLanguage;
  timeZone?: string;
  assistantTone?: AssistantTone;
  defaultPersonaId?: string;
}

export async function updateHousehold(
  db: Executor,
  householdId: string,
  changes: HouseholdChanges,
): Promise<void> {
  await db
    .updateTable("households")
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.language !== undefined && { language: changes.language }),
      ...(changes.timeZone !== undefined && { time_zone: changes.timeZone }),
      ...(changes.assistantTone !== undefined && { assistant_tone: changes.assistantTone }),
      ...(changes.defaultPersonaId !== undefined && {
        default_persona_id: changes.defaultPersonaId,
      }),
      updated_at: new Date(),
    })
    .where("id", "=", householdId)
    .execute();
}

/** Everything the household owns goes with it (every household table cascades). */
export async function deleteHousehold(db: Executor, householdId: string): Promise<void> {
  await db.deleteFrom("households").where("id", "=", householdId).execute();
}

export async function countMembers(db: Executor, householdId: string): Promise<number> {
  const row = await db
    .selectFrom("profiles")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("household_id", "=", householdId)
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

export interface MemberRecord {
  profileId: string;
  userId: string;
  name: string;
  email: string;
  role: HouseholdRole;
  avatarUrl: string | null;
  joinedAt: string;
}

const memberColumns = [
  "id",
  "user_id",
  "name",
  "email",
  "role",
  "avatar_url",
  "created_at",
] as const;

function toMember(
  row: Pick<Selectable<DatabaseSchema["profiles"]>, (typeof memberColumns)[number]>,
) {
  return {
    profileId: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatarUrl: row.avatar_url,
    joinedAt: toIso(row.created_at),
  } satisfies MemberRecord;
}

/** Members strongest role first, then by name. */
export async function listMembers(db: Executor, householdId: string): Promise<MemberRecord[]> {
  const rows = await db
    .selectFrom("profiles")
    .select(memberColumns)
    .where("household_id", "=", householdId)
    .orderBy("name")
    .execute();
  return rows
    .map(toMember)
    .sort((a, b) => householdRoles.indexOf(a.role) - householdRoles.indexOf(b.role));
}

/** A member of this household by profile id; another household's profile is not found. */
export async function findMember(
  db: Executor,
  householdId: string,
  profileId: string,
): Promise<MemberRecord | null> {
  const row = await db
    .selectFrom("profiles")
    .select(memberColumns)
    .where("household_id", "=", householdId)
    .where("id", "=", profileId)
    .executeTakeFirst();
  return row ? toMember(row) : null;
}

/** The role lives in profiles and user_roles (spec §3); both change together. */
export async function updateMemberRole(
  db: Executor,
  householdId: string,
  userId: string,
  role: HouseholdRole,
): Promise<void> {
  const now = new Date();
  await db
    .updateTable("profiles")
    .set({ role, updated_at: now })
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .execute();
  await db
    .updateTable("user_roles")
    .set({ role, updated_at: now })
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .execute();
}

/** Takes someone out of the household: their profile and role go; what they created stays.
 * Their own notifications, reminder preferences, devices and queued reminders go too. */
export async function deleteMember(
  db: Executor,
  householdId: string,
  userId: string,
): Promise<void> {
  for (const table of [
    "notifications",
    "notification_preferences",
    "push_subscriptions",
    "reminder_deliveries",
  ] as const) {
    await db
      .deleteFrom(table)
      .where("household_id", "=", householdId)
      .where("user_id", "=", userId)
      .execute();
  }
  await db
    .deleteFrom("user_roles")
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .execute();
  await db
    .deleteFrom("profiles")
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .execute();
}

/** The household's IANA time zone: what 'today' and 'at 19:00' mean for its members. */
export async function findHouseholdTimeZone(db: Executor, householdId: string): Promise<string> {
  const row = await db
    .selectFrom("households")
    .select("time_zone")
    .where("id", "=", householdId)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}
