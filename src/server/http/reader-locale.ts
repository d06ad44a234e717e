import type { Context } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";
import { localeFromAcceptLanguage, localeOf } from "#server/i18n/translator.ts";
import type { UiLocale } from "#shared/domain/locale.ts";

/** The language to answer in: the signed-in member's stored language, else the request's
 * Accept-Language (the web app sends the visitor's choice), else Spanish. */
export function readerLocale(c: Context<AppEnv>): UiLocale {
  const user = c.get("user") as { language?: string | null } | undefined;
  if (user?.language) return localeOf(user.language);
  return localeFromAcceptLanguage(c.req.header("accept-language"));
}
