import webpush from "web-push";
import type { ReminderMessage } from "#server/modules/notifications/deliveries.repository.ts";
import type { StoredPushSubscription } from "#server/modules/notifications/notifications.repository.ts";
import type { VapidKeys } from "#server/modules/notifications/vapid-keys.ts";

export type PushOutcome = "delivered" | "gone" | "retry";

/**
 * Sends one encrypted Web Push message (RFC 8030/8291, VAPID RFC 8292). web-push builds the
 * request (encryption and signed headers); we send it with fetch, which gives a timeout and
 * works with any push service URL, including a local stand-in in tests.
 */
export async function sendPush(
  subscription: StoredPushSubscription,
  message: ReminderMessage & { tag: string },
  options: { vapid: VapidKeys; subject: string; timeoutMs: number },
): Promise<{ outcome: PushOutcome; detail: string }> {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(message),
    {
      vapidDetails: { subject: options.subject, ...options.vapid },
      TTL: 6 * 3600,
      urgency: "normal",
      contentEncoding: "aes128gcm",
    },
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return { outcome: "delivered", detail: String(response.status) };
    // The browser unsubscribed or the subscription expired: it will never work again.
    if (response.status === 404 || response.status === 410) {
      return { outcome: "gone", detail: String(response.status) };
    }
    return { outcome: "retry", detail: `push ${response.status}` };
  } catch (error) {
    return { outcome: "retry", detail: errorText(error) };
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    return error.name === "TimeoutError" ? "timeout" : error.message.slice(0, 300);
  }
  return String(error).slice(0, 300);
}
