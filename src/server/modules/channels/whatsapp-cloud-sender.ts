import type { Config } from "#server/config.ts";
import { errorText } from "#server/modules/notifications/push-sender.ts";
import type { ProviderOutcome } from "#server/modules/notifications/twilio-sender.ts";
import type { UiLocale } from "#shared/domain/locale.ts";

type WhatsAppCloud = NonNullable<Config["whatsapp"]>;
export type CodeTemplate = NonNullable<WhatsAppCloud["codeTemplate"]>;

/**
 * A text message through the WhatsApp Cloud API: POST {api}/{phone-number-id}/messages with the
 * bearer token, {messaging_product, to, type: "text", text: {body}}. `to` is E.164; the API
 * takes the digits. Meta delivers free text only within 24 hours of the member's message.
 */
export function sendWhatsAppCloudText(
  whatsapp: WhatsAppCloud,
  input: { to: string; body: string; timeoutMs: number },
): Promise<ProviderOutcome> {
  return postMessage(
    whatsapp,
    { type: "text", text: { body: input.body } },
    { to: input.to, timeoutMs: input.timeoutMs },
  );
}

/**
 * A one-time code through an approved authentication template with a copy-code button, which
 * Meta delivers at any time (a linking code goes to a number that has not written yet). Meta's
 * shape: the code fills the body's parameter and the button's URL parameter.
 */
export function sendWhatsAppCloudCode(
  whatsapp: WhatsAppCloud,
  input: { to: string; code: string; template: CodeTemplate; locale: UiLocale; timeoutMs: number },
): Promise<ProviderOutcome> {
  const code = [{ type: "text", text: input.code }];
  return postMessage(
    whatsapp,
    {
      type: "template",
      template: {
        name: input.template.name,
        language: { code: templateLanguage(input.template.languages, input.locale) },
        components: [
          { type: "body", parameters: code },
          { type: "button", sub_type: "url", index: "0", parameters: code },
        ],
      },
    },
    { to: input.to, timeoutMs: input.timeoutMs },
  );
}

const metaLanguage: Record<UiLocale, string> = { es: "es", en: "en", "pt-BR": "pt_BR" };

/** The template language for the member's: the exact code (es, en, pt_BR), else a regional one
 * of the same language (es_MX), else the first the template is approved in. */
export function templateLanguage(languages: string[], locale: UiLocale): string {
  const wanted = metaLanguage[locale];
  const base = wanted.slice(0, 2);
  return (
    languages.find((code) => code === wanted) ??
    languages.find((code) => code.split("_")[0] === base) ??
    languages[0] ??
    wanted
  );
}

async function postMessage(
  whatsapp: WhatsAppCloud,
  message: Record<string, unknown>,
  input: { to: string; timeoutMs: number },
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
          ...message,
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
