import { describe, expect, it } from "vitest";
import { allergenWarnings } from "#shared/meals/allergens.ts";
import { listQuantity, subtractPantry, sumIngredients } from "#shared/meals/amounts.ts";
import { weekStartOf } from "#shared/meals/week.ts";

describe("sumIngredients", () => {
  it("adds 500 g and 1 kg of the same ingredient to 1,5 kg, plurals and accents aside", () => {
    const [line, ...rest] = sumIngredients([
      { name: "Arroz", amount: 500, unit: "g", meal: "Arroz con pollo" },
      { name: "arroz", amount: 1, unit: "kg", meal: "Lomo saltado" },
    ]);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ name: "Arroz", amount: 1.5, unit: "kg" });
    expect(line?.meals).toEqual(["Arroz con pollo", "Lomo saltado"]);
    expect(listQuantity(line ?? null)).toBe("1,5 kg");
  });

  it("keeps units that cannot be added apart, and reads mL up to L", () => {
    const lines = sumIngredients([
      { name: "Cebolla", amount: 1, unit: "unidad", meal: "A" },
      { name: "Cebollas", amount: 2, unit: "unidad", meal: "B" },
      { name: "Cebolla", amount: 200, unit: "g", meal: "C" },
      { name: "Leche", amount: 600, unit: "mL", meal: "D" },
      { name: "Leche", amount: 0.5, unit: "L", meal: "E" },
    ]);
    expect(lines.map((line) => [line.name, line.amount, line.unit])).toEqual([
      ["Cebolla", 3, "unidad"],
      ["Cebolla", 200, "g"],
      ["Leche", 1.1, "L"],
    ]);
  });
});

describe("subtractPantry", () => {
  it("buys only what the pantry lacks, counted things whole", () => {
    const lines = subtractPantry(
      sumIngredients([
        { name: "Arroz", amount: 1.5, unit: "kg", meal: "A" },
        { name: "Huevo", amount: 4.5, unit: "unidad", meal: "B" },
        { name: "Sal", amount: null, unit: "g", meal: "B" },
        { name: "Frijol", amount: 500, unit: "g", meal: "C" },
      ]),
      [
        { name: "Arroz", qtyOnHand: 400, unit: "g" },
        { name: "Huevos", qtyOnHand: 2, unit: "unidad" },
        { name: "Sal", qtyOnHand: 1, unit: "kg" },
        { name: "Frijoles", qtyOnHand: 1, unit: "kg" },
      ],
    );
    expect(lines.map((line) => [line.name, line.toBuy])).toEqual([
      ["Arroz", { amount: 1.1, unit: "kg" }],
      ["Huevo", { amount: 3, unit: "unidad" }],
      ["Sal", null],
      ["Frijol", null],
    ]);
    expect(lines[0]?.inPantry).toEqual({ amount: 400, unit: "g" });
  });
});

describe("allergenWarnings", () => {
  it("names the household's allergies a recipe touches, with the ingredients", () => {
    expect(
      allergenWarnings(
        ["Queso fresco", "Tortilla de maíz", "Crema"],
        ["lácteos", "maní", "Lácteos"],
      ),
    ).toEqual([{ allergy: "lácteos", ingredients: ["Queso fresco", "Crema"] }]);
    expect(allergenWarnings(["Camarones"], ["camarón"])).toEqual([
      { allergy: "camarón", ingredients: ["Camarones"] },
    ]);
  });
});

describe("weekStartOf", () => {
  it("starts the week on Monday", () => {
    expect(weekStartOf("2026-11-25")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23");
  });
});
