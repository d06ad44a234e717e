import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { useClearCheckedItems } from "#web/features/shopping/api/shopping-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** 'Vaciar comprados', asked once more: the bought items go for good. Opened by
 * `ClearCheckedButton`, which loads this code when idle (ADR 008/022). */
export function ClearCheckedDialog({
  listId,
  count,
  open,
  onOpenChange,
}: {
  listId: string;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("shopping");
  const clear = useClearCheckedItems();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("clearChecked.title")}
      description={t("clearChecked.description", { total: count })}
      confirmLabel={t("clearChecked.confirm")}
      cancelLabel={t("dialog.cancel")}
      closeLabel={t("common:close")}
      destructive
      pending={clear.isPending}
      onConfirm={() =>
        clear.mutate(listId, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success(t("clearChecked.done"));
          },
          onError: (error) =>
            toast.error(t("clearChecked.failed"), { description: errorText(error, t) }),
        })
      }
    />
  );
}
