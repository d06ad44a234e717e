import { sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "#server/db/executor.ts";
import { parseJson, toBoolean, toIso } from "#server/db/normalize.ts";
import { type Persona, type PersonaTraits, readTraits } from "#shared/assistant/persona.ts";
import type { HouseholdPlanState } from "#shared/domain/plans.ts";
import type { ConversationChannel } from "#shared/schemas/chat.ts";

export interface ConversationRow {
  id: string;
  title: string;
  personaId: string | null;
  channel: ConversationChannel | null;
  createdAt: string;
  updatedAt: string;
}

export interface MessageRow {
  id: string;
  role: "user" | "assistant";
  content: string;
  parts: unknown;
  createdAt: string;
}

export interface ChatHousehold extends HouseholdPlanState {
  name: string;
  language: string;
  timeZone: string;
}

export async function findChatHousehold(db: Db, householdId: string): Promise<ChatHousehold> {
  const row = await db
    .selectFrom("households")
    .select(["name", "language", "time_zone", "plan", "subscription_status", "trial_ends_at"])
    .where("id", "=", householdId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    language: row.language,
    timeZone: row.time_zone,
    plan: row.plan,
    subscriptionStatus: row.subscription_status,
    trialEndsAt: row.trial_ends_at === null ? null : toIso(row.trial_ends_at),
  };
}

/** The sender's name and every allergy the members wrote in their preferences (spec §3
 * profiles.preferences): one read of the household's profiles. */
export async function readMemberContext(
  db: Db,
  householdId: string,
  profileId: string,
): Promise<{ memberName: string; allergies: string[] }> {
  const rows = await db
    .selectFrom("profiles")
    .select(["id", "name", "preferences"])
    .where("household_id", "=", householdId)
    .execute();
  const allergies = rows.flatMap((row) => {
    const preferences = parseJson<{ allergies?: unknown } | null>(row.preferences);
    return Array.isArray(preferences?.allergies)
      ? preferences.allergies.filter((item): item is string => typeof item === "string")
      : [];
  });
  return { memberName: rows.find((row) => row.id === profileId)?.name ?? "", allergies };
}

const personaColumns = [
  "id",
  "name",
  "description",
  "personality_traits",
  "is_active",
  "created_at",
  "updated_at",
] as const;

function toPersona(row: {
  id: string;
  name: string;
  description: string | null;
  personality_traits: unknown;
  is_active: boolean | number;
  created_at: Date | string;
  updated_at: Date | string;
}): Persona {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    traits: readTraits(parseJson(row.personality_traits)),
    isActive: toBoolean(row.is_active),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The household's personas, the active one first (spec §7). */
export async function listPersonas(db: Db, householdId: string): Promise<Persona[]> {
  const rows = await db
    .selectFrom("assistant_personas")
    .select(personaColumns)
    .where("household_id", "=", householdId)
    .orderBy("is_active", "desc")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toPersona);
}

export async function findPersona(
  db: Db,
  householdId: string,
  id: string,
): Promise<Persona | null> {
  const row = await db
    .selectFrom("assistant_personas")
    .select(personaColumns)
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toPersona(row) : null;
}

export interface PersonaRowValues {
  name: string;
  description: string | null;
  traits: PersonaTraits;
  systemPrompt: string;
}

export async function insertPersona(
  db: Db,
  householdId: string,
  values: PersonaRowValues,
): Promise<string> {
  const id = uuidv7();
  const now = new Date();
  await db
    .insertInto("assistant_personas")
    .values({
      id,
      household_id: householdId,
      name: values.name,
      description: values.description,
      system_prompt: values.systemPrompt,
      personality_traits: JSON.stringify(values.traits),
      is_active: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updatePersona(
  db: Db,
  householdId: string,
  id: string,
  values: PersonaRowValues,
): Promise<void> {
  await db
    .updateTable("assistant_personas")
    .set({
      name: values.name,
      description: values.description,
      system_prompt: values.systemPrompt,
      personality_traits: JSON.stringify(values.traits),
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

/** One active persona per household: the household's default, first in the selector. */
export async function activatePersona(db: Db, householdId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("assistant_personas")
      .set({ is_active: false })
      .where("household_id", "=", householdId)
      .where("id", "!=", id)
      .execute();
    await trx
      .updateTable("assistant_personas")
      .set({ is_active: true, updated_at: new Date() })
      .where("household_id", "=", householdId)
      .where("id", "=", id)
      .execute();
  });
}

const conversationColumns = [
  "id",
  "title",
  "persona_id",
  "channel",
  "created_at",
  "updated_at",
] as const;

const channelOf = (value: string | null): ConversationChannel | null =>
  value === "whatsapp" || value === "sms" ? value : null;

function toConversation(row: {
  id: string;
  title: string;
  persona_id: string | null;
  channel: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}): ConversationRow {
  return {
    id: row.id,
    title: row.title,
    personaId: row.persona_id,
    channel: channelOf(row.channel),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A member's own conversations, most recent first. */
export async function listConversations(
  db: Db,
  householdId: string,
  userId: string,
): Promise<ConversationRow[]> {
  const rows = await db
    .selectFrom("chat_conversations")
    .select(conversationColumns)
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map(toConversation);
}

export async function findConversation(
  db: Db,
  householdId: string,
  userId: string,
  id: string,
): Promise<ConversationRow | null> {
  const row = await db
    .selectFrom("chat_conversations")
    .select(conversationColumns)
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toConversation(row) : null;
}

/** A conversation by id alone, with its owners: an id another member or household took is
 * refused, not reused. */
export async function findConversationById(
  db: Db,
  id: string,
): Promise<(ConversationRow & { householdId: string; userId: string }) | null> {
  const row = await db
    .selectFrom("chat_conversations")
    .select([...conversationColumns, "household_id", "user_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? { ...toConversation(row), householdId: row.household_id, userId: row.user_id }
    : null;
}

export async function insertConversation(
  db: Db,
  values: {
    id: string;
    householdId: string;
    userId: string;
    personaId: string | null;
    title: string;
  },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto("chat_conversations")
    .values({
      id: values.id,
      household_id: values.householdId,
      user_id: values.userId,
      persona_id: values.personaId,
      title: values.title,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateConversation(
  db: Db,
  householdId: string,
  id: string,
  changes: { title?: string; personaId?: string | null },
): Promise<void> {
  await db
    .updateTable("chat_conversations")
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.personaId !== undefined && { persona_id: changes.personaId }),
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function deleteConversationRow(
  db: Db,
  householdId: string,
  id: string,
): Promise<void> {
  await db
    .deleteFrom("chat_conversations")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function listMessages(
  db: Db,
  householdId: string,
  conversationId: string,
): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom("chat_messages")
    .select(["id", "role", "content", "parts", "created_at"])
    .where("household_id", "=", householdId)
    .where("conversation_id", "=", conversationId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    parts: row.parts === null ? null : parseJson(row.parts),
    createdAt: toIso(row.created_at),
  }));
}

/** The last `count` messages of a conversation, oldest first: what the model is shown. */
export async function listRecentMessages(
  db: Db,
  householdId: string,
  conversationId: string,
  count: number,
): Promise<Pick<MessageRow, "id" | "role" | "content" | "parts">[]> {
  const rows = await db
    .selectFrom("chat_messages")
    .select(["id", "role", "content", "parts"])
    .where("household_id", "=", householdId)
    .where("conversation_id", "=", conversationId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(count)
    .execute();
  return rows.reverse().map((row) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    parts: row.parts === null ? null : parseJson(row.parts),
  }));
}

export async function insertMessage(
  db: Db,
  values: {
    householdId: string;
    conversationId: string;
    role: "user" | "assistant";
    content: string;
    parts: unknown;
  },
): Promise<string> {
  const id = uuidv7();
  const now = new Date();
  await db
    .insertInto("chat_messages")
    .values({
      id,
      household_id: values.householdId,
      conversation_id: values.conversationId,
      role: values.role,
      content: values.content,
      parts: values.parts === null ? null : JSON.stringify(values.parts),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function readUsage(db: Db, householdId: string, month: string): Promise<number> {
  const row = await db
    .selectFrom("chat_usage")
    .select("messages")
    .where("household_id", "=", householdId)
    .where("month", "=", month)
    .executeTakeFirst();
  return row ? Number(row.messages) : 0;
}

/** Counts one message, unless the month already reached `limit`; answers whether it counted.
 * One statement, so two messages sent at once cannot both take the last one. */
export async function takeUsage(
  db: Db,
  householdId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const result = await db
    .insertInto("chat_usage")
    .values({ household_id: householdId, month, messages: 1 })
    .onConflict((oc) => {
      const count = oc
        .columns(["household_id", "month"])
        .doUpdateSet({ messages: sql<number>`chat_usage.messages + 1` });
      return limit === null ? count : count.where("chat_usage.messages", "<", limit);
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
