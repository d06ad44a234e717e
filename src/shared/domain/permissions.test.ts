import { describe, expect, it } from "vitest";
import {
  assignableRoles,
  can,
  canChangePantryItem,
  canChangeRecipe,
  canChangeShoppingItem,
  canChangeShoppingList,
  canClearBoughtItems,
  canDeleteCommunityContent,
  canEditTask,
  canManageMember,
  canMoveTask,
  canSetServiceProvider,
  type Permission,
  permissionMatrix,
  serviceRequestActor,
} from "#shared/domain/permissions.ts";
import { type HouseholdRole, householdRoles } from "#shared/domain/roles.ts";

/** The matrix of docs/roles-and-permissions.md, written out cell by cell. */
const expected: Record<Permission, Record<HouseholdRole, boolean>> = {
  "household.manage": { owner: true, admin: true, member: false, child: false, guest: false },
  "household.delete": { owner: true, admin: false, member: false, child: false, guest: false },
  "household.transferOwnership": {
    owner: true,
    admin: false,
    member: false,
    child: false,
    guest: false,
  },
  "household.export": { owner: true, admin: true, member: false, child: false, guest: false },
  "members.manage": { owner: true, admin: true, member: false, child: false, guest: false },
  "content.create": { owner: true, admin: true, member: true, child: true, guest: false },
  "content.manageAny": { owner: true, admin: true, member: false, child: false, guest: false },
  "tasks.changeStatus": { owner: true, admin: true, member: true, child: true, guest: false },
  "shopping.check": { owner: true, admin: true, member: true, child: true, guest: true },
  "pantry.adjust": { owner: true, admin: true, member: true, child: true, guest: false },
  "services.request": { owner: true, admin: true, member: true, child: false, guest: false },
  "services.manage": { owner: true, admin: true, member: false, child: false, guest: false },
  "community.react": { owner: true, admin: true, member: true, child: true, guest: true },
  "chat.use": { owner: true, admin: true, member: true, child: true, guest: false },
  "personas.manage": { owner: true, admin: true, member: false, child: false, guest: false },
};

describe("permission matrix", () => {
  it("has exactly the documented permissions", () => {
    expect(Object.keys(permissionMatrix).sort()).toEqual(Object.keys(expected).sort());
  });

  const cells = Object.entries(expected).flatMap(([permission, roles]) =>
    householdRoles.map((role) => [permission as Permission, role, roles[role]] as const),
  );
  it.each(cells)("%s for %s is %s", (permission, role, allowed) => {
    expect(can(role, permission)).toBe(allowed);
  });
});

describe("who manages whom", () => {
  const manages: Record<HouseholdRole, HouseholdRole[]> = {
    owner: ["admin", "member", "child", "guest"],
    admin: ["member", "child", "guest"],
    member: [],
    child: [],
    guest: [],
  };
  const pairs = householdRoles.flatMap((actor) =>
    householdRoles.map((target) => [actor, target, manages[actor].includes(target)] as const),
  );
  it.each(pairs)("%s manages %s: %s", (actor, target, allowed) => {
    expect(canManageMember(actor, target)).toBe(allowed);
  });

  it.each(householdRoles)("%s gives only the roles it manages, never owner", (actor) => {
    expect(assignableRoles(actor)).toEqual(manages[actor]);
    expect(assignableRoles(actor)).not.toContain("owner");
  });
});

describe("the task rules the board and the services share", () => {
  const actor = (role: HouseholdRole) => ({ role, userId: "user-1", profileId: "profile-1" });
  const theirs = { createdBy: "user-2", assignedTo: "profile-2" };

  it.each(householdRoles)(
    "%s edits its own tasks unless a guest, others' only as manager",
    (role) => {
      const mayCreate = role !== "guest";
      expect(canEditTask(actor(role), { createdBy: "user-1" })).toBe(mayCreate);
      // Tasks made by the assistant or a profile without an account carry the profile id.
      expect(canEditTask(actor(role), { createdBy: "profile-1" })).toBe(mayCreate);
      expect(canEditTask(actor(role), theirs)).toBe(role === "owner" || role === "admin");
      expect(canEditTask(actor(role), { createdBy: null })).toBe(
        role === "owner" || role === "admin",
      );
    },
  );

  it.each(householdRoles)("%s moves any task, but a guest only those assigned to them", (role) => {
    expect(canMoveTask(actor(role), theirs)).toBe(role !== "guest");
    expect(canMoveTask(actor(role), { assignedTo: "profile-1" })).toBe(true);
    expect(canMoveTask(actor(role), { assignedTo: null })).toBe(role !== "guest");
  });
});

describe("the rules the shopping, pantry, meals, services and community pages share with their services", () => {
  const actor = (role: HouseholdRole) => ({ role, userId: "user-1", profileId: "profile-1" });
  const manager = (role: HouseholdRole) => role === "owner" || role === "admin";

  it.each(householdRoles)(
    "%s changes its own items, lists, pantry items and recipes unless a guest, others' only as manager",
    (role) => {
      const mayCreate = role !== "guest";
      expect(canChangeShoppingItem(actor(role), { addedBy: "user-1" })).toBe(mayCreate);
      expect(canChangeShoppingItem(actor(role), { addedBy: "user-2" })).toBe(manager(role));
      expect(canChangeShoppingList(actor(role), { createdBy: "user-1" })).toBe(mayCreate);
      expect(canChangeShoppingList(actor(role), { createdBy: null })).toBe(manager(role));
      expect(canChangePantryItem(actor(role), { createdBy: "user-1" })).toBe(mayCreate);
      expect(canChangePantryItem(actor(role), { createdBy: "user-2" })).toBe(manager(role));
      expect(canChangeRecipe(actor(role), { createdBy: "user-1" })).toBe(mayCreate);
      expect(canChangeRecipe(actor(role), { createdBy: "user-2" })).toBe(manager(role));
      expect(canClearBoughtItems(actor(role))).toBe(manager(role));
    },
  );

  it.each(householdRoles)(
    "%s deletes its own posts and comments (by profile) unless a guest, others' only as manager",
    (role) => {
      expect(canDeleteCommunityContent(actor(role), "profile-1")).toBe(role !== "guest");
      expect(canDeleteCommunityContent(actor(role), "profile-2")).toBe(manager(role));
      // The author left the household.
      expect(canDeleteCommunityContent(actor(role), null)).toBe(manager(role));
    },
  );

  it.each(householdRoles)(
    "%s acts on a service request as requester or not; notes the provider as manager",
    (role) => {
      expect(serviceRequestActor(actor(role), { requestedBy: "user-1" })).toEqual({
        role,
        isRequester: true,
      });
      expect(serviceRequestActor(actor(role), { requestedBy: null })).toEqual({
        role,
        isRequester: false,
      });
      expect(canSetServiceProvider(actor(role))).toBe(manager(role));
    },
  );
});
