import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  addMissingToShoppingList,
  adjustPantryItem,
  createPantryItem,
  deletePantryItem,
  getPantry,
  restockFromShoppingItem,
  updatePantryItem,
} from "#server/modules/pantry/pantry.service.ts";
import { pantryContract } from "#shared/contracts/pantry.ts";

/** /api/pantry: the household's pantry inventory, declared from its contract. */
export function pantryRoutes(deps: AppContext) {
  const { db } = deps.database;
  return routesFrom(deps, pantryContract, {
    overview: async (_input, c) => ({
      status: 200,
      body: await getPantry(db, c.get("membership")),
    }),
    createItem: async ({ body }, c) => ({
      status: 201,
      body: await createPantryItem(db, c.get("membership"), body, deps),
    }),
    updateItem: async ({ params, body }, c) => ({
      status: 200,
      body: await updatePantryItem(db, c.get("membership"), params.id, body, deps),
    }),
    adjustItem: async ({ params, body }, c) => ({
      status: 200,
      body: await adjustPantryItem(db, c.get("membership"), params.id, body, deps),
    }),
    removeItem: async ({ params }, c) => {
      await deletePantryItem(db, c.get("membership"), params.id, deps);
      return { status: 204 };
    },
    missingToShopping: async ({ body }, c) => ({
      status: 200,
      body: await addMissingToShoppingList(db, c.get("membership"), body, deps),
    }),
    restockFromShopping: async ({ body }, c) => ({
      status: 200,
      body: await restockFromShoppingItem(db, c.get("membership"), body, deps),
    }),
  });
}
