import { type AppContext, serviceContext } from "#server/app-context.ts";
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
  const ctx = serviceContext(deps);
  return routesFrom(deps, pantryContract, {
    overview: async (_input, c) => ({
      status: 200,
      body: await getPantry(ctx, c.get("membership")),
    }),
    createItem: async ({ body }, c) => ({
      status: 201,
      body: await createPantryItem(ctx, c.get("membership"), body),
    }),
    updateItem: async ({ params, body }, c) => ({
      status: 200,
      body: await updatePantryItem(ctx, c.get("membership"), params.id, body),
    }),
    adjustItem: async ({ params, body }, c) => ({
      status: 200,
      body: await adjustPantryItem(ctx, c.get("membership"), params.id, body),
    }),
    removeItem: async ({ params }, c) => {
      await deletePantryItem(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
    missingToShopping: async ({ body }, c) => ({
      status: 200,
      body: await addMissingToShoppingList(ctx, c.get("membership"), body),
    }),
    restockFromShopping: async ({ body }, c) => ({
      status: 200,
      body: await restockFromShoppingItem(ctx, c.get("membership"), body),
    }),
  });
}
