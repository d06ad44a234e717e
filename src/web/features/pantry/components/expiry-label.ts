import type { TFunction } from "i18next";
import type { PantryItemView } from "#shared/schemas/pantry.ts";

/** "Vence hoy", "Vence en 3 días", "Venció ayer"…; null when the item has no date. */
export function expiryLabel(t: TFunction, item: Pick<PantryItemView, "daysToExpiry">) {
  const days = item.daysToExpiry;
  if (days === null) return null;
  if (days < -1) return t("expiry.expiredDays", { days: -days });
  if (days === -1) return t("expiry.expiredYesterday");
  if (days === 0) return t("expiry.today");
  if (days === 1) return t("expiry.tomorrow");
  return t("expiry.inDays", { days });
}
