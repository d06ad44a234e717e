import type { Language } from "#server/ai/understanding/corpus.ts";
import { namesAGrocery, readItems, type SaidItem } from "#server/ai/understanding/items.ts";
import { asksAboutTheWorld } from "#server/ai/understanding/out-of-scope.ts";
import type { ClauseReading, Planned, Said, Scene } from "#server/ai/understanding/scene.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { clean, opensWithQuestion } from "#server/ai/understanding/words.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/** Pantry requests: the pantry's calls (use, run out, count, ask, and meals from what is there),
 * with what they read of a clause: all of it used ("últimos huevos", "the last eggs"), a thing's
 * name without what it was used for ("harina en las tortas fritas"), and a question about the
 * world (out-of-scope.ts) that is no pantry question. */

/** "harina en las tortas fritas", "ovos no bolo", "eggs for the cake": what it was used for is
 * not the pantry item's name. */
function withoutPurpose(name: string): string {
  const cut = withoutMeal(name).split(
    /\s+(?:en|para|pa|pra|pro|for|in|on|no|na|nos|nas)\s+(?=\p{L})/u,
  )[0];
  return cut && cut.trim().length > 0 ? capitalizeFirst(cut.trim()) : name;
}

/** "used the last of the cheese on the quesadillas", "se acabó el queso en la pizza": what it
 * went into, after "on/in/en" and its article, is no part of the thing ("leche en polvo" is
 * one: no article). */
function withoutDish(name: string): string {
  const cut = name.split(/\s+(?:en|in|on|no|na|nos|nas)\s+(?:el|la|los|las|the|o|a|os|as)\s+/iu)[0];
  return cut && cut.trim().length > 0 ? cut.trim() : name;
}

/** "el pollo del almuerzo", "o frango do almoço", "the chicken at lunch", "la leche de la cena":
 * the meal of the day it went into is not the thing's name, whatever word leads to it. */
function withoutMeal(name: string): string {
  const cut = name.split(
    /\s+(?:de|del|do|da|at|from|with|en|no|na|al|for|in)\s+(?:(?:el|la|los|las|the|o|a|os|as)\s+)?(?:desayuno|almuerzo|comida|cena|once|merienda|almo[cç]o|jantar|janta|caf[eé] da manh[aã]|breakfast|lunch|dinner|supper)\b.*$/iu,
  )[0];
  return cut && cut.trim().length > 0 ? cut.trim() : name;
}

/** "usé el pollo, ya no queda nada", "usei o leite, não sobrou nada", "used the rice, none
 * left", "used up the chicken at lunch": a use said with nothing left after it uses all of it. */
const noneLeft =
  /(?:^| )(?:no (?:me |nos )?(?:queda|quedo|quedan|quedaron|sobro|sobraron) nada|nao (?:sobrou|sobra|ficou|tem mais) nada|acabou tudo|nothing(?: is|'s)? left|none left|all gone|no more left|used up|use up|using up)(?: |$)/;

/** "… anótalo", "… apúntalo en la lista", "… ponela na lista": the closing "note it down" said
 * with no comma before it, glued to the last thing's name — the thing also goes on the list. */
const notedDown =
  /\s+(?:an[oó]t|ap[uú]nt|agr[eé]g|s[uú]m|p[oó]n|m[eé]t|a[nñ][aá]d|col[oó]c)[aei]?(?:lo|la|los|las)(?:\s+(?:en|a|na|da|pra|no)\s+(?:la\s+|a\s+)?lista)?$/iu;

export const pantryPlaces = new Set(
  "heladera nevera refri refrigerador despensa alacena geladeira despensa fridge pantry freezer congelador".split(
    " ",
  ),
);

/** "up the milk", "últimos huevos", "último pão", "the last eggs": all of it was used. */
const usedUp =
  /^(?:up\s+(?:the\s+)?|(?:the\s+)?last\s+(?:of\s+(?:the\s+)?)?|all\s+(?:of\s+)?(?:the\s+)?|[úu]ltim[oa]s?\s+(?:de\s+(?:l[oa]s?\s+|el\s+)?)?|tod[oa]s?\s+(?:(?:el|la|los|las|o|a|os|as)\s+)?)(?=\p{L})/iu;

/** The name without its "up", "all the", "the last of" — each of them ("up all the milk"). */
function withoutUsedUp(name: string): string {
  let rest = name;
  for (let cut = rest.replace(usedUp, ""); cut !== rest; cut = rest.replace(usedUp, "")) rest = cut;
  return rest;
}

/** A run-out said again after "y", "e", "and" or a comma ("… y también ya no hay azúcar",
 * "… e acabou o café", "… and we're out of milk"), folded. */
const runOutAgain: Record<Language, string[][]> = {
  es: [
    "tambien ya no hay",
    "tambien se acabo",
    "tambien se acabaron",
    "tambien se termino",
    "tampoco hay",
    "tampoco queda",
    "ya no hay",
    "ya no queda",
    "ya no quedan",
    "ya no tenemos",
    "no hay",
    "no queda",
    "no quedan",
    "ya se acabo",
    "se acabo",
    "se acabaron",
    "se nos acabo",
    "se termino",
    "se terminaron",
    "nos quedamos sin",
    "tambien",
  ].map((phrase) => phrase.split(" ")),
  pt: [
    "tambem acabou",
    "tambem acabaram",
    "ja nao tem",
    "nao tem mais",
    "acabou",
    "acabaram",
    "ficamos sem",
    "tambem",
  ].map((phrase) => phrase.split(" ")),
  en: [
    "we're also out of",
    "we're out of",
    "were out of",
    "we ran out of",
    "ran out of",
    "out of",
    "no more",
    "also",
  ].map((phrase) => phrase.split(" ")),
};

/** The things of a run-out, each run-out phrase said again between them taken out. */
function runOutThings(tokens: Token[], language: Language): SaidItem[] {
  const kept = withoutRunOutAgain(tokens, language);
  return kept.length < tokens.length ? readItems(kept, language) : [];
}

/** The words of a run-out without its "… y ya no hay", "… e acabou", "… and also out of"
 * said again between the things. */
export function withoutRunOutAgain(tokens: Token[], language: Language): Token[] {
  const joins = new Set(["y", "e", "and", "&"]);
  const kept: Token[] = [];
  let stripped = false;
  for (let i = 0; i < tokens.length; i++) {
    const previous = tokens[i - 1];
    const afterJoin =
      stripped ||
      (previous !== undefined && (isPunctuation(previous) || joins.has(previous.folded)));
    stripped = false;
    const phrase = afterJoin
      ? runOutAgain[language].find((parts) =>
          parts.every((part, k) => tokens[i + k]?.folded === part),
        )
      : undefined;
    if (phrase && i + phrase.length < tokens.length) {
      i += phrase.length - 1;
      stripped = true;
      continue;
    }
    kept.push(tokens[i] as Token);
  }
  return kept;
}

/** Eating, drinking or using said of all of a thing ("nos comimos todo el yogur", "se tomaron toda la
 * leche", "a gente tomou todo o leite", "we drank all the coffee"), or finishing it ("los chicos
 * se terminaron el queso", "acabaram com o queijo", "we finished the pasta"): none is left. */
const eatVerbs = new Set(
  (
    "comimos comieron comio comi comiste comiste tomamos tomaron tomo tome tomaste bebimos " +
    "bebieron bebio bebi comemos comeram comeu tomou tomaram beberam bebeu bebemos ate drank eaten " +
    // "gastamos todo el arroz", "ocupamos todo el atún", "nos morfamos todo el queso", "usei
    // todo o leite", "we used all the rice": using or spending all of a thing, too.
    "gastamos gastaron gaste gasto ocupamos ocuparon ocupe usamos usaron use morfamos morfaron " +
    "morfe tragamos tragaron gastei gastou gastaram usei usou usaram used spent"
  ).split(" "),
);
const finishVerbs = new Set(
  (
    "terminamos terminaron termino termine acabamos acabaron acabaram terminaram terminou " +
    "finished"
  ).split(" "),
);
const allWords = new Set("todo toda todos todas tudo all".split(" "));
const articles = new Set("el la los las lo o a os as the of con com off up".split(" "));

export function eatenUp(scene: Scene): ClauseReading | null {
  const { top, asks, clause, words } = scene;
  if (asks) return null;
  const folded = words.map((word) => word.token.folded);
  const verb = folded.findIndex((word) => eatVerbs.has(word) || finishVerbs.has(word));
  if (verb < 0 || verb > 3) return null;
  let at = verb + 1;
  if (folded[at] === "con" || folded[at] === "com" || folded[at] === "off") at++;
  const all = allWords.has(folded[at] ?? "");
  if (all) at++;
  // "nos comimos el yogur" may leave some: eating is all of it only when "todo/all" says so.
  if (!all && !finishVerbs.has(folded[verb] ?? "")) return null;
  while (articles.has(folded[at] ?? "") && at < folded.length - 1) at++;
  const items = words.slice(at).map((word) => word.token);
  if (items.length === 0 || items.length > 4 || !namesAGrocery(items)) return null;
  const slots = { items };
  return {
    ...clause("pantry.out", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/**
 * "se gastaron 2 latas de atún", "nos echamos 4 huevos", "abrimos dos latas de atún", "o Mateo
 * tomou 2 iogurtes": so many of a grocery eaten, drunk, opened or used, whoever did it, is taken
 * from the pantry — with a count said, so that the amount is the pantry's.
 */
export function usedSome(scene: Scene): ClauseReading | null {
  const { top, asks, clause, words, reading } = scene;
  if (asks) return null;
  const folded = words.map((word) => word.token.folded);
  const verb = folded.findIndex(
    (word, i) =>
      eatVerbs.has(word) ||
      openVerbs.has(word) ||
      (goneVerbs.has(word) && ["se", "nos"].includes(folded[i - 1] ?? "")),
  );
  if (verb < 0 || verb > 3) return null;
  const items = words.slice(verb + 1).map((word) => word.token);
  const said = readItems(items, reading.language);
  if (
    said.length === 0 ||
    said.length > 4 ||
    said.some((item) => item.amount === null) ||
    !namesAGrocery(items)
  )
    return null;
  const slots = { items };
  return {
    ...clause("pantry.use", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

const openVerbs = new Set(
  "abrimos abrieron abri abrio abriu abriram echamos echaron eche opened".split(" "),
);
/** "se fueron dos latas", "se nos fueron 3 huevos": gone, said of the things themselves. */
const goneVerbs = new Set("fueron fue foram foi".split(" "));

/** "¿todavía nos quedan porotos?", "hay yogur todavía?", "sobra algo de queso?", "ainda sobrou
 * frango?", "do we still have eggs?", "is there any tuna left?": whether some is left, asked in
 * any order with "todavía/aún/ainda/still" — none of those words is part of the thing's name. */
const leftWords = new Set(
  "queda quedan quedo sobra sobran sobro sobrou resta restou hay tem tenemos temos tiene left have".split(
    " ",
  ),
);
const leftFillers = new Set(
  (
    "todavia aun ainda still nos nosotros algo de do we you got is are there any some o no or not ou nao " +
    "mais mas more ya ja un poco un pouco a gente el la los las os as the del"
  ).split(" "),
);

/** A name asked about without the "quedan", "todavía", "still", "left" the question said around
 * it, however the question was read ("¿aún nos quedan lentejas?": «Lentejas», never «Quedan
 * lentejas»). */
function askedName(name: string): string {
  const words = name.split(/\s+/);
  const filler = (word: string) => {
    const folded = fold(word);
    return leftWords.has(folded) || /^(?:todavia|aun|ainda|still|nos|any|left)$/.test(folded);
  };
  let from = 0;
  let to = words.length;
  while (from < to - 1 && filler(words[from] ?? "")) from++;
  while (to - 1 > from && filler(words[to - 1] ?? "")) to--;
  return from === 0 && to === words.length
    ? name
    : capitalizeFirst(words.slice(from, to).join(" "));
}

export function stillLeft(scene: Scene): ClauseReading | null {
  const { top, asks, clause, words, reading } = scene;
  if (!asks && !/[?¿]/.test(reading.message)) return null;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  if (!tokens.some((token) => leftWords.has(token.folded))) return null;
  // "¿cuántos huevos quedan?", "hay que comprar leche?": a count or an obligation is read by
  // its own rules.
  if (tokens.some((token) => /^(?:cuant|quant|how|que|what|qual|cual)/.test(token.folded)))
    return null;
  // The thing is the span between the first and the last word that is no filler: "leche de
  // almendras" keeps its "de".
  const named = tokens.map(
    (token) => !leftWords.has(token.folded) && !leftFillers.has(token.folded),
  );
  const items = tokens.slice(named.indexOf(true), named.lastIndexOf(true) + 1);
  if (items.some((token) => leftWords.has(token.folded))) return null;
  if (items.length === 0 || items.length > 3 || !namesAGrocery(items)) return null;
  const slots = { item: items };
  return {
    ...clause("pantry.item", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "half the milk", "la mitad del arroz", "metade do leite": half of what there is. */
const halfOf =
  /(?:^|\s)(?:half(?: of)?(?: the| our| my)?|(?:la )?mitad de(?:l| la| los| las)?|(?:a )?metade d[oa]s?)\s+/i;

/** The pantry's calls: use, run out, count, ask; and meals from what is there. */
export function pantryCalls(said: Said): Planned {
  const { clause, context, language, itemsSaid, names, reading } = said;
  switch (clause.intent) {
    case "pantry.use": {
      if (itemsSaid.length === 0) return null;
      const spoken = ` ${clause.tokens.map((token) => token.folded).join(" ")} `;
      // "usé el pollo del almuerzo, ya no queda nada": all of the one thing used is gone.
      if (itemsSaid.length === 1 && noneLeft.test(spoken))
        return [
          {
            toolName: "adjustPantryItem",
            input: {
              name: withoutPurpose(withoutUsedUp((itemsSaid[0] as SaidItem).name)),
              quantity: 0,
            },
          },
        ];
      // "we used up the milk", "usé los últimos huevos", "usei o último pão": none is left.
      if (itemsSaid.length === 1 && usedUp.test(itemsSaid[0]?.name ?? ""))
        return [
          {
            toolName: "adjustPantryItem",
            input: {
              name: capitalizeFirst(withoutUsedUp((itemsSaid[0] as SaidItem).name)),
              quantity: 0,
            },
          },
        ];
      // "usé la mitad de la leche", "I used half the milk": a part of what the pantry holds.
      if (itemsSaid.length === 1 && halfOf.test(spoken)) {
        const name = (itemsSaid[0] as SaidItem).name.replace(halfOf, "");
        return [
          {
            toolName: "adjustPantryItem",
            input: { name: capitalizeFirst(withoutPurpose(name)), share: 0.5 },
          },
        ];
      }
      return itemsSaid.map((item) => ({
        toolName: "adjustPantryItem",
        input: clean({
          name: withoutPurpose(item.name.replace(/^up\s+(?:the\s+)?/i, "")),
          delta: -(item.amount ?? 1),
          unit: item.unit,
        }),
      }));
    }
    case "pantry.out": {
      // "se acabó el aceite y ya no hay azúcar": each thing that ran out, said with its own
      // "ya no hay", is one more — never an aside dropped.
      const more = runOutThings(clause.slots.items ?? clause.slots.item ?? [], language);
      if (more.length > 0 && more.length >= itemsSaid.length)
        return pantryCalls({ ...said, clause: { ...clause, slots: {} }, itemsSaid: more });
      if (itemsSaid.length === 0) return null;
      // "the kids finished half of the milk", "se fue la mitad del arroz": a part used is no
      // run-out — half is used (as «usé la mitad»); another part, never emptied.
      if (clause.words.some((word) => partWords.has(word)))
        return itemsSaid.length === 1 &&
          halfOf.test(` ${clause.tokens.map((token) => token.folded).join(" ")} `)
          ? pantryCalls({ ...said, clause: { ...clause, intent: "pantry.use" } })
          : null;
      // "¿se acabó la leche?", "did we run out of coffee?": asked, it is a question about it.
      if (itemsSaid.length === 1 && (opensWithQuestion(reading) || /[?¿]/.test(reading.message)))
        return [
          {
            toolName: "readPantry",
            input: { view: "item", name: askedName(itemsSaid[0]?.name ?? "") },
          },
        ];
      // "se acabo el cafe anotalo": the closing "note it" glued to the last name puts what ran
      // out on the list as well.
      const last = itemsSaid.at(-1) as SaidItem;
      const noted = notedDown.test(last.name);
      const out = itemsSaid.map((item) => ({
        ...item,
        // "leche en polvo" is a thing of its own: only the meal it was for is cut here.
        name: capitalizeFirst(withoutDish(withoutMeal(item.name.replace(notedDown, "")))),
      }));
      const emptied = out.map((item) => ({
        toolName: "adjustPantryItem",
        input: { name: item.name, quantity: 0 },
      }));
      return noted
        ? [
            ...emptied,
            {
              toolName: "addShoppingItems",
              input: { items: out.map((item) => ({ name: item.name })) },
            },
          ]
        : emptied;
    }
    case "pantry.count": {
      const counted = itemsSaid.filter((item) => item.amount !== null);
      if (counted.length === 0) {
        if (names.length === 1 && asksAboutTheWorld(names[0] as string, language))
          return "outOfScope";
        return names.length === 1
          ? [{ toolName: "readPantry", input: { view: "item", name: askedName(names[0] ?? "") } }]
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
      return [{ toolName: "readPantry", input: { view: "item", name: askedName(names[0] ?? "") } }];
    case "meals.suggest": {
      // "qué hay de comer mañana?", "qué cocinamos el sábado": asked of another day, what is
      // to eat then is the week's plan, not ideas for today.
      const day = reading.temporal.date;
      if (
        day &&
        day > context.today &&
        (!context.available || context.available.has("readMealPlan"))
      )
        return [{ toolName: "readMealPlan", input: { from: day } }];
      return context.available && !context.available.has("suggestMeals")
        ? [{ toolName: "readPantry", input: { view: "all" } }]
        : [{ toolName: "suggestMeals", input: {} }];
    }
    default:
      return null;
  }
}

const partWords = new Set(["half", "mitad", "metade", "part", "parte"]);
