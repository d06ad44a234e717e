import { Rss } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the dialog (and Radix's focus trap and scroll lock) loads when idle, not with the
// calendar's first view.
const loadSubscribeDialog = () => import("#web/features/calendar/components/subscribe-dialog.tsx");
const SubscribeDialog = lazy(() =>
  loadSubscribeDialog().then((module) => ({ default: module.SubscribeDialog })),
);

/** Opens the household's calendar subscription (its private ICS URL). */
export function SubscribeButton() {
  const { t } = useTranslation("calendar");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Rss aria-hidden />
        {t("subscribe.button")}
      </Button>
      <LazyDialog open={open} load={loadSubscribeDialog}>
        <SubscribeDialog open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}
