import { z } from "zod";
import { uiLocales } from "#shared/domain/locale.ts";
import { householdRoles } from "#shared/domain/roles.ts";

/** A member's place in a household: who, where, with which profile and role. */
export const membershipSchema = z
  .strictObject({
    userId: z.string(),
    householdId: z.string(),
    profileId: z.string(),
    role: z.enum(householdRoles),
  })
  .meta({ id: "Membership", description: "El hogar de quien llama y su rol en él." });
export type MembershipView = z.output<typeof membershipSchema>;

/** A step of 'Configura tu hogar' (1 to 5). */
export const onboardingStepSchema = z.literal([1, 2, 3, 4, 5]);

/** GET /api/me: the signed-in account, its household membership (null before onboarding) and
 * whether it still has onboarding steps to finish. */
export const meSchema = z.strictObject({
  user: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** The sign-up country ("MX", "BR"…); the sign-up default for older accounts. */
    country: z.string(),
    /** The sign-up language ("ES", "PT", "EN"). */
    language: z.string(),
    /** The interface language. */
    locale: z.enum(uiLocales),
  }),
  membership: membershipSchema.nullable(),
  /** "pending" until 'Configura tu hogar' is finished; step is where to resume. */
  onboarding: z.strictObject({
    status: z.enum(["pending", "completed"]),
    step: onboardingStepSchema.nullable(),
  }),
});
export type Me = z.output<typeof meSchema>;
