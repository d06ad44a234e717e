import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CookSuggestions, CopiedWeek, StarterRecipesAdded } from "#shared/contracts/meals.ts";
import type {
  CookPreview,
  MealPlanEntry,
  MealPlanEntryInput,
  RecipeBook,
  RecipeInput,
  RecipeView,
  WeekPlan,
  WeekShoppingPreview,
  WeekShoppingResult,
} from "#shared/meals/schemas.ts";
import { api } from "#web/lib/api-client.ts";

/** Every meals query key starts with "meals", so live changes from the family refetch them. */
export const recipeBookQuery = queryOptions({
  queryKey: ["meals", "recipes"],
  queryFn: ({ signal }) => api<RecipeBook>("/api/meals/recipes", { signal }),
});

export const weekQuery = (weekStart: string) =>
  queryOptions({
    queryKey: ["meals", "week", weekStart],
    queryFn: ({ signal }) => api<WeekPlan>(`/api/meals/weeks/${weekStart}`, { signal }),
  });

/** The preview also reads the pantry and the list: their live changes refetch it too. */
export const weekShoppingQuery = (weekStart: string) =>
  queryOptions({
    queryKey: ["meals", "week-shopping", weekStart],
    queryFn: ({ signal }) =>
      api<WeekShoppingPreview>(`/api/meals/weeks/${weekStart}/shopping`, { signal }),
    meta: { liveTopics: ["pantry", "shopping"] },
  });

/** '¿Qué cocinamos hoy?' changes with the pantry too. */
export const suggestionsQuery = queryOptions({
  queryKey: ["meals", "suggestions"],
  queryFn: ({ signal }) => api<CookSuggestions>("/api/meals/suggestions", { signal }),
  meta: { liveTopics: ["pantry"] },
});

export const cookQuery = (entryId: string) =>
  queryOptions({
    queryKey: ["meals", "cook", entryId],
    queryFn: ({ signal }) => api<CookPreview>(`/api/meals/plan/${entryId}/cook`, { signal }),
    meta: { liveTopics: ["pantry"] },
  });

function useMealsMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  alsoRefresh: string[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        ["meals", ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}

export const useCreateRecipe = () =>
  useMealsMutation((input: RecipeInput) => api<RecipeView>("/api/meals/recipes", { body: input }));

export const useUpdateRecipe = () =>
  useMealsMutation(({ id, ...input }: RecipeInput & { id: string }) =>
    api<RecipeView>(`/api/meals/recipes/${id}`, { method: "PUT", body: input }),
  );

export const useImportRecipe = () =>
  useMealsMutation((source: string) =>
    api<RecipeView>("/api/meals/recipes/import", { body: { source } }),
  );

export const useDuplicateRecipe = () =>
  useMealsMutation((id: string) =>
    api<RecipeView>(`/api/meals/recipes/${id}/duplicate`, { method: "POST" }),
  );

export const useSetRecipePhoto = () =>
  useMealsMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append("photo", file);
    return api<RecipeView>(`/api/meals/recipes/${id}/photo`, { body: form });
  });

export const useRemoveRecipePhoto = () =>
  useMealsMutation((id: string) =>
    api<RecipeView>(`/api/meals/recipes/${id}/photo`, { method: "DELETE" }),
  );

export const useDeleteRecipe = () =>
  useMealsMutation((id: string) => api<null>(`/api/meals/recipes/${id}`, { method: "DELETE" }));

export const useAddStarterRecipes = () =>
  useMealsMutation(() =>
    api<StarterRecipesAdded>("/api/meals/recipes/starter", { method: "POST" }),
  );

export const useSetMeal = () =>
  useMealsMutation((input: MealPlanEntryInput) =>
    api<MealPlanEntry>("/api/meals/plan", { method: "PUT", body: input }),
  );

export const useRemoveMeal = () =>
  useMealsMutation((id: string) => api<null>(`/api/meals/plan/${id}`, { method: "DELETE" }));

export const useCopyPreviousWeek = () =>
  useMealsMutation((weekStart: string) =>
    api<CopiedWeek>("/api/meals/weeks/copy-previous", { body: { weekStart } }),
  );

export const useAddWeekToShopping = () =>
  useMealsMutation(
    (input: { weekStart: string; skip: string[] }) =>
      api<WeekShoppingResult>("/api/meals/weeks/shopping", { body: input }),
    ["shopping"],
  );

export const useCookMeal = () =>
  useMealsMutation(
    ({ id, usePantry }: { id: string; usePantry: boolean }) =>
      api<CookPreview>(`/api/meals/plan/${id}/cook`, { body: { usePantry } }),
    ["pantry"],
  );
