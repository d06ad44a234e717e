import { v7 as uuidv7 } from "uuid";
import type { Db } from "#server/db/executor.ts";
import type { MessagingChannel } from "#shared/schemas/channels.ts";

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export interface ChannelLinkRow {
  id: string;
  householdId: string;
  userId: string;
  phone: string;
  channel: MessagingChannel;
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeAttempts: number;
  verifiedAt: string | null;
}

const linkColumns = [
  "channel_links.id as id",
  "channel_links.household_id as householdId",
  "channel_links.user_id as userId",
  "channel_links.phone as phone",
  "channel_links.channel as channel",
  "channel_links.code_hash as codeHash",
  "channel_links.code_expires_at as codeExpiresAt",
  "channel_links.code_attempts as codeAttempts",
  "channel_links.verified_at as verifiedAt",
] as const;

function toLink(row: {
  id: string;
  householdId: string;
  userId: string;
  phone: string;
  channel: MessagingChannel;
  codeHash: string | null;
  codeExpiresAt: Date | string | null;
  codeAttempts: number | string;
  verifiedAt: Date | string | null;
}): ChannelLinkRow {
  return {
    ...row,
    codeExpiresAt: iso(row.codeExpiresAt),
    codeAttempts: Number(row.codeAttempts),
    verifiedAt: iso(row.verifiedAt),
  };
}

export async function findMemberLink(
  db: Db,
  householdId: string,
  userId: string,
): Promise<ChannelLinkRow | null> {
  const row = await db
    .selectFrom("channel_links")
    .select(linkColumns)
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toLink(row) : null;
}

/** Whether another account has this number verified. */
export async function phoneVerifiedByOther(
  db: Db,
  phone: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("channel_links")
    .select("id")
    .where("phone", "=", phone)
    .where("verified_at", "is not", null)
    .where("user_id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Starts (or restarts) linking: the member's row becomes pending with a new code. */
export async function savePendingLink(
  db: Db,
  input: {
    householdId: string;
    userId: string;
    phone: string;
    channel: MessagingChannel;
    codeHash: string;
    codeExpiresAt: string;
    now: string;
  },
): Promise<string> {
  const existing = await findMemberLink(db, input.householdId, input.userId);
  if (existing) {
    await db
      .updateTable("channel_links")
      .set({
        phone: input.phone,
        channel: input.channel,
        code_hash: input.codeHash,
        code_expires_at: input.codeExpiresAt,
        code_attempts: 0,
        verified_at: null,
        updated_at: input.now,
      })
      .where("household_id", "=", input.householdId)
      .where("id", "=", existing.id)
      .execute();
    return existing.id;
  }
  const id = uuidv7();
  await db
    .insertInto("channel_links")
    .values({
      id,
      household_id: input.householdId,
      user_id: input.userId,
      phone: input.phone,
      channel: input.channel,
      code_hash: input.codeHash,
      code_expires_at: input.codeExpiresAt,
      code_attempts: 0,
      verified_at: null,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
  return id;
}

export async function countCodeAttempt(db: Db, householdId: string, id: string): Promise<void> {
  await db
    .updateTable("channel_links")
    .set((eb) => ({ code_attempts: eb("code_attempts", "+", 1) }))
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function markLinkVerified(
  db: Db,
  householdId: string,
  id: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("channel_links")
    .set({ verified_at: now, code_hash: null, code_expires_at: null, updated_at: now })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function deleteMemberLink(db: Db, householdId: string, userId: string): Promise<void> {
  await db
    .deleteFrom("channel_links")
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .execute();
}

export async function recordCodeSend(
  db: Db,
  input: { householdId: string; userId: string; phone: string; now: string },
): Promise<void> {
  await db
    .insertInto("channel_code_sends")
    .values({
      id: uuidv7(),
      household_id: input.householdId,
      user_id: input.userId,
      phone: input.phone,
      created_at: input.now,
    })
    .execute();
}

export async function countCodeSends(
  db: Db,
  input: { householdId: string; userId: string; phone: string; since: string },
): Promise<{ byMember: number; byPhone: number }> {
  const byMember = await db
    .selectFrom("channel_code_sends")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("household_id", "=", input.householdId)
    .where("user_id", "=", input.userId)
    .where("created_at", ">=", input.since)
    .executeTakeFirstOrThrow();
  const byPhone = await db
    .selectFrom("channel_code_sends")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("phone", "=", input.phone)
    .where("created_at", ">=", input.since)
    .executeTakeFirstOrThrow();
  return { byMember: Number(byMember.count), byPhone: Number(byPhone.count) };
}

/** The household's country for the phone picker: that of the account that created it. */
export async function findHouseholdCountry(db: Db, householdId: string): Promise<string> {
  const row = await db
    .selectFrom("households")
    .leftJoin("user", "user.id", "households.created_by")
    .select("user.country as country")
    .where("households.id", "=", householdId)
    .executeTakeFirst();
  return row?.country ?? "MX";
}

/** The member a verified number belongs to — only while they are still in that household. */
export async function findVerifiedMemberByPhone(
  db: Db,
  phone: string,
): Promise<{
  userId: string;
  householdId: string;
  profileId: string;
  role: string;
  /** The account's language ("ES", "EN", "PT"): what the replies are written in. */
  language: string;
} | null> {
  const row = await db
    .selectFrom("channel_links")
    .innerJoin("user_roles", (join) =>
      join
        .onRef("user_roles.user_id", "=", "channel_links.user_id")
        .onRef("user_roles.household_id", "=", "channel_links.household_id"),
    )
    .innerJoin("profiles", (join) =>
      join
        .onRef("profiles.user_id", "=", "channel_links.user_id")
        .onRef("profiles.household_id", "=", "channel_links.household_id"),
    )
    .innerJoin("user", "user.id", "channel_links.user_id")
    .select([
      "user.language as language",
      "channel_links.user_id as userId",
      "channel_links.household_id as householdId",
      "profiles.id as profileId",
      "user_roles.role as role",
    ])
    .where("channel_links.phone", "=", phone)
    .where("channel_links.verified_at", "is not", null)
    .executeTakeFirst();
  return row ?? null;
}

/** The account's language ("ES", "EN", "PT"), for what is sent to its phone. */
export async function findAccountLanguage(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("language")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.language ?? null;
}

/** Takes a provider's message id; false when it was taken before (a retry or another instance). */
export async function claimInboundMessage(
  db: Db,
  provider: string,
  messageId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto("channel_inbound_messages")
    .values({ provider, message_id: messageId, received_at: now })
    .onConflict((oc) => oc.columns(["provider", "message_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes an unknown number's reply for the day; false when it already had one. */
export async function claimUnknownReply(
  db: Db,
  phone: string,
  day: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto("channel_unknown_replies")
    .values({ phone, day, created_at: now })
    .onConflict((oc) => oc.columns(["phone", "day"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function markConversationChannel(
  db: Db,
  householdId: string,
  conversationId: string,
  channel: string,
): Promise<void> {
  await db
    .updateTable("chat_conversations")
    .set({ channel })
    .where("household_id", "=", householdId)
    .where("id", "=", conversationId)
    .execute();
}

/** The member's latest conversation over a channel, to keep the thread going. */
export async function findChannelConversation(
  db: Db,
  householdId: string,
  userId: string,
  channel: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("chat_conversations")
    .select("id")
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .where("channel", "=", channel)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The task of the latest task reminder sent to the member over WhatsApp since `since`. */
export async function findLatestWhatsappTaskReminder(
  db: Db,
  householdId: string,
  userId: string,
  since: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom("reminder_deliveries")
    .select("reminder_key")
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .where("channel", "=", "whatsapp")
    .where("status", "=", "sent")
    .where("reminder_key", "like", "task_due:%")
    .where("sent_at", ">=", since.toISOString())
    .orderBy("sent_at", "desc")
    .executeTakeFirst();
  return row?.reminder_key.split(":")[1] ?? null;
}
