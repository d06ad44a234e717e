import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

describe("whether a grocery is kept, asked with more around it", () => {
  it.each([
    ["todavia tenemos frijoles o compro?", "Frijoles"],
    ["che tenemos leche o bajo al chino?", "Leche"],
    ["hay frijoles en la alacena o ya se acabaron?", "Frijoles"],
    ["tenemos frijoles?? no me acuerdo", "Frijoles"],
    ["queda atún en la alacena?", "Atún"],
    ["sobra algo de queso?", "Queso"],
    ["queda aceite aún o no?", "Aceite"],
    ["ainda tem feijão ou compro?", "Feijão"],
    ["do we still have eggs or should I grab some?", "Eggs"],
  ])("«%s» asks the pantry about %s", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "readPantry", input: { view: "item", name } },
    ]);
  });

  it("what is no grocery is not asked of the pantry", () => {
    const [call] = understand("tenemos algo el sábado?").calls;
    expect(call?.toolName).toBe("listEvents");
  });
});
