import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  addShoppingItem,
  checkShoppingItem,
  clearCheckedItems,
  createShoppingList,
  deleteShoppingItem,
  getShoppingOverview,
  updateShoppingItem,
  updateShoppingList,
} from "#server/modules/shopping/shopping.service.ts";
import { shoppingContract } from "#shared/contracts/shopping.ts";

/** /api/shopping: the household's lists and their items, declared from its contract. */
export function shoppingRoutes(deps: AppContext) {
  const { db } = deps.database;
  return routesFrom(deps, shoppingContract, {
    overview: async (_input, c) => ({
      status: 200,
      body: await getShoppingOverview(db, c.get("membership")),
    }),
    createList: async ({ body }, c) => ({
      status: 201,
      body: await createShoppingList(db, c.get("membership"), body, deps),
    }),
    updateList: async ({ params, body }, c) => ({
      status: 200,
      body: await updateShoppingList(db, c.get("membership"), params.id, body, deps),
    }),
    clearChecked: async ({ params }, c) => ({
      status: 200,
      body: await clearCheckedItems(db, c.get("membership"), params.id, deps),
    }),
    addItem: async ({ body }, c) => {
      const { item, bumped } = await addShoppingItem(db, c.get("membership"), body, deps);
      // 200 when an item already on the list took the quantity, 201 when a line was created.
      return bumped ? { status: 200, body: item } : { status: 201, body: item };
    },
    updateItem: async ({ params, body }, c) => ({
      status: 200,
      body: await updateShoppingItem(db, c.get("membership"), params.id, body, deps),
    }),
    checkItem: async ({ params, body }, c) => ({
      status: 200,
      body: await checkShoppingItem(db, c.get("membership"), params.id, body, deps),
    }),
    removeItem: async ({ params }, c) => {
      await deleteShoppingItem(db, c.get("membership"), params.id, deps);
      return { status: 204 };
    },
  });
}
