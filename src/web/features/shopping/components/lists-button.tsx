import { ListChecks } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Actor } from "#shared/domain/permissions.ts";
import type { ShoppingList, ShoppingOverview } from "#shared/schemas/shopping.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the lists dialog (and Radix's dialog) loads when idle, not with the list.
const loadListsDialog = () => import("#web/features/shopping/components/lists-dialog.tsx");
const ListsDialog = lazy(() =>
  loadListsDialog().then((module) => ({ default: module.ListsDialog })),
);

/** Opens the household's lists: create, rename, archive and restore them. */
export function ListsButton({
  overview,
  actor,
  onCreated,
}: {
  overview: ShoppingOverview;
  actor: Actor;
  onCreated: (list: ShoppingList) => void;
}) {
  const { t } = useTranslation("shopping");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        className="h-11"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <ListChecks aria-hidden />
        {t("lists.manage")}
      </Button>
      <LazyDialog open={open} load={loadListsDialog}>
        <ListsDialog
          overview={overview}
          actor={actor}
          onCreated={onCreated}
          open={open}
          onOpenChange={setOpen}
        />
      </LazyDialog>
    </>
  );
}
