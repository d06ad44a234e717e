import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import { findMembershipByUser } from "#server/modules/households/households.repository.ts";
import { can, type Permission } from "#shared/domain/permissions.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";

/** Who is acting, in which household, with which role: every household service takes this. */
export interface Membership {
  userId: string;
  householdId: string;
  profileId: string;
  role: HouseholdRole;
}

/** Routes after this need a household; the household always comes from the session's user. */
export function requireMembership(db: Kysely<DatabaseSchema>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const membership = await findMembershipByUser(db, c.get("user").id);
    if (!membership) throw new ApiError(403, "NO_HOUSEHOLD");
    c.set("membership", membership);
    await next();
  };
}

/** Services call this first: a role the matrix refuses gets a 403 and nothing changes. */
export function ensureAllowed(membership: Membership, permission: Permission): void {
  if (!can(membership.role, permission)) throw new ApiError(403, "FORBIDDEN");
}

/** For edits and deletes: one's own content, or anyone's with content.manageAny. */
export function ensureOwnerOrManager(
  membership: Membership,
  createdBy: string | null,
  permission: Permission = "content.create",
): void {
  ensureAllowed(membership, permission);
  const own = createdBy === membership.userId || createdBy === membership.profileId;
  if (!own && !can(membership.role, "content.manageAny")) throw new ApiError(403, "FORBIDDEN");
}
