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
export interface ApiTokenView {
  id: string;
  name: string;
  scope: ApiTokenScope;
  /** The first characters ("hgr_AbC1…"), to tell tokens apart. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
}

/** The answer to creating one: the only time the secret is ever shown. */
export interface CreatedApiToken {
  token: ApiTokenView;
  secret: string;
}
