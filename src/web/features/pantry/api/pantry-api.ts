import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adjustedQuantity, isLowStock } from "#shared/pantry/stock.ts";
import type {
  MissingItemsResult,
  PantryItemInput,
  PantryItemView,
  PantryOverview,
} from "#shared/schemas/pantry.ts";
import { api } from "#web/lib/api-client.ts";

/** Every pantry query key starts with "pantry", so live changes from the family refetch them. */
export const pantryQuery = queryOptions({
  queryKey: ["pantry", "overview"],
  queryFn: ({ signal }) => api<PantryOverview>("/api/pantry", { signal }),
});

function usePantryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["pantry"] }),
  });
}

export const useCreatePantryItem = () =>
  usePantryMutation((input: PantryItemInput) =>
    api<PantryItemView>("/api/pantry/items", { body: input }),
  );

export const useUpdatePantryItem = () =>
  usePantryMutation(({ id, ...input }: PantryItemInput & { id: string }) =>
    api<PantryItemView>(`/api/pantry/items/${id}`, { method: "PUT", body: input }),
  );

export const useDeletePantryItem = () =>
  usePantryMutation((id: string) => api<null>(`/api/pantry/items/${id}`, { method: "DELETE" }));

/** +/- shows at once (never below 0, like the server); a failure puts the old number back. */
export function useAdjustPantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, delta }: { id: string; delta: number }) =>
      api<PantryItemView>(`/api/pantry/items/${id}/adjust`, { body: { delta } }),
    onMutate: async ({ id, delta }) => {
      await queryClient.cancelQueries({ queryKey: pantryQuery.queryKey });
      const previous = queryClient.getQueryData(pantryQuery.queryKey);
      queryClient.setQueryData(pantryQuery.queryKey, (overview) =>
        overview
          ? {
              ...overview,
              items: overview.items.map((item) => {
                if (item.id !== id) return item;
                const qtyOnHand = adjustedQuantity(item.qtyOnHand, delta);
                return { ...item, qtyOnHand, lowStock: isLowStock({ ...item, qtyOnHand }) };
              }),
            }
          : overview,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(pantryQuery.queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["pantry"] }),
  });
}

/** 'Agregar faltantes a la lista': the shopping list changes too. */
export function useAddMissingToShopping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MissingItemsResult>("/api/pantry/missing-to-shopping", { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["shopping"] }),
  });
}
