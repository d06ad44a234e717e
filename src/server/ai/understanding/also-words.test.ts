import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** An "also" inside a request (also-words.ts). */
const understand = understandingOn("2026-11-25");

describe("an «also» inside the request adds nothing to it", () => {
  it.each([
    ["we also need foil", "Foil"],
    ["también necesitamos servilletas", "Servilletas"],
    ["a gente também precisa de pão", "Pão"],
  ])("«%s» puts it on the list", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });

  it("after a tick, «we also need foil» is the list's too, not a chore «Need foil»", () => {
    const tools = understand("grabbed the tortillas, cross them off. we also need foil").calls;
    expect(tools.map((call) => call.toolName)).toEqual(["checkShoppingItems", "addShoppingItems"]);
  });
});
