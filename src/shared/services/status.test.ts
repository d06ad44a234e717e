import { describe, expect, it } from "vitest";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { ServiceStatus } from "#shared/domain/services.ts";
import { availableTransitions, canTransition } from "#shared/services/status.ts";

const actor = (role: HouseholdRole, isRequester = false) => ({ role, isRequester });

describe("service request transitions", () => {
  it("lets owners and admins move a request along its path", () => {
    for (const role of ["owner", "admin"] as const) {
      expect(availableTransitions(actor(role), "pending")).toEqual(["in_progress", "cancelled"]);
      expect(availableTransitions(actor(role), "in_progress")).toEqual(["completed", "cancelled"]);
    }
  });

  it("keeps completed and cancelled final, and never skips a step", () => {
    const owner = actor("owner");
    expect(availableTransitions(owner, "completed")).toEqual([]);
    expect(availableTransitions(owner, "cancelled")).toEqual([]);
    expect(canTransition(owner, "pending", "completed")).toBe(false);
    expect(canTransition(owner, "in_progress", "pending")).toBe(false);
  });

  it("lets the requester cancel their own request only while it is pending", () => {
    expect(availableTransitions(actor("member", true), "pending")).toEqual(["cancelled"]);
    expect(availableTransitions(actor("member", true), "in_progress")).toEqual([]);
    expect(availableTransitions(actor("member", false), "pending")).toEqual([]);
  });

  it.each<[HouseholdRole, ServiceStatus, ServiceStatus]>([
    ["member", "pending", "in_progress"],
    ["child", "in_progress", "completed"],
    ["guest", "pending", "cancelled"],
  ])("does not let a %s move %s to %s", (role, from, to) => {
    expect(canTransition(actor(role), from, to)).toBe(false);
  });
});
