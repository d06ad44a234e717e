import { describe, expect, it } from "vitest";
import { canHydrate } from "#web/prerender/can-hydrate.ts";

function container(prerendered?: string) {
  const element = document.createElement("div");
  if (prerendered) element.dataset.prerendered = prerendered;
  return element;
}

describe("canHydrate", () => {
  it("hydrates a prerendered page visited in Spanish with no query", () => {
    expect(canHydrate(container("es"), { pathname: "/", search: "" }, "es")).toBe(true);
    expect(canHydrate(container("es"), { pathname: "/auth", search: "" }, "es")).toBe(true);
  });

  it("renders afresh when the visit differs from what the build rendered", () => {
    expect(canHydrate(container(), { pathname: "/dashboard", search: "" }, "es")).toBe(false);
    expect(canHydrate(container("es"), { pathname: "/", search: "" }, "en")).toBe(false);
    expect(canHydrate(container("es"), { pathname: "/auth", search: "?tab=signup" }, "es")).toBe(
      false,
    );
    // The demo's first screen shows today's date.
    expect(canHydrate(container("es"), { pathname: "/demo", search: "" }, "es")).toBe(false);
  });
});
