import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** How much of each thing a list of things says (items.ts). */
const understand = understandingOn("2026-11-25");

const added = (message: string) => understand(message).calls[0]?.input.items;

describe("a count with «de» is in the unit said before it", () => {
  it.each([
    [
      "anota un paquete de fideos y dos de arroz",
      [
        { name: "Fideos", quantity: "1 paquete" },
        { name: "Arroz", quantity: "2 paquetes" },
      ],
    ],
    [
      "coloca 2 caixas de leite e uma de suco",
      [
        { name: "Leite", quantity: "2 caixas" },
        { name: "Suco", quantity: "1 caixa" },
      ],
    ],
  ])("«%s»", (message, items) => {
    expect(added(message)).toEqual(items);
  });
});

describe("among things counted, «un»/«una» counts one", () => {
  it("«agrega una lechuga, 3 tomates y un kilo de papas»", () => {
    expect(added("agrega una lechuga, 3 tomates y un kilo de papas")).toEqual([
      { name: "Lechuga", quantity: "1" },
      { name: "Tomates", quantity: "3" },
      { name: "Papas", quantity: "1 kg" },
    ]);
  });

  it("«add an onion and 2 lemons»", () => {
    expect(added("add an onion and 2 lemons")).toEqual([
      { name: "Onion", quantity: "1" },
      { name: "Lemons", quantity: "2" },
    ]);
  });

  it("alone it is only the article, and «un poco» is no count", () => {
    expect(added("agrega una lechuga")).toEqual([{ name: "Lechuga" }]);
    expect(added("agrega un poco de queso y 2 limones")).toEqual([
      { name: "Queso" },
      { name: "Limones", quantity: "2" },
    ]);
  });
});
