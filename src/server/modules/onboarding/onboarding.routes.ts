import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  finishOnboarding,
  getOnboarding,
  saveOnboardingHousehold,
  saveOnboardingInvitations,
  saveOnboardingPreferences,
  saveOnboardingProfile,
} from "#server/modules/onboarding/onboarding.service.ts";
import {
  onboardingFinishSchema,
  onboardingHouseholdSchema,
  onboardingInvitationsSchema,
  onboardingProfileSchema,
} from "#shared/schemas/onboarding.ts";
import { preferencesSchema } from "#shared/schemas/profiles.ts";

/** /api/onboarding: 'Configura tu hogar', one endpoint per step. Needs a session, not a
 * household (creating one is the point). */
export function onboardingRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getOnboarding(app.database.db, c.get("user"))))
    .put("/household", async (c) => {
      const input = await readJson(c, onboardingHouseholdSchema);
      return c.json(await saveOnboardingHousehold(app, c.get("user"), input));
    })
    .put("/profile", async (c) => {
      const input = await readJson(c, onboardingProfileSchema);
      return c.json(await saveOnboardingProfile(app, c.get("user"), input));
    })
    .post("/invitations", async (c) => {
      const input = await readJson(c, onboardingInvitationsSchema);
      return c.json(await saveOnboardingInvitations(app, c.get("user"), input));
    })
    .put("/preferences", async (c) => {
      const input = await readJson(c, preferencesSchema);
      return c.json(await saveOnboardingPreferences(app, c.get("user"), input));
    })
    .post("/finish", async (c) => {
      const input = await readJson(c, onboardingFinishSchema);
      return c.json(await finishOnboarding(app, c.get("user"), input));
    });
}
