import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
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
import { mealsContract } from "#shared/contracts/meals.ts";
import { recipePhotoMaxBytes } from "#shared/meals/schemas.ts";

/** /api/meals: the household's recipes and week plan (issue 22), declared from its contract. */
export function mealRoutes(deps: AppContext) {
  const { db } = deps.database;
  return routesFrom(deps, mealsContract, {
    recipeBook: async (_input, c) => ({
      status: 200,
      body: await getRecipeBook(db, c.get("membership")),
    }),
    createRecipe: async ({ body }, c) => ({
      status: 201,
      body: await createRecipe(db, c.get("membership"), body, deps),
    }),
    addStarterRecipes: async (_input, c) => ({
      status: 200,
      body: await addStarterRecipes(db, c.get("membership"), deps),
    }),
    importRecipe: async ({ body }, c) => ({
      status: 201,
      body: await importRecipe(db, c.get("membership"), body, deps),
    }),
    suggestions: async (_input, c) => ({
      status: 200,
      body: await suggestRecipes(db, c.get("membership")),
    }),
    updateRecipe: async ({ params, body }, c) => ({
      status: 200,
      body: await updateRecipe(db, c.get("membership"), params.id, body, deps),
    }),
    duplicateRecipe: async ({ params }, c) => ({
      status: 201,
      body: await duplicateRecipe(db, c.get("membership"), params.id, deps),
    }),
    setRecipePhoto: async ({ params }, c) => {
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
      return {
        status: 200,
        body: await setRecipePhotoFile(db, c.get("membership"), params.id, file, deps),
      };
    },
    removeRecipePhoto: async ({ params }, c) => ({
      status: 200,
      body: await removeRecipePhoto(db, c.get("membership"), params.id, deps),
    }),
    removeRecipe: async ({ params }, c) => {
      await deleteRecipe(db, c.get("membership"), params.id, deps);
      return { status: 204 };
    },
    week: async ({ params }, c) => ({
      status: 200,
      body: await getWeek(db, c.get("membership"), params.weekStart),
    }),
    copyPreviousWeek: async ({ body }, c) => ({
      status: 200,
      body: await copyPreviousWeek(db, c.get("membership"), body, deps),
    }),
    weekShopping: async ({ params }, c) => ({
      status: 200,
      body: await previewWeekShopping(db, c.get("membership"), params.weekStart),
    }),
    addWeekShopping: async ({ body }, c) => ({
      status: 200,
      body: await addWeekToShopping(db, c.get("membership"), body, deps),
    }),
    setMeal: async ({ body }, c) => ({
      status: 200,
      body: await setMeal(db, c.get("membership"), body, deps),
    }),
    removeMeal: async ({ params }, c) => {
      await removeMeal(db, c.get("membership"), params.id, deps);
      return { status: 204 };
    },
    previewCook: async ({ params }, c) => ({
      status: 200,
      body: await previewCook(db, c.get("membership"), params.id),
    }),
    cook: async ({ params, body }, c) => ({
      status: 200,
      body: await cookMeal(db, c.get("membership"), params.id, body, deps),
    }),
  });
}
