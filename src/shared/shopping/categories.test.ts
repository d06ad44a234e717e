import { describe, expect, it } from "vitest";
import { groupByAisle, guessCategory } from "#shared/shopping/categories.ts";

describe("guessCategory", () => {
  it.each([
    ["Leche", "Lácteos"],
    ["Pan integral", "Panadería"],
    ["Huevos", "Lácteos"],
    ["Manzanas", "Frutas y Verduras"],
    ["limones", "Frutas y Verduras"],
    ["Jitomates", "Frutas y Verduras"],
    ["Arroz", "Despensa"],
    ["pasta", "Despensa"],
    ["Pasta dental", "Higiene"],
    ["Papel higiénico", "Higiene"],
    ["papel higienico", "Higiene"],
    ["Jugo de naranja", "Bebidas"],
    ["pechuga de pollo", "Carnes"],
    ["Detergente para ropa", "Limpieza"],
    ["Café", "Despensa"],
    ["Palta", "Frutas y Verduras"],
  ])("%s goes to %s", (name, category) => {
    expect(guessCategory(name)).toBe(category);
  });

  it("says nothing when the name names nothing it knows", () => {
    expect(guessCategory("Regalo para la abuela")).toBeNull();
  });
});

describe("groupByAisle", () => {
  it("follows the supermarket's aisle order and sends unknown categories to Otros, last", () => {
    const groups = groupByAisle([
      { name: "Jabón", category: "Higiene" },
      { name: "Zanahoria", category: "Frutas y Verduras" },
      { name: "Tornillos", category: null },
      { name: "Leche", category: "Lácteos" },
      { name: "aguacate", category: "Frutas y Verduras" },
      { name: "Pilas", category: "Ferretería" },
      { name: "Huevos", category: "Proteínas" },
    ]);
    expect(groups.map((group) => group.category)).toEqual([
      "Frutas y Verduras",
      "Lácteos",
      "Higiene",
      "Otros",
    ]);
    expect(groups[1]?.items.map((item) => item.name)).toEqual(["Huevos", "Leche"]);
    expect(groups[0]?.items.map((item) => item.name)).toEqual(["aguacate", "Zanahoria"]);
    expect(groups[3]?.items.map((item) => item.name)).toEqual(["Pilas", "Tornillos"]);
  });
});
