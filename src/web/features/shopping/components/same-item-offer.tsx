import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { AddShoppingItemInput, ShoppingItem } from "#shared/schemas/shopping.ts";
import { sameItemName } from "#shared/shopping/item-names.ts";
import type { ShownShoppingItem } from "#web/features/shopping/api/pending-shopping.ts";
import {
  shoppingOverviewQuery,
  useAddShoppingItem,
} from "#web/features/shopping/api/shopping-api.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the offer's dialog (and Radix's) loads when idle, not with the list.
const loadSameItemDialog = () => import("#web/features/shopping/components/same-item-dialog.tsx");
const SameItemDialog = lazy(() =>
  loadSameItemDialog().then((module) => ({ default: module.SameItemDialog })),
);

type NewItem = Omit<AddShoppingItemInput, "ifOnList">;
export type Choice = "bump" | "add" | null;

/** What adding led to (`item.pending`: kept on this phone until the network is back); null
 * when the person cancelled at the offer. */
export type AddOutcome = { item: ShownShoppingItem; bumped: boolean } | null;

export interface Offer {
  input: NewItem;
  same: ShoppingItem;
  resolve: (choice: Choice) => void;
}

/**
 * Adding an item that is still to buy on the list offers to raise its quantity instead of a
 * second line ("Aguacates 2" + "aguacates x6" → 8). The list on screen answers at once; the
 * server's "ask" catches an item another member added a moment ago. What was done is said in a
 * toast. Render `offerDialog`.
 */
export function useAddToList(): {
  addToList: (input: NewItem) => Promise<AddOutcome>;
  offerDialog: ReactNode;
  isPending: boolean;
} {
  const { t } = useTranslation("shopping");
  const queryClient = useQueryClient();
  const add = useAddShoppingItem();
  const [offer, setOffer] = useState<Offer | null>(null);

  const findSame = (input: NewItem) => {
    const overview = queryClient.getQueryData(shoppingOverviewQuery.queryKey);
    const list =
      overview?.lists.find((candidate) => candidate.id === input.listId) ?? overview?.lists[0];
    return list?.items.find((item) => !item.isChecked && sameItemName(item.name, input.name));
  };

  const addToList = async (input: NewItem): Promise<AddOutcome> => {
    const outcome = await addOrOffer(input);
    if (outcome) announce(outcome);
    return outcome;
  };

  const announce = ({ item, bumped }: NonNullable<AddOutcome>) => {
    if (bumped) {
      toast.success(t("toasts.bumped"), { description: `${item.name}: ${item.quantity ?? ""}` });
      return;
    }
    // Offline, say it is kept on the phone, not that the list has it already.
    toast.success(t(item.pending ? "toasts.addedOffline" : "toasts.added"), {
      description: item.name,
    });
  };

  const addOrOffer = async (input: NewItem): Promise<AddOutcome> => {
    let same = findSame(input);
    if (!same) {
      try {
        return { item: await add.mutateAsync({ ...input, ifOnList: "ask" }), bumped: false };
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "SHOPPING_ITEM_ON_LIST")) throw error;
        await queryClient.refetchQueries({ queryKey: shoppingOverviewQuery.queryKey });
        same = findSame(input);
        if (!same) throw error;
      }
    }
    const found = same;
    const choice = await new Promise<Choice>((resolve) =>
      setOffer({ input, same: found, resolve }),
    );
    setOffer(null);
    if (!choice) return null;
    const item = await add.mutateAsync({ ...input, ifOnList: choice });
    return { item, bumped: choice === "bump" };
  };

  return {
    addToList,
    isPending: add.isPending || offer !== null,
    offerDialog: (
      <LazyDialog open={offer !== null} load={loadSameItemDialog}>
        <SameItemDialog offer={offer} />
      </LazyDialog>
    ),
  };
}
