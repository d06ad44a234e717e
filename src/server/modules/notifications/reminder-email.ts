import { escapeHtml } from "#server/http/escape-html.ts";
import { localeOf, translator } from "#server/i18n/translator.ts";
import type { MailMessage } from "#server/modules/mail/mailer.ts";
import type { ReminderMessage } from "#server/modules/notifications/deliveries.repository.ts";

/** A reminder by email: HTML and plain text, with a one-click unsubscribe (RFC 8058 headers). */
export function reminderEmail(input: {
  to: string;
  message: ReminderMessage;
  publicUrl: string;
  unsubscribeUrl: string;
  language: string;
}): MailMessage {
  const t = translator(localeOf(input.language), "reminders");
  const c = { open: t("email.open"), why: t("email.why"), unsubscribe: t("email.unsubscribe") };
  const link = `${input.publicUrl}${input.message.link}`;
  const { title, body } = input.message;
  return {
    to: input.to,
    subject: title,
    text: `${title}\n\n${body}\n\n${c.open}: ${link}\n\n—\n${c.why}\n${c.unsubscribe}: ${input.unsubscribeUrl}\n`,
    html: `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1f2937">
<h1 style="font-size:20px;color:#0f766e">${escapeHtml(title)}</h1>
<p style="font-size:16px">${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${c.open}</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${c.why}<br><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b7280">${c.unsubscribe}</a></p>
</div>`,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
