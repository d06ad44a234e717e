import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import {
  localeForSignupLanguage,
  type SignupLanguage,
  type UiLocale,
  uiLocales,
} from "#shared/domain/locale.ts";

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
      resourcesToBackend(
        (language: string, namespace: string) =>
          import(`../../shared/i18n/locales/${language}/${namespace}.json`),
      ),
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
