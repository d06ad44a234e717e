import { z } from "zod";
import { initialPantryItems } from "#shared/domain/onboarding.ts";
import { householdNameSchema, timeZoneSchema } from "#shared/schemas/households.ts";
import { emailListSchema } from "#shared/schemas/invitations.ts";
import { optionalPhoneSchema, profileNameSchema } from "#shared/schemas/profiles.ts";

/** Step 1: the household; the browser also tells its time zone. */
export const onboardingHouseholdSchema = z.strictObject({
  name: householdNameSchema,
  timeZone: timeZoneSchema.optional(),
});
export type OnboardingHouseholdInput = z.input<typeof onboardingHouseholdSchema>;

/** Step 2: the creator's profile. */
export const onboardingProfileSchema = z.strictObject({
  name: profileNameSchema,
  phone: optionalPhoneSchema.optional(),
});
export type OnboardingProfileInput = z.input<typeof onboardingProfileSchema>;

/** Step 3: emails to invite; none means 'Saltar'. */
export const onboardingInvitationsSchema = z.strictObject({
  emails: emailListSchema({ required: false }),
});

const pantryItemIds = initialPantryItems.map((item) => item.id) as [string, ...string[]];

/** Step 5: the checked items of the initial pantry checklist. */
export const onboardingFinishSchema = z.strictObject({
  pantryItems: z
    .array(z.enum(pantryItemIds, { error: "pantryItemInvalid" }))
    .max(pantryItemIds.length, "pantryItemInvalid")
    .transform((ids) => [...new Set(ids)]),
});
export type OnboardingFinishInput = z.input<typeof onboardingFinishSchema>;
