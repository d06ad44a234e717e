import { z } from "zod";
import {
  assistantToneSchema,
  householdLanguageSchema,
  householdNameSchema,
  timeZoneSchema,
} from "#shared/schemas/households.ts";

/** What the household section of /settings may change; at least one field. */
export const householdSettingsSchema = z
  .strictObject({
    name: householdNameSchema.optional(),
    language: householdLanguageSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    assistantTone: assistantToneSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "nothingToChange");
export type HouseholdSettingsInput = z.input<typeof householdSettingsSchema>;

/** Deleting the account is confirmed by typing the account's email. */
export const deleteAccountSchema = z.strictObject({
  confirmation: z.string({ error: "confirmationMismatch" }).trim().max(254),
});

/** Deleting the household is confirmed by typing its name. */
export const deleteHouseholdSchema = z.strictObject({
  confirmation: z.string({ error: "confirmationMismatch" }).trim().max(200),
});
