import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026. */
const understand = understandingOn("2026-11-25");

describe("pantry and services, second pass, one example per family (issue 16, round four)", () => {
  it.each([
    // Eaten or drunk "all of it", or finished: none is left.
    ["se comieron todas las galletas", "Galletas"],
    ["las nenas se tomaron todo el jugo", "Jugo"],
    ["comeram todo o pão", "Pão"],
    ["we ate all the bread", "Bread"],
    ["se terminaron el arroz", "Arroz"],
  ])("%s → adjustPantryItem %s to 0", (message, name) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([{ toolName: "adjustPantryItem", input: { name, quantity: 0 } }]);
  });

  it.each([
    // Whether some is left, in any order with "todavía/aún/ainda/still": only the thing's name.
    ["¿aún nos quedan lentejas?", "Lentejas"],
    ["hay harina todavía?", "Harina"],
    ["ainda tem arroz?", "Arroz"],
    ["do we still have rice?", "Rice"],
  ])("%s → readPantry %s", (message, name) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([{ toolName: "readPantry", input: { view: "item", name } }]);
  });

  it.each([
    // An appliance that fails: a technician proposed, «Otro» when no trade fits.
    ["la lavadora no centrifuga", "Otro"],
    ["a máquina de lavar parou", "Otro"],
    ["the dryer stopped working", "Otro"],
    // An outage of the house: an electrician proposed.
    ["se fue la luz en el cuarto", "Electricidad"],
    ["acabou a luz na sala", "Electricidad"],
  ])("%s → proposes createServiceRequest %s", (message, serviceType) => {
    const said = understand(message);
    expect(said.outcome).toBe("confirm");
    expect(said.calls[0]?.input.tool).toBe("createServiceRequest");
    expect(said.calls[0]?.input.args).toMatchObject({ serviceType });
  });
});
