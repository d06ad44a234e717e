import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

/** A need said before a count names nothing; "como 4" is about four of the thing before it. */
describe("needs and hedged counts", () => {
  it.each([
    [
      "necesito 2 litros de leche y 1 kilo de arroz en la lista",
      [
        { name: "Leche", quantity: "2 l" },
        { name: "Arroz", quantity: "1 kg" },
      ],
    ],
    [
      "apunta unos aguacates, como 4, y un kilo de limones",
      [
        { name: "Aguacates", quantity: "4" },
        { name: "Limones", quantity: "1 kg" },
      ],
    ],
    ["compra como 2 kilos de papa", [{ name: "Papa", quantity: "2 kg" }]],
  ])("%s", (message, items) => {
    expect(understand(message).calls).toEqual([{ toolName: "addShoppingItems", input: { items } }]);
  });
});
