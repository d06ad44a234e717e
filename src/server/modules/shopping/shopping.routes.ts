import { type AppContext, serviceContext } from "#server/app-context.ts";
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
  const ctx = serviceContext(deps);
  return routesFrom(deps, shoppingContract, {
    overview: async (_input, c) => ({
      status: 200,
      body: await getShoppingOverview(ctx, c.get("membership")),
    }),
    createList: async ({ body }, c) => ({
      status: 201,
      body: await createShoppingList(ctx, c.get("membership"), body),
    }),
    updateList: async ({ params, body }, c) => ({
      status: 200,
      body: await updateShoppingList(ctx, c.get("membership"), params.id, body),
    }),
    clearChecked: async ({ params }, c) => ({
      status: 200,
      body: await clearCheckedItems(ctx, c.get("membership"), params.id),
    }),
    addItem: async ({ body }, c) => {
      const { item, bumped } = await addShoppingItem(ctx, c.get("membership"), body);
      // 200 when an item already on the list took the quantity, 201 when a line was created.
      return bumped ? { status: 200, body: item } : { status: 201, body: item };
    },
    updateItem: async ({ params, body }, c) => ({
      status: 200,
      body: await updateShoppingItem(ctx, c.get("membership"), params.id, body),
    }),
    checkItem: async ({ params, body }, c) => ({
      status: 200,
      body: await checkShoppingItem(ctx, c.get("membership"), params.id, body),
    }),
    removeItem: async ({ params }, c) => {
      await deleteShoppingItem(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
  });
}
