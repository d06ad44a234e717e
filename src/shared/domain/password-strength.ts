import { isCommonPassword } from "#shared/domain/common-passwords.ts";

export type PasswordStrength = "none" | "weak" | "common" | "medium" | "strong";

/** Spec §4: empty none; under 6 weak; 6 to 9 medium; 10 or more strong. One of the most used
 * passwords is "common" whatever its length: it is refused. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return "none";
  if (password.length < 6) return "weak";
  if (isCommonPassword(password)) return "common";
  if (password.length < 10) return "medium";
  return "strong";
}
