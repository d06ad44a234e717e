import { bestMatches, matchName } from "#server/ai/tools/name-matching.ts";
import type { MealIdea } from "#shared/assistant/tool-results.ts";

/**
 * Everyday Latin American dishes and what they are made of, main ingredient first. Ingredient
 * names are matched against the pantry like any name a member says ("papa" finds «Batatas»,
 * "frijol" finds «Feijão»); allergens name the families a household's allergies may list.
 */
interface Dish {
  name: string;
  ingredients: string[];
  allergens: Allergen[];
}

type Allergen = "lácteos" | "gluten" | "huevo" | "pescado" | "mariscos" | "maní" | "frutos secos";

/** How people write each allergy, in Spanish, Portuguese and English. */
const allergenNames: Record<Allergen, string[]> = {
  lácteos: ["lácteos", "lactosa", "leche", "dairy", "milk", "lactose", "laticínios", "leite"],
  gluten: ["gluten", "trigo", "wheat", "celiaquía", "celíaco", "glúten"],
  huevo: ["huevo", "egg", "ovo"],
  pescado: ["pescado", "fish", "peixe"],
  mariscos: ["mariscos", "camarón", "shellfish", "seafood", "frutos do mar", "crustáceos"],
  maní: ["maní", "cacahuate", "peanut", "amendoim"],
  "frutos secos": ["frutos secos", "nueces", "almendras", "nuts", "castanhas", "oleaginosas"],
};

export const dishes: Dish[] = [
  {
    name: "Huevos a la mexicana",
    ingredients: ["huevo", "jitomate", "cebolla", "chile"],
    allergens: ["huevo"],
  },
  {
    name: "Chilaquiles",
    ingredients: ["tortilla", "jitomate", "chile", "crema", "queso"],
    allergens: ["lácteos"],
  },
  { name: "Quesadillas", ingredients: ["tortilla", "queso"], allergens: ["lácteos"] },
  {
    name: "Tacos de pollo",
    ingredients: ["pollo", "tortilla", "cebolla", "cilantro", "limón"],
    allergens: [],
  },
  {
    name: "Enchiladas verdes",
    ingredients: ["tortilla", "pollo", "tomate verde", "crema", "queso"],
    allergens: ["lácteos"],
  },
  { name: "Molletes", ingredients: ["pan", "frijol", "queso"], allergens: ["gluten", "lácteos"] },
  {
    name: "Frijoles charros",
    ingredients: ["frijol", "tocino", "jitomate", "cebolla", "chile"],
    allergens: [],
  },
  {
    name: "Guacamole con totopos",
    ingredients: ["aguacate", "jitomate", "cebolla", "limón", "tortilla"],
    allergens: [],
  },
  {
    name: "Arroz con pollo",
    ingredients: ["arroz", "pollo", "cebolla", "pimiento", "arveja"],
    allergens: [],
  },
  {
    name: "Arroz blanco con huevo frito",
    ingredients: ["arroz", "huevo", "aceite"],
    allergens: ["huevo"],
  },
  {
    name: "Arroz con leche",
    ingredients: ["arroz", "leche", "azúcar", "canela"],
    allergens: ["lácteos"],
  },
  { name: "Gallo pinto", ingredients: ["arroz", "frijol", "cebolla", "pimiento"], allergens: [] },
  { name: "Pabellón criollo", ingredients: ["carne", "frijol", "arroz", "plátano"], allergens: [] },
  {
    name: "Bandeja paisa",
    ingredients: ["frijol", "arroz", "carne", "huevo", "plátano", "aguacate"],
    allergens: ["huevo"],
  },
  {
    name: "Arepas con queso",
    ingredients: ["harina de maíz", "queso", "mantequilla"],
    allergens: ["lácteos"],
  },
  { name: "Patacones", ingredients: ["plátano", "aceite", "sal"], allergens: [] },
  {
    name: "Sancocho de pollo",
    ingredients: ["pollo", "papa", "maíz", "yuca", "plátano", "cilantro"],
    allergens: [],
  },
  {
    name: "Lomo saltado",
    ingredients: ["carne", "papa", "jitomate", "cebolla", "arroz"],
    allergens: [],
  },
  {
    name: "Ají de gallina",
    ingredients: ["pollo", "pan", "leche", "ají", "queso"],
    allergens: ["gluten", "lácteos"],
  },
  {
    name: "Causa limeña",
    ingredients: ["papa", "limón", "aguacate", "atún", "mayonesa"],
    allergens: ["pescado", "huevo"],
  },
  {
    name: "Ceviche",
    ingredients: ["pescado", "limón", "cebolla", "cilantro", "chile"],
    allergens: ["pescado"],
  },
  {
    name: "Tortilla de papas",
    ingredients: ["huevo", "papa", "cebolla", "aceite"],
    allergens: ["huevo"],
  },
  {
    name: "Milanesa con puré",
    ingredients: ["carne", "pan rallado", "huevo", "papa", "leche"],
    allergens: ["gluten", "huevo", "lácteos"],
  },
  {
    name: "Empanadas de carne",
    ingredients: ["carne", "harina", "cebolla", "huevo"],
    allergens: ["gluten", "huevo"],
  },
  {
    name: "Pastel de choclo",
    ingredients: ["maíz", "carne", "cebolla", "huevo"],
    allergens: ["huevo"],
  },
  {
    name: "Porotos granados",
    ingredients: ["frijol", "maíz", "calabaza", "cebolla"],
    allergens: [],
  },
  { name: "Humitas", ingredients: ["maíz", "cebolla", "queso"], allergens: ["lácteos"] },
  {
    name: "Feijoada",
    ingredients: ["frijol", "cerdo", "salchicha", "arroz", "naranja"],
    allergens: [],
  },
  {
    name: "Baião de dois",
    ingredients: ["arroz", "frijol", "queso", "tocino"],
    allergens: ["lácteos"],
  },
  {
    name: "Moqueca de pescado",
    ingredients: ["pescado", "jitomate", "cebolla", "pimiento", "leche de coco"],
    allergens: ["pescado"],
  },
  {
    name: "Pollo guisado",
    ingredients: ["pollo", "papa", "zanahoria", "jitomate", "cebolla"],
    allergens: [],
  },
  {
    name: "Lentejas guisadas",
    ingredients: ["lenteja", "zanahoria", "cebolla", "jitomate", "ajo"],
    allergens: [],
  },
  {
    name: "Sopa de verduras",
    ingredients: ["zanahoria", "papa", "calabacita", "cebolla"],
    allergens: [],
  },
  {
    name: "Sopa de fideos",
    ingredients: ["pasta", "jitomate", "cebolla", "ajo"],
    allergens: ["gluten"],
  },
  {
    name: "Pasta con tomate",
    ingredients: ["pasta", "jitomate", "ajo", "aceite"],
    allergens: ["gluten"],
  },
  {
    name: "Ensalada de atún",
    ingredients: ["atún", "lechuga", "jitomate", "mayonesa"],
    allergens: ["pescado", "huevo"],
  },
  {
    name: "Sándwich de jamón y queso",
    ingredients: ["pan", "jamón", "queso"],
    allergens: ["gluten", "lácteos"],
  },
  {
    name: "Panqueques",
    ingredients: ["harina", "huevo", "leche"],
    allergens: ["gluten", "huevo", "lácteos"],
  },
  {
    name: "Licuado de plátano",
    ingredients: ["plátano", "leche", "avena"],
    allergens: ["lácteos", "gluten"],
  },
  {
    name: "Pan con mantequilla de maní",
    ingredients: ["pan", "maní"],
    allergens: ["gluten", "maní"],
  },
];

/** Whether a household allergy ("maní", "lácteos", "leche") rules a dish out. */
function unsafe(dish: Dish, allergies: string[]): boolean {
  return allergies.some(
    (allergy) =>
      dish.allergens.some((allergen) =>
        allergenNames[allergen].some((name) => matchName(allergy, name) !== null),
      ) || dish.ingredients.some((ingredient) => matchName(allergy, ingredient) !== null),
  );
}

/** How many ideas to offer at once. */
const maxIdeas = 4;

/**
 * Dishes the pantry can make, avoiding the household's allergies: the main ingredient must be
 * there and at least half of the rest; those using more of what there is come first.
 */
export function suggestMealIdeas(
  pantry: readonly { name: string; quantity: number }[],
  allergies: string[],
): MealIdea[] {
  const stocked = pantry.filter((item) => item.quantity > 0);
  const ranked: { idea: MealIdea; found: number; share: number }[] = [];
  for (const dish of dishes) {
    if (unsafe(dish, allergies)) continue;
    const uses = dish.ingredients.map(
      (ingredient) => bestMatches(ingredient, stocked, (item) => item.name)[0]?.name,
    );
    const found = uses.filter(Boolean).length;
    const share = found / dish.ingredients.length;
    if (!uses[0] || found < Math.min(2, dish.ingredients.length) || share < 0.5) continue;
    const names = [...new Set(uses.filter((name): name is string => Boolean(name)))];
    ranked.push({ idea: { name: dish.name, uses: names }, found, share });
  }
  return ranked
    .sort((a, b) => b.found - a.found || b.share - a.share)
    .slice(0, maxIdeas)
    .map((entry) => entry.idea);
}
