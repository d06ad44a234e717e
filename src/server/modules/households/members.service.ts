import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { ApiError, notFound } from "#server/http/errors.ts";
import {
  deleteMember,
  findMember,
  listMembers,
  type MemberRecord,
  updateMemberRole,
} from "#server/modules/households/households.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { deleteAvatarFile } from "#server/modules/profiles/avatar-files.ts";
import {
  assignableRoles,
  can,
  canLeaveHousehold,
  canManageMember,
} from "#shared/domain/permissions.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { MemberView } from "#shared/schemas/households.ts";

/** Every member sees who is in the household; emails only owners and admins. */
export async function listHouseholdMembers(
  ctx: ServiceContext,
  membership: Membership,
): Promise<MemberView[]> {
  const members = await listMembers(ctx.db, membership.householdId);
  const manager = can(membership.role, "members.manage");
  return members.map((member) => ({
    profileId: member.profileId,
    name: member.name,
    email: manager || member.userId === membership.userId ? member.email : null,
    role: member.role,
    avatarUrl: member.avatarUrl,
    joinedAt: member.joinedAt,
    isMe: member.userId === membership.userId,
  }));
}

/** Someone else in the household whom the actor may manage; a foreign id is not found. */
async function findManageableMember(
  ctx: ServiceContext,
  membership: Membership,
  profileId: string,
): Promise<MemberRecord> {
  const member = await findMember(ctx.db, membership.householdId, profileId);
  if (!member) throw notFound();
  if (member.userId === membership.userId) throw new ApiError(409, "CANNOT_CHANGE_OWN_ROLE");
  if (!canManageMember(membership.role, member.role)) throw new ApiError(403, "FORBIDDEN");
  return member;
}

/** `concerned`: the accounts whose membership changed (removed, left, another role). */
function announce(
  ctx: ServiceContext,
  membership: Membership,
  action: string,
  id: string,
  concerned: string[],
) {
  ctx.live.publish(membership.householdId, {
    topic: "members",
    action,
    id,
    actorId: membership.userId,
  });
  // The member concerned sees their own role (or lack of one) change at once; then their open
  // streams end, so that a removed member hears nothing more and a new role is checked again
  // when the browser reconnects.
  ctx.live.publish(
    membership.householdId,
    { topic: "me", action, id },
    { endStreamsOf: concerned },
  );
}

export async function changeMemberRole(
  ctx: ServiceContext,
  membership: Membership,
  profileId: string,
  role: HouseholdRole,
): Promise<MemberView[]> {
  ensureAllowed(membership, "members.manage");
  const member = await findManageableMember(ctx, membership, profileId);
  if (!assignableRoles(membership.role).includes(role)) throw new ApiError(403, "FORBIDDEN");
  await updateMemberRole(ctx.db, membership.householdId, member.userId, role);
  announce(ctx, membership, "role-changed", profileId, [member.userId]);
  return listHouseholdMembers(ctx, membership);
}

export async function removeMember(
  ctx: ServiceContext & Pick<AppContext, "storage" | "logger">,
  membership: Membership,
  profileId: string,
): Promise<void> {
  ensureAllowed(membership, "members.manage");
  const member = await findManageableMember(ctx, membership, profileId);
  await deleteMember(ctx.db, membership.householdId, member.userId);
  await deleteAvatarFile(ctx.storage, ctx.logger, member.avatarUrl);
  announce(ctx, membership, "removed", profileId, [member.userId]);
}

/** The owner hands the household to another member and stays on as admin: there is always
 * exactly one owner. */
export async function transferOwnership(
  ctx: ServiceContext,
  membership: Membership,
  profileId: string,
): Promise<MemberView[]> {
  ensureAllowed(membership, "household.transferOwnership");
  const member = await findManageableMember(ctx, membership, profileId);
  await ctx.db.transaction().execute(async (trx) => {
    await updateMemberRole(trx, membership.householdId, membership.userId, "admin");
    await updateMemberRole(trx, membership.householdId, member.userId, "owner");
  });
  announce(ctx, membership, "ownership-transferred", profileId, [member.userId, membership.userId]);
  return listHouseholdMembers(ctx, { ...membership, role: "admin" });
}

/** Anyone but the owner may leave; the owner transfers ownership first. */
export async function leaveHousehold(
  ctx: ServiceContext & Pick<AppContext, "storage" | "logger">,
  membership: Membership,
): Promise<void> {
  if (!canLeaveHousehold(membership.role)) throw new ApiError(409, "OWNER_MUST_TRANSFER");
  const me = await findMember(ctx.db, membership.householdId, membership.profileId);
  await deleteMember(ctx.db, membership.householdId, membership.userId);
  await deleteAvatarFile(ctx.storage, ctx.logger, me?.avatarUrl ?? null);
  announce(ctx, membership, "left", membership.profileId, [membership.userId]);
}
