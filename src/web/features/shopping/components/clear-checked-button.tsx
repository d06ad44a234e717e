import { Eraser } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the confirmation (and Radix's dialog) loads when idle, not with the list.
const loadClearCheckedDialog = () =>
  import("#web/features/shopping/components/clear-checked-dialog.tsx");
const ClearCheckedDialog = lazy(() =>
  loadClearCheckedDialog().then((module) => ({ default: module.ClearCheckedDialog })),
);

/** 'Vaciar comprados': asks once more before the bought items go for good. */
export function ClearCheckedButton({ listId, count }: { listId: string; count: number }) {
  const { t } = useTranslation("shopping");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="h-10 text-muted-foreground"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Eraser aria-hidden />
        {t("clearChecked.button")}
      </Button>
      <LazyDialog open={open} load={loadClearCheckedDialog}>
        <ClearCheckedDialog listId={listId} count={count} open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}
