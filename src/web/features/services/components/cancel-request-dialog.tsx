import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";

/** «¿Cancelar la solicitud?», opened by a request's card (`ServiceRequestCard`). */
export function CancelRequestDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("services");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("cancelDialog.title")}
      description={t("cancelDialog.description")}
      confirmLabel={t("cancelDialog.confirm")}
      cancelLabel={t("cancelDialog.keep")}
      closeLabel={t("common:close")}
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
