import { z } from "zod";
import { isCommonPassword } from "#shared/domain/common-passwords.ts";
import { signupCountries, signupLanguages } from "#shared/domain/locale.ts";
import { emailField, requiredText } from "#shared/schemas/fields.ts";

export const minimumPasswordLength = 6;

/** A refinement for every new password: not one of the most used ones (the whole list once
 * `loadCommonPasswords()` has run, as the server makes sure it has). */
export const notCommonPassword = (password: string) => !isCommonPassword(password);

const newPassword = z
  .string({ error: "passwordRequired" })
  .min(1, "passwordRequired")
  .min(minimumPasswordLength, "passwordTooShort")
  .max(128, "passwordTooLong")
  .refine(notCommonPassword, "passwordTooCommon");

export const signUpSchema = z.object({
  name: requiredText("fullNameRequired", 120),
  email: emailField,
  password: newPassword,
  country: z.enum(signupCountries, { error: "countryInvalid" }).default("MX"),
  language: z.enum(signupLanguages, { error: "languageInvalid" }).default("ES"),
  acceptTerms: z.literal(true, { error: "termsRequired" }),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(128),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

export const passwordResetRequestSchema = z.object({
  email: emailField,
  /** Where the emailed link sends the browser: a path of ours. "//host" and "/\\host" are other
   * sites to a browser, and would hand them the reset token. */
  redirectTo: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])[^\s]*$/, "invalidInput")
    .optional(),
});

export const passwordResetSchema = z.object({
  token: z.string().min(1, "resetTokenInvalid"),
  newPassword,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "passwordRequired"),
  newPassword,
  revokeOtherSessions: z.boolean().optional(),
});

// The strength meter reads it without Zod (ADR 022): it lives with the domain rules.
export { type PasswordStrength, passwordStrength } from "#shared/domain/password-strength.ts";
