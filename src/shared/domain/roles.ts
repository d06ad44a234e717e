/** Household roles, strongest first (spec §6). */
export const householdRoles = ["owner", "admin", "member", "child", "guest"] as const;
export type HouseholdRole = (typeof householdRoles)[number];
