import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import { readJson } from "#server/http/validation.ts";
import { readUploads } from "#server/modules/files/uploads.ts";
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
  removeRecipePhoto,
  setMeal,
  setRecipePhotoFile,
  suggestRecipes,
  updateRecipe,
} from "#server/modules/meals/meals.service.ts";
import {
  cookSchema,
  copyWeekSchema,
  importRecipeSchema,
  mealPlanEntrySchema,
  recipePhotoMaxBytes,
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
    .post("/recipes/:id/photo", async (c) => {
      const [file] = await readUploads(c, "photo", {
        accept: ["image"],
        maxBytes: recipePhotoMaxBytes,
        maxFiles: 1,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "FILE_TOO_LARGE") {
          throw new ApiError(413, "RECIPE_PHOTO_TOO_LARGE");
        }
        throw error;
      });
      if (!file) throw new ApiError(400, "NO_RECIPE_PHOTO");
      return c.json(
        await setRecipePhotoFile(db, c.get("membership"), c.req.param("id"), file, deps),
      );
    })
    .delete("/recipes/:id/photo", async (c) =>
      c.json(await removeRecipePhoto(db, c.get("membership"), c.req.param("id"), deps)),
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
