export const planIds = ["gratis", "familiar", "pro"] as const;
export type PlanId = (typeof planIds)[number];

export const subscriptionStatuses = ["trial", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface PlanLimits {
  members: number;
  /** Chat messages per month; null means unlimited. */
  chatMessagesPerMonth: number | null;
  shoppingLists: number | null;
}

/** Plan limits of spec §9 and §6. A household in its trial counts as Familiar. */
export const planLimits: Record<PlanId, PlanLimits> = {
  gratis: { members: 1, chatMessagesPerMonth: 20, shoppingLists: 1 },
  familiar: { members: 5, chatMessagesPerMonth: null, shoppingLists: null },
  pro: { members: 10, chatMessagesPerMonth: null, shoppingLists: null },
};

/** Monthly price in MXN, as shown on the landing page. */
export const planPricesMxn: Record<PlanId, number> = { gratis: 0, familiar: 179, pro: 349 };

export const trialDays = 30;

/** What a household's plan is made of, as the households table keeps it. */
export interface HouseholdPlanState {
  plan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  /** ISO timestamp; null when the household never had a trial. */
  trialEndsAt: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;

export function isInTrial(state: HouseholdPlanState, now: Date = new Date()): boolean {
  return (
    state.subscriptionStatus === "trial" &&
    state.trialEndsAt !== null &&
    new Date(state.trialEndsAt).getTime() > now.getTime()
  );
}

/** The plan whose limits apply now: a household in its 30-day trial counts as Familiar (spec §9:
 * "no restrictions"); when the trial ends unpaid, or a subscription is cancelled, it is Gratis. */
export function effectivePlan(state: HouseholdPlanState, now: Date = new Date()): PlanId {
  if (state.subscriptionStatus === "trial") return isInTrial(state, now) ? "familiar" : "gratis";
  if (state.subscriptionStatus === "canceled") return "gratis";
  return state.plan;
}

/** Whole days of trial left, counting a started day as a day; 0 once it is over. */
export function trialDaysLeft(state: HouseholdPlanState, now: Date = new Date()): number {
  if (!isInTrial(state, now) || state.trialEndsAt === null) return 0;
  return Math.ceil((new Date(state.trialEndsAt).getTime() - now.getTime()) / dayMs);
}

export function memberLimit(state: HouseholdPlanState, now: Date = new Date()): number {
  return planLimits[effectivePlan(state, now)].members;
}

/** Plan names as the landing page shows them (spec §9). */
export const planNames: Record<PlanId, string> = {
  gratis: "Gratis",
  familiar: "Familiar",
  pro: "Pro",
};
