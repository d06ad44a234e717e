import { z } from "zod";
import { defineContract, idParams, type ResponseBody } from "#shared/contracts/contract.ts";
import {
  cookPreviewSchema,
  cookSchema,
  copyWeekSchema,
  importRecipeSchema,
  mealPlanEntryAnswerSchema,
  mealPlanEntrySchema,
  recipeBookSchema,
  recipeSchema,
  recipeViewSchema,
  weekPlanSchema,
  weekShoppingPreviewSchema,
  weekShoppingResultSchema,
  weekShoppingSchema,
} from "#shared/meals/schemas.ts";

/** A recipe the pantry can cook now, or nearly: what it has, what is missing, what it uses up. */
export const cookSuggestionSchema = z.strictObject({
  recipeId: z.string(),
  name: z.string(),
  names: z.strictObject({ en: z.string().nullable(), pt: z.string().nullable() }),
  /** Ingredients the pantry has enough of, out of all the recipe's. */
  covered: z.number().int(),
  total: z.number().int(),
  /** Ingredients still missing, to buy or borrow. */
  missing: z.array(z.string()),
  /** Pantry items about to expire that the recipe uses up. */
  expiring: z.array(z.string()),
});

/** A week, by the Monday it starts on ("2026-11-23"); another day answers 400. */
const weekParams = z.strictObject({ weekStart: z.string() });

/** /api/meals: the household's recipes and week plan. */
export const mealsContract = defineContract({
  id: "meals",
  basePath: "/api/meals",
  tag: "Comidas",
  routes: {
    recipeBook: {
      method: "get",
      path: "/recipes",
      summary: "Recetario: las recetas, con sus alérgenos para el hogar, y el límite del plan",
      auth: "member",
      responses: { 200: recipeBookSchema },
    },
    createRecipe: {
      method: "post",
      path: "/recipes",
      summary: "Crear una receta",
      description: "El plan limita cuántas recetas tiene el hogar (409 `RECIPE_LIMIT`).",
      auth: "member",
      body: recipeSchema,
      responses: { 201: recipeViewSchema },
      errors: [403, 409],
    },
    addStarterRecipes: {
      method: "post",
      path: "/recipes/starter",
      summary: "Agregar las recetas de ejemplo",
      description:
        "Cada una una sola vez, tantas como permita el plan: `leftOut` dice cuántas no entraron.",
      auth: "member",
      responses: {
        200: z.strictObject({ added: z.number().int(), leftOut: z.number().int() }),
      },
      errors: [403],
    },
    importRecipe: {
      method: "post",
      path: "/recipes/import",
      summary: "Importar una receta desde el texto de una página (JSON-LD de schema.org)",
      description: "400 `NO_RECIPE_FOUND` cuando el texto no trae una receta.",
      auth: "member",
      body: importRecipeSchema,
      responses: { 201: recipeViewSchema },
      errors: [403, 409],
    },
    suggestions: {
      method: "get",
      path: "/suggestions",
      summary: "Qué cocinar con lo que hay en la despensa",
      description:
        "Recetas sin alérgenos del hogar, primero las que usan lo que está por vencer y las que tienen más ingredientes.",
      auth: "member",
      responses: { 200: z.strictObject({ suggestions: z.array(cookSuggestionSchema) }) },
    },
    updateRecipe: {
      method: "put",
      path: "/recipes/:id",
      summary: "Editar una receta",
      auth: "member",
      params: idParams,
      body: recipeSchema,
      responses: { 200: recipeViewSchema },
      errors: [403, 404],
    },
    duplicateRecipe: {
      method: "post",
      path: "/recipes/:id/duplicate",
      summary: "Duplicar una receta",
      auth: "member",
      params: idParams,
      responses: { 201: recipeViewSchema },
      errors: [403, 404, 409],
    },
    setRecipePhoto: {
      method: "post",
      path: "/recipes/:id/photo",
      summary: "Poner la foto de una receta",
      description:
        "`multipart/form-data` con un archivo `photo` (una imagen de hasta 5 MB: 413 `RECIPE_PHOTO_TOO_LARGE`; sin archivo, 400 `NO_RECIPE_PHOTO`).",
      auth: "member",
      params: idParams,
      form: z.strictObject({ photo: z.file() }),
      responses: { 200: recipeViewSchema },
      errors: [403, 404],
    },
    removeRecipePhoto: {
      method: "delete",
      path: "/recipes/:id/photo",
      summary: "Quitar la foto de una receta",
      auth: "member",
      params: idParams,
      responses: { 200: recipeViewSchema },
      errors: [403, 404],
    },
    removeRecipe: {
      method: "delete",
      path: "/recipes/:id",
      summary: "Eliminar una receta",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [403, 404],
    },
    week: {
      method: "get",
      path: "/weeks/:weekStart",
      summary: "El plan de comidas de una semana",
      auth: "member",
      params: weekParams,
      responses: { 200: weekPlanSchema },
      errors: [400],
    },
    copyPreviousWeek: {
      method: "post",
      path: "/weeks/copy-previous",
      summary: "Copiar a esta semana el plan de la anterior",
      description: "Solo llena los lugares vacíos; `copied` dice cuántas comidas copió.",
      auth: "member",
      body: copyWeekSchema,
      responses: { 200: z.strictObject({ copied: z.number().int() }) },
      errors: [403],
    },
    weekShopping: {
      method: "get",
      path: "/weeks/:weekStart/shopping",
      summary: "Qué comprar para la semana, descontando la despensa y lo que ya está en la lista",
      auth: "member",
      params: weekParams,
      responses: { 200: weekShoppingPreviewSchema },
      errors: [400],
    },
    addWeekShopping: {
      method: "post",
      path: "/weeks/shopping",
      summary: "Agregar a la lista de compras lo que falta para la semana",
      description:
        "`merged` cuenta los artículos que ya estaban por comprar y sumaron la cantidad.",
      auth: "member",
      body: weekShoppingSchema,
      responses: { 200: weekShoppingResultSchema },
      // 409 SHOPPING_LIST_ARCHIVED: the list asked for is archived.
      errors: [403, 404, 409],
    },
    setMeal: {
      method: "put",
      path: "/plan",
      summary: "Poner una comida en un día y momento de la semana",
      auth: "member",
      body: mealPlanEntrySchema,
      responses: { 200: mealPlanEntryAnswerSchema },
      errors: [403, 404],
    },
    removeMeal: {
      method: "delete",
      path: "/plan/:id",
      summary: "Quitar una comida del plan",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [403, 404],
    },
    previewCook: {
      method: "get",
      path: "/plan/:id/cook",
      summary: "Qué sacaría de la despensa cocinar esta comida",
      auth: "member",
      params: idParams,
      responses: { 200: cookPreviewSchema },
      errors: [404],
    },
    cook: {
      method: "post",
      path: "/plan/:id/cook",
      summary:
        "«Lo cocinamos»: marcar la comida como cocinada y, si se pide, descontar la despensa",
      description: "Una sola vez por comida (409 `MEAL_ALREADY_COOKED`).",
      auth: "member",
      params: idParams,
      body: cookSchema,
      responses: { 200: cookPreviewSchema },
      errors: [403, 404, 409],
    },
  },
});

type MealRoutes = typeof mealsContract.routes;
export type CookSuggestions = ResponseBody<MealRoutes["suggestions"]>;
export type StarterRecipesAdded = ResponseBody<MealRoutes["addStarterRecipes"]>;
export type CopiedWeek = ResponseBody<MealRoutes["copyPreviousWeek"]>;
