import { Copy, ExternalLink, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import {
  useRegenerateSubscription,
  useSubscription,
} from "#web/features/calendar/api/calendar-api.ts";

/** The household's private ICS URL for Google Calendar, Outlook and Apple Calendar. Opened by
 * `SubscribeButton`, which loads this code when idle (ADR 008/022). */
export function SubscribeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("calendar");
  const [confirming, setConfirming] = useState(false);
  const subscription = useSubscription(open);
  const regenerate = useRegenerateSubscription();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("toasts.copied"));
    } catch {
      // No clipboard (insecure context or refused): the field stays selected for a manual copy.
      document.querySelector<HTMLInputElement>("#enlace-suscripcion")?.select();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("subscribe.title")}</DialogTitle>
          <DialogDescription>{t("subscribe.description")}</DialogDescription>
        </DialogHeader>
        {subscription.isPending && <p role="status">{t("subscribe.loading")}</p>}
        {subscription.isError && <p role="alert">{t("subscribe.loadFailed")}</p>}
        {subscription.data && (
          <div className="grid gap-4">
            <FormField label={t("subscribe.urlLabel")}>
              <Input
                id="enlace-suscripcion"
                readOnly
                value={subscription.data.url}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs sm:text-xs"
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => subscription.data && void copy(subscription.data.url)}>
                <Copy aria-hidden />
                {t("subscribe.copy")}
              </Button>
              <a
                href={subscription.data.webcalUrl}
                className={buttonVariants({ variant: "outline" })}
              >
                <ExternalLink aria-hidden />
                {t("subscribe.open")}
              </a>
            </div>
            <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
              <li>{t("subscribe.google")}</li>
              <li>{t("subscribe.outlook")}</li>
              <li>{t("subscribe.apple")}</li>
            </ul>
            {subscription.data.canRegenerate && (
              <div className="grid gap-1 border-t border-border pt-4">
                <Button
                  variant="ghost"
                  className="justify-self-start"
                  disabled={regenerate.isPending}
                  onClick={() => setConfirming(true)}
                >
                  <RefreshCw aria-hidden />
                  {t("subscribe.regenerate")}
                </Button>
                <p className="text-xs text-muted-foreground">{t("subscribe.regenerateHint")}</p>
              </div>
            )}
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("subscribe.regenerate")}
          description={t("subscribe.regenerateHint")}
          confirmLabel={t("subscribe.regenerate")}
          cancelLabel={t("form.cancel")}
          closeLabel={t("common:close")}
          destructive
          onConfirm={() => {
            regenerate.mutate();
            setConfirming(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
