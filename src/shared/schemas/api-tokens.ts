import { z } from "zod";
import { requiredText } from "#shared/schemas/fields.ts";

/** What a personal API token may do: read only, or read and write (issue 19, ADR 024). */
export const apiTokenScopes = ["read", "read-write"] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const apiTokenPrefix = "hgr_";

/** The expiries the settings offer, in days; the API takes any whole number up to a year. */
export const apiTokenExpiryChoices = [30, 90, 365] as const;
export const maxApiTokenDays = 365;

export const createApiTokenSchema = z
  .object({
    name: requiredText("apiTokenNameRequired", 60),
    scope: z.enum(apiTokenScopes, { error: "apiTokenScopeInvalid" }),
    /** Days until it stops working; null or absent: it never expires (until revoked). */
    expiresInDays: z
      .number({ error: "apiTokenExpiryInvalid" })
      .int("apiTokenExpiryInvalid")
      .min(1, "apiTokenExpiryInvalid")
      .max(maxApiTokenDays, "apiTokenExpiryInvalid")
      .nullable()
      .optional(),
  })
  .strict();
export type CreateApiToken = z.input<typeof createApiTokenSchema>;

/** A token as listed: never its secret. */
export const apiTokenViewSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    scope: z.enum(apiTokenScopes),
    /** The first characters ("hgr_AbC1…"), to tell tokens apart. */
    hint: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    expired: z.boolean(),
  })
  .meta({ id: "ApiToken", description: "Un token de API personal, sin su secreto." });
export type ApiTokenView = z.output<typeof apiTokenViewSchema>;

/** The answer to creating one: the only time the secret is ever shown. */
export const createdApiTokenSchema = z.strictObject({
  token: apiTokenViewSchema,
  secret: z.string(),
});
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths a token never reaches, whatever its scope: token management, the account's deletion,
 * restoring a household, onboarding. Changes to the account (`/api/me` writes) likewise; the
 * password and the rest of `/api/auth` are Better Auth's, which accepts only a session. */
const sessionOnlyPrefixes = [
  "/api/api-tokens",
  "/api/account",
  "/api/household-import",
  "/api/onboarding",
  "/api/auth",
] as const;

/** Whether a personal API token may be used for this request at all (its scope aside). One rule
 * for the server's check and for the credentials the OpenAPI document lists per operation. */
export function apiTokenMayUse(method: string, path: string): boolean {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (sessionOnlyPrefixes.some(under)) return false;
  return !under("/api/me") || readMethods.has(method.toUpperCase());
}

/** Whether a token of this scope may send this method: a read token only reads. */
export function apiTokenScopeAllows(scope: ApiTokenScope, method: string): boolean {
  return scope === "read-write" || readMethods.has(method.toUpperCase());
}
