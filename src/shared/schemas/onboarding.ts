import { z } from "zod";
import { initialPantryItems } from "#shared/domain/onboarding.ts";
import { householdNameSchema, timeZoneSchema } from "#shared/schemas/households.ts";
import { emailListSchema } from "#shared/schemas/invitations.ts";
import { onboardingStepSchema } from "#shared/schemas/me.ts";
import {
  memberPreferencesSchema,
  optionalPhoneSchema,
  profileNameSchema,
} from "#shared/schemas/profiles.ts";

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

/** Where 'Configura tu hogar' stands for the account: done, or pending at a step with what the
 * steps already saved. */
export const onboardingStateSchema = z
  .discriminatedUnion("status", [
    z.strictObject({ status: z.literal("completed") }),
    z.strictObject({
      status: z.literal("pending"),
      step: onboardingStepSchema,
      household: z.strictObject({ name: z.string(), timeZone: z.string() }).nullable(),
      profile: z.strictObject({ name: z.string(), phone: z.string().nullable() }).nullable(),
      preferences: memberPreferencesSchema.nullable(),
      invitedEmails: z.array(z.string()),
      /** What step 2 suggests for the name: the account's name. */
      suggestedName: z.string(),
    }),
  ])
  .meta({ id: "OnboardingState", description: "En qué paso de la bienvenida está quien llama." });
export type OnboardingState = z.output<typeof onboardingStateSchema>;
export type PendingOnboarding = Extract<OnboardingState, { status: "pending" }>;
