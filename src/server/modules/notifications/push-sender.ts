import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { type AddressPolicy, connectOnlyTo, vetUrl } from "#server/http/public-address.ts";
import type { ReminderMessage } from "#server/modules/notifications/deliveries.repository.ts";
import type { StoredPushSubscription } from "#server/modules/notifications/notifications.repository.ts";
import type { VapidKeys } from "#server/modules/notifications/vapid-keys.ts";

/** "refused": the endpoint's host does not (or no longer) resolve to public addresses only. */
export type PushOutcome = "delivered" | "gone" | "retry" | "refused";

/**
 * Sends one encrypted Web Push message (RFC 8030/8291, VAPID RFC 8292). web-push builds the
 * request (encryption and signed headers). The endpoint is a URL a member's browser gave us, so
 * its host is resolved and vetted right before sending and the socket goes to the vetted
 * address (never resolved twice: DNS rebinding); redirects are not followed.
 */
export async function sendPush(
  subscription: StoredPushSubscription,
  message: ReminderMessage & { tag: string },
  options: { vapid: VapidKeys; subject: string; timeoutMs: number; addresses: AddressPolicy },
): Promise<{ outcome: PushOutcome; detail: string }> {
  // Loaded with the first push, not at start (issue 18): many servers never send one.
  const { default: webpush } = await import("web-push");
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
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const vetted = await vetUrl(options.addresses, details.endpoint);
    if (!vetted.ok) {
      // A name that does not resolve right now may again later; one that resolves to a private
      // address is refused for good.
      return vetted.reason === "unresolved"
        ? { outcome: "retry", detail: "dns: unresolved" }
        : { outcome: "refused", detail: `endpoint refused: ${vetted.reason}` };
    }
    const status = await post(vetted.url, vetted.addresses, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal,
    });
    if (status >= 200 && status < 300) return { outcome: "delivered", detail: String(status) };
    // The browser unsubscribed or the subscription expired: it will never work again.
    if (status === 404 || status === 410) return { outcome: "gone", detail: String(status) };
    return { outcome: "retry", detail: `push ${status}` };
  } catch (error) {
    return { outcome: "retry", detail: signal.aborted ? "timeout" : errorText(error) };
  }
}

/** One request to the vetted addresses; answers the status, the body is discarded. */
function post(
  url: URL,
  addresses: LookupAddress[],
  options: { method: string; headers: Record<string, string>; body?: Buffer; signal: AbortSignal },
): Promise<number> {
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: options.method,
        headers: options.headers,
        lookup: connectOnlyTo(addresses),
        // No pooled sockets: each send connects to the addresses vetted for it.
        agent: false,
        signal: options.signal,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    return error.name === "TimeoutError" ? "timeout" : error.message.slice(0, 300);
  }
  return String(error).slice(0, 300);
}
