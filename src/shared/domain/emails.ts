import { splitCommaList } from "#shared/domain/preferences.ts";

/* Emails as the forms check them before Zod is there (ADR 022: a screen's first view checks
 * without the schemas); the schemas (`schemas/fields.ts`, `schemas/invitations.ts`) use the same. */

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: invite emails are split on commas; each is trimmed and checked. */
export function splitEmails(text: string): string[] {
  return splitCommaList(text).map((email) => email.toLowerCase());
}

/** The entries of a comma-separated list that are not emails, as typed. */
export function invalidEmails(text: string): string[] {
  return splitCommaList(text).filter((email) => email.length > 254 || !emailPattern.test(email));
}
