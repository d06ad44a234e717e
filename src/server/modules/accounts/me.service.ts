import type { ServiceContext } from "#server/app-context.ts";
import type { SignedInUser } from "#server/http/app-env.ts";
import { localeOf } from "#server/i18n/translator.ts";
import { saveAccountLocale } from "#server/modules/accounts/account-language.repository.ts";
import { findMembershipByUser } from "#server/modules/households/households.repository.ts";
import { onboardingStatus } from "#server/modules/onboarding/onboarding.service.ts";
import { defaultCountry, defaultLanguage, type UiLocale } from "#shared/domain/locale.ts";

/** The signed-in account, its household membership (null before onboarding) and whether it still
 * has onboarding steps to finish (the signed-in layout sends it back there). An account made
 * before sign-up asked for them reads the sign-up defaults as its country and language. */
export async function getMe(ctx: ServiceContext, user: SignedInUser) {
  const membership = await findMembershipByUser(ctx.db, user.id);
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      country: user.country ?? defaultCountry,
      language: user.language ?? defaultLanguage,
      locale: localeOf(user.language),
    },
    membership,
    onboarding: await onboardingStatus(ctx, user.id, membership),
  };
}

/** The person's language, for every device they sign in on (and their member profiles): their
 * cached sessions are dropped so the next request reads it. */
export async function changeAccountLocale(
  { db, live }: ServiceContext,
  user: SignedInUser,
  { locale }: { locale: UiLocale },
): Promise<{ locale: UiLocale }> {
  await saveAccountLocale(db, user.id, locale);
  await live.forgetSessionsOf([user.id]);
  return { locale };
}
