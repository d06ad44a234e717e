import { type AppContext, serviceContext } from "#server/app-context.ts";
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
  const ctx = serviceContext(deps);
  const withStorage = { ...ctx, storage: deps.storage };
  return routesFrom(deps, mealsContract, {
    recipeBook: async (_input, c) => ({
      status: 200,
      body: await getRecipeBook(ctx, c.get("membership")),
    }),
    createRecipe: async ({ body }, c) => ({
      status: 201,
      body: await createRecipe(ctx, c.get("membership"), body),
    }),
    addStarterRecipes: async (_input, c) => ({
      status: 200,
      body: await addStarterRecipes(ctx, c.get("membership")),
    }),
    importRecipe: async ({ body }, c) => ({
      status: 201,
      body: await importRecipe(ctx, c.get("membership"), body),
    }),
    suggestions: async (_input, c) => ({
      status: 200,
      body: await suggestRecipes(ctx, c.get("membership")),
    }),
    updateRecipe: async ({ params, body }, c) => ({
      status: 200,
      body: await updateRecipe(ctx, c.get("membership"), params.id, body),
    }),
    duplicateRecipe: async ({ params }, c) => ({
      status: 201,
      body: await duplicateRecipe(ctx, c.get("membership"), params.id),
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
        body: await setRecipePhotoFile(withStorage, c.get("membership"), params.id, file),
      };
    },
    removeRecipePhoto: async ({ params }, c) => ({
      status: 200,
      body: await removeRecipePhoto(withStorage, c.get("membership"), params.id),
    }),
    removeRecipe: async ({ params }, c) => {
      await deleteRecipe(withStorage, c.get("membership"), params.id);
      return { status: 204 };
    },
    week: async ({ params }, c) => ({
      status: 200,
      body: await getWeek(ctx, c.get("membership"), params.weekStart),
    }),
    copyPreviousWeek: async ({ body }, c) => ({
      status: 200,
      body: await copyPreviousWeek(ctx, c.get("membership"), body),
    }),
    weekShopping: async ({ params }, c) => ({
      status: 200,
      body: await previewWeekShopping(ctx, c.get("membership"), params.weekStart),
    }),
    addWeekShopping: async ({ body }, c) => ({
      status: 200,
      body: await addWeekToShopping(ctx, c.get("membership"), body),
    }),
    setMeal: async ({ body }, c) => ({
      status: 200,
      body: await setMeal(ctx, c.get("membership"), body),
    }),
    removeMeal: async ({ params }, c) => {
      await removeMeal(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
    previewCook: async ({ params }, c) => ({
      status: 200,
      body: await previewCook(ctx, c.get("membership"), params.id),
    }),
    cook: async ({ params, body }, c) => ({
      status: 200,
      body: await cookMeal(ctx, c.get("membership"), params.id, body),
    }),
  });
}
