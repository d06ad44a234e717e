import type { Config } from "#server/config.ts";
import { errorText } from "#server/modules/notifications/push-sender.ts";
import type { ProviderOutcome } from "#server/modules/notifications/twilio-sender.ts";

type WhatsAppCloud = NonNullable<Config["whatsapp"]>;

/**
 * A text message through the WhatsApp Cloud API: POST {api}/{phone-number-id}/messages with the
 * bearer token, {messaging_product, to, type: "text", text: {body}}. `to` is E.164; the API
 * takes the digits.
 */
export async function sendWhatsAppCloudText(
  whatsapp: WhatsAppCloud,
  input: { to: string; body: string; timeoutMs: number },
): Promise<ProviderOutcome> {
  try {
    const response = await fetch(
      `${whatsapp.apiUrl}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${whatsapp.token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          to: input.to.replace(/^\+/, ""),
          type: "text",
          text: { body: input.body },
        }),
        signal: AbortSignal.timeout(input.timeoutMs),
      },
    );
    const text = await response.text();
    let parsed: { messages?: { id?: string }[]; error?: { message?: string; code?: number } } = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      // A proxy's HTML error page: the status alone decides.
    }
    if (response.ok) {
      return { outcome: "sent", detail: parsed.messages?.[0]?.id ?? String(response.status) };
    }
    const detail = `${response.status}${parsed.error?.message ? `: ${parsed.error.message}` : ""}`;
    if (response.status === 429 || response.status >= 500) return { outcome: "retry", detail };
    return { outcome: "rejected", detail };
  } catch (error) {
    return { outcome: "retry", detail: errorText(error) };
  }
}
