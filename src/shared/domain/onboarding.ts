import type { ShoppingCategory } from "#shared/domain/catalog.ts";

/** 'Configura tu hogar' has five steps (spec §2, §9). */
export const onboardingStepCount = 5;
export type OnboardingStep = 1 | 2 | 3 | 4 | 5;

/** The name of the shopping list that step 5's checklist becomes. */
export const initialPantryListName = "Pantry Inicial";

export interface InitialPantryItem {
  id: string;
  /** The name written on the list (the screen shows it, and spec §2's label, translated). */
  name: string;
  /** The aisle it lands in on the shopping list (the categories of spec §9). */
  category: ShoppingCategory;
}

/** Spec §2's initial pantry checklist. The screen shows spec §2's labels (Lácteos, Proteínas…);
 * the list files each item under a shopping category of spec §9 so that the shopping screen can
 * group them by aisle. */
export const initialPantryItems: readonly InitialPantryItem[] = [
  { id: "leche", name: "Leche", category: "Lácteos" },
  { id: "pan-integral", name: "Pan integral", category: "Panadería" },
  // Mexican supermarkets shelve eggs in the "Lácteos y huevo" aisle.
  { id: "huevos", name: "Huevos", category: "Lácteos" },
  { id: "manzanas", name: "Manzanas", category: "Frutas y Verduras" },
  { id: "arroz", name: "Arroz", category: "Despensa" },
];

export const defaultPersonaName = "Hogaria Familiar";
