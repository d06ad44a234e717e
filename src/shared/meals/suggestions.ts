import type { InventoryUnit } from "#shared/domain/catalog.ts";
import { allergenWarnings } from "#shared/meals/allergens.ts";
import { pantryDeduction, sameKind } from "#shared/meals/amounts.ts";
import type { Recipe } from "#shared/meals/schemas.ts";
import type { ExpiryState } from "#shared/pantry/expiry.ts";
import { compareNames, sameItemName } from "#shared/shopping/item-names.ts";

export interface PantryShelfItem {
  name: string;
  qtyOnHand: number;
  unit: InventoryUnit;
  expiry: ExpiryState;
}

export interface CookSuggestion {
  recipeId: string;
  name: string;
  names: Recipe["names"];
  /** Ingredients the pantry has enough of, out of all the recipe's. */
  covered: number;
  total: number;
  /** Ingredients still missing, to buy or borrow. */
  missing: string[];
  /** Pantry items about to expire that the recipe uses up. */
  expiring: string[];
}

function hasEnough(line: Recipe["ingredients"][number], item: PantryShelfItem): boolean {
  if (item.qtyOnHand <= 0 || !sameKind(line.unit, item.unit)) return false;
  if (line.quantity === null) return true;
  const take = pantryDeduction({ amount: line.quantity, unit: line.unit }, item);
  const needed = pantryDeduction(
    { amount: line.quantity, unit: line.unit },
    {
      ...item,
      qtyOnHand: Number.POSITIVE_INFINITY,
    },
  );
  return take !== null && needed !== null && take >= needed;
}

/**
 * "¿Qué cocinamos?": recipes ranked by how much of them the pantry already covers, those that
 * use up what is about to expire first among equals; recipes touching a household allergy are
 * left out, and so are recipes the pantry covers nothing of.
 */
export function rankRecipes(
  recipes: Recipe[],
  pantry: PantryShelfItem[],
  allergies: string[],
  limit = 5,
): CookSuggestion[] {
  const usable = pantry.filter((item) => item.expiry !== "expired");
  return recipes
    .filter((recipe) => recipe.ingredients.length > 0)
    .filter(
      (recipe) =>
        allergenWarnings(
          recipe.ingredients.map((line) => line.name),
          allergies,
        ).length === 0,
    )
    .map((recipe): CookSuggestion & { score: number } => {
      const missing: string[] = [];
      const expiring: string[] = [];
      let covered = 0;
      for (const line of recipe.ingredients) {
        const item = usable.find((each) => sameItemName(each.name, line.name));
        if (item && hasEnough(line, item)) {
          covered++;
          if (item.expiry === "expiring" && !expiring.includes(item.name)) expiring.push(item.name);
        } else {
          missing.push(line.name);
        }
      }
      const total = recipe.ingredients.length;
      return {
        recipeId: recipe.id,
        name: recipe.name,
        names: recipe.names,
        covered,
        total,
        missing,
        expiring,
        score: covered / total,
      };
    })
    .filter((suggestion) => suggestion.covered > 0)
    .sort(
      (a, b) =>
        b.score - a.score || b.expiring.length - a.expiring.length || compareNames(a.name, b.name),
    )
    .slice(0, limit)
    .map(({ score: _score, ...suggestion }) => suggestion);
}
