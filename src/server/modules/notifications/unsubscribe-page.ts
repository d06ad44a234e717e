import { escapeHtml } from "#server/http/escape-html.ts";
import { translator } from "#server/i18n/translator.ts";
import type { UiLocale } from "#shared/domain/locale.ts";

export type UnsubscribeState = "confirm" | "done" | "invalid";

/** The small page the unsubscribe link opens, in the reader's language (no script: the CSP
 * allows none inline). */
export function unsubscribePage(state: UnsubscribeState, token: string, locale: UiLocale): string {
  const t = translator(locale, "reminders");
  const title = t(`unsubscribe.${state}.title`);
  const body = t(`unsubscribe.${state}.body`);
  const form =
    state === "confirm"
      ? `<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(t("unsubscribe.confirm.button"))}</button></form>`
      : `<p><a href="/settings#recordatorios">${escapeHtml(t("unsubscribe.settings"))}</a></p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — Hogaria</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1f2937}h1{font-size:22px;color:#0f766e}button{background:#0f766e;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-size:16px;cursor:pointer}a{color:#0f766e}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}</main></body></html>`;
}
