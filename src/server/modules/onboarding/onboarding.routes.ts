import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  finishOnboarding,
  getOnboarding,
  saveOnboardingHousehold,
  saveOnboardingInvitations,
  saveOnboardingPreferences,
  saveOnboardingProfile,
} from "#server/modules/onboarding/onboarding.service.ts";
import { onboardingContract } from "#shared/contracts/onboarding.ts";

/** /api/onboarding: 'Configura tu hogar', one endpoint per step, declared from its contract.
 * Needs a session, not a household (creating one is the point). */
export function onboardingRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  return routesFrom(app, onboardingContract, {
    get: async (_input, c) => ({
      status: 200,
      body: await getOnboarding(ctx, c.get("user")),
    }),
    household: async ({ body }, c) => ({
      status: 200,
      body: await saveOnboardingHousehold(ctx, c.get("user"), body),
    }),
    profile: async ({ body }, c) => ({
      status: 200,
      body: await saveOnboardingProfile(ctx, c.get("user"), body),
    }),
    invitations: async ({ body }, c) => ({
      status: 200,
      body: await saveOnboardingInvitations(
        { ...ctx, config: app.config, mailer: app.mailer, logger: app.logger },
        c.get("user"),
        body,
      ),
    }),
    preferences: async ({ body }, c) => ({
      status: 200,
      body: await saveOnboardingPreferences(ctx, c.get("user"), body),
    }),
    finish: async ({ body }, c) => ({
      status: 200,
      body: await finishOnboarding(ctx, c.get("user"), body),
    }),
  });
}
