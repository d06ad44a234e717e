import { z } from "zod";
import { emailPattern } from "#shared/domain/emails.ts";
import { isCalendarDate } from "#shared/pantry/expiry.ts";

/** Validation messages are i18n keys of the "validation" namespace: the browser shows them in
 * the reader's language and the API answers them in Spanish. */
export { emailPattern };

export const emailField = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, "emailRequired")
  .max(254, "emailInvalid")
  .regex(emailPattern, "emailInvalid")
  .transform((email) => email.toLowerCase());

/** One line of text (a name, a title): line breaks, tabs and other control characters become
 * spaces, so a name cannot start a new line in an email or a calendar file. */
export const requiredText = (key: string, max = 200) =>
  z
    .string({ error: key })
    .overwrite((value) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " "))
    .trim()
    .min(1, key)
    .max(max, "tooLong");

/** Free text that may be left out: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "invalidInput" })
    .trim()
    .max(max, "tooLong")
    .nullish()
    .transform((value) => value || null);

/** A calendar day ("2026-11-28") that may be left out: blank becomes null. */
export const optionalCalendarDate = z
  .string({ error: "dateInvalid" })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: "custom", message: "dateInvalid" });
      return z.NEVER;
    }
    return value;
  });

/** An id from the URL or the body: anything not found in the household answers 404 later. */
export const idField = z.string({ error: "invalidInput" }).trim().min(1, "invalidInput").max(64);
