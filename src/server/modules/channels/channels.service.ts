import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { ApiError } from "#server/http/errors.ts";
import { parseWith } from "#server/http/validation.ts";
import { channelsIncluded } from "#server/modules/channels/channel-plan.ts";
import { accountLocale, channelTexts } from "#server/modules/channels/channel-texts.ts";
import {
  countCodeAttempt,
  countCodeSends,
  deleteMemberLink,
  findAccountLanguage,
  findHouseholdCountry,
  findMemberLink,
  markLinkVerified,
  phoneVerifiedByOther,
  recordCodeSend,
  savePendingLink,
} from "#server/modules/channels/channels.repository.ts";
import {
  type CodeTemplate,
  sendWhatsAppCloudCode,
} from "#server/modules/channels/whatsapp-cloud-sender.ts";
import { findChatHousehold } from "#server/modules/chat/chat.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import {
  type ProviderOutcome,
  sendProviderMessage,
} from "#server/modules/notifications/twilio-sender.ts";
import {
  isPhoneCountry,
  type PhoneCountry,
  phoneInCountry,
} from "#shared/channels/phone-countries.ts";
import type { UiLocale } from "#shared/domain/locale.ts";
import {
  type ConfirmPhoneLink,
  confirmPhoneLinkSchema,
  type MessagingChannel,
  type PhoneLinkState,
  type StartPhoneLink,
  startPhoneLinkSchema,
} from "#shared/schemas/channels.ts";

/** What the phone-link services use: the config (auth secret, which providers are set up) and the
 * logger beside the service context. */
type PhoneLinkContext = ServiceContext & Pick<AppContext, "config" | "logger">;

const codeLifetimeMs = 10 * 60 * 1000;
export const maxCodeAttempts = 5;
/** Codes a member may ask for in a window, and codes one number may receive in a day. */
const memberSendLimit = { count: 3, windowMs: 15 * 60 * 1000 };
const phoneSendLimit = { count: 5, windowMs: 24 * 60 * 60 * 1000 };
const providerTimeoutMs = 10_000;

/** Codes are kept as an HMAC under the server secret, bound to the member. */
function hashCode(ctx: PhoneLinkContext, membership: Membership, code: string): string {
  return createHmac("sha256", ctx.config.authSecret)
    .update(`${membership.householdId}:${membership.userId}:${code}`)
    .digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

type Config = PhoneLinkContext["config"];

/** Who carries a linking code over a channel: Twilio when it has a sender for that channel;
 * for WhatsApp otherwise the Cloud API with an approved authentication template, since a code
 * goes to a number that has not written in the last 24 hours and Meta then delivers only
 * templates. */
type CodeRoute =
  | { provider: "twilio"; twilio: NonNullable<Config["reminders"]["twilio"]> }
  | {
      provider: "whatsapp-cloud";
      whatsapp: NonNullable<Config["whatsapp"]>;
      template: CodeTemplate;
    };

function codeRoute(config: Config, channel: MessagingChannel): CodeRoute | undefined {
  const twilio = config.reminders.twilio;
  if (twilio && (channel === "sms" ? twilio.smsFrom : twilio.whatsappFrom)) {
    return { provider: "twilio", twilio };
  }
  const template = config.whatsapp?.codeTemplate;
  if (channel === "whatsapp" && config.whatsapp && template) {
    return { provider: "whatsapp-cloud", whatsapp: config.whatsapp, template };
  }
  return undefined;
}

/** A clear refusal before anything is stored or counted, pointing to the channel that works. */
function channelRefusal(config: Config, channel: MessagingChannel): ApiError {
  const other: MessagingChannel = channel === "whatsapp" ? "sms" : "whatsapp";
  if (!codeRoute(config, other)) return new ApiError(409, "CHANNEL_UNAVAILABLE");
  return new ApiError(
    409,
    channel === "whatsapp" ? "WHATSAPP_LINK_UNAVAILABLE" : "SMS_LINK_UNAVAILABLE",
  );
}

function sendLinkCode(
  route: CodeRoute,
  input: { channel: MessagingChannel; to: string; code: string; locale: UiLocale },
): Promise<ProviderOutcome> {
  if (route.provider === "whatsapp-cloud") {
    return sendWhatsAppCloudCode(route.whatsapp, {
      to: input.to,
      code: input.code,
      template: route.template,
      locale: input.locale,
      timeoutMs: providerTimeoutMs,
    });
  }
  return sendProviderMessage(route.twilio, {
    channel: input.channel,
    to: input.to,
    body: channelTexts(input.locale).linkCode(input.code),
    timeoutMs: providerTimeoutMs,
  });
}

async function householdCountry(ctx: PhoneLinkContext, householdId: string): Promise<PhoneCountry> {
  const country = await findHouseholdCountry(ctx.db, householdId);
  return isPhoneCountry(country) ? country : "MX";
}

export async function getPhoneLink(
  ctx: PhoneLinkContext,
  membership: Membership,
): Promise<PhoneLinkState> {
  const { db } = ctx;
  const now = new Date();
  const link = await findMemberLink(db, membership.householdId, membership.userId);
  const household = await findChatHousehold(db, membership.householdId);
  return {
    country: await householdCountry(ctx, membership.householdId),
    // Linking needs a code, so a channel counts when some provider can carry one over it.
    available:
      codeRoute(ctx.config, "whatsapp") !== undefined || codeRoute(ctx.config, "sms") !== undefined,
    includedInPlan: channelsIncluded(household, now),
    link: link
      ? {
          phone: link.phone,
          channel: link.channel,
          status: link.verifiedAt ? "verified" : "pending",
          codeExpiresAt: link.verifiedAt ? null : link.codeExpiresAt,
        }
      : null,
  };
}

/** Sends a 6-digit code to the number over the chosen channel; the number stays pending until
 * the code comes back. Any member — also an invited one, a child included — links their own. */
export async function startPhoneLink(
  ctx: PhoneLinkContext,
  membership: Membership,
  input: StartPhoneLink,
): Promise<PhoneLinkState> {
  const request = parseWith(startPhoneLinkSchema, input);
  const route = codeRoute(ctx.config, request.channel);
  if (!route) throw channelRefusal(ctx.config, request.channel);
  const { db } = ctx;
  const now = new Date();
  const country = request.country ?? (await householdCountry(ctx, membership.householdId));
  const phone = phoneInCountry(request.phone, country);
  if (!phone) {
    throw new ApiError(400, "VALIDATION_FAILED", undefined, {
      phone: "Escribe un teléfono válido: solo números, espacios, guiones y +",
    });
  }
  if (await phoneVerifiedByOther(db, phone, membership.userId)) {
    throw new ApiError(409, "PHONE_TAKEN");
  }
  const sends = await countCodeSends(db, {
    householdId: membership.householdId,
    userId: membership.userId,
    phone,
    since: new Date(now.getTime() - phoneSendLimit.windowMs).toISOString(),
  });
  const recentByMember = await countCodeSends(db, {
    householdId: membership.householdId,
    userId: membership.userId,
    phone,
    since: new Date(now.getTime() - memberSendLimit.windowMs).toISOString(),
  });
  if (recentByMember.byMember >= memberSendLimit.count || sends.byPhone >= phoneSendLimit.count) {
    throw new ApiError(429, "CODE_RATE_LIMITED");
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const stamp = now.toISOString();
  await savePendingLink(db, {
    householdId: membership.householdId,
    userId: membership.userId,
    phone,
    channel: request.channel,
    codeHash: hashCode(ctx, membership, code),
    codeExpiresAt: new Date(now.getTime() + codeLifetimeMs).toISOString(),
    now: stamp,
  });
  await recordCodeSend(db, {
    householdId: membership.householdId,
    userId: membership.userId,
    phone,
    now: stamp,
  });
  const locale = accountLocale(await findAccountLanguage(db, membership.userId));
  const outcome = await sendLinkCode(route, { channel: request.channel, to: phone, code, locale });
  if (outcome.outcome !== "sent") {
    ctx.logger.warn({ detail: outcome.detail }, "no se pudo enviar el código de vinculación");
    await deleteMemberLink(db, membership.householdId, membership.userId);
    throw new ApiError(outcome.outcome === "rejected" ? 400 : 503, "CODE_NOT_SENT");
  }
  return getPhoneLink(ctx, membership);
}

/** Confirms the pending number with its code: at most 5 tries, within 10 minutes. */
export async function confirmPhoneLink(
  ctx: PhoneLinkContext,
  membership: Membership,
  input: ConfirmPhoneLink,
): Promise<PhoneLinkState> {
  const { code } = parseWith(confirmPhoneLinkSchema, input);
  const { db } = ctx;
  const now = new Date();
  const link = await findMemberLink(db, membership.householdId, membership.userId);
  if (!link || link.verifiedAt || !link.codeHash) throw new ApiError(409, "NO_PENDING_LINK");
  if (
    link.codeAttempts >= maxCodeAttempts ||
    !link.codeExpiresAt ||
    new Date(link.codeExpiresAt).getTime() <= now.getTime()
  ) {
    throw new ApiError(410, "CODE_EXPIRED");
  }
  await countCodeAttempt(db, membership.householdId, link.id);
  if (!sameHash(hashCode(ctx, membership, code), link.codeHash)) {
    throw new ApiError(400, "CODE_INVALID", undefined, {
      code: "El código no es correcto.",
    });
  }
  if (await phoneVerifiedByOther(db, link.phone, membership.userId)) {
    throw new ApiError(409, "PHONE_TAKEN");
  }
  try {
    await markLinkVerified(db, membership.householdId, link.id, now.toISOString());
  } catch {
    // Another account verified the same number at the same instant: the unique index decided.
    throw new ApiError(409, "PHONE_TAKEN");
  }
  return getPhoneLink(ctx, membership);
}

/** Unlinks in one call; messages from that number are then an unknown number's. */
export async function unlinkPhone(ctx: PhoneLinkContext, membership: Membership): Promise<void> {
  await deleteMemberLink(ctx.db, membership.householdId, membership.userId);
}
