import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/**
 * Families left from the thirteenth round, in phrasings of our own: a team's fixture or a
 * result asked, a meal of the day told ready, a reason said between two parts of a request, and
 * Brazil's «viu» closing a thanks.
 */
const understand = understandingOn("2026-11-25");

describe("a team's game is the world's", () => {
  it.each([
    "a que hora juega boca el domingo",
    "¿cuándo juega la selección?",
    "quando joga o flamengo?",
    "when do the lakers play tonight",
    "¿quién ganó el clásico?",
    "como ficou o jogo do Grêmio",
    "what's the score of the game",
  ])("«%s» changes nothing and calls no tool", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("outOfScope");
    expect(understood.calls).toEqual([]);
  });

  it.each(["a qué hora juega Mateo el sábado", "cuando juegan los niños"])(
    "a member's or the children's game is not the world's: «%s»",
    (message) => {
      expect(understand(message).outcome).not.toBe("outOfScope");
    },
  );
});

describe("a meal of the day told ready is cooked", () => {
  it.each([
    ["la cena está lista", "dinner"],
    ["el almuerzo ya está listo", "lunch"],
    ["o jantar tá pronto", "dinner"],
    ["dinner is ready", "dinner"],
    ["lunch is done", "lunch"],
  ])("«%s» cooks the %s of the plan", (message, slot) => {
    expect(understand(message).calls).toEqual([{ toolName: "cookMeal", input: { slot } }]);
  });

  it("a dish named before the meal of the day is the one cooked", () => {
    expect(understand("the lasagna for dinner is ready").calls).toEqual([
      { toolName: "cookMeal", input: { meal: "lasagna" } },
    ]);
  });

  it("the list told ready is not a meal", () => {
    const tools = understand("la lista del super está lista").calls.map((call) => call.toolName);
    expect(tools).not.toContain("cookMeal");
  });
});

describe("why, said between two parts of a request", () => {
  it.each([
    ["agregue leche a la lista, es que viene mi suegra, y también pan", ["Leche", "Pan"]],
    ["add milk to the list, because my mom is coming, and bread too", ["Milk", "Bread"]],
    ["coloca leite na lista, é que minha sogra vem, e pão também", ["Leite", "Pão"]],
  ])("«%s» adds both, and nothing of the reason", (message, names) => {
    expect(understand(message).calls).toEqual([
      { toolName: "addShoppingItems", input: { items: names.map((name) => ({ name })) } },
    ]);
  });
});

describe("«viu» closing a Brazilian sentence", () => {
  it("«obrigada, viu» thanks", () => {
    expect(understand("obrigada viu").outcome).toBe("thanks");
  });

  it("«coloca leite na lista, viu» adds only the milk", () => {
    expect(understand("coloca leite na lista viu").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Leite" }] } },
    ]);
  });
});
