import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  addStarterRecipes,
  addWeekToShopping,
  cookMeal,
  copyPreviousWeek,
  createRecipe,
  deleteRecipe,
  duplicateRecipe,
  getRecipeBook,
  getWeek,
  importRecipe,
  previewCook,
  previewWeekShopping,
  removeMeal,
  setMeal,
  suggestRecipes,
  updateRecipe,
} from "#server/modules/meals/meals.service.ts";
import {
  cookSchema,
  copyWeekSchema,
  importRecipeSchema,
  mealPlanEntrySchema,
  recipeSchema,
  weekShoppingSchema,
} from "#shared/meals/schemas.ts";

/** /api/meals: the household's recipes and week plan (issue 22). */
export function mealRoutes(deps: AppContext) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get("/recipes", async (c) => c.json(await getRecipeBook(db, c.get("membership"))))
    .post("/recipes", async (c) => {
      const input = await readJson(c, recipeSchema);
      return c.json(await createRecipe(db, c.get("membership"), input, deps), 201);
    })
    .post("/recipes/starter", async (c) =>
      c.json(await addStarterRecipes(db, c.get("membership"), deps)),
    )
    .post("/recipes/import", async (c) => {
      const input = await readJson(c, importRecipeSchema);
      return c.json(await importRecipe(db, c.get("membership"), input, deps), 201);
    })
    .get("/suggestions", async (c) => c.json(await suggestRecipes(db, c.get("membership"))))
    .put("/recipes/:id", async (c) => {
      const input = await readJson(c, recipeSchema);
      return c.json(await updateRecipe(db, c.get("membership"), c.req.param("id"), input, deps));
    })
    .post("/recipes/:id/duplicate", async (c) =>
      c.json(await duplicateRecipe(db, c.get("membership"), c.req.param("id"), deps), 201),
    )
    .delete("/recipes/:id", async (c) => {
      await deleteRecipe(db, c.get("membership"), c.req.param("id"), deps);
      return c.body(null, 204);
    })
    .get("/weeks/:weekStart", async (c) =>
      c.json(await getWeek(db, c.get("membership"), c.req.param("weekStart"))),
    )
    .post("/weeks/copy-previous", async (c) => {
      const input = await readJson(c, copyWeekSchema);
      return c.json(await copyPreviousWeek(db, c.get("membership"), input, deps));
    })
    .get("/weeks/:weekStart/shopping", async (c) =>
      c.json(await previewWeekShopping(db, c.get("membership"), c.req.param("weekStart"))),
    )
    .post("/weeks/shopping", async (c) => {
      const input = await readJson(c, weekShoppingSchema);
      return c.json(await addWeekToShopping(db, c.get("membership"), input, deps));
    })
    .put("/plan", async (c) => {
      const input = await readJson(c, mealPlanEntrySchema);
      return c.json(await setMeal(db, c.get("membership"), input, deps));
    })
    .delete("/plan/:id", async (c) => {
      await removeMeal(db, c.get("membership"), c.req.param("id"), deps);
      return c.body(null, 204);
    })
    .get("/plan/:id/cook", async (c) =>
      c.json(await previewCook(db, c.get("membership"), c.req.param("id"))),
    )
    .post("/plan/:id/cook", async (c) => {
      const input = await readJson(c, cookSchema);
      return c.json(await cookMeal(db, c.get("membership"), c.req.param("id"), input, deps));
    });
}
