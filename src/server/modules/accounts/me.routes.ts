import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import { localeOf } from "#server/i18n/translator.ts";
import { saveAccountLocale } from "#server/modules/accounts/account-language.repository.ts";
import { findMembershipByUser } from "#server/modules/households/households.repository.ts";
import type { LiveEvents } from "#server/modules/live/live-events.ts";
import { onboardingStatus } from "#server/modules/onboarding/onboarding.service.ts";
import { defaultCountry, defaultLanguage } from "#shared/domain/locale.ts";
import { accountLocaleSchema } from "#shared/schemas/account-locale.ts";

/** The signed-in account, its household membership (null before onboarding) and whether it still
 * has onboarding steps to finish (the signed-in layout sends it back there). */
export function meRoutes(db: Kysely<DatabaseSchema>, live: LiveEvents) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = c.get("user");
      const membership = await findMembershipByUser(db, user.id);
      return c.json({
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          country: user.country ?? defaultCountry,
          language: user.language ?? defaultLanguage,
          locale: localeOf(user.language),
        },
        membership,
        onboarding: await onboardingStatus(db, user.id, membership),
      });
    })
    .put("/language", async (c) => {
      // The person's language, for every device they sign in on (and their member profiles).
      const { locale } = await readJson(c, accountLocaleSchema);
      await saveAccountLocale(db, c.get("user").id, locale);
      await live.forgetSessionsOf([c.get("user").id]);
      return c.json({ locale });
    });
}
