import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { adjustedQuantity, isLowStock } from "#shared/pantry/stock.ts";
import type {
  MissingItemsResult,
  PantryItemInput,
  PantryItemView,
  PantryOverview,
} from "#shared/schemas/pantry.ts";
import { withPendingPantryWrites } from "#web/features/pantry/api/pending-pantry.ts";
import { api } from "#web/lib/api-client.ts";
import { submitWrite, usePendingWrites } from "#web/lib/outbox.ts";

/** Every pantry query key starts with "pantry", so live changes from the family refetch them. */
export const pantryQuery = queryOptions({
  queryKey: ["pantry", "overview"],
  queryFn: ({ signal }) => api<PantryOverview>("/api/pantry", { signal }),
});

/** The pantry, with the +/- made without a network laid over it, marked as pending. */
export function usePantry() {
  const writes = usePendingWrites("pantry");
  const select = useCallback(
    (overview: PantryOverview) => withPendingPantryWrites(overview, writes),
    [writes],
  );
  return useQuery({ ...pantryQuery, select });
}

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
    // Through the offline outbox (ADR 010): kept for later, the answer is the item as shown.
    mutationFn: async ({ id, delta }: { id: string; delta: number }) => {
      const item = queryClient
        .getQueryData(pantryQuery.queryKey)
        ?.items.find((each) => each.id === id);
      const outcome = await submitWrite<PantryItemView>({
        method: "POST",
        path: `/api/pantry/items/${id}/adjust`,
        body: { delta },
        topic: "pantry",
        label: item?.name ?? "",
      });
      return outcome.sent ? outcome.data : (item as PantryItemView);
    },
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
