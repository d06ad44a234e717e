import { z } from "zod";
import { defineContract, idParams, type ResponseBody } from "#shared/contracts/contract.ts";
import {
  addShoppingItemSchema,
  checkedShoppingItemSchema,
  checkShoppingItemSchema,
  createShoppingListSchema,
  shoppingItemSchema,
  shoppingListSchema,
  shoppingOverviewSchema,
  updateShoppingItemSchema,
  updateShoppingListSchema,
} from "#shared/schemas/shopping.ts";

/** What 'Vaciar comprados' answers: how many bought items left the list. */
export const clearedItemsSchema = z.strictObject({ deleted: z.number().int() });

/** /api/shopping: the household's lists and their items. */
export const shoppingContract = defineContract({
  id: "shopping",
  basePath: "/api/shopping",
  tag: "Compras",
  routes: {
    overview: {
      method: "get",
      path: "/",
      summary: "Listas de compras activas con sus artículos, las archivadas y el límite del plan",
      auth: "member",
      responses: { 200: shoppingOverviewSchema },
    },
    createList: {
      method: "post",
      path: "/lists",
      summary: "Crear una lista de compras",
      description: "El plan Gratis tiene una sola lista activa (409 `SHOPPING_LIST_LIMIT`).",
      auth: "member",
      body: createShoppingListSchema,
      responses: { 201: shoppingListSchema },
      errors: [403, 409],
    },
    updateList: {
      method: "patch",
      path: "/lists/:id",
      summary: "Renombrar, archivar o restaurar una lista",
      description:
        "`isActive: false` la archiva; `true` la restaura y cuenta para el límite del plan (409 `SHOPPING_LIST_LIMIT`).",
      auth: "member",
      params: idParams,
      body: updateShoppingListSchema,
      responses: { 200: shoppingListSchema },
      errors: [403, 404, 409],
    },
    clearChecked: {
      method: "post",
      path: "/lists/:id/clear-checked",
      summary: "Vaciar los comprados de una lista",
      description: "Pueden ser de cualquiera: solo dueños y administradores.",
      auth: "member",
      params: idParams,
      responses: { 200: clearedItemsSchema },
      errors: [403, 404],
    },
    addItem: {
      method: "post",
      path: "/items",
      summary: "Agregar un artículo a una lista",
      description:
        '201 cuando se crea una línea; 200 cuando `ifOnList: "bump"` sumó la cantidad a un artículo que ya estaba por comprar. Con `ifOnList: "ask"`, si ya está, 409 `SHOPPING_ITEM_ON_LIST` y nada cambia.',
      auth: "member",
      body: addShoppingItemSchema,
      responses: { 200: shoppingItemSchema, 201: shoppingItemSchema },
      errors: [403, 404, 409],
    },
    updateItem: {
      method: "patch",
      path: "/items/:id",
      summary: "Editar un artículo",
      auth: "member",
      params: idParams,
      body: updateShoppingItemSchema,
      responses: { 200: shoppingItemSchema },
      errors: [403, 404],
    },
    checkItem: {
      method: "post",
      path: "/items/:id/check",
      summary: "Marcar un artículo como comprado o volver a ponerlo por comprar",
      description:
        "Un invitado que ayuda con las compras también puede. `restock` ofrece sumarlo a la despensa cuando coincide con un producto de ella.",
      auth: "member",
      params: idParams,
      body: checkShoppingItemSchema,
      responses: { 200: checkedShoppingItemSchema },
      errors: [403, 404],
    },
    removeItem: {
      method: "delete",
      path: "/items/:id",
      summary: "Eliminar un artículo (se puede deshacer desde Eliminados)",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [403, 404],
    },
  },
});

type ShoppingRoutes = typeof shoppingContract.routes;
export type ClearedItems = ResponseBody<ShoppingRoutes["clearChecked"]>;
