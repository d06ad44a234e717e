import { defineContract, idParams } from "#shared/contracts/contract.ts";
import {
  adjustPantrySchema,
  missingItemsResultSchema,
  pantryItemSchema,
  pantryItemViewSchema,
  pantryOverviewSchema,
  restockFromShoppingSchema,
  restockMissingSchema,
} from "#shared/schemas/pantry.ts";

/** /api/pantry: the household's pantry inventory. */
export const pantryContract = defineContract({
  id: "pantry",
  basePath: "/api/pantry",
  tag: "Despensa",
  routes: {
    overview: {
      method: "get",
      path: "/",
      summary: "La despensa: cada producto con sus alertas de poco stock y de vencimiento",
      description:
        "Las alertas se cuentan desde `today`, el día del calendario del hogar en su zona horaria.",
      auth: "member",
      responses: { 200: pantryOverviewSchema },
    },
    createItem: {
      method: "post",
      path: "/items",
      summary: "Agregar un producto a la despensa",
      auth: "member",
      body: pantryItemSchema,
      responses: { 201: pantryItemViewSchema },
      errors: [403],
    },
    updateItem: {
      method: "put",
      path: "/items/:id",
      summary: "Editar un producto de la despensa",
      auth: "member",
      params: idParams,
      body: pantryItemSchema,
      responses: { 200: pantryItemViewSchema },
      errors: [403, 404],
    },
    adjustItem: {
      method: "post",
      path: "/items/:id/adjust",
      summary: "Sumar o restar cantidad (`delta`), o fijar la contada (`quantity`)",
      description: "Nunca queda por debajo de 0.",
      auth: "member",
      params: idParams,
      body: adjustPantrySchema,
      responses: { 200: pantryItemViewSchema },
      errors: [403, 404],
    },
    removeItem: {
      method: "delete",
      path: "/items/:id",
      summary: "Eliminar un producto (se puede deshacer desde Eliminados)",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [403, 404],
    },
    missingToShopping: {
      method: "post",
      path: "/missing-to-shopping",
      summary: "Agregar los faltantes a la lista de compras",
      description:
        "Cada producto con poco stock va a la lista con lo que falta para llegar a su mínimo, salvo si ya está por comprar (`skipped`).",
      auth: "member",
      body: restockMissingSchema,
      responses: { 200: missingItemsResultSchema },
      // 409 SHOPPING_LIST_ARCHIVED: the list asked for is archived.
      errors: [403, 404, 409],
    },
    restockFromShopping: {
      method: "post",
      path: "/restock-from-shopping",
      summary: "Sumar a la despensa un artículo comprado de la lista",
      description:
        "Una sola vez por artículo: 409 `ALREADY_RESTOCKED` la segunda, 409 `NOTHING_TO_RESTOCK` si no coincide con un producto.",
      auth: "member",
      body: restockFromShoppingSchema,
      responses: { 200: pantryItemViewSchema },
      errors: [403, 404, 409],
    },
  },
});
