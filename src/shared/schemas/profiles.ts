import { z } from "zod";
import { assistantTones, householdLanguages, splitCommaList } from "#shared/domain/preferences.ts";
import { householdRoles } from "#shared/domain/roles.ts";
import { requiredText } from "#shared/schemas/fields.ts";
import { assistantToneSchema, householdLanguageSchema } from "#shared/schemas/households.ts";

export const profileNameSchema = requiredText("profileNameRequired", 120);

const phonePattern = /^\+?[\d\s().-]{7,20}$/;

/** Optional phone: blank means none (null). */
export const optionalPhoneSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string({ error: "phoneInvalid" }).trim().regex(phonePattern, "phoneInvalid").nullable(),
);

/** A real calendar day between 1900 and today, as YYYY-MM-DD. */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= today.toISOString().slice(0, 10);
}

/** Optional birth date: blank means none (null). */
export const optionalBirthDateSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: "birthDateInvalid" })
    .refine((value) => isBirthDate(value), "birthDateInvalid")
    .nullable(),
);

export const maxAllergies = 30;

/** Spec §5: allergies are split on commas, trimmed, blanks dropped. A list is accepted too. */
export const allergiesSchema = z
  .union([z.string().max(2000, "tooLong"), z.array(z.string().max(60, "tooLong")).max(60)], {
    error: "allergiesInvalid",
  })
  .transform((value) => splitCommaList(typeof value === "string" ? value : value.join(",")))
  .refine((list) => list.length <= maxAllergies, "tooManyAllergies")
  .refine((list) => list.every((allergy) => allergy.length <= 60), "tooLong");

export const preferencesSchema = z.strictObject({
  language: householdLanguageSchema,
  allergies: allergiesSchema,
  assistantTone: assistantToneSchema,
});
export type PreferencesInput = z.input<typeof preferencesSchema>;

export const profileUpdateSchema = z
  .strictObject({
    name: profileNameSchema.optional(),
    phone: optionalPhoneSchema.optional(),
    dateOfBirth: optionalBirthDateSchema.optional(),
    preferences: preferencesSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "nothingToChange");
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export { avatarMaxBytes } from "#shared/domain/uploads.ts";

/** A member's preferences as the API answers them (stored as spec §3's {language, allergies,
 * assistant_tone}). */
export const memberPreferencesSchema = z
  .strictObject({
    language: z.enum(householdLanguages),
    allergies: z.array(z.string()),
    assistantTone: z.enum(assistantTones),
  })
  .meta({
    id: "Preferences",
    description: "Las preferencias de un miembro: idioma, alergias y tono del asistente.",
  });

/** The signed-in member's own profile (GET /api/profiles/me). */
export const profileSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** YYYY-MM-DD. */
    dateOfBirth: z.string().nullable(),
    role: z.enum(householdRoles),
    preferences: memberPreferencesSchema,
    avatarUrl: z.string().nullable(),
    household: z.strictObject({ id: z.string(), name: z.string() }),
  })
  .meta({ id: "Profile", description: "El perfil propio del miembro que llama." });
export type Profile = z.output<typeof profileSchema>;
