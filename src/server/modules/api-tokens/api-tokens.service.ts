import { createHash, randomBytes } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import type { ServiceContext } from "#server/app-context.ts";
import { ApiError, notFound } from "#server/http/errors.ts";
import {
  type ApiTokenRow,
  countMemberTokens,
  deleteMemberToken,
  insertApiToken,
  listMemberTokens,
} from "#server/modules/api-tokens/api-tokens.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import {
  type ApiTokenView,
  apiTokenPrefix,
  type CreateApiToken,
  type CreatedApiToken,
} from "#shared/schemas/api-tokens.ts";

/** Enough for every script and automation a family runs; a bound on what a lost account holds. */
export const maxTokensPerMember = 20;
const dayMs = 24 * 60 * 60 * 1000;

/** What is stored and looked up: the SHA-256 of the whole token. A token is 256 random bits, so
 * a fast hash is enough (no password-style stretching): a copy of the database opens nothing. */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** `hgr_` and 43 base64url characters (32 random bytes). */
export function newApiTokenSecret(): string {
  return `${apiTokenPrefix}${randomBytes(32).toString("base64url")}`;
}

export function toView(row: ApiTokenRow, now = Date.now()): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    expired: row.expiresAt !== null && new Date(row.expiresAt).getTime() <= now,
  };
}

/** Creates one of the member's tokens: the answer is the only time its secret is ever shown. */
export async function createApiToken(
  ctx: ServiceContext,
  membership: Membership,
  input: CreateApiToken,
): Promise<CreatedApiToken> {
  const db = ctx.db;
  const count = await countMemberTokens(db, membership.householdId, membership.userId);
  if (count >= maxTokensPerMember) {
    throw new ApiError(409, "API_TOKEN_LIMIT", undefined, undefined, {
      values: { limit: maxTokensPerMember },
    });
  }
  const secret = newApiTokenSecret();
  const now = new Date();
  const row: ApiTokenRow = {
    id: uuidv7(),
    householdId: membership.householdId,
    userId: membership.userId,
    name: input.name,
    scope: input.scope,
    hint: `${secret.slice(0, apiTokenPrefix.length + 4)}…`,
    createdAt: now.toISOString(),
    lastUsedAt: null,
    expiresAt: input.expiresInDays
      ? new Date(now.getTime() + input.expiresInDays * dayMs).toISOString()
      : null,
  };
  await insertApiToken(db, { ...row, tokenHash: hashApiToken(secret) });
  return { token: toView(row, now.getTime()), secret };
}

export async function listApiTokens(
  ctx: ServiceContext,
  membership: Membership,
): Promise<ApiTokenView[]> {
  const rows = await listMemberTokens(ctx.db, membership.householdId, membership.userId);
  const now = Date.now();
  return rows.map((row) => toView(row, now));
}

/** Only one's own tokens; another's (or another household's) id is a 404. */
export async function revokeApiToken(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const deleted = await deleteMemberToken(ctx.db, membership.householdId, membership.userId, id);
  if (!deleted) throw notFound();
}
