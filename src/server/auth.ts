import { betterAuth } from "better-auth";
import { bearer } from "better-auth/plugins";
import { v7 as uuidv7 } from "uuid";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import { allowedOrigins } from "#server/http/security.ts";
import { carriesSignedSessionCredential } from "#server/http/signed-session-credential.ts";
import type { Logger } from "#server/logger.ts";
import type { LiveEvents } from "#server/modules/live/live-events.ts";
import type { Mailer } from "#server/modules/mail/mailer.ts";
import { passwordResetEmail } from "#server/modules/mail/password-reset-email.ts";
import { defaultCountry, defaultLanguage } from "#shared/domain/locale.ts";
import { minimumPasswordLength } from "#shared/schemas/auth.ts";

/** The header through which the Hono app hands Better Auth the socket's address, so that rate
 * limits count per client (behind @hono/node-server Better Auth cannot see the address). */
export const clientAddressHeader = "x-hogaria-client-address";

/** Paths under /api/auth that are limited per client: sign-in, sign-up and password reset. */
const strictLimit = { window: 60, max: 5 };

export function createAuth(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  live: LiveEvents;
}) {
  const { config, database, mailer, logger, live } = deps;
  // Every instance's session cache drops the account's sessions (src/server/http/session-cache.ts).
  const forgetSessions = async (userId: string) => live.forgetSessionsOf([userId]);
  return betterAuth({
    appName: "Hogaria",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: (request) =>
      request ? allowedOrigins(config.publicUrl, request) : [config.publicUrl],
    database: { db: database.db, type: database.engine },
    telemetry: { enabled: false },
    logger: {
      level: "error",
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: minimumPasswordLength,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        const language = (user as { language?: string }).language ?? defaultLanguage;
        // Not awaited: answering at once keeps timing from telling whether the email exists.
        void mailer
          .send(passwordResetEmail({ to: user.email, name: user.name, url, language }))
          .catch((error: unknown) =>
            logger.error({ err: error }, "no se pudo enviar el email de recuperación"),
          );
      },
    },
    user: {
      additionalFields: {
        country: { type: "string", required: false, defaultValue: defaultCountry },
        language: { type: "string", required: false, defaultValue: defaultLanguage },
        termsAcceptedAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The sign-up route only reaches here after the terms checkbox was validated.
          before: async (user) => ({ data: { ...user, termsAcceptedAt: new Date() } }),
        },
        update: { after: (user) => forgetSessions(user.id) },
      },
      // Sign-out, revoking sessions, a password reset (which revokes them all).
      session: { delete: { after: (session) => forgetSessions(session.userId) } },
      // A password change: sessions opened with the old password are verified again.
      account: { update: { after: (account) => forgetSessions(account.userId) } },
    },
    // Reset tokens are kept as SHA-256 hashes, like invitation tokens: a copy of the database
    // (a backup, a replica) cannot reset anyone's password.
    verification: { storeIdentifier: "hashed" },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: config.rateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": strictLimit,
        "/sign-up/email": strictLimit,
        "/request-password-reset": strictLimit,
        "/reset-password": strictLimit,
        "/change-password": strictLimit,
        // Every page load reads the session, a family behind one router from one address: a
        // signed session cookie is never limited; reads without one keep the default limit.
        "/get-session": (request, rule) =>
          carriesSignedSessionCredential(request, config.authSecret) ? false : rule,
      },
    },
    advanced: {
      database: { generateId: () => uuidv7() },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Only the signed token (`set-auth-token`) opens a session: the raw one in the database,
    // or in a log line, does not.
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
