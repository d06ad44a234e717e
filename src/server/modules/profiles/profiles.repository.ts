import type { Executor } from "#server/db/executor.ts";
import { parseJson, toIso } from "#server/db/normalize.ts";
import {
  type AssistantTone,
  assistantTones,
  defaultTone,
  type HouseholdLanguage,
  householdLanguages,
  type MemberPreferences,
} from "#shared/domain/preferences.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";

export interface ProfileRecord {
  id: string;
  userId: string;
  householdId: string;
  name: string;
  email: string;
  phone: string | null;
  role: HouseholdRole;
  dateOfBirth: string | null;
  preferences: MemberPreferences;
  avatarUrl: string | null;
  createdAt: string;
}

/** Spec §3 stores preferences as {language, allergies[], assistant_tone}. */
export function toStoredPreferences(preferences: MemberPreferences) {
  return {
    language: preferences.language,
    allergies: preferences.allergies,
    assistant_tone: preferences.assistantTone,
  };
}

/** Reads stored preferences, filling what is missing (members added before they chose any). */
export function readPreferences(
  stored: unknown,
  fallbackLanguage: HouseholdLanguage = "es",
): MemberPreferences {
  const value = (parseJson<Record<string, unknown> | null>(stored) ?? {}) as Record<
    string,
    unknown
  >;
  const language = householdLanguages.includes(value.language as HouseholdLanguage)
    ? (value.language as HouseholdLanguage)
    : fallbackLanguage;
  const tone = assistantTones.includes(value.assistant_tone as AssistantTone)
    ? (value.assistant_tone as AssistantTone)
    : defaultTone;
  const allergies = Array.isArray(value.allergies)
    ? value.allergies.filter((item): item is string => typeof item === "string")
    : [];
  return { language, allergies, assistantTone: tone };
}

export async function findProfileByUser(
  db: Executor,
  householdId: string,
  userId: string,
): Promise<ProfileRecord | null> {
  const row = await db
    .selectFrom("profiles")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    householdId: row.household_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    dateOfBirth: row.date_of_birth,
    preferences: readPreferences(row.preferences),
    avatarUrl: row.avatar_url,
    createdAt: toIso(row.created_at),
  };
}

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  dateOfBirth?: string | null;
  preferences?: MemberPreferences;
  avatarUrl?: string;
}

export async function updateProfile(
  db: Executor,
  householdId: string,
  profileId: string,
  changes: ProfileChanges,
): Promise<void> {
  await db
    .updateTable("profiles")
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.dateOfBirth !== undefined && { date_of_birth: changes.dateOfBirth }),
      ...(changes.preferences !== undefined && {
        preferences: JSON.stringify(toStoredPreferences(changes.preferences)),
      }),
      ...(changes.avatarUrl !== undefined && { avatar_url: changes.avatarUrl }),
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", profileId)
    .execute();
}
