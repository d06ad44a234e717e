import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
import { isUnstorableText } from "#server/http/validation.ts";
import {
  claimMessage,
  handleInBackground,
  type InboundMessage,
} from "#server/modules/channels/inbound.ts";
import { validMetaSignature, validTwilioSignature } from "#server/modules/channels/signatures.ts";
import { channelTextLimits } from "#server/modules/channels/split-message.ts";
import { sendWhatsAppCloudText } from "#server/modules/channels/whatsapp-cloud-sender.ts";
import { sendProviderMessage } from "#server/modules/notifications/twilio-sender.ts";
import { channelWebhooksContract } from "#shared/contracts/channels.ts";
import { toE164 } from "#shared/reminders/phone.ts";

const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const providerTimeoutMs = 15_000;

function refused(): never {
  throw new ApiError(403, "FORBIDDEN");
}

function malformed(): never {
  throw new ApiError(400, "VALIDATION_FAILED");
}

/**
 * /api/channels/*: the providers' webhooks, without a session — the signature is the key.
 * Each answers at once (empty TwiML, or 200 for Meta) after taking the message id; the
 * assistant's work and the reply happen after the answer.
 */
export function channelWebhookRoutes(app: AppContext) {
  const { config, logger } = app;
  // Each handler reads its own request: the signatures are over the raw body and query.
  return routesFrom(app, channelWebhooksContract, {
    twilioInbound: async (_input, c) => {
      const twilio = config.reminders.twilio;
      const signature = c.req.header("x-twilio-signature");
      if (!twilio || !signature) refused();
      const raw = await c.req.text();
      const params = new URLSearchParams(raw);
      const url = `${config.publicUrl}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
      if (!validTwilioSignature(twilio.authToken, url, params, signature)) refused();
      if (!(c.req.header("content-type") ?? "").includes("application/x-www-form-urlencoded")) {
        malformed();
      }
      const sid = params.get("MessageSid") ?? params.get("SmsMessageSid") ?? "";
      const fromField = params.get("From") ?? "";
      const from = toE164(fromField.replace(/^whatsapp:/, ""));
      const body = params.get("Body") ?? "";
      const mediaCount = Number(params.get("NumMedia") ?? "0");
      if (
        !/^[A-Za-z0-9_-]{2,64}$/.test(sid) ||
        !from ||
        !Number.isInteger(mediaCount) ||
        mediaCount < 0 ||
        isUnstorableText(body)
      ) {
        malformed();
      }
      const message: InboundMessage = {
        provider: "twilio",
        messageId: sid,
        from,
        channel: fromField.startsWith("whatsapp:") ? "whatsapp" : "sms",
        text: body,
        mediaCount,
      };
      if (await claimMessage(app, message)) {
        handleInBackground(
          app,
          message,
          async (to, text) => {
            const outcome = await sendProviderMessage(twilio, {
              channel: message.channel,
              to,
              body: text,
              timeoutMs: providerTimeoutMs,
            });
            if (outcome.outcome !== "sent") {
              logger.warn({ detail: outcome.detail }, "respuesta por Twilio no enviada");
            }
          },
          channelTextLimits.twilio,
        );
      }
      return c.body(emptyTwiml, 200, { "content-type": "text/xml; charset=utf-8" });
    },
    whatsappVerify: (_input, c) => {
      const whatsapp = config.whatsapp;
      const mode = c.req.query("hub.mode");
      const token = c.req.query("hub.verify_token");
      const challenge = c.req.query("hub.challenge") ?? "";
      if (
        !whatsapp?.verifyToken ||
        mode !== "subscribe" ||
        token !== whatsapp.verifyToken ||
        !/^[\w-]{1,200}$/.test(challenge)
      ) {
        refused();
      }
      return c.text(challenge);
    },
    whatsappInbound: async (_input, c) => {
      const whatsapp = config.whatsapp;
      const signature = c.req.header("x-hub-signature-256");
      if (!whatsapp || !signature) refused();
      const raw = await c.req.text();
      if (!validMetaSignature(whatsapp.appSecret, raw, signature)) refused();
      const messages = readCloudMessages(raw);
      if (!messages) malformed();
      for (const message of messages) {
        if (!(await claimMessage(app, message))) continue;
        handleInBackground(
          app,
          message,
          async (to, text) => {
            const outcome = await sendWhatsAppCloudText(whatsapp, {
              to,
              body: text,
              timeoutMs: providerTimeoutMs,
            });
            if (outcome.outcome !== "sent") {
              logger.warn({ detail: outcome.detail }, "respuesta por WhatsApp Cloud no enviada");
            }
          },
          channelTextLimits.whatsappCloud,
        );
      }
      return c.text("EVENT_RECEIVED");
    },
  });
}

interface CloudPayload {
  object?: unknown;
  entry?: {
    changes?: {
      value?: {
        messages?: {
          id?: unknown;
          from?: unknown;
          type?: unknown;
          text?: { body?: unknown };
        }[];
      };
    }[];
  }[];
}

/** The messages of a WhatsApp Cloud API notification (status updates carry none); null when
 * the body is not one. */
function readCloudMessages(raw: string): InboundMessage[] | null {
  let payload: CloudPayload;
  try {
    payload = JSON.parse(raw) as CloudPayload;
  } catch {
    return null;
  }
  if (!payload || typeof payload !== "object" || !Array.isArray(payload.entry)) return null;
  const found: InboundMessage[] = [];
  for (const entry of payload.entry) {
    if (!entry || !Array.isArray(entry.changes)) return null;
    for (const change of entry.changes) {
      const messages = change?.value?.messages;
      if (messages === undefined) continue;
      if (!Array.isArray(messages)) return null;
      for (const message of messages) {
        const id = typeof message?.id === "string" ? message.id : "";
        const from = typeof message?.from === "string" ? toE164(`+${message.from}`) : null;
        if (!/^[\w.=:-]{2,200}$/.test(id) || !from) return null;
        const text =
          message.type === "text" && typeof message.text?.body === "string"
            ? message.text.body
            : "";
        if (isUnstorableText(text)) return null;
        found.push({
          provider: "whatsapp-cloud",
          messageId: id,
          from,
          channel: "whatsapp",
          text,
          mediaCount: message.type === "text" ? 0 : 1,
        });
      }
    }
  }
  return found;
}
