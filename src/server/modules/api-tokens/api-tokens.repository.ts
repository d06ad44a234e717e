import type { Db } from "#server/db/executor.ts";
import type { ApiTokenScope } from "#shared/schemas/api-tokens.ts";

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export interface ApiTokenRow {
  id: string;
  householdId: string;
  userId: string;
  name: string;
  scope: ApiTokenScope;
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

const tokenColumns = [
  "api_tokens.id as id",
  "api_tokens.household_id as householdId",
  "api_tokens.user_id as userId",
  "api_tokens.name as name",
  "api_tokens.scope as scope",
  "api_tokens.token_hint as hint",
  "api_tokens.created_at as createdAt",
  "api_tokens.last_used_at as lastUsedAt",
  "api_tokens.expires_at as expiresAt",
] as const;

function toRow(row: {
  id: string;
  householdId: string;
  userId: string;
  name: string;
  scope: ApiTokenScope;
  hint: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
  expiresAt: Date | string | null;
}): ApiTokenRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
  };
}

export interface NewApiToken {
  id: string;
  householdId: string;
  userId: string;
  name: string;
  scope: ApiTokenScope;
  tokenHash: string;
  hint: string;
  createdAt: string;
  expiresAt: string | null;
}

export async function insertApiToken(db: Db, token: NewApiToken): Promise<void> {
  await db
    .insertInto("api_tokens")
    .values({
      id: token.id,
      household_id: token.householdId,
      user_id: token.userId,
      name: token.name,
      scope: token.scope,
      token_hash: token.tokenHash,
      token_hint: token.hint,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function countMemberTokens(
  db: Db,
  householdId: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom("api_tokens")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A member's own tokens, newest first. */
export async function listMemberTokens(
  db: Db,
  householdId: string,
  userId: string,
): Promise<ApiTokenRow[]> {
  const rows = await db
    .selectFrom("api_tokens")
    .select(tokenColumns)
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRow);
}

/** Revoking deletes the row: the token stops working at its next request. */
export async function deleteMemberToken(
  db: Db,
  householdId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("api_tokens")
    .where("id", "=", id)
    .where("household_id", "=", householdId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface TokenHolder {
  token: ApiTokenRow;
  /** When the member joined the token's household (this membership): a token made before a
   * removal and a later return does not come back to life. */
  memberSince: string;
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    country: string;
    language: string;
    termsAcceptedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };
}

/** The token with this hash and its member, only while that member is still in the token's
 * household (their current role is read by the household middleware after this). */
export async function findTokenHolder(db: Db, tokenHash: string): Promise<TokenHolder | null> {
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("user", "user.id", "api_tokens.user_id")
    .innerJoin("user_roles", (join) =>
      join
        .onRef("user_roles.user_id", "=", "api_tokens.user_id")
        .onRef("user_roles.household_id", "=", "api_tokens.household_id"),
    )
    .innerJoin("profiles", (join) =>
      join
        .onRef("profiles.user_id", "=", "api_tokens.user_id")
        .onRef("profiles.household_id", "=", "api_tokens.household_id"),
    )
    .select(tokenColumns)
    .select([
      "profiles.created_at as memberSince",
      "user.name as userName",
      "user.email as userEmail",
      "user.emailVerified as userEmailVerified",
      "user.image as userImage",
      "user.country as userCountry",
      "user.language as userLanguage",
      "user.termsAcceptedAt as userTermsAcceptedAt",
      "user.createdAt as userCreatedAt",
      "user.updatedAt as userUpdatedAt",
    ])
    .where("api_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    token: toRow(row),
    memberSince: new Date(row.memberSince).toISOString(),
    user: {
      id: row.userId,
      name: row.userName,
      email: row.userEmail,
      emailVerified: Boolean(row.userEmailVerified),
      image: row.userImage,
      country: row.userCountry,
      language: row.userLanguage,
      termsAcceptedAt: row.userTermsAcceptedAt === null ? null : new Date(row.userTermsAcceptedAt),
      createdAt: new Date(row.userCreatedAt),
      updatedAt: new Date(row.userUpdatedAt),
    },
  };
}

/** Records a use when the last one recorded is older than `staleBefore`: the condition makes
 * it one write a minute per token, however many instances and requests. */
export async function recordTokenUse(
  db: Db,
  id: string,
  now: string,
  staleBefore: string,
): Promise<void> {
  await db
    .updateTable("api_tokens")
    .set({ last_used_at: now })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", staleBefore)]))
    .execute();
}
