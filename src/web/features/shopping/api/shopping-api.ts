import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import type {
  AddShoppingItemInput,
  CheckedShoppingItem,
  CreateShoppingListInput,
  ShoppingItem,
  ShoppingList,
  ShoppingOverview,
  UpdateShoppingItemInput,
  UpdateShoppingListInput,
} from "#shared/schemas/shopping.ts";
import { api } from "#web/lib/api-client.ts";

/** Every shopping query key starts with "shopping": a live change from another member refetches
 * them all (src/web/lib/live-updates.ts). */
export const shoppingOverviewQuery = queryOptions({
  queryKey: ["shopping", "overview"],
  queryFn: ({ signal }) => api<ShoppingOverview>("/api/shopping", { signal }),
});

function useShoppingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["shopping"] }),
  });
}

export const useAddShoppingItem = () =>
  useShoppingMutation((input: AddShoppingItemInput) =>
    api<ShoppingItem>("/api/shopping/items", { body: input }),
  );

export const useUpdateShoppingItem = () =>
  useShoppingMutation(({ id, ...input }: UpdateShoppingItemInput & { id: string }) =>
    api<ShoppingItem>(`/api/shopping/items/${id}`, { method: "PATCH", body: input }),
  );

export const useDeleteShoppingItem = () =>
  useShoppingMutation((id: string) => api<null>(`/api/shopping/items/${id}`, { method: "DELETE" }));

export const useCreateShoppingList = () =>
  useShoppingMutation((input: CreateShoppingListInput) =>
    api<ShoppingList>("/api/shopping/lists", { body: input }),
  );

export const useUpdateShoppingList = () =>
  useShoppingMutation(({ id, ...input }: UpdateShoppingListInput & { id: string }) =>
    api<ShoppingList>(`/api/shopping/lists/${id}`, { method: "PATCH", body: input }),
  );

export const useClearCheckedItems = () =>
  useShoppingMutation((listId: string) =>
    api<{ deleted: number }>(`/api/shopping/lists/${listId}/clear-checked`, { body: {} }),
  );

/** Checking is instant on screen (a shopper taps fast, one-handed); the server's answer, or a
 * refetch after a failure, settles it. */
export function useCheckShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: string; checked: boolean }) =>
      api<CheckedShoppingItem>(`/api/shopping/items/${id}/check`, { body: { checked } }),
    onMutate: async ({ id, checked }) => {
      await queryClient.cancelQueries({ queryKey: shoppingOverviewQuery.queryKey });
      const previous = queryClient.getQueryData(shoppingOverviewQuery.queryKey);
      queryClient.setQueryData(shoppingOverviewQuery.queryKey, (overview) =>
        overview
          ? {
              ...overview,
              lists: overview.lists.map((list) => ({
                ...list,
                items: list.items.map((item) =>
                  item.id === id ? { ...item, isChecked: checked } : item,
                ),
              })),
            }
          : overview,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) {
        queryClient.setQueryData(shoppingOverviewQuery.queryKey, context.previous);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["shopping"] }),
  });
}

/** Adds a bought item to the pantry item it matches (offered after checking it). */
export function useRestockFromShopping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shoppingItemId: string) =>
      api<PantryItemView>("/api/pantry/restock-from-shopping", { body: { shoppingItemId } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ["pantry"] });
      await queryClient.invalidateQueries({ queryKey: ["shopping"] });
    },
  });
}
