import { describe, expect, it } from "vitest";
import { countSaidPlainly } from "#server/ai/understanding/count-sayings.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Thursday is the 26th, Friday the 27th, Sunday the 29th. */
const understand = understandingOn("2026-11-25");

describe("the meal of a day said first, then its dish", () => {
  it.each([
    ["no almoço de domingo vai ser lasanha", "2026-11-29", "lunch", "Lasanha"],
    ["para cenar el viernes tortilla de patatas", "2026-11-27", "dinner", "Tortilla de patatas"],
    ["pa la once del jueves pongamos sopaipillas", "2026-11-26", "dinner", "Sopaipillas"],
    ["la cena del sábado es la lasaña", "2026-11-28", "dinner", "Lasaña"],
    ["for dinner on friday meatloaf", "2026-11-27", "dinner", "Meatloaf"],
  ])("«%s» plans %s's %s: %s", (message, date, slot, meal) => {
    expect(understand(message).calls).toEqual([
      { toolName: "planMeal", input: { date, slot, meal } },
    ]);
  });

  it.each([
    "el almuerzo de mañana es en casa de la abuela",
    "en la cena de hoy hablamos con Mateo",
    "el desayuno del domingo lo hace Carlos",
  ])("«%s» plans no dish", (message) => {
    const tools = understand(message).calls.map((call) => call.toolName);
    expect(tools).not.toContain("planMeal");
  });
});

describe("how much there is, said with «only» and «now»", () => {
  it.each([
    ["tem só meio quilo de feijão agora", "Feijão", 0.5, "kg"],
    ["tem so meio quilo de feijão agora", "Feijão", 0.5, "kg"],
    ["solo hay medio kilo de frijoles ahora", "Frijoles", 0.5, "kg"],
    ["there's only 1 liter of milk left", "Milk", 1, "L"],
  ])("«%s» counts %s", (message, name, quantity, unit) => {
    expect(understand(message).calls).toEqual([
      { toolName: "adjustPantryItem", input: { name, quantity, unit } },
    ]);
  });

  it("a thing to do, a question or a message without a quantity is left as said", () => {
    expect(countSaidPlainly("hay que comprar 2 kilos de papa ahora")).toBeNull();
    expect(countSaidPlainly("¿solo quedan 2 huevos?")).toBeNull();
    expect(countSaidPlainly("solo hay pan ahora")).toBeNull();
  });
});
