import { createHmac } from "node:crypto";
import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  countSignUpAttempt,
  findAccountByEmail,
  findSignInLockedUntil,
  forgetSignInFailures,
  type SignInRecord,
  updateSignInRecord,
} from "#server/modules/accounts/account-attempts.repository.ts";
import { signInAlertEmail } from "#server/modules/mail/sign-in-alert-email.ts";

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

/**
 * Wrong passwords for one account, from any address. After `failuresBeforeLockout` of them in
 * `failureWindowMs`, sign-ins to it from devices it was never used on wait: a minute, then twice
 * as long at each new lockout, up to an hour; a day without a lockout starts again at a minute.
 * Attempts refused while it waits are not even checked, so a botnet gets 5 guesses per lockout.
 * The family's own devices (see known-device.ts) are never held back.
 */
export const signInLockout = {
  failuresBeforeLockout: 5,
  failureWindowMs: 15 * minuteMs,
  firstLockoutMs: minuteMs,
  longestLockoutMs: hourMs,
  lockoutMemoryMs: 24 * hourMs,
  /** However long an attack goes on, the owner gets at most one email an hour. */
  alertEveryMs: hourMs,
};

/** Sign-up attempts for one email, from any address, in a window. A person needs one or two;
 * enough to list accounts needs many. (Per address, Better Auth allows 5 a minute.) */
export const signUpLimit = { attemptsPerEmail: 3, windowMs: hourMs };

/** How the attempt tables name an email: a hash keyed with the server's secret, so that they
 * list no one, and whoever reads them cannot test an email against them. */
export function emailKey(authSecret: string, email: string): string {
  return createHmac("sha256", authSecret).update(`account-attempts:${email}`).digest("base64url");
}

/** Counts a sign-up attempt for `email` (normalised); past the limit answers 429, the same for
 * every email, registered or not. */
export async function takeSignUpAttempt(
  ctx: ServiceContext & Pick<AppContext, "config">,
  email: string,
  now = new Date(),
): Promise<void> {
  if (!ctx.config.rateLimit) return;
  const attempts = await countSignUpAttempt(
    ctx.db,
    emailKey(ctx.config.authSecret, email),
    now,
    new Date(now.getTime() - signUpLimit.windowMs),
  );
  if (attempts > signUpLimit.attemptsPerEmail) throw new ApiError(429, "RATE_LIMITED");
}

/** Before the password is checked: 429 while the account is locked out, unless the attempt
 * comes from one of its known devices. Unknown emails are answered exactly like real ones. */
export async function refuseLockedOutSignIn(
  ctx: ServiceContext & Pick<AppContext, "config">,
  email: string,
  fromKnownDevice: boolean,
  now = new Date(),
): Promise<void> {
  if (!ctx.config.rateLimit || fromKnownDevice) return;
  const lockedUntil = await findSignInLockedUntil(ctx.db, emailKey(ctx.config.authSecret, email));
  if (lockedUntil && lockedUntil > now) throw new ApiError(429, "RATE_LIMITED");
}

/** The record after one more wrong password, and whether it started a lockout to tell the owner
 * about. */
export function afterWrongPassword(
  record: SignInRecord,
  now: Date,
): { record: SignInRecord; outcome: { alert: boolean } } {
  const at = now.getTime();
  const windowOver = record.failuresSince.getTime() < at - signInLockout.failureWindowMs;
  const failures = windowOver ? 1 : record.failures + 1;
  const failuresSince = windowOver ? now : record.failuresSince;
  if (failures < signInLockout.failuresBeforeLockout) {
    return { record: { ...record, failures, failuresSince }, outcome: { alert: false } };
  }
  const remembered =
    record.lockedUntil !== null &&
    record.lockedUntil.getTime() > at - signInLockout.lockoutMemoryMs;
  const lockouts = remembered ? record.lockouts + 1 : 1;
  const lockoutMs = Math.min(
    signInLockout.firstLockoutMs * 2 ** (lockouts - 1),
    signInLockout.longestLockoutMs,
  );
  const alert =
    record.alertedAt === null || record.alertedAt.getTime() <= at - signInLockout.alertEveryMs;
  return {
    record: {
      failures: 0,
      failuresSince: now,
      lockouts,
      lockedUntil: new Date(at + lockoutMs),
      alertedAt: alert ? now : record.alertedAt,
    },
    outcome: { alert },
  };
}

/** After a wrong password: counts it and, when that starts a lockout, emails the account's owner
 * (if the email has an account) in their language, without making the answer wait for it. */
export async function recordWrongPassword(
  ctx: ServiceContext & Pick<AppContext, "config" | "logger" | "mailer">,
  email: string,
  now = new Date(),
): Promise<void> {
  if (!ctx.config.rateLimit) return;
  const { alert } = await updateSignInRecord(
    ctx.db,
    emailKey(ctx.config.authSecret, email),
    now,
    (record) => afterWrongPassword(record, now),
  );
  if (!alert) return;
  void alertOwner(ctx, email).catch((error: unknown) =>
    ctx.logger.error({ err: error }, "no se pudo enviar el aviso de intentos de acceso"),
  );
}

async function alertOwner(
  ctx: ServiceContext & Pick<AppContext, "config" | "logger" | "mailer">,
  email: string,
): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) return;
  await ctx.mailer.send(
    signInAlertEmail({
      to: account.email,
      name: account.name,
      language: account.language,
      recoverUrl: `${ctx.config.publicUrl}/auth`,
    }),
  );
}

/** After a right password: the wrong ones before it stop counting. */
export async function recordRightPassword(
  ctx: ServiceContext & Pick<AppContext, "config">,
  email: string,
): Promise<void> {
  if (!ctx.config.rateLimit) return;
  await forgetSignInFailures(ctx.db, emailKey(ctx.config.authSecret, email));
}
