import { UserRound } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceRequest } from "#shared/schemas/services.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the dialog (and Radix's) loads when idle, not with the requests.
const loadProviderDialog = () => import("#web/features/services/components/provider-dialog.tsx");
const ProviderDialog = lazy(() =>
  loadProviderDialog().then((module) => ({ default: module.ProviderDialog })),
);

/** «Asignar proveedor» / «Cambiar proveedor» on a request's card. */
export function ProviderButton({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation("services");
  const [open, setOpen] = useState(false);
  // Each opening starts from the saved name: a fresh dialog (its closing still animates).
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="outline"
        className="h-11"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <UserRound aria-hidden />
        {request.providerName ? t("provider.change") : t("provider.assign")}
      </Button>
      <LazyDialog open={open} load={loadProviderDialog}>
        <ProviderDialog key={opening} request={request} open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}
