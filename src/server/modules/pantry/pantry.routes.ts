import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  addMissingToShoppingList,
  adjustPantryItem,
  createPantryItem,
  deletePantryItem,
  getPantry,
  restockFromShoppingItem,
  updatePantryItem,
} from "#server/modules/pantry/pantry.service.ts";
import {
  adjustPantrySchema,
  pantryItemSchema,
  restockFromShoppingSchema,
  restockMissingSchema,
} from "#shared/schemas/pantry.ts";

/** /api/pantry: the household's pantry inventory. */
export function pantryRoutes(deps: AppContext) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getPantry(db, c.get("membership"))))
    .post("/items", async (c) => {
      const input = await readJson(c, pantryItemSchema);
      return c.json(await createPantryItem(db, c.get("membership"), input, deps), 201);
    })
    .put("/items/:id", async (c) => {
      const input = await readJson(c, pantryItemSchema);
      return c.json(
        await updatePantryItem(db, c.get("membership"), c.req.param("id"), input, deps),
      );
    })
    .post("/items/:id/adjust", async (c) => {
      const input = await readJson(c, adjustPantrySchema);
      return c.json(
        await adjustPantryItem(db, c.get("membership"), c.req.param("id"), input, deps),
      );
    })
    .delete("/items/:id", async (c) => {
      await deletePantryItem(db, c.get("membership"), c.req.param("id"), deps);
      return c.body(null, 204);
    })
    .post("/missing-to-shopping", async (c) => {
      const input = await readJson(c, restockMissingSchema);
      return c.json(await addMissingToShoppingList(db, c.get("membership"), input, deps));
    })
    .post("/restock-from-shopping", async (c) => {
      const input = await readJson(c, restockFromShoppingSchema);
      return c.json(await restockFromShoppingItem(db, c.get("membership"), input, deps));
    });
}
