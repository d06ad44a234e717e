import { type PlanId, planLimits, type SubscriptionStatus } from "#shared/domain/plans.ts";

export interface HouseholdPlan {
  plan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: string | null;
}

/** The plan whose limits apply: a household in its trial counts as Familiar until the trial ends. */
export function effectivePlan(household: HouseholdPlan, now: Date): PlanId {
  const inTrial =
    household.subscriptionStatus === "trial" &&
    (household.trialEndsAt === null || new Date(household.trialEndsAt) > now);
  return inTrial ? "familiar" : household.plan;
}

/** How many active shopping lists the household may keep (null: no limit). Archived lists do not
 * count, so archiving one makes room for a new one. */
export function shoppingListLimit(household: HouseholdPlan, now: Date): number | null {
  return planLimits[effectivePlan(household, now)].shoppingLists;
}

export function canCreateShoppingList(
  household: HouseholdPlan,
  activeLists: number,
  now: Date,
): boolean {
  const limit = shoppingListLimit(household, now);
  return limit === null || activeLists < limit;
}
