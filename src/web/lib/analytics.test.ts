import { afterEach, describe, expect, it, vi } from "vitest";
import { track } from "#web/lib/analytics.ts";

afterEach(() => {
  delete window.analytics;
});

describe("track", () => {
  it("sends the event with an ISO timestamp when window.analytics exists", () => {
    const calls: [string, Record<string, unknown>][] = [];
    window.analytics = { track: (event, properties) => calls.push([event, properties]) };
    track("signup_opened", { source: "hero_cta" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe("signup_opened");
    expect(calls[0]?.[1]).toMatchObject({ source: "hero_cta" });
    expect(new Date(String(calls[0]?.[1].timestamp)).toISOString()).toBe(calls[0]?.[1].timestamp);
  });

  it("does nothing without an analytics object, and survives a broken one", () => {
    expect(() => track("signup_opened", { source: "hero_cta" })).not.toThrow();
    window.analytics = {
      track: vi.fn(() => {
        throw new Error("caído");
      }),
    };
    expect(() =>
      track("pricing_cta_clicked", { plan_name: "Familiar", currency: "MXN" }),
    ).not.toThrow();
  });
});
