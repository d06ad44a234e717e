import { describe, expect, it } from "vitest";
import { expiryState, isCalendarDate, localDate } from "#shared/pantry/expiry.ts";
import {
  adjustedQuantity,
  isLowStock,
  missingQuantity,
  restockAmount,
  shoppingCategoryOf,
} from "#shared/pantry/stock.ts";

describe("low stock", () => {
  it("is a quantity below the threshold, not equal to it", () => {
    expect(isLowStock({ qtyOnHand: 1, reorderThreshold: 2 })).toBe(true);
    expect(isLowStock({ qtyOnHand: 2, reorderThreshold: 2 })).toBe(false);
    expect(isLowStock({ qtyOnHand: 0, reorderThreshold: 0 })).toBe(false);
  });

  it("never takes a quantity below 0", () => {
    expect(adjustedQuantity(1, -1)).toBe(0);
    expect(adjustedQuantity(0, -1)).toBe(0);
    expect(adjustedQuantity(0.2, 0.1)).toBe(0.3);
  });

  it("asks for what is missing up to the threshold, whole units for countable things", () => {
    expect(missingQuantity({ qtyOnHand: 0, reorderThreshold: 2, unit: "unidad" })).toBe(2);
    expect(missingQuantity({ qtyOnHand: 0.5, reorderThreshold: 2, unit: "paquete" })).toBe(2);
    expect(missingQuantity({ qtyOnHand: 0.25, reorderThreshold: 1, unit: "kg" })).toBe(0.75);
    expect(missingQuantity({ qtyOnHand: 5, reorderThreshold: 2, unit: "unidad" })).toBe(0);
  });
});

describe("expiry", () => {
  const today = "2026-11-22";
  it.each([
    [null, "none"],
    ["2026-11-21", "expired"],
    ["2026-11-22", "expiring"],
    ["2026-11-29", "expiring"],
    ["2026-11-30", "fresh"],
  ])("%s is %s", (date, state) => {
    expect(expiryState(date, today)).toBe(state);
  });

  it("counts today in the household's time zone", () => {
    const lateEvening = new Date("2026-11-23T04:30:00Z");
    expect(localDate(lateEvening, "America/Mexico_City")).toBe("2026-11-22");
    expect(localDate(lateEvening, "America/Sao_Paulo")).toBe("2026-11-23");
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("28/02/2026")).toBe(false);
  });
});

describe("restockAmount", () => {
  it("reads the bought quantity in the pantry's unit", () => {
    expect(restockAmount(null, "unidad")).toBe(1);
    expect(restockAmount("3", "unidad")).toBe(3);
    expect(restockAmount("2 kg", "kg")).toBe(2);
    expect(restockAmount("500 g", "kg")).toBe(0.5);
    expect(restockAmount("1 L", "mL")).toBe(1000);
    expect(restockAmount("2 unidades", "unidad")).toBe(2);
  });

  it("gives up when the units cannot be compared or the text is not a quantity", () => {
    expect(restockAmount("1 L", "kg")).toBeNull();
    expect(restockAmount("unas cuantas", "unidad")).toBeNull();
  });
});

describe("shoppingCategoryOf", () => {
  it("prefers what the name says, then the pantry category", () => {
    expect(shoppingCategoryOf("Leche", "Refrigerados")).toBe("Lácteos");
    expect(shoppingCategoryOf("Mole poblano", "Condimentos")).toBe("Despensa");
    expect(shoppingCategoryOf("Hielo", "Congelados")).toBe("Otros");
  });
});
