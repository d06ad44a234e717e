import { Plus, Search } from "lucide-react";
import { lazy, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { can, canChangePantryItem } from "#shared/domain/permissions.ts";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import { foldText } from "#shared/shopping/item-names.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PageLoadFailed, PageLoading } from "#web/components/ui/page-load.tsx";
import {
  useAdjustPantryItem,
  useDeletePantryItem,
  usePantry,
} from "#web/features/pantry/api/pantry-api.ts";
import { PantryAlerts } from "#web/features/pantry/components/pantry-alerts.tsx";
import { PantryItemCard } from "#web/features/pantry/components/pantry-item-card.tsx";
import { errorText } from "#web/lib/api-client.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";
import { useUndoDeleteToast } from "#web/lib/undo-toast.ts";

const loadPantryItemDialog = () => import("#web/features/pantry/components/pantry-item-dialog.tsx");
const PantryItemDialog = lazy(() =>
  loadPantryItemDialog().then((module) => ({ default: module.PantryItemDialog })),
);

type DialogState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; item: PantryItemView };

/** /pantry: what the household has, what runs out and what expires. */
export default function PantryPage() {
  const { t } = useTranslation("pantry");
  const me = useMe();
  const pantry = usePantry();
  const [dialog, setDialog] = useState<DialogState>({ mode: "closed" });
  const [search, setSearch] = useState("");
  const searchId = useId();
  const adjust = useAdjustPantryItem();
  const remove = useDeletePantryItem();
  const showUndoDelete = useUndoDeleteToast();

  if (pantry.isPending || me.isPending) {
    return <PageLoading />;
  }
  if (pantry.isError || !me.data?.membership) {
    return (
      <PageLoadFailed
        error={pantry.error}
        fallback={t("loadFailed")}
        onRetry={() => void pantry.refetch()}
      />
    );
  }

  const actor = me.data.membership;
  const role = actor.role;
  const { items } = pantry.data;
  const query = foldText(search);
  const shown = query ? items.filter((item) => foldText(item.name).includes(query)) : items;
  const canAdd = can(role, "content.create");
  // The service's own rule: a button shown is a change the server accepts.
  const canChange = (item: PantryItemView) => canChangePantryItem(actor, item);

  return (
    <section className="mx-auto grid max-w-5xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
        </div>
        {canAdd && (
          <Button size="lg" className="h-11" onClick={() => setDialog({ mode: "add" })}>
            <Plus aria-hidden />
            {t("addItem")}
          </Button>
        )}
      </header>

      <PantryAlerts items={items} canAddToList={canAdd} />

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <>
          <div className="relative max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              {t("search")}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("search")}
              className="h-11 pl-9"
            />
          </div>
          {shown.length === 0 && <p className="text-muted-foreground">{t("noMatches")}</p>}
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id} data-item-id={item.id}>
                <PantryItemCard
                  item={item}
                  canAdjust={can(role, "pantry.adjust")}
                  canChange={canChange(item)}
                  onAdjust={(delta) =>
                    adjust.mutate(
                      { id: item.id, delta },
                      {
                        onError: (error) =>
                          toast.error(t("toasts.adjustFailed"), {
                            description: errorText(error, t),
                          }),
                      },
                    )
                  }
                  onEdit={() => setDialog({ mode: "edit", item })}
                  onDelete={() =>
                    remove.mutate(item.id, {
                      onSuccess: () =>
                        showUndoDelete("pantry-items", item.id, t("toasts.deleted"), item.name),
                      onError: (error) =>
                        toast.error(t("toasts.deleteFailed"), {
                          description: errorText(error, t),
                        }),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <LazyDialog open={dialog.mode !== "closed"} load={loadPantryItemDialog}>
        <PantryItemDialog
          open={dialog.mode !== "closed"}
          onOpenChange={(open) => !open && setDialog({ mode: "closed" })}
          item={dialog.mode === "edit" ? dialog.item : undefined}
        />
      </LazyDialog>
    </section>
  );
}
