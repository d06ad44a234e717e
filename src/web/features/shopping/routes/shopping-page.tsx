import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { can, canChangeShoppingItem, canClearBoughtItems } from "#shared/domain/permissions.ts";
import type { RestockOffer, ShoppingItem } from "#shared/schemas/shopping.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  type ShownShoppingItem,
  withPendingWrites,
} from "#web/features/shopping/api/pending-shopping.ts";
import {
  shoppingOverviewQuery,
  useCheckShoppingItem,
  useDeleteShoppingItem,
  useRestockFromShopping,
} from "#web/features/shopping/api/shopping-api.ts";
import { AisleColumn } from "#web/features/shopping/components/aisle-column.tsx";
import { ClearCheckedButton } from "#web/features/shopping/components/clear-checked-button.tsx";
import { ListsButton } from "#web/features/shopping/components/lists-button.tsx";
import { QuickAddForm } from "#web/features/shopping/components/quick-add-form.tsx";
import { ShareListButton } from "#web/features/shopping/components/share-list-button.tsx";
import { ShoppingItemRow } from "#web/features/shopping/components/shopping-item-row.tsx";
import { amountWithUnit } from "#web/lib/amounts.ts";
import { errorText } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";
import { usePendingWrites } from "#web/lib/outbox.ts";
import { useUndoDeleteToast, useUndoToast } from "#web/lib/undo-toast.ts";

const loadItemDialog = () => import("#web/features/shopping/components/item-dialog.tsx");
const ItemDialog = lazy(() => loadItemDialog().then((module) => ({ default: module.ItemDialog })));

type DialogState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; item: ShoppingItem };

/** /shopping: 'Por Comprar' and 'Comprados', by aisle, live between the family's phones. */
export default function ShoppingPage() {
  const { t, i18n } = useTranslation("shopping");
  const me = useMe();
  const overview = useQuery(shoppingOverviewQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<DialogState>({ mode: "closed" });
  const [dialogAdds, setDialogAdds] = useState(0);
  const check = useCheckShoppingItem();
  const remove = useDeleteShoppingItem();
  const restock = useRestockFromShopping();
  const showUndo = useUndoToast();
  const showUndoDelete = useUndoDeleteToast();
  const pendingWrites = usePendingWrites("shopping");

  if (overview.isPending || me.isPending) {
    return <p className="py-12 text-center text-muted-foreground">{t("common:loading")}</p>;
  }
  if (overview.isError || !me.data?.membership) {
    return (
      <div className="grid justify-items-center gap-3 py-12 text-center">
        <p>{errorText(overview.error, t, t("loadFailed"))}</p>
        <Button variant="outline" onClick={() => overview.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }

  // What this phone changed without a network shows at once, marked as pending (ADR 010).
  const lists = withPendingWrites(overview.data.lists, pendingWrites);
  const actor = me.data.membership;
  const role = actor.role;
  const userId = me.data.user.id;
  const selected = lists.find((list) => list.id === searchParams.get("lista")) ?? lists[0];
  const items = selected?.items ?? [];
  const bought = items.filter((item) => item.isChecked);
  const canAdd = can(role, "content.create");
  // The service's own rule: a button shown is a change the server accepts.
  const canChange = (item: ShoppingItem) => canChangeShoppingItem(actor, item);
  const selectList = (id: string) => setSearchParams({ lista: id }, { replace: true });

  const offerRestock = (item: ShoppingItem, offer: RestockOffer) => {
    const amount = amountWithUnit(t, i18n.language, offer.amount, offer.unit);
    toast(t("restock.title", { name: offer.pantryItemName }), {
      description: t("restock.description", { amount }),
      duration: 10_000,
      // A thumb-sized button: the offer comes while the shopper holds the phone in one hand.
      actionButtonStyle: { height: "2.75rem", padding: "0 1rem", fontSize: "0.875rem" },
      action: {
        label: t("restock.action"),
        onClick: () =>
          restock.mutate(item.id, {
            onSuccess: (pantryItem) =>
              toast.success(t("restock.done", { name: pantryItem.name }), {
                description: amountWithUnit(
                  t,
                  i18n.language,
                  pantryItem.qtyOnHand,
                  pantryItem.unit,
                ),
              }),
            onError: (error) =>
              toast.error(t("restock.failed"), {
                description: errorText(error, t),
              }),
          }),
      },
    });
  };

  const renderItem = (item: ShownShoppingItem) => (
    <ShoppingItemRow
      key={item.id}
      item={item}
      userId={userId}
      canCheck={can(role, "shopping.check")}
      canChange={canChange(item)}
      onCheck={(checked) =>
        check.mutate(
          { id: item.id, checked },
          {
            onSuccess: ({ item: saved, restock: offer }) => {
              showUndo(
                t(checked ? "conveniences:undo.itemChecked" : "conveniences:undo.itemUnchecked"),
                {
                  description: item.name,
                  topic: "shopping",
                  undo: () => check.mutateAsync({ id: item.id, checked: !checked }),
                },
              );
              if (offer) offerRestock(saved, offer);
            },
            // Spec §8: a failed toggle is only logged; the row goes back to where it was.
            onError: (error) => console.error("No se pudo actualizar el item", error),
          },
        )
      }
      onEdit={() => setDialog({ mode: "edit", item })}
      onDelete={() =>
        remove.mutate(item.id, {
          onSuccess: () =>
            showUndoDelete("shopping-items", item.id, t("toasts.deleted"), item.name),
          onError: (error) =>
            toast.error(t("toasts.deleteFailed"), {
              description: errorText(error, t),
            }),
        })
      }
    />
  );

  return (
    <section className="mx-auto grid max-w-5xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{selected?.name ?? t("subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ListsButton
            overview={overview.data}
            actor={actor}
            onCreated={(list) => selectList(list.id)}
          />
          {selected && <ShareListButton list={selected} />}
          {canAdd && (
            <Button size="lg" className="h-11" onClick={() => setDialog({ mode: "add" })}>
              <Plus aria-hidden />
              {t("addItem")}
            </Button>
          )}
        </div>
      </header>

      {lists.length > 1 && (
        <nav aria-label={t("lists.choose")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {lists.map((list) => (
            <button
              key={list.id}
              type="button"
              aria-pressed={list.id === selected?.id}
              onClick={() => selectList(list.id)}
              className={cn(
                "h-10 shrink-0 cursor-pointer rounded-full border px-4 text-sm font-medium",
                list.id === selected?.id
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card hover:bg-muted",
              )}
            >
              {list.name}
            </button>
          ))}
        </nav>
      )}

      {/* A new key after an add through the dialog clears the quick add's leftover error. */}
      {canAdd && <QuickAddForm key={dialogAdds} listId={selected?.id} />}

      <div className="grid gap-8 md:grid-cols-2">
        <AisleColumn
          id="por-comprar"
          title={t("toBuy")}
          empty={t("empty.toBuy")}
          items={items.filter((item) => !item.isChecked)}
          renderItem={renderItem}
        />
        <AisleColumn
          id="comprados"
          title={t("bought")}
          empty={t("empty.bought")}
          items={bought}
          renderItem={renderItem}
          action={
            selected && bought.length > 0 && canClearBoughtItems(actor) ? (
              <ClearCheckedButton listId={selected.id} count={bought.length} />
            ) : undefined
          }
        />
      </div>

      <LazyDialog open={dialog.mode !== "closed"} load={loadItemDialog}>
        <ItemDialog
          open={dialog.mode !== "closed"}
          onOpenChange={(open) => !open && setDialog({ mode: "closed" })}
          item={dialog.mode === "edit" ? dialog.item : undefined}
          lists={lists}
          listId={selected?.id}
          onAdded={() => setDialogAdds((count) => count + 1)}
        />
      </LazyDialog>
    </section>
  );
}
