import { describe, expect, it } from "vitest";
import { shoppingListText } from "#shared/shopping/list-text.ts";

const words = { toBuy: "Por comprar", empty: "(nada por ahora)" };

describe("a shopping list as text", () => {
  it("lists what is still to buy, with quantities and notes, and leaves out what was bought", () => {
    const text = shoppingListText(
      {
        name: "Súper del sábado",
        items: [
          { name: "Leche", quantity: "2 l", notes: null, isChecked: false },
          { name: "Pan", quantity: null, notes: "integral", isChecked: false },
          { name: "Huevos", quantity: "12", notes: null, isChecked: true },
        ],
      },
      words,
    );
    expect(text).toBe("*Súper del sábado*\nPor comprar:\n- Leche (2 l)\n- Pan — integral");
  });

  it("says so when nothing is left to buy", () => {
    expect(shoppingListText({ name: "Casa", items: [] }, words)).toBe(
      "*Casa*\nPor comprar:\n(nada por ahora)",
    );
  });
});
