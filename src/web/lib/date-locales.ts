import type { Locale } from "date-fns";

/** Date words fetched on demand, by language: only Portuguese's, which a Spanish or English
 * reader never downloads (issue 18). Spanish and English come with `dates.ts`. This module
 * imports no date-fns code, so i18n's loader (in every page's entry) can call it. */
export const fetchedDateLocales: Record<string, Locale> = {};

/** Makes `language`'s date words available; i18n's loader awaits it with the language's strings,
 * so every screen renders with them in place. */
export async function loadDateLocale(language: string): Promise<void> {
  if (language === "pt-BR" && !fetchedDateLocales["pt-BR"]) {
    fetchedDateLocales["pt-BR"] = (await import("date-fns/locale/pt-BR")).ptBR;
  }
}
