import { type HouseholdRole, householdRoles } from "#shared/domain/roles.ts";

export function isHouseholdRole(value: string): value is HouseholdRole {
  return (householdRoles as readonly string[]).includes(value);
}
