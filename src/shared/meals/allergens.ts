import { foldText, itemNameKey } from "#shared/shopping/item-names.ts";

/** What an allergy written in a profile ("lácteos", "maní", "gluten") rules out, in the words
 * recipes use. An allergy not listed here still matches ingredients that contain its name. */
const allergyFamilies: { names: string[]; ingredients: string[] }[] = [
  {
    names: ["lacteos", "lactosa", "leche", "dairy", "milk", "lactose", "laticinios", "lactose"],
    ingredients: [
      "leche",
      "queso",
      "crema",
      "mantequilla",
      "yogur",
      "requeson",
      "nata",
      "leite",
      "queijo",
      "manteiga",
      "requeijao",
      "milk",
      "cheese",
      "butter",
      "cream",
    ],
  },
  {
    names: ["gluten", "trigo", "wheat", "celiaco", "celiaca", "celiaquia"],
    ingredients: [
      "harina",
      "pan",
      "trigo",
      "pasta",
      "fideo",
      "tortilla de harina",
      "galleta",
      "pan molido",
      "farinha",
      "flour",
      "bread",
      "cebada",
      "centeno",
    ],
  },
  {
    names: ["mani", "cacahuate", "cacahuete", "amendoim", "peanut", "peanuts"],
    ingredients: ["mani", "cacahuate", "cacahuete", "amendoim", "peanut"],
  },
  {
    names: ["nueces", "frutos secos", "nuez", "tree nuts", "nuts", "castanhas", "nozes"],
    ingredients: [
      "nuez",
      "nueces",
      "almendra",
      "avellana",
      "pistache",
      "pistacho",
      "castana",
      "noz",
      "castanha",
      "almond",
      "walnut",
      "pecan",
    ],
  },
  {
    names: ["mariscos", "camaron", "crustaceos", "shellfish", "frutos do mar", "camarao"],
    ingredients: [
      "camaron",
      "langosta",
      "cangrejo",
      "jaiba",
      "pulpo",
      "calamar",
      "almeja",
      "mejillon",
      "ostion",
      "camarao",
      "shrimp",
      "marisco",
    ],
  },
  {
    names: ["pescado", "peixe", "fish"],
    ingredients: [
      "pescado",
      "atun",
      "sardina",
      "salmon",
      "tilapia",
      "bacalao",
      "peixe",
      "fish",
      "tuna",
    ],
  },
  {
    names: ["huevo", "huevos", "ovo", "ovos", "egg", "eggs"],
    ingredients: ["huevo", "ovo", "egg", "mayonesa"],
  },
  {
    names: ["soya", "soja", "soy"],
    ingredients: ["soya", "soja", "soy", "salsa de soya", "tofu"],
  },
];

function containsWord(text: string, word: string): boolean {
  return (
    ` ${text} `.includes(` ${word} `) || ` ${itemNameKey(text)} `.includes(` ${itemNameKey(word)} `)
  );
}

/** The words an allergy rules out: its family's ingredients, or its own words. */
function wordsFor(allergy: string): string[] {
  const folded = foldText(allergy);
  const family = allergyFamilies.find((each) => each.names.includes(folded));
  return family ? family.ingredients : [folded];
}

export interface AllergenWarning {
  /** The allergy as a member wrote it. */
  allergy: string;
  /** The ingredients of the recipe it is in. */
  ingredients: string[];
}

/** Which of the household's allergies a recipe's ingredients touch, with the ingredients. */
export function allergenWarnings(
  ingredientNames: string[],
  allergies: string[],
): AllergenWarning[] {
  const seen = new Set<string>();
  const warnings: AllergenWarning[] = [];
  for (const allergy of allergies) {
    const key = foldText(allergy);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const words = wordsFor(allergy);
    const hits = ingredientNames.filter((name) =>
      words.some((word) => containsWord(foldText(name), word)),
    );
    if (hits.length > 0) warnings.push({ allergy: allergy.trim(), ingredients: hits });
  }
  return warnings;
}
