import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

const added = (message: string) => {
  const understood = understand(message);
  const call = understood.calls[0];
  return understood.outcome === "act" && call?.toolName === "addShoppingItems"
    ? (call.input.items as { name: string; quantity?: string }[])
    : null;
};

/** "Bring some on the way home" asks for groceries; what is said of the way is no part of them. */
describe("a bring request adds groceries; an errand is only proposed", () => {
  it.each([
    ["trae pan para mañana", [{ name: "Pan" }]],
    ["pasa por tortillas de regreso", [{ name: "Tortillas" }]],
    ["cuando vengas trae leche y huevos", [{ name: "Leche" }, { name: "Huevos" }]],
    ["pega pão na volta", [{ name: "Pão" }]],
    ["me traz 2 litros de leite quando voltar", [{ name: "Leite", quantity: "2 l" }]],
    ["pick up milk on the way home", [{ name: "Milk" }]],
    ["agarra pan en la tienda", [{ name: "Pan" }]],
    ["grab milk at the store", [{ name: "Milk" }]],
  ])("%s", (message, items) => {
    expect(added(message)).toEqual(items);
  });

  it.each(["ya agarré los huevos y el pan", "agarré los huevos y el pan"])(
    "%s ticks them",
    (message) => {
      expect(understand(message).calls).toEqual([
        { toolName: "checkShoppingItems", input: { names: ["Huevos", "Pan"] } },
      ]);
    },
  );

  it.each(["trae el carro del taller", "pick up Mateo at school", "agarra la ropa del tendedero"])(
    "%s",
    (message) => {
      const understood = understand(message);
      expect(understood.outcome).toBe("confirm");
      expect(understood.calls.map((call) => call.toolName)).toEqual(["proposeAction"]);
    },
  );
});
