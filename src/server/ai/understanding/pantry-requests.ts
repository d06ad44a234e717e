import type { SaidItem } from "#server/ai/understanding/items.ts";
import { asksAboutTheWorld } from "#server/ai/understanding/out-of-scope.ts";
import type { Planned, Said } from "#server/ai/understanding/scene.ts";
import { clean, opensWithQuestion } from "#server/ai/understanding/words.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/** Pantry requests: the pantry's calls (use, run out, count, ask, and meals from what is there),
 * with what they read of a clause: all of it used ("últimos huevos", "the last eggs"), a thing's
 * name without what it was used for ("harina en las tortas fritas"), and a question about the
 * world (out-of-scope.ts) that is no pantry question. */

/** "harina en las tortas fritas", "ovos no bolo", "eggs for the cake": what it was used for is
 * not the pantry item's name. */
function withoutPurpose(name: string): string {
  const cut = name.split(/\s+(?:en|para|pa|pra|pro|for|in|no|na|nos|nas)\s+(?=\p{L})/u)[0];
  return cut && cut.trim().length > 0 ? capitalizeFirst(cut.trim()) : name;
}

export const pantryPlaces = new Set(
  "heladera nevera refri refrigerador despensa alacena geladeira despensa fridge pantry freezer congelador".split(
    " ",
  ),
);

/** "up the milk", "últimos huevos", "último pão", "the last eggs": all of it was used. */
const usedUp =
  /^(?:up\s+(?:the\s+)?|(?:the\s+)?last\s+(?:of\s+(?:the\s+)?)?|all\s+(?:of\s+)?(?:the\s+)?|[úu]ltim[oa]s?\s+(?:de\s+(?:l[oa]s?\s+|el\s+)?)?|tod[oa]s?\s+(?:(?:el|la|los|las|o|a|os|as)\s+)?)(?=\p{L})/iu;

/** The pantry's calls: use, run out, count, ask; and meals from what is there. */
export function pantryCalls(said: Said): Planned {
  const { clause, context, language, itemsSaid, names, reading } = said;
  switch (clause.intent) {
    case "pantry.use":
      if (itemsSaid.length === 0) return null;
      // "we used up the milk", "usé los últimos huevos", "usei o último pão": none is left.
      if (itemsSaid.length === 1 && usedUp.test(itemsSaid[0]?.name ?? ""))
        return [
          {
            toolName: "adjustPantryItem",
            input: {
              name: capitalizeFirst((itemsSaid[0] as SaidItem).name.replace(usedUp, "")),
              quantity: 0,
            },
          },
        ];
      return itemsSaid.map((item) => ({
        toolName: "adjustPantryItem",
        input: clean({
          name: withoutPurpose(item.name.replace(/^up\s+(?:the\s+)?/i, "")),
          delta: -(item.amount ?? 1),
          unit: item.unit,
        }),
      }));
    case "pantry.out":
      if (itemsSaid.length === 0) return null;
      // "¿se acabó la leche?", "did we run out of coffee?": asked, it is a question about it.
      if (itemsSaid.length === 1 && (opensWithQuestion(reading) || /[?¿]/.test(reading.message)))
        return [{ toolName: "readPantry", input: { view: "item", name: itemsSaid[0]?.name } }];
      return itemsSaid.map((item) => ({
        toolName: "adjustPantryItem",
        input: { name: item.name, quantity: 0 },
      }));
    case "pantry.count": {
      const counted = itemsSaid.filter((item) => item.amount !== null);
      if (counted.length === 0) {
        if (names.length === 1 && asksAboutTheWorld(names[0] as string, language))
          return "outOfScope";
        return names.length === 1
          ? [{ toolName: "readPantry", input: { view: "item", name: names[0] } }]
          : null;
      }
      return counted.map((item) => ({
        toolName: "adjustPantryItem",
        input: clean({ name: item.name, quantity: item.amount, unit: item.unit }),
      }));
    }
    case "pantry.low": {
      // "¿qué hay en la despensa?" asks for all of it; "¿qué se está acabando?" for what runs low.
      const low =
        /acab|termin|falt|poco|low|running|out|escas|pouco|reponer|comprar|baj|stock|agot/.test(
          clause.words.join(" "),
        );
      return [{ toolName: "readPantry", input: { view: low ? "low" : "all" } }];
    }
    case "pantry.expiring":
      return [{ toolName: "readPantry", input: { view: "expiring" } }];
    case "pantry.item":
      if (names.length === 0) return null;
      // "sobrou só meio pacote de café": a count said, not asked, is how much there is.
      if (
        !(opensWithQuestion(reading) || /[?¿]/.test(reading.message)) &&
        itemsSaid.length > 0 &&
        itemsSaid.every((item) => item.amount !== null)
      )
        return itemsSaid.map((item) => ({
          toolName: "adjustPantryItem",
          input: clean({ name: item.name, quantity: item.amount, unit: item.unit }),
        }));
      if (asksAboutTheWorld(names[0] as string, language)) return "outOfScope";
      return [{ toolName: "readPantry", input: { view: "item", name: names[0] } }];
    case "meals.suggest":
      return context.available && !context.available.has("suggestMeals")
        ? [{ toolName: "readPantry", input: { view: "all" } }]
        : [{ toolName: "suggestMeals", input: {} }];
    default:
      return null;
  }
}
