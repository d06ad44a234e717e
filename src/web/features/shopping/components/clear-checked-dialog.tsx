import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useClearCheckedItems } from "#web/features/shopping/api/shopping-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** 'Vaciar comprados', asked once more: the bought items go for good. Opened by
 * `ClearCheckedButton`, which loads this code when idle (ADR 008/022). */
export function ClearCheckedDialog({
  listId,
  count,
  open,
  onOpenChange: setOpen,
}: {
  listId: string;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("shopping");
  const clear = useClearCheckedItems();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("clearChecked.title")}</DialogTitle>
          <DialogDescription>{t("clearChecked.description", { total: count })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t("dialog.cancel")}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={clear.isPending}
            onClick={() =>
              clear.mutate(listId, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t("clearChecked.done"));
                },
                onError: (error) =>
                  toast.error(t("clearChecked.failed"), {
                    description: errorText(error, t),
                  }),
              })
            }
          >
            {t("clearChecked.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
