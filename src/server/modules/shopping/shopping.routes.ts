import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
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
import {
  addShoppingItemSchema,
  checkShoppingItemSchema,
  createShoppingListSchema,
  updateShoppingItemSchema,
  updateShoppingListSchema,
} from "#shared/schemas/shopping.ts";

/** /api/shopping: the household's lists and their items. */
export function shoppingRoutes(deps: AppContext) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getShoppingOverview(db, c.get("membership"))))
    .post("/lists", async (c) => {
      const input = await readJson(c, createShoppingListSchema);
      return c.json(await createShoppingList(db, c.get("membership"), input, deps), 201);
    })
    .patch("/lists/:id", async (c) => {
      const input = await readJson(c, updateShoppingListSchema);
      return c.json(
        await updateShoppingList(db, c.get("membership"), c.req.param("id"), input, deps),
      );
    })
    .post("/lists/:id/clear-checked", async (c) =>
      c.json(await clearCheckedItems(db, c.get("membership"), c.req.param("id"), deps)),
    )
    .post("/items", async (c) => {
      const input = await readJson(c, addShoppingItemSchema);
      const { item, bumped } = await addShoppingItem(db, c.get("membership"), input, deps);
      // 200 when an item already on the list took the quantity, 201 when a line was created.
      return c.json(item, bumped ? 200 : 201);
    })
    .patch("/items/:id", async (c) => {
      const input = await readJson(c, updateShoppingItemSchema);
      return c.json(
        await updateShoppingItem(db, c.get("membership"), c.req.param("id"), input, deps),
      );
    })
    .post("/items/:id/check", async (c) => {
      const input = await readJson(c, checkShoppingItemSchema);
      return c.json(
        await checkShoppingItem(db, c.get("membership"), c.req.param("id"), input, deps),
      );
    })
    .delete("/items/:id", async (c) => {
      await deleteShoppingItem(db, c.get("membership"), c.req.param("id"), deps);
      return c.body(null, 204);
    });
}
