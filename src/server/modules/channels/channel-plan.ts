import { effectivePlan, type HouseholdPlanState, isInTrial } from "#shared/domain/plans.ts";

/** WhatsApp and SMS with the assistant are a Pro integration (spec §9); the 30-day trial has
 * everything, so trial households have it too. */
export function channelsIncluded(state: HouseholdPlanState, now: Date): boolean {
  return isInTrial(state, now) || effectivePlan(state, now) === "pro";
}
