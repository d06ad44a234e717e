import { messageLocale } from "#server/ai/understanding/language.ts";
import type { AppContext } from "#server/app-context.ts";
import { runChannelMessage } from "#server/modules/channels/channel-assistant.ts";
import { channelsIncluded } from "#server/modules/channels/channel-plan.ts";
import { accountLocale, channelTexts } from "#server/modules/channels/channel-texts.ts";
import {
  claimInboundMessage,
  claimUnknownReply,
  findVerifiedMemberByPhone,
} from "#server/modules/channels/channels.repository.ts";
import { answerReminderReply } from "#server/modules/channels/reminder-reply.ts";
import { isHouseholdRole } from "#server/modules/channels/roles.ts";
import { splitMessage } from "#server/modules/channels/split-message.ts";
import { findChatHousehold } from "#server/modules/chat/chat.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";

export type ChannelContext = Pick<
  AppContext,
  "config" | "database" | "live" | "logger" | "storage"
> & { now?: () => Date };

/** One message as a provider delivered it, in our words. */
export interface InboundMessage {
  provider: "twilio" | "whatsapp-cloud";
  messageId: string;
  /** The sender in E.164. */
  from: string;
  channel: "whatsapp" | "sms";
  text: string;
  /** Photos, voice notes, documents attached. */
  mediaCount: number;
}

/** Sends one text back to the sender through the provider it came from. */
export type ReplySender = (to: string, body: string) => Promise<void>;

/** Work still running after the webhook answered; tests and shutdown wait for it. */
const inFlight = new Set<Promise<void>>();

export async function settleChannelWork(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * Takes the provider's message id before anything else: a retried webhook, or the same
 * delivery reaching two instances, finds it taken and is only acknowledged. The unique row is
 * in the database, so this holds across instances.
 */
export async function claimMessage(ctx: ChannelContext, message: InboundMessage): Promise<boolean> {
  const now = ctx.now?.() ?? new Date();
  return claimInboundMessage(
    ctx.database.db,
    message.provider,
    message.messageId,
    now.toISOString(),
  );
}

/** Runs after the webhook has answered: never throws, logs instead. */
export function handleInBackground(
  ctx: ChannelContext,
  message: InboundMessage,
  reply: ReplySender,
  limit: number,
): void {
  const work = answerMessage(ctx, message, reply, limit)
    .catch((error: unknown) => {
      ctx.logger.error(
        { err: error, provider: message.provider },
        "mensaje entrante sin responder",
      );
    })
    .finally(() => {
      inFlight.delete(work);
    });
  inFlight.add(work);
}

export async function answerMessage(
  ctx: ChannelContext,
  message: InboundMessage,
  reply: ReplySender,
  limit: number,
): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.now?.() ?? new Date();
  const send = async (text: string) => {
    for (const part of splitMessage(text, limit)) await reply(message.from, part);
  };

  const member = await findVerifiedMemberByPhone(db, message.from);
  if (!member || !isHouseholdRole(member.role)) {
    // Unlinked, unverified or removed: one reply a day, nothing of any household.
    const day = now.toISOString().slice(0, 10);
    if (await claimUnknownReply(db, message.from, day, now.toISOString())) {
      // No account to read a language from: the message's own words, else Spanish.
      await send(channelTexts(messageLocale(message.text)).unknown(ctx.config.publicUrl));
    }
    return;
  }
  const membership: Membership = {
    userId: member.userId,
    householdId: member.householdId,
    profileId: member.profileId,
    role: member.role,
  };
  const locale = accountLocale(member.language);
  const say = channelTexts(locale);
  const household = await findChatHousehold(db, membership.householdId);
  if (!channelsIncluded(household, now)) {
    await send(say.notInPlan(ctx.config.publicUrl));
    return;
  }
  if (!message.text.trim()) {
    await send(say.textOnly);
    return;
  }
  if (message.channel === "whatsapp") {
    const acted = await answerReminderReply(ctx, membership, household.timeZone, message.text, say);
    if (acted) {
      await send(acted);
      return;
    }
  }
  try {
    // The chat service takes the service context (db, live) beside what the assistant uses.
    const answer = await runChannelMessage({ ...ctx, db }, membership, {
      channel: message.channel,
      text: message.text,
      locale,
    });
    const extra = message.mediaCount > 0 ? `\n\n${say.textOnly}` : "";
    await send((answer.text || say.failed) + extra);
  } catch (error) {
    ctx.logger.warn({ err: error }, "el asistente no respondió por el canal");
    await send(say.failed);
  }
}
