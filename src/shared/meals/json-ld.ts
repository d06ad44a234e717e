import type { InventoryUnit } from "#shared/domain/catalog.ts";
import { type RecipeTag, recipeLimits } from "#shared/meals/catalog.ts";
import { foldText } from "#shared/shopping/item-names.ts";
import { parseQuantity } from "#shared/shopping/quantity.ts";

/** A recipe read from schema.org JSON-LD, in the shape the recipe form and API take. */
export interface ImportedRecipe {
  name: string;
  servings: number;
  minutes: number | null;
  tags: RecipeTag[];
  ingredients: { quantity: number | null; unit: InventoryUnit; name: string }[];
  steps: string[];
}

const scriptPattern =
  /<script[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;

/** The JSON documents in a pasted text: the page's ld+json scripts, or the text itself. */
function jsonDocuments(source: string): unknown[] {
  const scripts = [...source.matchAll(scriptPattern)].map((match) => match[1] ?? "");
  const texts = scripts.length > 0 ? scripts : [source];
  return texts.flatMap((text) => {
    try {
      return [JSON.parse(text.trim()) as unknown];
    } catch {
      return [];
    }
  });
}

function isRecipe(node: Record<string, unknown>): boolean {
  const type = node["@type"];
  const types = Array.isArray(type) ? type : [type];
  return types.some((each) => typeof each === "string" && /(^|[/:])Recipe$/.test(each));
}

/** The first Recipe node anywhere in the documents (inside @graph, lists, mainEntity…). */
function findRecipeNode(documents: unknown[]): Record<string, unknown> | null {
  const pending = [...documents];
  let visited = 0;
  while (pending.length > 0 && visited++ < 5000) {
    const node = pending.shift();
    if (Array.isArray(node)) {
      pending.push(...node);
    } else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (isRecipe(record)) return record;
      pending.push(...Object.values(record).filter((value) => value && typeof value === "object"));
    }
  }
  return null;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Recipe sites put HTML in their texts: tags dropped, entities read, one line. */
function cleanText(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith("#x")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/[\p{Cc}\s]+/gu, " ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .trim();
}

function textsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "string") return [cleanText(value)].filter(Boolean);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.itemListElement) return textsOf(record.itemListElement);
    return [cleanText(record.text ?? record.name)].filter(Boolean);
  }
  return [];
}

/** "PT1H30M" → 90; null when absent or not an ISO 8601 duration. */
function minutesOf(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+(?:\.\d+)?S)?)?$/i.exec(value.trim());
  if (!match) return null;
  const total = Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 && total <= recipeLimits.minutes ? total : null;
}

function servingsOf(value: unknown): number {
  const first = Array.isArray(value) ? value[0] : value;
  const match = /\d+/.exec(String(first ?? ""));
  const servings = match ? Number(match[0]) : 4;
  return servings >= 1 && servings <= recipeLimits.servings ? servings : 4;
}

const fractions: Record<string, number> = {
  "½": 0.5,
  "¼": 0.25,
  "¾": 0.75,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
};

/** Measures that are not one of the pantry's units: the line keeps them in its name. */
const otherMeasures =
  /^(tazas?|cucharadas?|cucharaditas?|cdas?|cdtas?|pizcas?|cups?|tbsp|tsp|tablespoons?|teaspoons?|x[ií]caras?|colher(es)?|pinch|oz|ounces?|lbs?|pounds?|latas?|cans?|dientes?|cloves?|ramas?|manojos?)$/;

/** "500 g de arroz", "2 cebollas", "1 ½ kg de papa", "sal al gusto". */
export function parseIngredientLine(line: string): ImportedRecipe["ingredients"][number] {
  const text = line.replace(/(\d)\s*([½¼¾⅓⅔])/g, (_, digit: string, fraction: string) =>
    String(Number(digit) + (fractions[fraction] ?? 0)),
  );
  const words = text.replace(/[½¼¾⅓⅔]/g, (fraction) => String(fractions[fraction])).split(/\s+/);
  const [first = "", second = "", ...rest] = words;
  const name = (nameWords: string[]) => {
    const joined = nameWords
      .join(" ")
      .replace(/^(de|of|del)\s+/i, "")
      .trim();
    return (joined || line).slice(0, recipeLimits.ingredientName);
  };
  const measured = parseQuantity(`${first} ${second}`);
  if (measured?.unit && measured.amount > 0 && rest.length > 0) {
    return {
      quantity: Math.round(measured.amount * 1000) / 1000,
      unit: measured.unit,
      name: name(rest),
    };
  }
  const counted = parseQuantity(first);
  if (counted && counted.unit === null && counted.amount > 0 && second) {
    if (otherMeasures.test(foldText(second))) {
      return { quantity: null, unit: "unidad", name: line.slice(0, recipeLimits.ingredientName) };
    }
    return {
      quantity: Math.round(counted.amount * 1000) / 1000,
      unit: "unidad",
      name: name([second, ...rest]),
    };
  }
  return { quantity: null, unit: "unidad", name: line.slice(0, recipeLimits.ingredientName) };
}

const tagWords: [RegExp, RecipeTag][] = [
  [/desayuno|breakfast|cafe da manha|brunch/, "desayuno"],
  [/comida|almuerzo|lunch|almoco|plato fuerte|main/, "comida"],
  [/cena|dinner|jantar|supper/, "cena"],
  [/colacion|snack|botana|merienda|lanche|aperitivo/, "colacion"],
];

function tagsOf(node: Record<string, unknown>): RecipeTag[] {
  const words = foldText([...textsOf(node.recipeCategory), ...textsOf(node.keywords)].join(" "));
  return tagWords.flatMap(([pattern, tag]) => (pattern.test(words) ? [tag] : []));
}

/**
 * Reads the schema.org Recipe that recipe sites publish, from a page's source (its
 * `application/ld+json` scripts) or from the JSON itself. Null when there is no Recipe.
 */
export function recipeFromJsonLd(source: string): ImportedRecipe | null {
  const node = findRecipeNode(jsonDocuments(source));
  if (!node) return null;
  const name = cleanText(node.name).slice(0, recipeLimits.name);
  const total =
    minutesOf(node.totalTime) ??
    ((minutesOf(node.prepTime) ?? 0) + (minutesOf(node.cookTime) ?? 0) || null);
  return {
    name,
    servings: servingsOf(node.recipeYield),
    minutes: total,
    tags: tagsOf(node),
    ingredients: textsOf(node.recipeIngredient ?? node.ingredients)
      .filter(Boolean)
      .map(parseIngredientLine),
    steps: textsOf(node.recipeInstructions).map((step) => step.slice(0, recipeLimits.step)),
  };
}
