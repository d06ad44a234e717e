import { AlertTriangle, CalendarClock, CalendarX, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAddMissingToShopping } from "#web/features/pantry/api/pantry-api.ts";
import { expiryLabel } from "#web/features/pantry/components/expiry-label.ts";
import { amountWithUnit } from "#web/lib/amounts.ts";
import { errorText } from "#web/lib/api-client.ts";

/** What is running out and what is about to expire, with the one-tap fix for the first. */
export function PantryAlerts({
  items,
  canAddToList,
}: {
  items: PantryItemView[];
  canAddToList: boolean;
}) {
  const { t, i18n } = useTranslation("pantry");
  const addMissing = useAddMissingToShopping();
  const low = items.filter((item) => item.lowStock);
  const byExpiry = (a: PantryItemView, b: PantryItemView) =>
    (a.daysToExpiry ?? 0) - (b.daysToExpiry ?? 0);
  // An item past its date is not "about to expire": it gets its own, plainer heading.
  const expired = items.filter((item) => item.expiry === "expired").sort(byExpiry);
  const expiring = items.filter((item) => item.expiry === "expiring").sort(byExpiry);
  if (low.length === 0 && expiring.length === 0 && expired.length === 0) return null;
  const amount = (value: number, unit: string) => amountWithUnit(t, i18n.language, value, unit);

  const addToList = () =>
    addMissing.mutate(undefined, {
      onSuccess: ({ list, added, skipped }) => {
        if (added.length === 0) {
          toast.info(t("missing.nothingNew", { list: list.name }));
          return;
        }
        toast.success(
          added.length === 1
            ? t("missing.addedOne", { list: list.name })
            : t("missing.addedMany", { total: added.length, list: list.name }),
          {
            description: [
              added.map((item) => `${item.name} (${item.quantity})`).join(", "),
              skipped.length > 0 ? t("missing.skipped", { names: skipped.join(", ") }) : "",
            ]
              .filter(Boolean)
              .join(". "),
          },
        );
      },
      onError: (error) =>
        toast.error(t("missing.failed"), {
          description: errorText(error, t),
        }),
    });

  return (
    <div className="grid gap-3 md:grid-cols-2">
      {low.length > 0 && (
        <section
          aria-labelledby="stock-bajo"
          className="grid content-start gap-3 rounded-lg border border-amber-300 bg-accent-soft p-4"
        >
          <h2 id="stock-bajo" className="flex items-center gap-2 font-semibold text-amber-950">
            <AlertTriangle className="size-5" aria-hidden />
            {t("alerts.lowStock", { total: low.length })}
          </h2>
          <ul className="grid gap-1 text-sm text-amber-950">
            {low.map((item) => (
              <li key={item.id}>
                {t("alerts.lowStockItem", {
                  name: item.name,
                  have: amount(item.qtyOnHand, item.unit),
                  threshold: amount(item.reorderThreshold, item.unit),
                })}
              </li>
            ))}
          </ul>
          {canAddToList && (
            <Button
              variant="accent"
              size="lg"
              className="h-12 justify-self-start"
              disabled={addMissing.isPending}
              onClick={addToList}
            >
              <ShoppingCart aria-hidden />
              {t("missing.button")}
            </Button>
          )}
        </section>
      )}
      {expired.length > 0 && (
        <section
          aria-labelledby="vencidos"
          className="grid content-start gap-3 rounded-lg border border-red-300 bg-red-100 p-4"
        >
          <h2 id="vencidos" className="flex items-center gap-2 font-semibold text-red-950">
            <CalendarX className="size-5" aria-hidden />
            {t("alerts.expired", { total: expired.length })}
          </h2>
          <ul className="grid gap-1 text-sm text-red-950">
            {expired.map((item) => (
              <li key={item.id}>
                {item.name}: {expiryLabel(t, item)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {expiring.length > 0 && (
        <section
          aria-labelledby="por-vencer"
          className="grid content-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <h2 id="por-vencer" className="flex items-center gap-2 font-semibold text-red-900">
            <CalendarClock className="size-5" aria-hidden />
            {t("alerts.expiring", { total: expiring.length })}
          </h2>
          <ul className="grid gap-1 text-sm text-red-900">
            {expiring.map((item) => (
              <li key={item.id}>
                {item.name}: {expiryLabel(t, item)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
