import { describe, expect, it } from "vitest";
import { canCreateShoppingList, effectivePlan } from "#shared/shopping/list-limit.ts";

const now = new Date("2026-11-22T12:00:00Z");

describe("shopping list limits", () => {
  it("counts a household in its trial as Familiar until the trial ends", () => {
    const trial = {
      plan: "gratis" as const,
      subscriptionStatus: "trial" as const,
      trialEndsAt: "2026-12-22T00:00:00Z",
    };
    expect(effectivePlan(trial, now)).toBe("familiar");
    expect(canCreateShoppingList(trial, 4, now)).toBe(true);
    const ended = { ...trial, trialEndsAt: "2026-11-01T00:00:00Z" };
    expect(effectivePlan(ended, now)).toBe("gratis");
    expect(canCreateShoppingList(ended, 1, now)).toBe(false);
  });

  it("lets Gratis keep one active list and Familiar and Pro as many as they like", () => {
    const active = { subscriptionStatus: "active" as const, trialEndsAt: null };
    expect(canCreateShoppingList({ ...active, plan: "gratis" }, 0, now)).toBe(true);
    expect(canCreateShoppingList({ ...active, plan: "gratis" }, 1, now)).toBe(false);
    expect(canCreateShoppingList({ ...active, plan: "familiar" }, 12, now)).toBe(true);
    expect(canCreateShoppingList({ ...active, plan: "pro" }, 40, now)).toBe(true);
  });
});
