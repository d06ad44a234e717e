import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance, type Resource, type TFunction } from "i18next";
import {
  localeForSignupLanguage,
  type SignupLanguage,
  type UiLocale,
  uiLocales,
} from "#shared/domain/locale.ts";

/** The same translation files as the web app, read once: what the server writes (errors, emails,
 * reminders, the daily tip, the first list) follows the reader's language, with i18next's plurals
 * and interpolation. */
const localesRoot = path.join(import.meta.dirname, "../../shared/i18n/locales");

function loadResources(): Resource {
  const resources: Resource = {};
  for (const locale of uiLocales) {
    const folder = path.join(localesRoot, locale);
    resources[locale] = Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith(".json"))
        .map((file) => [
          file.replace(/\.json$/, ""),
          JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Resource[string][string],
        ]),
    );
  }
  return resources;
}

const i18n = createInstance();
void i18n.init({
  resources: loadResources(),
  lng: "es",
  fallbackLng: "es",
  supportedLngs: [...uiLocales],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** `t` for one locale and namespace: `translator("en", "errors")("NOT_FOUND")`. */
export function translator(locale: UiLocale, namespace: string): TFunction {
  return i18n.getFixedT(locale, namespace);
}

/** Whether a key exists (in the locale or its Spanish fallback). */
export function hasText(locale: UiLocale, namespace: string, key: string): boolean {
  return i18n.exists(key, { lng: locale, ns: namespace });
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === "string" && (uiLocales as readonly string[]).includes(value);
}

/** A stored language — the account's sign-up code ("ES", "EN", "PT") or a locale ("en",
 * "pt-BR") — as a locale; Spanish when unknown. */
export function localeOf(language: string | null | undefined): UiLocale {
  if (isUiLocale(language)) return language;
  const code = (language ?? "").slice(0, 2).toUpperCase();
  return code in localeForSignupLanguage ? localeForSignupLanguage[code as SignupLanguage] : "es";
}

/** The first language of an Accept-Language header that Hogaria speaks ("pt" and "pt-PT" read as
 * Brazilian Portuguese, "en-GB" as English); Spanish when none. */
export function localeFromAcceptLanguage(header: string | null | undefined): UiLocale {
  if (!header) return "es";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (base === "es") return "es";
    if (base === "en") return "en";
    if (base === "pt") return "pt-BR";
  }
  return "es";
}
