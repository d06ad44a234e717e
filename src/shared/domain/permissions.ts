import type { HouseholdRole } from "#shared/domain/roles.ts";

/**
 * What each household role may do. The spec shows no differences between roles (§6); this
 * matrix is ours, documented in docs/roles-and-permissions.md and enforced by the services.
 * "Own" content is what the member created; "any" content includes what others created.
 */
export const permissionMatrix = {
  /** Rename the household, change its language, time zone, assistant tone, plan. */
  "household.manage": ["owner", "admin"],
  /** Delete the household and everything in it; hand ownership to another member. */
  "household.delete": ["owner"],
  "household.transferOwnership": ["owner"],
  /** Download every row of the household as JSON (it holds every member's details). */
  "household.export": ["owner", "admin"],
  /** Invite people, revoke and resend invitations, change roles, remove members (see
   * canManageMember and assignableRoles for whom and to what). */
  "members.manage": ["owner", "admin"],
  /** Create tasks, shopping items, events, pantry items, posts and comments; edit their own. */
  "content.create": ["owner", "admin", "member", "child"],
  /** Edit or delete what other members created. */
  "content.manageAny": ["owner", "admin"],
  /** Move tasks between columns (a guest only the tasks assigned to them). */
  "tasks.changeStatus": ["owner", "admin", "member", "child"],
  /** Check and uncheck shopping items: a guest helping with the shopping may do it too. */
  "shopping.check": ["owner", "admin", "member", "child", "guest"],
  /** Raise or lower pantry quantities. */
  "pantry.adjust": ["owner", "admin", "member", "child"],
  /** Ask for a plumber, an electrician…: spends money, so not children or guests. */
  "services.request": ["owner", "admin", "member"],
  /** Move a service request through its statuses (the requester may cancel their own). */
  "services.manage": ["owner", "admin"],
  /** Like posts. */
  "community.react": ["owner", "admin", "member", "child", "guest"],
  /** Talk to the assistant (its tools still check the matrix for what they do). */
  "chat.use": ["owner", "admin", "member", "child"],
  /** Create and edit the assistant personas. */
  "personas.manage": ["owner", "admin"],
} as const satisfies Record<string, readonly HouseholdRole[]>;

export type Permission = keyof typeof permissionMatrix;

export function can(role: HouseholdRole, permission: Permission): boolean {
  return (permissionMatrix[permission] as readonly HouseholdRole[]).includes(role);
}

/** Who is acting, as the rules below need them: the signed-in member of the household. */
export interface Actor {
  role: HouseholdRole;
  userId: string;
  profileId: string;
}

/**
 * Edit or delete something: what `permission` allows at all (creating content, by default), on
 * one's own (created by this account or this profile), or on anyone's with content.manageAny.
 * The services refuse with 403 what this refuses; the pages hide the buttons.
 */
export function canChangeContent(
  actor: Actor,
  createdBy: string | null,
  permission: Permission = "content.create",
): boolean {
  if (!can(actor.role, permission)) return false;
  const own = createdBy !== null && (createdBy === actor.userId || createdBy === actor.profileId);
  return own || can(actor.role, "content.manageAny");
}

/** Move a task between columns (or complete it): a guest only the tasks assigned to them. */
export function canMoveTask(actor: Actor, task: { assignedTo: string | null }): boolean {
  if (can(actor.role, "tasks.changeStatus")) return true;
  return actor.role === "guest" && task.assignedTo !== null && task.assignedTo === actor.profileId;
}

/** Change a task's title, day, assignee… or delete it. */
export function canEditTask(actor: Actor, task: { createdBy: string | null }): boolean {
  return canChangeContent(actor, task.createdBy);
}

/** Edit or delete a shopping item: one's own (added by this account), or anyone's for owners
 * and admins. */
export function canChangeShoppingItem(actor: Actor, item: { addedBy: string | null }): boolean {
  return canChangeContent(actor, item.addedBy);
}

/** Rename, archive or restore a shopping list: the same rule on who created it. */
export function canChangeShoppingList(actor: Actor, list: { createdBy: string | null }): boolean {
  return canChangeContent(actor, list.createdBy);
}

/** 'Vaciar comprados': the bought items may be anyone's, so owners and admins only. */
export function canClearBoughtItems(actor: Pick<Actor, "role">): boolean {
  return can(actor.role, "content.manageAny");
}

/** Edit or delete a pantry item: one's own, or anyone's for owners and admins. */
export function canChangePantryItem(actor: Actor, item: { createdBy: string | null }): boolean {
  return canChangeContent(actor, item.createdBy);
}

/** Leave the household: anyone but its owner, who hands ownership to another member first. */
export function canLeaveHousehold(role: HouseholdRole): boolean {
  return role !== "owner";
}

/** Restore a backup in place of the household: only its owner (a household has one owner, and
 * only they decide to replace it). */
export function canReplaceHousehold(role: HouseholdRole): boolean {
  return role === "owner";
}

/** Who acts on a service request, as #shared/services/status.ts's moves need them: their role,
 * and whether they are the member who asked for it (who may cancel it while pending). */
export function serviceRequestActor(
  actor: Pick<Actor, "role" | "userId">,
  request: { requestedBy: string | null },
): { role: HouseholdRole; isRequester: boolean } {
  return { role: actor.role, isRequester: request.requestedBy === actor.userId };
}

/** Note who is coming to do a service: owners and admins. */
export function canSetServiceProvider(actor: Pick<Actor, "role">): boolean {
  return can(actor.role, "services.manage");
}

/** Edit, re-photograph or delete a recipe: one's own, or anyone's for owners and admins. */
export function canChangeRecipe(actor: Actor, recipe: { createdBy: string | null }): boolean {
  return canChangeContent(actor, recipe.createdBy);
}

/** Delete a community post or comment: one's own (by the author's profile), or anyone's for
 * owners and admins. The feed sends the answer as `canDelete`; the service refuses the rest. */
export function canDeleteCommunityContent(actor: Actor, authorProfileId: string | null): boolean {
  return canChangeContent(actor, authorProfileId);
}

/** Owners and admins manage others, but an admin never manages the owner or another admin. */
export function canManageMember(actor: HouseholdRole, target: HouseholdRole): boolean {
  if (actor === "owner") return target !== "owner";
  if (actor === "admin") return target !== "owner" && target !== "admin";
  return false;
}

/** The roles an actor may give, by invitation or by changing a role. Nobody is made owner this
 * way: ownership only moves by transfer, so a household always has exactly one owner. */
export function assignableRoles(actor: HouseholdRole): HouseholdRole[] {
  if (actor === "owner") return ["admin", "member", "child", "guest"];
  if (actor === "admin") return ["member", "child", "guest"];
  return [];
}
