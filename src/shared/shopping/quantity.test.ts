import { describe, expect, it } from "vitest";
import { sameItemName } from "#shared/shopping/item-names.ts";
import {
  addQuantities,
  convertAmount,
  formatQuantity,
  parseQuantity,
  parseQuickAdd,
} from "#shared/shopping/quantity.ts";

describe("parseQuantity", () => {
  it.each([
    ["2 kg", { amount: 2, unit: "kg" }],
    ["2kg", { amount: 2, unit: "kg" }],
    ["1,5 litros", { amount: 1.5, unit: "L" }],
    ["500 gr", { amount: 500, unit: "g" }],
    ["medio kilo", { amount: 0.5, unit: "kg" }],
    ["1/2 kg", { amount: 0.5, unit: "kg" }],
    ["3", { amount: 3, unit: null }],
    ["dos paquetes", { amount: 2, unit: "paquete" }],
    ["6 piezas", { amount: 6, unit: "unidad" }],
    ["kilo", { amount: 1, unit: "kg" }],
  ])("reads %j", (text, expected) => {
    expect(parseQuantity(text)).toEqual(expected);
  });

  it.each(["", "un montón", "2 bolsas grandes", "mucho"])("is null for %j", (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe("parseQuickAdd", () => {
  it.each([
    ["2 kg de arroz", { name: "Arroz", quantity: "2 kg" }],
    ["arroz 2 kg", { name: "Arroz", quantity: "2 kg" }],
    ["3 manzanas", { name: "Manzanas", quantity: "3" }],
    ["leche 2", { name: "Leche", quantity: "2" }],
    ["medio kilo de queso", { name: "Queso", quantity: "medio kilo" }],
    ["1.5kg pollo", { name: "Pollo", quantity: "1.5kg" }],
    ["  pan   integral ", { name: "Pan integral", quantity: null }],
    ["un pan", { name: "Pan", quantity: null }],
    ["aguacates x6", { name: "Aguacates", quantity: "6" }],
    ["huevos x 12", { name: "Huevos", quantity: "12" }],
    ["6x aguacates", { name: "Aguacates", quantity: "6" }],
    ["limones ×3", { name: "Limones", quantity: "3" }],
    ["Pan x", { name: "Pan x", quantity: null }],
  ])("reads %j", (text, expected) => {
    expect(parseQuickAdd(text)).toEqual(expected);
  });
});

describe("convertAmount and formatQuantity", () => {
  it("converts within a kind and refuses across kinds", () => {
    expect(convertAmount(500, "g", "kg")).toBe(0.5);
    expect(convertAmount(2, "L", "mL")).toBe(2000);
    expect(convertAmount(1, "L", "kg")).toBeNull();
    expect(convertAmount(1, "paquete", "unidad")).toBeNull();
  });

  it("writes quantities as a shopper reads them", () => {
    expect(formatQuantity(1, "unidad")).toBe("1 unidad");
    expect(formatQuantity(3, "unidad")).toBe("3 unidades");
    expect(formatQuantity(2, "paquete")).toBe("2 paquetes");
    expect(formatQuantity(1.5, "kg")).toBe("1.5 kg");
    expect(formatQuantity(0.1 + 0.2, "L")).toBe("0.3 L");
  });
});

describe("sameItemName", () => {
  it.each([
    ["Huevos", "huevo"],
    ["Limón", "limones"],
    ["Tomates", "tomate"],
    ["Pan Integral", "pan integral"],
    ["LECHE", "leches"],
  ])("%s matches %s", (a, b) => {
    expect(sameItemName(a, b)).toBe(true);
  });

  it("keeps different groceries apart", () => {
    expect(sameItemName("Pan", "Pasta")).toBe(false);
    expect(sameItemName("Leche", "Leche de almendra")).toBe(false);
  });
});

describe("addQuantities (the same item asked for again)", () => {
  it.each([
    ["2 kg", "1 kg", "3 kg"],
    ["2 kilos", "1 kg", "3 kg"],
    ["500 g", "1 kg", "1500 g"],
    ["1 L", "500 ml", "1.5 L"],
    ["2", "3", "5"],
    ["6 piezas", "2", "8 unidades"],
    ["2 bolsas", "1 bolsa", "3 bolsas"],
    ["1 bolsa", "1 bolsa", "2 bolsas"],
    ["3 caixas", "2 caixas", "5 caixas"],
    ["1 docena", "6", "18"],
    ["1 docena", "1 docena", "2 docenas"],
    [null, null, "2"],
    [null, "3", "4"],
    ["2", null, "3"],
    [null, "2 kg", "2 kg"],
    ["2 kg", null, "2 kg"],
    ["2 kg", "1 bolsa", "2 kg + 1 bolsa"],
    ["1 L", "1 kg", "1 L + 1 kg"],
  ])("%j + %j = %j", (existing, added, expected) => {
    expect(addQuantities(existing, added)).toBe(expected);
  });
});
