import { ApiError } from "#server/http/errors.ts";
import { can, canChangeContent, type Permission } from "#shared/domain/permissions.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";

/** The household rule, apart from HTTP: who is acting, in which household, with which role.
 * Every household service takes this (the HTTP middleware that finds it is
 * `http/require-membership.ts`). */
export interface Membership {
  userId: string;
  householdId: string;
  profileId: string;
  role: HouseholdRole;
}

/** Services call this first: a role the matrix refuses gets a 403 and nothing changes. */
export function ensureAllowed(membership: Membership, permission: Permission): void {
  if (!can(membership.role, permission)) throw new ApiError(403, "FORBIDDEN");
}

/** For edits and deletes: one's own content, or anyone's with content.manageAny (the rule of
 * #shared/domain/permissions.ts, which the pages use too). */
export function ensureOwnerOrManager(
  membership: Membership,
  createdBy: string | null,
  permission: Permission = "content.create",
): void {
  if (!canChangeContent(membership, createdBy, permission)) throw new ApiError(403, "FORBIDDEN");
}
