import type { Config } from "#server/config.ts";
import { errorText } from "#server/modules/notifications/push-sender.ts";

type Twilio = NonNullable<Config["reminders"]["twilio"]>;

export type ProviderOutcome =
  | { outcome: "sent"; detail: string }
  /** The provider refused this message for good (bad number, blocked): retrying cannot help. */
  | { outcome: "rejected"; detail: string }
  | { outcome: "retry"; detail: string };

/**
 * WhatsApp and SMS through a Twilio-compatible REST API: POST
 * {api}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic auth.
 * WhatsApp numbers are written "whatsapp:+52…".
 */
export async function sendProviderMessage(
  twilio: Twilio,
  input: { channel: "sms" | "whatsapp"; to: string; body: string; timeoutMs: number },
): Promise<ProviderOutcome> {
  const from = input.channel === "sms" ? twilio.smsFrom : twilio.whatsappFrom;
  if (!from) return { outcome: "rejected", detail: `no ${input.channel} sender configured` };
  const prefix = input.channel === "whatsapp" ? "whatsapp:" : "";
  const url = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        To: `${prefix}${input.to}`,
        From: from.startsWith(prefix) ? from : `${prefix}${from}`,
        Body: input.body,
      }),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
    const text = await response.text();
    let parsed: { sid?: string; message?: string; code?: number } = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      // A proxy's HTML error page: the status alone decides.
    }
    if (response.ok) return { outcome: "sent", detail: parsed.sid ?? String(response.status) };
    const detail = `${response.status}${parsed.code ? ` ${parsed.code}` : ""}${parsed.message ? `: ${parsed.message}` : ""}`;
    if (response.status === 429 || response.status >= 500) return { outcome: "retry", detail };
    return { outcome: "rejected", detail };
  } catch (error) {
    return { outcome: "retry", detail: errorText(error) };
  }
}
