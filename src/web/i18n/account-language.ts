import type { QueryClient } from "@tanstack/react-query";
import type { SessionAnswer } from "#shared/contracts/auth.ts";
import type { UiLocale } from "#shared/domain/locale.ts";
import { changeLanguage } from "#web/i18n/i18n.ts";
import { sessionQueryKey } from "#web/lib/identity-query-keys.ts";

/** The server stored the person's language (Perfil, onboarding, the switcher): show it now, keep
 * the cached session in step (so a later read does not switch back) and ask again for what the
 * server writes in it (the daily tip, the first list, errors). */
export async function applySavedLanguage(queryClient: QueryClient, locale: UiLocale) {
  await changeLanguage(locale);
  const session = queryClient.getQueryData<SessionAnswer>(sessionQueryKey);
  if (session?.user) {
    queryClient.setQueryData(sessionQueryKey, {
      ...session,
      user: { ...session.user, language: locale },
    });
  }
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
}

/** Whether someone is signed in, as far as this page knows (public pages never load the session
 * themselves: a visitor's choice stays on this device). */
export function knownSignedIn(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData<SessionAnswer>(sessionQueryKey)?.user);
}
