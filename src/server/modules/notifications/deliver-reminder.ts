import type { AppContext } from "#server/app-context.ts";
import { publicInternet } from "#server/http/public-address.ts";
import {
  type ClaimedDelivery,
  finishDelivery,
} from "#server/modules/notifications/deliveries.repository.ts";
import {
  deletePushSubscription,
  findPreferences,
  findReminderRecipient,
  insertNotification,
  listPushSubscriptions,
  type ReminderRecipient,
} from "#server/modules/notifications/notifications.repository.ts";
import { sendPush } from "#server/modules/notifications/push-sender.ts";
import { reminderEmail } from "#server/modules/notifications/reminder-email.ts";
import { sendProviderMessage } from "#server/modules/notifications/twilio-sender.ts";
import { createUnsubscribeToken } from "#server/modules/notifications/unsubscribe-token.ts";
import type { VapidKeys } from "#server/modules/notifications/vapid-keys.ts";
import { defaultPreferences, type NotificationPreferences } from "#shared/reminders/kinds.ts";
import { toE164 } from "#shared/reminders/phone.ts";

export type ChannelResult =
  | { status: "sent"; note?: string }
  | { status: "retry"; error: string }
  | { status: "failed" | "skipped"; error: string };

export interface DeliveryOptions {
  vapid: VapidKeys;
  /** How long a push service or messaging provider may take to answer. */
  timeoutMs: number;
  now: () => Date;
  /** Who each delivery goes to and their preferences, read once for a claimed batch
   * (`recipientsOfBatch`); else read for this delivery. */
  recipients?: RecipientReader;
}

interface Recipient {
  recipient: ReminderRecipient | null;
  preferences: NotificationPreferences;
}

type RecipientReader = (app: AppContext, householdId: string, userId: string) => Promise<Recipient>;

async function readRecipient(app: AppContext, householdId: string, userId: string) {
  const recipient = await findReminderRecipient(app.database.db, householdId, userId);
  // Preferences may have changed since planning (an unsubscribe link, a channel turned off).
  const preferences = recipient
    ? await findPreferences(app.database.db, householdId, userId)
    : defaultPreferences;
  return { recipient, preferences };
}

/**
 * Reads each member's recipient and preferences once for the deliveries claimed together (a
 * batch is mostly one household's reminders of one moment): two statements a send were ~15 KB
 * of Kysely each time (issue 18). Still read when sending, after the claim: a change made before
 * it counts.
 */
export function recipientsOfBatch(): RecipientReader {
  const read = new Map<string, Map<string, Promise<Recipient>>>();
  return (app, householdId, userId) => {
    let members = read.get(householdId);
    if (!members) {
      members = new Map();
      read.set(householdId, members);
    }
    let recipient = members.get(userId);
    if (!recipient) {
      recipient = readRecipient(app, householdId, userId);
      members.set(userId, recipient);
    }
    return recipient;
  };
}

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/** Sends one claimed delivery and records the outcome. Never throws: a failure is a result. */
export async function deliverReminder(
  app: AppContext,
  delivery: ClaimedDelivery,
  options: DeliveryOptions,
): Promise<ChannelResult> {
  let result: ChannelResult;
  try {
    result = await attempt(app, delivery, options);
  } catch (error) {
    result = { status: "retry", error: error instanceof Error ? error.message : String(error) };
  }
  const at = options.now();
  if (result.status === "retry" && delivery.attempts > retryDelaysMs.length) {
    result = { status: "failed", error: `${result.error} (tras ${delivery.attempts} intentos)` };
  }
  try {
    if (result.status === "retry") {
      const delay = retryDelaysMs[delivery.attempts - 1] ?? retryDelaysMs.at(-1) ?? 60_000;
      await finishDelivery(app.database.db, delivery, {
        status: "retry",
        at,
        nextAttemptAt: new Date(at.getTime() + delay),
        error: result.error,
      });
      app.logger.warn(
        { delivery: delivery.id, channel: delivery.channel, error: result.error },
        "recordatorio: reintento",
      );
    } else if (result.status === "sent") {
      // In-app deliveries were finished inside their own transaction.
      if (delivery.channel !== "in_app") {
        await finishDelivery(app.database.db, delivery, {
          status: "sent",
          at,
          note: result.note,
        });
      }
    } else {
      await finishDelivery(app.database.db, delivery, { ...result, at });
      if (result.status === "failed") {
        app.logger.warn(
          { delivery: delivery.id, channel: delivery.channel, error: result.error },
          "recordatorio: no se pudo entregar",
        );
      }
    }
  } catch (error) {
    // The lease runs out and another tick retries; logged, never thrown.
    app.logger.error({ err: error, delivery: delivery.id }, "recordatorio: no se pudo registrar");
  }
  return result;
}

async function attempt(
  app: AppContext,
  d: ClaimedDelivery,
  options: DeliveryOptions,
): Promise<ChannelResult> {
  const { recipient, preferences } = await (options.recipients ?? readRecipient)(
    app,
    d.householdId,
    d.userId,
  );
  if (!recipient) return { status: "skipped", error: "member_left" };
  if (!preferences.channels[d.kind].includes(d.channel)) {
    return { status: "skipped", error: "channel_disabled" };
  }
  const { message } = d;

  switch (d.channel) {
    case "in_app": {
      // The notification and the delivery's "sent" are one write: a crash cannot leave one
      // without the other, so the centre never shows a reminder twice.
      await app.database.db.transaction().execute(async (trx) => {
        const at = options.now();
        await insertNotification(trx, {
          householdId: d.householdId,
          userId: d.userId,
          kind: d.kind,
          title: message.title,
          body: message.body,
          link: message.link,
          now: at,
        });
        // Our claim must still be current, or the notification is rolled back.
        if (!(await finishDelivery(trx, d, { status: "sent", at }))) throw new Error("claim_lost");
      });
      app.live.publish(d.householdId, { topic: "notifications", action: "created" });
      return { status: "sent" };
    }

    case "email": {
      const token = createUnsubscribeToken(app.config.authSecret, {
        householdId: d.householdId,
        userId: d.userId,
      });
      await app.mailer.send(
        reminderEmail({
          to: recipient.email,
          message,
          publicUrl: app.config.publicUrl,
          unsubscribeUrl: `${app.config.publicUrl}/api/notifications/unsubscribe?token=${token}`,
          language: recipient.language,
        }),
      );
      return { status: "sent" };
    }

    case "push": {
      const subscriptions = await listPushSubscriptions(app.database.db, d.householdId, d.userId);
      if (subscriptions.length === 0) return { status: "skipped", error: "no_subscription" };
      let delivered = 0;
      let gone = 0;
      let refused = 0;
      const errors: string[] = [];
      for (const subscription of subscriptions) {
        const { outcome, detail } = await sendPush(
          subscription,
          { ...message, tag: d.reminderKey },
          {
            vapid: options.vapid,
            subject: app.config.reminders.vapidSubject,
            timeoutMs: options.timeoutMs,
            addresses: app.outbound ?? publicInternet,
          },
        );
        if (outcome === "delivered") delivered++;
        else if (outcome === "gone") {
          gone++;
          await deletePushSubscription(app.database.db, d.householdId, { id: subscription.id });
        } else if (outcome === "refused") {
          refused++;
          app.logger.warn(
            { delivery: d.id, subscription: subscription.id, detail },
            "recordatorio: dirección push no permitida",
          );
        } else errors.push(detail);
      }
      if (delivered > 0) {
        return { status: "sent", note: `${delivered}/${subscriptions.length} dispositivos` };
      }
      if (errors.length > 0) return { status: "retry", error: errors.join("; ") };
      if (refused > 0) return { status: "failed", error: "endpoint_refused" };
      return { status: "skipped", error: `subscription_expired (${gone})` };
    }

    case "sms":
    case "whatsapp": {
      const twilio = app.config.reminders.twilio;
      if (!twilio) return { status: "skipped", error: "provider_not_configured" };
      if (!preferences.phoneOptIn) return { status: "skipped", error: "no_opt_in" };
      const phone = toE164(recipient.phone);
      if (!phone) return { status: "failed", error: "invalid_phone" };
      const sent = await sendProviderMessage(twilio, {
        channel: d.channel,
        to: phone,
        body: `${message.title}\n${message.body}\n${app.config.publicUrl}${message.link}`,
        timeoutMs: options.timeoutMs,
      });
      if (sent.outcome === "sent") return { status: "sent", note: sent.detail };
      if (sent.outcome === "rejected") return { status: "failed", error: sent.detail };
      return { status: "retry", error: sent.detail };
    }
  }
}
