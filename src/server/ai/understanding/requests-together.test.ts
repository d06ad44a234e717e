import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Requests said together, each clear alone (requests-together.ts). */
const understand = understandingOn("2026-11-25");

describe("requests said together are each done", () => {
  it("«got the bread and the apples…, check them off. also we need foil»", () => {
    const message =
      "got the bread and the apples on the way back, check them off. also we need foil";
    expect(understand(message)).toMatchObject({
      outcome: "act",
      calls: [
        { toolName: "checkShoppingItems", input: { names: ["Bread", "Apples"] } },
        { toolName: "addShoppingItems", input: { items: [{ name: "Foil" }] } },
      ],
    });
  });

  it("a piece that would only read is no request of its own", () => {
    const message =
      "importante: renovar la licencia de Carlos, tiene que quedar lista el 15 de diciembre";
    const tools = understand(message).calls.map((call) => call.toolName);
    expect(tools).not.toContain("listTasks");
  });
});
