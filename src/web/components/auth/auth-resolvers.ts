import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { notCommonPassword, signInSchema, signUpSchema } from "#shared/schemas/auth.ts";
import { emailPattern } from "#shared/schemas/fields.ts";

/* The auth forms' rules. Zod (~28 KB gzip with the shared schemas) loads with the first check
 * (`lazyResolver`), or when the browser is idle after the form shows: /auth's first view has
 * react-hook-form but not Zod (ADR 022, second pass). */

/** A new password typed twice, as the sign-up page and the new-password form ask for it. */
const newPasswordFields = {
  password: z
    .string()
    .min(1, "allFieldsRequired")
    .min(6, "passwordTooShortLong")
    .refine(notCommonPassword, "passwordTooCommon"),
  confirmPassword: z.string().min(1, "allFieldsRequired"),
};
const samePasswords = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const passwordsMismatch = {
  path: ["confirmPassword"],
  message: "passwordsDontMatch",
  // Also while other fields are still wrong: the mismatch shows as soon as both are typed.
  when: ({ value }: { value: unknown }) => {
    const { password, confirmPassword } = value as {
      password?: unknown;
      confirmPassword?: unknown;
    };
    return (
      typeof password === "string" && typeof confirmPassword === "string" && confirmPassword !== ""
    );
  },
};

/** The /auth page asks for the password twice and words its messages as spec §5 lists. */
const signUpPageSchema = signUpSchema
  .extend({
    name: z.string().trim().min(1, "allFieldsRequired"),
    email: z.string().trim().min(1, "allFieldsRequired").regex(emailPattern, "emailInvalid"),
    ...newPasswordFields,
  })
  .refine(samePasswords, passwordsMismatch);

export type SignUpValues = z.input<typeof signUpPageSchema>;

const recoverySchemas = {
  page: z.object({
    email: z.string().trim().min(1, "resetEmailRequired").regex(emailPattern, "emailInvalid"),
  }),
  dialog: z.object({
    email: z.string().trim().min(1, "emailRequired").regex(emailPattern, "emailInvalid"),
  }),
};

const newPasswordSchema = z
  .object({
    ...newPasswordFields,
  })
  .refine(samePasswords, passwordsMismatch);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

export const signInResolver = zodResolver(signInSchema);
export const signUpResolvers = {
  page: zodResolver(signUpPageSchema),
  dialog: zodResolver(signUpSchema as unknown as typeof signUpPageSchema),
};
export const recoveryResolvers = {
  page: zodResolver(recoverySchemas.page),
  dialog: zodResolver(recoverySchemas.dialog),
};
export const newPasswordResolver = zodResolver(newPasswordSchema);
