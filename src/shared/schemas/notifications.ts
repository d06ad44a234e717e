import { z } from "zod";
import {
  defaultPreferences,
  eventLeadMinutes,
  type NotificationPreferences,
  reminderChannels,
  reminderKinds,
  taskLeadMinutes,
} from "#shared/reminders/kinds.ts";

export const notificationItemSchema = z
  .strictObject({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string().nullable(),
    /** An in-app path ("/tasks?tarea=…"), never another site. */
    link: z.string().nullable(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Notification", description: "Un aviso del centro de notificaciones." });
export type NotificationItem = z.output<typeof notificationItemSchema>;

export const notificationListSchema = z.strictObject({
  items: z.array(notificationItemSchema),
  unread: z.number().int(),
});
export type NotificationList = z.output<typeof notificationListSchema>;

const timeSchema = z
  .string({ error: "timeInvalid" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "timeInvalid");

const channelsSchema = z.array(z.enum(reminderChannels)).max(reminderChannels.length);

/** What the member may change in /settings → Recordatorios. */
export const notificationPreferencesSchema = z
  .strictObject({
    channels: z.strictObject(
      Object.fromEntries(
        reminderKinds.map((kind) => [
          kind,
          // A kind added later (meal_prep) keeps its default for a client that does not know it.
          kind === "meal_prep"
            ? channelsSchema.default(defaultPreferences.channels.meal_prep)
            : channelsSchema,
        ]),
      ) as Record<(typeof reminderKinds)[number], typeof channelsSchema>,
    ),
    taskLeadMinutes: z
      .number()
      .int()
      .refine((value) => (taskLeadMinutes as readonly number[]).includes(value), "leadInvalid"),
    eventLeadMinutes: z
      .number()
      .int()
      .refine((value) => (eventLeadMinutes as readonly number[]).includes(value), "leadInvalid"),
    quietStart: timeSchema.nullable(),
    quietEnd: timeSchema.nullable(),
    morningBrief: z.boolean(),
    morningBriefTime: timeSchema,
    phoneOptIn: z.boolean(),
  })
  .refine((value) => (value.quietStart === null) === (value.quietEnd === null), {
    message: "quietHoursIncomplete",
    path: ["quietEnd"],
  }) satisfies z.ZodType<NotificationPreferences>;

export const notificationSettingsViewSchema = z.strictObject({
  preferences: notificationPreferencesSchema,
  /** The profile's phone in E.164, or null when it is missing or not a valid number. */
  phone: z.string().nullable(),
  /** What this server can deliver (WhatsApp/SMS only when a provider is configured). */
  available: z.strictObject(
    Object.fromEntries(reminderChannels.map((channel) => [channel, z.boolean()])) as Record<
      (typeof reminderChannels)[number],
      z.ZodBoolean
    >,
  ),
  vapidPublicKey: z.string(),
  timeZone: z.string(),
});
export type NotificationSettingsView = z.output<typeof notificationSettingsViewSchema>;

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  // The shape only: the service then allows https to public addresses alone (public-address.ts).
  endpoint: z.url({ protocol: /^https?$/, error: "urlInvalid" }).max(2000),
  keys: z.object({
    p256dh: z.string().min(16).max(200),
    auth: z.string().min(8).max(100),
  }),
});

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) });

/** Why a reminder was not delivered, in words the member can act on. A transport failure (a
 * push service's or provider's error text, a timeout) is only ever "not_delivered": its detail
 * goes to the server log, never to members (it would let them probe the server's network). */
export const deliveryReasons = [
  "invalid_phone",
  "no_subscription",
  "subscription_expired",
  "no_opt_in",
  "provider_not_configured",
  "channel_disabled",
  "member_left",
  "endpoint_refused",
  "not_delivered",
] as const;
export type DeliveryReason = (typeof deliveryReasons)[number];

/** One row of the member's delivery history (newest first). */
export const deliveryHistoryItemSchema = z.strictObject({
  reminderKey: z.string(),
  kind: z.enum(reminderKinds),
  title: z.string(),
  channel: z.enum(reminderChannels),
  status: z.enum(["pending", "sending", "retry", "sent", "failed", "skipped"]),
  attempts: z.number().int(),
  /** Why it failed, was skipped or is being retried; null once sent. */
  lastError: z.enum(deliveryReasons).nullable(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type DeliveryHistoryItem = z.output<typeof deliveryHistoryItemSchema>;
