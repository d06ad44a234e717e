/** Shopping categories in a typical supermarket aisle order (spec §9). */
export const shoppingCategories = [
  "Frutas y Verduras",
  "Lácteos",
  "Carnes",
  "Panadería",
  "Despensa",
  "Bebidas",
  "Limpieza",
  "Higiene",
  "Otros",
] as const;
export type ShoppingCategory = (typeof shoppingCategories)[number];

export const inventoryCategories = [
  "Despensa",
  "Refrigerados",
  "Congelados",
  "Bebidas",
  "Condimentos",
  "Snacks",
  "Otros",
] as const;
export type InventoryCategory = (typeof inventoryCategories)[number];

export const inventoryUnits = ["unidad", "kg", "g", "L", "mL", "paquete"] as const;
export type InventoryUnit = (typeof inventoryUnits)[number];
