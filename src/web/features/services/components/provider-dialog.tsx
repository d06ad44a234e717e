import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ServiceRequest } from "#shared/schemas/services.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useSetServiceProvider } from "#web/features/services/api/services-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** Who is coming: owners and admins note the plumber's or electrician's name. Opened by
 * `ProviderButton`, which loads this code when idle and mounts it afresh on each opening (the
 * field starts from the saved name) (ADR 008/022). */
export function ProviderDialog({
  request,
  open,
  onOpenChange: setOpen,
}: {
  request: ServiceRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("services");
  const [name, setName] = useState(request.providerName ?? "");
  const inputId = useId();
  const save = useSetServiceProvider();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: request.id, providerName: name },
      {
        onSuccess: () => {
          toast.success(t("toasts.providerSaved"));
          setOpen(false);
        },
        onError: (error) =>
          toast.error(t("toasts.providerFailed"), {
            description: errorText(error, t),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("provider.title")}</DialogTitle>
          <DialogDescription>{t("provider.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t("provider.name")}
            </label>
            <Input
              id={inputId}
              value={name}
              maxLength={80}
              autoComplete="off"
              placeholder={t("provider.placeholder")}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t("provider.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
