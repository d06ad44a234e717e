import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { ApiError, notFound, spanishValidation } from "#server/http/errors.ts";
import { publicInternet, vetUrl } from "#server/http/public-address.ts";
import { findHouseholdTimeZone } from "#server/modules/households/households.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { listDeliveries } from "#server/modules/notifications/deliveries.repository.ts";
import {
  countUnread,
  deletePushSubscription,
  findPreferences,
  findProfilePhone,
  isHouseholdMember,
  listNotifications,
  markRead,
  notificationExists,
  savePreferences,
  upsertPushSubscription,
} from "#server/modules/notifications/notifications.repository.ts";
import { markRemindersChanged } from "#server/modules/notifications/reminder-plans.repository.ts";
import { readUnsubscribeToken } from "#server/modules/notifications/unsubscribe-token.ts";
import { loadVapidKeys } from "#server/modules/notifications/vapid-keys.ts";
import {
  type NotificationPreferences,
  phoneChannels,
  reminderChannels,
  reminderKinds,
} from "#shared/reminders/kinds.ts";
import { toE164 } from "#shared/reminders/phone.ts";
import {
  type DeliveryReason,
  deliveryReasons,
  type NotificationList,
  type NotificationSettingsView,
} from "#shared/schemas/notifications.ts";

/** Notifications are each member's own: every call is scoped to the session's user. */

export async function getNotifications(
  ctx: ServiceContext,
  membership: Membership,
  limit: number,
): Promise<NotificationList> {
  const db = ctx.db;
  const [items, unread] = await Promise.all([
    listNotifications(db, membership.householdId, membership.userId, limit),
    countUnread(db, membership.householdId, membership.userId),
  ]);
  return { items, unread };
}

export async function markNotificationRead(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const db = ctx.db;
  if (!(await notificationExists(db, membership.householdId, membership.userId, id))) {
    throw notFound();
  }
  await markRead(db, membership.householdId, membership.userId, id, new Date());
  ctx.live.publish(membership.householdId, {
    topic: "notifications",
    action: "read",
    actorId: membership.userId,
  });
}

export async function markAllNotificationsRead(
  ctx: ServiceContext,
  membership: Membership,
): Promise<{ updated: number }> {
  const updated = await markRead(
    ctx.db,
    membership.householdId,
    membership.userId,
    null,
    new Date(),
  );
  ctx.live.publish(membership.householdId, {
    topic: "notifications",
    action: "read",
    actorId: membership.userId,
  });
  return { updated };
}

async function memberPhone(ctx: ServiceContext, membership: Membership): Promise<string | null> {
  return toE164(await findProfilePhone(ctx.db, membership.householdId, membership.profileId));
}

export async function getNotificationSettings(
  ctx: ServiceContext & Pick<AppContext, "config">,
  membership: Membership,
): Promise<NotificationSettingsView> {
  const db = ctx.db;
  const [preferences, phone, vapid, timeZone] = await Promise.all([
    findPreferences(db, membership.householdId, membership.userId),
    memberPhone(ctx, membership),
    loadVapidKeys(db, ctx.config),
    findHouseholdTimeZone(db, membership.householdId),
  ]);
  const twilio = ctx.config.reminders.twilio;
  return {
    preferences,
    phone,
    available: {
      in_app: true,
      email: true,
      push: true,
      sms: Boolean(twilio?.smsFrom),
      whatsapp: Boolean(twilio?.whatsappFrom),
    },
    vapidPublicKey: vapid.publicKey,
    timeZone,
  };
}

/** WhatsApp/SMS need a valid phone (E.164) in the profile and the member's explicit opt-in. */
export async function updateNotificationSettings(
  ctx: ServiceContext & Pick<AppContext, "config">,
  membership: Membership,
  input: NotificationPreferences,
): Promise<NotificationSettingsView> {
  const usesPhone = reminderKinds.some((kind) =>
    input.channels[kind].some((channel) => phoneChannels.includes(channel)),
  );
  if (usesPhone) {
    const fields: Record<string, string> = {};
    if (!input.phoneOptIn) fields.phoneOptIn = spanishValidation("phoneOptInRequired");
    if (!(await memberPhone(ctx, membership))) fields.phone = spanishValidation("phoneE164");
    const first = Object.values(fields)[0];
    if (first) throw new ApiError(400, "VALIDATION_FAILED", first, fields);
  }
  const channels = Object.fromEntries(
    reminderKinds.map((kind) => [
      kind,
      reminderChannels.filter((channel) => input.channels[kind].includes(channel)),
    ]),
  ) as NotificationPreferences["channels"];
  await savePreferences(
    ctx.db,
    membership.householdId,
    membership.userId,
    { ...input, channels },
    new Date(),
  );
  // Leads, channels and the brief's time decide when reminders fall due.
  await markRemindersChanged(ctx.db, [membership.householdId]);
  return getNotificationSettings(ctx, membership);
}

export async function subscribePush(
  ctx: ServiceContext & Pick<AppContext, "outbound">,
  membership: Membership,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | null,
): Promise<void> {
  // The reminder job will POST to this URL from inside our network: only https to public
  // addresses (checked again, and pinned, at every send).
  if (!(await vetUrl(ctx.outbound ?? publicInternet, input.endpoint)).ok) {
    const message = spanishValidation("pushEndpointNotPublic");
    throw new ApiError(400, "VALIDATION_FAILED", message, { endpoint: message });
  }
  await upsertPushSubscription(ctx.db, {
    householdId: membership.householdId,
    userId: membership.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
    now: new Date(),
  });
}

export async function unsubscribePush(
  ctx: ServiceContext,
  membership: Membership,
  endpoint: string,
): Promise<void> {
  await deletePushSubscription(ctx.db, membership.householdId, {
    userId: membership.userId,
    endpoint,
  });
}

/** A stored outcome as the member may see it: one of the known reasons, never a transport error's
 * text (a push service's answer, "connect ECONNREFUSED 10.0.0.5:6379"…). */
function memberReason(status: string, lastError: string | null): DeliveryReason | null {
  if (status === "sent" || status === "pending" || status === "sending" || !lastError) return null;
  const known = deliveryReasons.find((reason) => lastError.startsWith(reason));
  return known ?? "not_delivered";
}

export async function getDeliveryHistory(ctx: ServiceContext, membership: Membership) {
  const deliveries = await listDeliveries(ctx.db, membership.householdId, {
    userId: membership.userId,
  });
  return {
    deliveries: deliveries
      .slice(-50)
      .reverse()
      .map(({ userId: _user, lastError, ...delivery }) => ({
        ...delivery,
        lastError: memberReason(delivery.status, lastError),
      })),
  };
}

/** From the email's link, without a session: turns email off for every kind of reminder. */
export async function unsubscribeByToken(
  ctx: ServiceContext & Pick<AppContext, "config">,
  token: string,
): Promise<boolean> {
  const subject = readUnsubscribeToken(ctx.config.authSecret, token);
  if (!subject) return false;
  const db = ctx.db;
  if (!(await isHouseholdMember(db, subject.householdId, subject.userId))) return false;
  const preferences = await findPreferences(db, subject.householdId, subject.userId);
  const channels = Object.fromEntries(
    reminderKinds.map((kind) => [kind, preferences.channels[kind].filter((c) => c !== "email")]),
  ) as NotificationPreferences["channels"];
  await savePreferences(
    db,
    subject.householdId,
    subject.userId,
    { ...preferences, channels },
    new Date(),
  );
  await markRemindersChanged(db, [subject.householdId]);
  return true;
}
