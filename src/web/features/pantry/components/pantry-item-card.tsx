import { format, parseISO } from "date-fns";
import { CloudOff, Minus, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import type { ShownPantryItem } from "#web/features/pantry/api/pending-pantry.ts";
import { expiryLabel } from "#web/features/pantry/components/expiry-label.ts";
import { amountWithUnit } from "#web/lib/amounts.ts";
import { dateLocale } from "#web/lib/dates.ts";

interface PantryItemCardProps {
  item: PantryItemView;
  canAdjust: boolean;
  canChange: boolean;
  onAdjust: (delta: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Grams and millilitres move in steps of 100; everything else one at a time. */
export function adjustStep(unit: string): number {
  return unit === "g" || unit === "mL" ? 100 : 1;
}

export function PantryItemCard({
  item,
  canAdjust,
  canChange,
  onAdjust,
  onEdit,
  onDelete,
}: PantryItemCardProps) {
  const { t, i18n } = useTranslation("pantry");
  const step = adjustStep(item.unit);
  const stepLabel = amountWithUnit(t, i18n.language, step, item.unit);
  const expiry = expiryLabel(t, item);
  const place = [t(`categories.${item.category}`), item.location].filter(Boolean).join(" · ");
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="pantry-item">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="break-words text-lg font-semibold leading-tight">{item.name}</h3>
          <p className="text-sm text-muted-foreground">{place}</p>
          {(item as ShownPantryItem).pending && (
            <p className="flex items-center gap-1 text-xs font-medium text-amber-800">
              <CloudOff className="size-3.5 shrink-0" aria-hidden />
              {t("common:outbox.pending")}
            </p>
          )}
        </div>
        {canChange && (
          <div className="-mt-1 -mr-2 flex">
            <Button
              variant="ghost"
              size="icon"
              className="size-11 text-muted-foreground"
              aria-label={t("card.edit", { name: item.name })}
              onClick={onEdit}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 text-muted-foreground hover:text-destructive"
              aria-label={t("card.delete", { name: item.name })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>

      {(item.lowStock || item.expiry === "expiring" || item.expiry === "expired") && (
        <div className="flex flex-wrap gap-1.5">
          {item.lowStock && <Badge variant="warning">{t("badges.lowStock")}</Badge>}
          {item.expiry === "expiring" && <Badge variant="warning">{expiry}</Badge>}
          {item.expiry === "expired" && <Badge variant="danger">{expiry}</Badge>}
        </div>
      )}

      <div className="flex items-center justify-between gap-2 rounded-lg bg-muted p-1">
        <Button
          variant="outline"
          size="icon"
          className="size-12"
          disabled={!canAdjust || item.qtyOnHand <= 0}
          aria-label={t("card.decrease", { amount: stepLabel, name: item.name })}
          onClick={() => onAdjust(-step)}
        >
          <Minus aria-hidden />
        </Button>
        <output aria-live="polite" className="text-center text-lg font-semibold tabular-nums">
          {amountWithUnit(t, i18n.language, item.qtyOnHand, item.unit)}
        </output>
        <Button
          variant="outline"
          size="icon"
          className="size-12"
          disabled={!canAdjust}
          aria-label={t("card.increase", { amount: stepLabel, name: item.name })}
          onClick={() => onAdjust(step)}
        >
          <Plus aria-hidden />
        </Button>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
        <dt className="text-muted-foreground">{t("card.threshold")}</dt>
        <dd>{amountWithUnit(t, i18n.language, item.reorderThreshold, item.unit)}</dd>
        {item.expiryDate && (
          <>
            <dt className="text-muted-foreground">{t("card.expires")}</dt>
            <dd>
              {format(parseISO(item.expiryDate), "PP", {
                locale: dateLocale(i18n.language),
              })}
            </dd>
          </>
        )}
      </dl>
      {item.notes && <p className="text-sm text-muted-foreground">{item.notes}</p>}
    </Card>
  );
}
