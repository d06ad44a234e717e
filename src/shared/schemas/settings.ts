import { z } from "zod";
import { planIds, subscriptionStatuses } from "#shared/domain/plans.ts";
import { assistantTones, householdLanguages } from "#shared/domain/preferences.ts";
import { householdRoles } from "#shared/domain/roles.ts";
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

/** GET /api/settings: the household, its plan and the reader's role. */
export const settingsSchema = z.strictObject({
  household: z.strictObject({
    id: z.string(),
    name: z.string(),
    language: z.enum(householdLanguages),
    timeZone: z.string(),
    assistantTone: z.enum(assistantTones),
  }),
  plan: z.strictObject({
    /** The plan the household chose (the one its trial tries). */
    plan: z.enum(planIds),
    /** The plan whose limits apply today. */
    effective: z.enum(planIds),
    status: z.enum(subscriptionStatuses),
    inTrial: z.boolean(),
    trialEndsAt: z.string().nullable(),
    trialDaysLeft: z.number(),
    membersLimit: z.number(),
    membersCount: z.number(),
  }),
  role: z.enum(householdRoles),
});
export type Settings = z.output<typeof settingsSchema>;

/** GET /api/settings/export: the file a restore reads ("hogaria-export", version 1). */
export const householdExportSchema = z.strictObject({
  format: z.literal("hogaria-export"),
  version: z.literal(1),
  exportedAt: z.string(),
  /** The member who downloaded it: a restore gives their chats and authorship to whoever
   * restores it. */
  exportedBy: z.strictObject({ userId: z.string(), profileId: z.string() }),
  household: z.record(z.string(), z.unknown()).nullable(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type HouseholdExport = z.output<typeof householdExportSchema>;
