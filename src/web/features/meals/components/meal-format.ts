import type { TFunction } from "i18next";
import type { Amount } from "#shared/meals/amounts.ts";
import type { Recipe } from "#shared/meals/schemas.ts";
import { amountWithUnit } from "#web/lib/amounts.ts";

/** A starter recipe's name in the reader's language; the family's own recipes as written. */
export function recipeName(recipe: Pick<Recipe, "name" | "names">, language: string): string {
  if (language.startsWith("en")) return recipe.names.en ?? recipe.name;
  if (language.startsWith("pt")) return recipe.names.pt ?? recipe.name;
  return recipe.name;
}

/** "lunes 30 nov" for a calendar day, whatever the browser's time zone. */
export function dayLabel(day: string, language: string, weekday: "long" | "short" = "long") {
  return new Intl.DateTimeFormat(language, {
    weekday,
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** "1,5 kg", "3 unidades"; "al gusto" without a quantity. */
export function amountText(t: TFunction, language: string, amount: Amount): string {
  if (amount.amount === null) return t("recipes.toTaste");
  return amountWithUnit(t, language, amount.amount, amount.unit);
}

/** The browser's calendar date today, "2026-11-25". */
export function localToday(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
