import { createHmac } from "node:crypto";
import type { AppContext } from "#server/app-context.ts";
import { ApiError } from "#server/http/errors.ts";
import { countSignUpAttempt } from "#server/modules/accounts/account-attempts.repository.ts";

type Context = Pick<AppContext, "config" | "database">;

/** Sign-up attempts for one email, from any address, in a window. A person needs one or two;
 * enough to list accounts needs many. (Per address, Better Auth allows 5 a minute.) */
export const signUpLimit = { attemptsPerEmail: 3, windowMs: 60 * 60 * 1000 };

/** How the attempt tables name an email: a hash keyed with the server's secret, so that they
 * list no one, and whoever reads them cannot test an email against them. */
export function emailKey(authSecret: string, email: string): string {
  return createHmac("sha256", authSecret).update(`account-attempts:${email}`).digest("base64url");
}

/** Counts a sign-up attempt for `email` (normalised); past the limit answers 429, the same for
 * every email, registered or not. */
export async function takeSignUpAttempt(
  ctx: Context,
  email: string,
  now = new Date(),
): Promise<void> {
  if (!ctx.config.rateLimit) return;
  const attempts = await countSignUpAttempt(
    ctx.database.db,
    emailKey(ctx.config.authSecret, email),
    now,
    new Date(now.getTime() - signUpLimit.windowMs),
  );
  if (attempts > signUpLimit.attemptsPerEmail) throw new ApiError(429, "RATE_LIMITED");
}
