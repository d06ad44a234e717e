import { type ShoppingCategory, shoppingCategories } from "#shared/domain/catalog.ts";
import { compareNames, itemNameKey } from "#shared/shopping/item-names.ts";

/** Words that place a grocery in its aisle (compared by their stems, see itemNameKey). Phrases are checked before single
 * words so that "pasta dental" is not read as pasta. */
const phrases: [string, ShoppingCategory][] = [
  ["papel higienico", "Higiene"],
  ["pasta dental", "Higiene"],
  ["crema dental", "Higiene"],
  ["cepillo de diente", "Higiene"],
  ["hilo dental", "Higiene"],
  ["toalla femenina", "Higiene"],
  ["bolsa de basura", "Limpieza"],
  ["papel de cocina", "Limpieza"],
  ["papel aluminio", "Limpieza"],
  ["jabon para ropa", "Limpieza"],
  ["jabon de ropa", "Limpieza"],
  ["agua mineral", "Bebidas"],
  ["carne molida", "Carnes"],
];

const words: Record<ShoppingCategory, string[]> = {
  "Frutas y Verduras": [
    "manzana",
    "platano",
    "banana",
    "naranja",
    "limon",
    "aguacate",
    "palta",
    "tomate",
    "jitomate",
    "cebolla",
    "ajo",
    "papa",
    "patata",
    "zanahoria",
    "lechuga",
    "espinaca",
    "pepino",
    "chile",
    "pimiento",
    "morron",
    "fresa",
    "frutilla",
    "uva",
    "mango",
    "pina",
    "papaya",
    "sandia",
    "melon",
    "pera",
    "durazno",
    "brocoli",
    "calabaza",
    "calabacita",
    "zapallo",
    "cilantro",
    "perejil",
    "elote",
    "choclo",
    "nopal",
    "chayote",
    "fruta",
    "verdura",
    "mandarina",
    "guayaba",
    "apio",
    "champinon",
    "hongo",
    "kiwi",
    "ejote",
    "betabel",
    "remolacha",
    "yuca",
    "mandioca",
    "jengibre",
  ],
  Lácteos: [
    "leche",
    "queso",
    "yogur",
    "yogurt",
    "mantequilla",
    "manteca",
    "crema",
    "requeson",
    "huevo",
    "nata",
    "kefir",
    "dulce de leche",
  ],
  Carnes: [
    "carne",
    "pollo",
    "res",
    "cerdo",
    "puerco",
    "pescado",
    "jamon",
    "salchicha",
    "chorizo",
    "tocino",
    "pavo",
    "camaron",
    "milanesa",
    "bistec",
    "pechuga",
    "muslo",
    "costilla",
    "salmon",
    "tilapia",
    "mariscos",
    "chuleta",
    "lomo",
    "asado",
    "vacio",
    "salami",
  ],
  Panadería: [
    "pan",
    "bolillo",
    "telera",
    "tortilla",
    "pastel",
    "bizcocho",
    "baguette",
    "concha",
    "medialuna",
    "factura",
    "croissant",
    "dona",
    "panque",
    "rosca",
    "arepa",
  ],
  Despensa: [
    "arroz",
    "frijol",
    "poroto",
    "lenteja",
    "pasta",
    "fideo",
    "espagueti",
    "harina",
    "azucar",
    "sal",
    "aceite",
    "atun",
    "cafe",
    "te",
    "avena",
    "cereal",
    "salsa",
    "mayonesa",
    "catsup",
    "ketchup",
    "mostaza",
    "vinagre",
    "galleta",
    "lata",
    "garbanzo",
    "maiz",
    "sopa",
    "consome",
    "chocolate",
    "miel",
    "mermelada",
    "especia",
    "pimienta",
    "comino",
    "oregano",
    "canela",
    "yerba",
    "polenta",
    "masa",
    "maicena",
    "levadura",
    "sardina",
    "pure",
    "caldo",
  ],
  Bebidas: [
    "agua",
    "refresco",
    "jugo",
    "zumo",
    "cerveza",
    "vino",
    "soda",
    "gaseosa",
    "bebida",
    "licor",
    "tequila",
    "mezcal",
    "ron",
    "whisky",
    "isotonica",
    "energizante",
  ],
  Limpieza: [
    "detergente",
    "cloro",
    "lejia",
    "lavandina",
    "lavatrastes",
    "lavaplatos",
    "lavavajilla",
    "suavizante",
    "escoba",
    "trapeador",
    "fregona",
    "esponja",
    "desinfectante",
    "limpiador",
    "servilleta",
    "fabuloso",
    "pinol",
    "insecticida",
    "trapo",
  ],
  Higiene: [
    "jabon",
    "shampoo",
    "champu",
    "acondicionador",
    "desodorante",
    "panal",
    "rastrillo",
    "rasuradora",
    "algodon",
    "toallita",
    "cepillo",
    "pasta de diente",
    "enjuague",
    "protector solar",
    "tampon",
    "crema corporal",
  ],
  Otros: [],
};

const phraseCategory: [string, ShoppingCategory][] = [];
const wordCategory = new Map<string, ShoppingCategory>();
for (const [phrase, category] of phrases) phraseCategory.push([itemNameKey(phrase), category]);
for (const category of shoppingCategories) {
  for (const word of words[category]) {
    if (word.includes(" ")) phraseCategory.push([itemNameKey(word), category]);
    else wordCategory.set(itemNameKey(word), category);
  }
}

/** The aisle a grocery most likely sits in, from its name; null when the name says nothing. The
 * first word that names a grocery decides: "jugo de naranja" is a drink, not a fruit. */
export function guessCategory(name: string): ShoppingCategory | null {
  const key = itemNameKey(name);
  for (const [phrase, category] of phraseCategory) {
    if (` ${key} `.includes(` ${phrase} `)) return category;
  }
  for (const word of key.split(" ")) {
    const category = wordCategory.get(word);
    if (category) return category;
  }
  return null;
}

export function isShoppingCategory(value: string | null | undefined): value is ShoppingCategory {
  return (shoppingCategories as readonly string[]).includes(value ?? "");
}

export interface AisleGroup<Item> {
  category: ShoppingCategory;
  items: Item[];
}

/** The aisle an item is shopped in: its category when it is one of §9's; otherwise (no category,
 * or another vocabulary such as onboarding's "Proteínas") what its name says, else 'Otros'. */
export function aisleOf(item: { name: string; category: string | null }): ShoppingCategory {
  if (isShoppingCategory(item.category)) return item.category;
  return guessCategory(item.name) ?? "Otros";
}

/** Items grouped by aisle in the order a shopper walks the supermarket (catalog order), 'Otros'
 * last. Names sort alphabetically inside. */
export function groupByAisle<Item extends { name: string; category: string | null }>(
  items: readonly Item[],
): AisleGroup<Item>[] {
  const groups = new Map<ShoppingCategory, Item[]>();
  for (const item of items) {
    const category = aisleOf(item);
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return shoppingCategories
    .filter((category) => groups.has(category))
    .map((category) => ({
      category,
      items: (groups.get(category) ?? []).toSorted((a, b) => compareNames(a.name, b.name)),
    }));
}
