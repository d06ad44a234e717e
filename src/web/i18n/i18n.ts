import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import {
  localeForSignupLanguage,
  type SignupLanguage,
  type UiLocale,
  uiLocales,
} from "#shared/domain/locale.ts";
import { loadDateLocale } from "#web/lib/date-locales.ts";

const storageKey = "hogaria.language";

/** The reader's language: their explicit choice, else the sign-up preference, else Spanish. */
export function detectLanguage(): UiLocale {
  try {
    const chosen = localStorage.getItem(storageKey);
    if (chosen && (uiLocales as readonly string[]).includes(chosen)) return chosen as UiLocale;
    const preferences = JSON.parse(localStorage.getItem("userPreferences") ?? "null") as {
      language?: SignupLanguage;
    } | null;
    if (preferences?.language) return localeForSignupLanguage[preferences.language] ?? "es";
  } catch {
    // storage unavailable (private mode): Spanish
  }
  return "es";
}

/** A stored language — spec §3's sign-up code ("ES", "EN", "PT") or a locale — as a locale. */
export function localeOf(language: string | null | undefined): UiLocale | null {
  if (!language) return null;
  if ((uiLocales as readonly string[]).includes(language)) return language as UiLocale;
  return localeForSignupLanguage[language.slice(0, 2).toUpperCase() as SignupLanguage] ?? null;
}

/** The sign-up's Idioma (spec §3) that answers to an interface locale. */
export function signupLanguageFor(language: string): SignupLanguage {
  const entry = Object.entries(localeForSignupLanguage).find(([, locale]) => locale === language);
  return (entry?.[0] as SignupLanguage | undefined) ?? "ES";
}

/** A signed-in account's language wins over this browser's: it follows the person to any device,
 * and is applied before the signed-in pages (and their toasts) render. */
export async function followAccountLanguage(language: string | null | undefined): Promise<void> {
  const locale = localeOf(language);
  if (locale && i18n.isInitialized && locale !== i18n.language) await changeLanguage(locale);
}

export async function changeLanguage(language: UiLocale): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // keep the choice for this visit only
  }
  await i18n.changeLanguage(language);
}

i18n.on("languageChanged", (language) => {
  // Absent while the build prerenders the public pages in Node (ADR 004).
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

/** Namespaces are separate JSON chunks, so the landing page never downloads the app's strings. */
export async function initI18n(namespaces: string[] = ["common"]): Promise<typeof i18n> {
  await i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        // The language's date words (Portuguese's) arrive with its strings, in parallel.
        const [strings] = await Promise.all([
          import(`../../shared/i18n/locales/${language}/${namespace}.json`),
          loadDateLocale(language),
        ]);
        return strings;
      }),
    )
    .init({
      lng: detectLanguage(),
      fallbackLng: "es",
      supportedLngs: [...uiLocales],
      ns: namespaces,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  if (typeof document !== "undefined") document.documentElement.lang = i18n.language;
  return i18n;
}

export { i18n };
