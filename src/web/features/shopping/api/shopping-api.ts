import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { v7 as uuidv7 } from "uuid";
import type { ClearedItems } from "#shared/contracts/shopping.ts";
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
import {
  pendingItem,
  type ShownShoppingItem,
} from "#web/features/shopping/api/pending-shopping.ts";
import { api } from "#web/lib/api-client.ts";
import { submitWrite } from "#web/lib/outbox.ts";

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

/** Through the offline outbox (ADR 010): without a network the item is kept on the phone and
 * the answer is its stand-in, shown as pending until the server has it. */
export const useAddShoppingItem = () => {
  const queryClient = useQueryClient();
  return useShoppingMutation(async (input: AddShoppingItemInput) => {
    const key = uuidv7();
    const outcome = await submitWrite<ShoppingItem>({
      key,
      method: "POST",
      path: "/api/shopping/items",
      body: input,
      topic: "shopping",
      label: input.name.trim(),
      creates: true,
    });
    if (outcome.sent) return outcome.data;
    const lists = queryClient.getQueryData(shoppingOverviewQuery.queryKey)?.lists ?? [];
    const listId = input.listId ?? lists[0]?.id ?? "";
    const queued: ShownShoppingItem = {
      ...pendingItem(key, input, listId, new Date().toISOString()),
      pending: true,
    };
    return queued;
  });
};

export const useUpdateShoppingItem = () =>
  useShoppingMutation(({ id, ...input }: UpdateShoppingItemInput & { id: string }) =>
    api<ShoppingItem>(`/api/shopping/items/${id}`, { method: "PATCH", body: input }),
  );

export const useDeleteShoppingItem = () => {
  const queryClient = useQueryClient();
  return useShoppingMutation(async (id: string) => {
    const name = findItem(queryClient, id)?.name ?? "";
    await submitWrite<null>({
      method: "DELETE",
      path: `/api/shopping/items/${id}`,
      topic: "shopping",
      label: name,
    });
    return null;
  });
};

/** The item as the list last showed it (for the name in a note about it). */
function findItem(queryClient: QueryClient, id: string): ShoppingItem | undefined {
  return queryClient
    .getQueryData(shoppingOverviewQuery.queryKey)
    ?.lists.flatMap((list) => list.items)
    .find((item) => item.id === id);
}

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
    api<ClearedItems>(`/api/shopping/lists/${listId}/clear-checked`, { body: {} }),
  );

/** Checking is instant on screen (a shopper taps fast, one-handed); the server's answer, or a
 * refetch after a failure, settles it. */
export function useCheckShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, checked }: { id: string; checked: boolean }) => {
      const item = findItem(queryClient, id);
      const outcome = await submitWrite<CheckedShoppingItem>({
        method: "POST",
        path: `/api/shopping/items/${id}/check`,
        body: { checked },
        topic: "shopping",
        label: item?.name ?? "",
      });
      if (outcome.sent) return outcome.data;
      // Kept for later: no pantry offer until the server has it.
      return { item: { ...(item as ShoppingItem), isChecked: checked }, restock: null };
    },
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
