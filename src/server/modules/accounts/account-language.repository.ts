import type { Db } from "#server/db/executor.ts";
import { localeOf } from "#server/i18n/translator.ts";
import {
  readPreferences,
  toStoredPreferences,
} from "#server/modules/profiles/profiles.repository.ts";
import type { UiLocale } from "#shared/domain/locale.ts";

/** The account's language as a locale (Spanish when the account is unknown). The column keeps
 * spec §3's sign-up codes ("ES", "EN", "PT"), which the sign-up writes. */
export async function findAccountLocale(db: Db, userId: string): Promise<UiLocale> {
  const row = await db
    .selectFrom("user")
    .select("language")
    .where("id", "=", userId)
    .executeTakeFirst();
  return localeOf(row?.language);
}

const signupCodes: Record<UiLocale, string> = { es: "ES", en: "EN", "pt-BR": "PT" };

/** The person chose a language (Perfil, the site's switcher, onboarding): it is stored on the
 * account, and as the language of each of their member profiles, in one transaction. */
export async function saveAccountLocale(db: Db, userId: string, locale: UiLocale): Promise<void> {
  await db.transaction().execute((trx) => writeAccountLocale(trx, userId, locale));
}

/** `saveAccountLocale` inside a transaction the caller already holds. */
export async function writeAccountLocale(trx: Db, userId: string, locale: UiLocale): Promise<void> {
  await trx
    .updateTable("user")
    .set({ language: signupCodes[locale], updatedAt: new Date() })
    .where("id", "=", userId)
    .execute();
  const profiles = await trx
    .selectFrom("profiles")
    .select(["id", "preferences"])
    .where("user_id", "=", userId)
    .execute();
  for (const profile of profiles) {
    const preferences = { ...readPreferences(profile.preferences), language: locale };
    await trx
      .updateTable("profiles")
      .set({
        preferences: JSON.stringify(toStoredPreferences(preferences)),
        updated_at: new Date(),
      })
      .where("id", "=", profile.id)
      .execute();
  }
}
