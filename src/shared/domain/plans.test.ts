import { describe, expect, it } from "vitest";
import {
  effectivePlan,
  type HouseholdPlanState,
  isInTrial,
  memberLimit,
  trialDaysLeft,
} from "#shared/domain/plans.ts";

const now = new Date("2026-11-22T12:00:00Z");
const day = 24 * 60 * 60 * 1000;
const state = (overrides: Partial<HouseholdPlanState>): HouseholdPlanState => ({
  plan: "familiar",
  subscriptionStatus: "trial",
  trialEndsAt: new Date(now.getTime() + 30 * day).toISOString(),
  ...overrides,
});

describe("plans", () => {
  it("a household in its 30-day trial counts as Familiar with 30 days left", () => {
    expect(isInTrial(state({}), now)).toBe(true);
    expect(effectivePlan(state({ plan: "gratis" }), now)).toBe("familiar");
    expect(trialDaysLeft(state({}), now)).toBe(30);
    expect(memberLimit(state({}), now)).toBe(5);
  });

  it("counts a started day as a day, and 0 once the trial ends", () => {
    const almost = state({ trialEndsAt: new Date(now.getTime() + 1000).toISOString() });
    expect(trialDaysLeft(almost, now)).toBe(1);
    const over = state({ trialEndsAt: new Date(now.getTime() - 1000).toISOString() });
    expect(trialDaysLeft(over, now)).toBe(0);
    expect(effectivePlan(over, now)).toBe("gratis");
    expect(memberLimit(over, now)).toBe(1);
  });

  it("a paid plan gives its own limits; a cancelled one falls back to Gratis", () => {
    expect(memberLimit(state({ plan: "pro", subscriptionStatus: "active" }), now)).toBe(10);
    expect(memberLimit(state({ plan: "familiar", subscriptionStatus: "past_due" }), now)).toBe(5);
    expect(memberLimit(state({ plan: "pro", subscriptionStatus: "canceled" }), now)).toBe(1);
  });
});
