import mealWords from "#server/ai/understanding/corpus/meal-words.json" with { type: "json" };
import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { trimNameText } from "#server/ai/understanding/name-edges.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";
import type { MealSlot } from "#shared/meals/catalog.ts";
import { addDays, weekStartOf } from "#shared/meals/week.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/**
 * The week plan's requests (issue 22), read before the general phrasings: "¿qué comemos el
 * jueves?" reads the plan, "pon lentejas el martes en la cena" places a meal, "agrega lo de la
 * semana a la lista" proposes the week's ingredients (many items: only after «Sí»), "ya
 * cocinamos las lentejas" marks it cooked. Each needs its own words together (a meal of the
 * day, a day, the list and the week…), so anything else is left to the general reading.
 * "¿Qué cocino hoy?" stays the general reading's (suggestMeals).
 */
export type MealIntent =
  | "meals.read"
  | "meals.place"
  | "meals.toList"
  | "meals.cooked"
  | "meals.suggest";

export interface MealRequest {
  intent: MealIntent;
  toolName: "readMealPlan" | "planMeal" | "addWeekToShoppingList" | "cookMeal" | "suggestMeals";
  input: Record<string, unknown>;
  /** Many changes at once: propose and wait for «Sí». */
  confirm: boolean;
}

interface Words {
  slots: Record<MealSlot, string[]>;
  slotIntros: string[];
  ask: string[];
  askWith: string[];
  notAsk: string[];
  place: string[];
  eatStatements: Record<string, MealSlot>;
  menu: string[];
  week: string[];
  list: string[];
  ingredients: string[];
  toList: string[];
  cooked: string[];
  cookedAs: string[];
  /** Things done that are no dish ("ya hice la tarea", "já fiz as compras"). */
  notMeal: string[];
  /** Verbs that plan nothing but meals ("planea", "planeja"): a dish and a day are enough. */
  planOnly: string[];
  /** Things planned that are no dish ("fiesta", "viaje", "party"). */
  notDish: string[];
  /** Words that ask for ideas ("ideas", "sugerencias", "no se me ocurre"). */
  ideas: string[];
  /** Words of cooking and eating ("cena", "cocinar", "jantar", "dinner"). */
  food: string[];
}

const words = mealWords as unknown as Record<Language, Words>;

/** The message's words (no punctuation), folded, each with its place among the tokens. */
interface Said {
  reading: Reading;
  words: { token: Token; index: number }[];
  text: string;
  lexicon: Words;
  asks: boolean;
}

function has(said: Said, phrases: string[]): boolean {
  return phrases.some((phrase) => said.text.includes(` ${fold(phrase)} `));
}

/** Where a phrase starts, as a position among the words; -1 when it is not said. */
function positionOf(said: Said, phrase: string): number {
  const target = fold(phrase).split(" ");
  const folded = said.words.map((word) => word.token.folded);
  for (let i = 0; i + target.length <= folded.length; i++) {
    if (target.every((part, j) => folded[i + j] === part)) return i;
  }
  return -1;
}

/** The meal of the day a message names ("la cena", "pro jantar", "tonight"), by a word that
 * says no time ("a las once" is eleven o'clock). */
function slotOf(said: Said): { slot: MealSlot; at: number; length: number } | null {
  let found: { slot: MealSlot; at: number; length: number } | null = null;
  for (const [slot, phrases] of Object.entries(said.lexicon.slots) as [MealSlot, string[]][]) {
    for (const phrase of phrases) {
      const at = positionOf(said, phrase);
      if (at < 0) continue;
      const index = said.words[at]?.index ?? 0;
      if (said.reading.temporal.roles[index] === "time") continue;
      if (!found || at < found.at) found = { slot, at, length: fold(phrase).split(" ").length };
    }
  }
  return found;
}

function isDateWord(said: Said, position: number): boolean {
  const index = said.words[position]?.index ?? -1;
  const role = said.reading.temporal.roles[index];
  return role === "date" || role === "time";
}

/** The words naming the meal: from `from` on, up to the day or the meal of the day, without
 * the little words around them ("las lentejas" → lentejas, "feijoada no" → feijoada). */
const menuWords = new Set(["menu", "cardapio"]);
/** The words that put a dish on the menu: "on the", "en el", "al", "no", "pro". */
const intoTheMenu = new Set("on in to onto the en el al a o no na pro pra para".split(" "));

function mealWordsFrom(said: Said, from: number, slotAt: number): string {
  const intros = new Set(said.lexicon.slotIntros.map(fold));
  const articles = new Set([
    "el",
    "la",
    "los",
    "las",
    "o",
    "a",
    "os",
    "as",
    "the",
    "un",
    "una",
    "unos",
    "unas",
    "uns",
    "umas",
    "some",
  ]);
  const taken: string[] = [];
  for (let at = from; at < said.words.length; at++) {
    if (at === slotAt || isDateWord(said, at)) break;
    const word = said.words[at] as { token: Token; index: number };
    // "ya hicimos los tacos, descuéntalos de la despensa": the meal ends at the comma.
    const previous = said.words[at - 1];
    if (at > from && previous && word.index > previous.index + 1) break;
    // "we had the chilaquiles last night": when it was eaten is no part of its name.
    if (whenWords.has(word.token.folded)) break;
    // "put tacos on the menu for monday": where it goes is no part of its name.
    if (menuWords.has(word.token.folded)) {
      while (taken.length > 0 && intoTheMenu.has(fold(taken.at(-1) ?? ""))) taken.pop();
      break;
    }
    taken.push(word.token.text);
  }
  while (
    taken.length > 0 &&
    (intros.has(fold(taken.at(-1) ?? "")) || articles.has(fold(taken.at(-1) ?? "")))
  )
    taken.pop();
  // "agendá que el viernes…": what opens a clause is no part of the meal's name.
  while (
    taken.length > 0 &&
    (articles.has(fold(taken[0] ?? "")) ||
      leads.has(fold(taken[0] ?? "")) ||
      (/^let'?s$/.test(fold(said.words[from - 1]?.token.text ?? "")) &&
        letsVerbs.has(fold(taken[0] ?? ""))))
  )
    taken.shift();
  // "lasanha pro almoço … pra família toda", "mac and cheese … for the kids": whom a meal is for,
  // and fillers at its edges, are no part of the dish (name-edges.ts, shared by every name).
  return trimNameText(taken.join(" ").trim(), said.reading.language, "meal");
}

/** Calls to the listener said before a request ("oye", "oe", "che", "hey", "ei"). */
// "bora fazer escondidinho…": "let's", before the verb, too.
const vocatives = new Set("oye oe oiga che hey ei ow mira amor bora".split(" "));

/** Words that open a clause, never a dish's name. */
const leads = new Set("que q that".split(" "));

/** "let's have chili for dinner", "let's do tacos": what «let's» opens with is no part of the
 * dish's name. */
const letsVerbs = new Set("have do make eat cook".split(" "));

/** "cenamos en lo de los abuelos", "comemos afuera", "jantamos na casa da vó", "we eat out":
 * where or with whom a meal is eaten is a gathering, not a dish. */
const placeWords = new Set("en con afuera fuera donde na no em com fora at with out in".split(" "));

/** The meals of the day named as meals (not as a part of the day: "tonight", "à noite"). */
const mealNouns = new Set(
  "desayuno almuerzo comida cena cenar cenamos once merienda cafe almoco jantar janta jantamos breakfast brunch lunch dinner supper".split(
    " ",
  ),
);

/** Words that say when a meal was eaten, where its name ends. */
const whenWords = new Set(
  "anoche ayer hoy ontem hoje last yesterday tonight today ahorita recien recién"
    .split(" ")
    .map(fold),
);

function weekOf(said: Said, today: IsoDate): IsoDate {
  return weekStartOf(said.reading.temporal.date ?? today);
}

/** "agrega lo de la semana a la lista": the week's ingredients, proposed. */
function weekToList(said: Said, today: IsoDate): MealRequest | null {
  const { lexicon } = said;
  if (said.asks || !has(said, lexicon.list) || !has(said, lexicon.toList)) return null;
  if (!(has(said, lexicon.week) || has(said, lexicon.menu))) return null;
  if (!has(said, lexicon.ingredients) && !has(said, lexicon.menu)) return null;
  return {
    intent: "meals.toList",
    toolName: "addWeekToShoppingList",
    input: { weekStart: weekOf(said, today) },
    confirm: true,
  };
}

/** "como hecho", "como feito", "as done": done, of a meal only when a meal of the day is said. */
const doneAs = [
  "como hecho",
  "como hecha",
  "como listo",
  "como lista",
  "como feito",
  "como feita",
  "como pronto",
  "como pronta",
  "as done",
  "as made",
];

/** "la cena está lista", "o almoço tá pronto", "dinner is ready": a meal of the day told ready is
 * cooked (said of anything else, a chore may be done or a thing be in stock). */
const toldReady = [
  "esta lista",
  "esta listo",
  "ya esta lista",
  "ya esta listo",
  "quedo lista",
  "quedo listo",
  "esta servida",
  "esta pronto",
  "esta pronta",
  "ta pronto",
  "ta pronta",
  "ficou pronto",
  "ficou pronta",
  "is ready",
  "s ready",
  "is done",
  "is served",
];

/** Verbs that made or ate a dish, said before it is marked cooked. */
const madeVerbs = new Set(
  "hicimos hice preparamos prepare cocinamos cocine comimos cenamos almorzamos fizemos fiz comemos jantamos made cooked ate had"
    .split(" ")
    .map(fold),
);

/** "ya cocinamos las lentejas", "marca la cena de hoy como cocinada", "we cooked the tacos". */
function cooked(said: Said): MealRequest | null {
  const { lexicon, reading } = said;
  if (said.asks) return null;
  const verb = lexicon.cooked.find((phrase) => positionOf(said, phrase) >= 0);
  const slot = slotOf(said);
  // "marca como feito o almoço de hoje", "mark tonight's dinner as done": done, said of a meal
  // of the day (said of anything else, a chore is done).
  const as =
    lexicon.cookedAs.find((phrase) => positionOf(said, phrase) >= 0) ??
    (slot ? [...doneAs, ...toldReady].find((phrase) => positionOf(said, phrase) >= 0) : undefined);
  if (!verb && !as) return null;
  let meal = "";
  if (verb) {
    const start = positionOf(said, verb) + fold(verb).split(" ").length;
    // "ya hicimos las…": the article belongs to the meal.
    const back = /\b(el|la|los|las|o|a|os|as|the)$/.test(fold(verb)) ? 1 : 0;
    meal = mealWordsFrom(said, start - back, slot?.at ?? -1);
  } else if (as) {
    // "anoche hicimos la sopa, márcala como cocinada": the dish after the verb that made it.
    const madeAt = said.words.findIndex((word) => madeVerbs.has(word.token.folded));
    // A command ("marca…") opens what is marked done; a dish told ready opens its telling.
    const opening = toldReady.includes(as) ? 0 : 1;
    const from = madeAt >= 0 && madeAt < positionOf(said, as) ? madeAt + 1 : opening;
    const end = Math.min(positionOf(said, as), slot?.at ?? Infinity);
    meal = end > from ? mealWordsFrom(said, from, end) : "";
  }
  if (
    slot &&
    meal &&
    fold(meal)
      .split(" ")
      .every((word) => said.lexicon.slotIntros.includes(word))
  )
    meal = "";
  if (!meal && !slot) return null;
  // "ya hice la tarea", "já fiz as compras": a chore done is no dish cooked.
  const notMeal = new Set(lexicon.notMeal.map(fold));
  if (
    fold(meal)
      .split(" ")
      .some((word) => notMeal.has(word))
  )
    return null;
  // "we ate all the cookies", "nos comimos todo el pan": all of a thing is the pantry's.
  if (/^(all|todo|toda|todos|todas|tudo)\b/.test(fold(meal))) return null;
  const input: Record<string, unknown> = {};
  if (meal) input.meal = meal;
  if (reading.temporal.date) input.date = reading.temporal.date;
  if (slot && !meal) input.slot = slot.slot;
  return { intent: "meals.cooked", toolName: "cookMeal", input, confirm: false };
}

/** "pon lentejas el martes en la cena", "coloca feijoada no almoço de sábado", "el jueves
 * cenamos tacos": a day and a meal of the day, both said. */
function placed(said: Said): MealRequest | null {
  const { lexicon, reading } = said;
  const date = reading.temporal.date;
  if (said.asks || !date) return null;
  const statement = Object.entries(lexicon.eatStatements).find(([verb]) =>
    said.words.some((word, at) => word.token.folded === fold(verb) && at <= 3),
  );
  const slot = slotOf(said);
  // "pon lentejas el martes en la cena", and the day or the meal of the day said first:
  // "mañana en el almuerzo pon arroz con pollo".
  const intros = new Set(lexicon.slotIntros.map(fold));
  const verbs = new Set(lexicon.place.map(fold));
  const verbAt = said.words.findIndex(
    (word, at) =>
      verbs.has(word.token.folded) &&
      said.words.slice(0, at).every(
        (_, before) =>
          isDateWord(said, before) ||
          intros.has(said.words[before]?.token.folded ?? "") ||
          // "oe pon ceviche pal almuerzo del domingo": a call to the listener first.
          vocatives.has(said.words[before]?.token.folded ?? "") ||
          (slot !== null && before >= slot.at && before < slot.at + slot.length),
      ),
  );
  // "agrega manzanas esta noche", "add milk tonight", "adiciona maçã hoje à noite": a verb of
  // the shopping list, with only the part of the day said (no dinner, no menu), wants the thing
  // by tonight — no dish for tonight's dinner.
  const listVerb = /^(agreg\w*|anad\w*|anot\w*|apunt\w*|adicion\w*|add)$/;
  const partOfDayOnly =
    slot !== null &&
    said.words
      .slice(slot.at, slot.at + slot.length)
      .every((word) => !mealNouns.has(word.token.folded));
  if (
    verbAt >= 0 &&
    partOfDayOnly &&
    listVerb.test(said.words[verbAt]?.token.folded ?? "") &&
    !said.words.some((_, at) => isMenuWord(said, at))
  )
    return null;
  // "cambie la cena de hoy por pizza", "troca o jantar de sexta por pizza", "swap sunday's
  // dinner for tacos": the meal of the day named right after the verb, swapped for what follows
  // "por/pela/for/with" — the new one.
  if (verbAt >= 0 && slot && slot.at > verbAt && slot.at <= verbAt + 3) {
    // "put dinner with the Smiths on friday": «with» after a verb that only puts is whom the
    // dinner is with — a gathering, no dish swapped in.
    const swaps = !/^(put|add|set|pon|pone|coloca|bota)$/.test(
      said.words[verbAt]?.token.folded ?? "",
    );
    const swapAt = said.words.findIndex(
      (word, at) =>
        at > slot.at &&
        /^(por|pela|pelo|for|with)$/.test(word.token.folded) &&
        (swaps || word.token.folded !== "with"),
    );
    const meal = swapAt > 0 ? mealWordsFrom(said, swapAt + 1, -1) : "";
    if (meal && !placeWords.has(fold(meal).split(" ")[0] ?? ""))
      return {
        intent: "meals.place",
        toolName: "planMeal",
        input: { date, slot: slot.slot, meal: capitalizeFirst(meal) },
        confirm: false,
      };
  }
  if (verbAt >= 0 && slot) {
    const meal = mealWordsFrom(said, verbAt + 1, slot.at > verbAt ? slot.at : -1);
    if (!meal || has({ ...said, text: ` ${fold(meal)} ` }, lexicon.list)) return null;
    if (placeWords.has(fold(meal).split(" ")[0] ?? "")) return null;
    return {
      intent: "meals.place",
      toolName: "planMeal",
      input: { date, slot: slot.slot, meal: capitalizeFirst(meal) },
      confirm: false,
    };
  }
  // "el viernes en la cena…": the day said first does not count.
  const opening = slot ? said.words.slice(0, slot.at).filter((_, at) => !isDateWord(said, at)) : [];
  if (verbAt < 0 && !statement && slot && opening.length <= 2 && !reading.temporal.time) {
    const dish = withoutCourtesy(dishAfterSlot(said, slot), reading.language);
    if (dish)
      return {
        intent: "meals.place",
        toolName: "planMeal",
        input: { date, slot: slot.slot, meal: capitalizeFirst(dish) },
        confirm: false,
      };
  }
  // "planea tacos para el viernes", "planeja lasanha pra sábado": a verb that plans nothing but
  // meals, a day and a dish, no meal of the day said — the dinner, the meal families plan the
  // most (the reply names it). No hour (an hour is an event's), nothing that is a gathering.
  const planOnly = new Set(lexicon.planOnly.map(fold));
  if (
    verbAt >= 0 &&
    !slot &&
    !reading.temporal.time &&
    planOnly.has(said.words[verbAt]?.token.folded ?? "")
  ) {
    const meal = mealWordsFrom(said, verbAt + 1, -1);
    if (meal && !namesNoDish(said, meal))
      return {
        intent: "meals.place",
        toolName: "planMeal",
        input: { date, slot: "dinner", meal: capitalizeFirst(meal) },
        confirm: false,
      };
  }
  if (statement) {
    // "el martes cenamos lentejas": the meal follows the verb.
    const at = said.words.findIndex((word) => word.token.folded === fold(statement[0]));
    const meal = mealWordsFrom(said, at + 1, -1);
    if (!meal || placeWords.has(fold(meal).split(" ")[0] ?? "")) return null;
    return {
      intent: "meals.place",
      toolName: "planMeal",
      input: { date, slot: statement[1], meal: capitalizeFirst(meal) },
      confirm: false,
    };
  }
  return null;
}

/** Words that are no dish: a place first («al súper»), a chore or a thing that is not eaten
 * anywhere (the lexicon's notMeal and notDish), or any of `also` («menú»). */
function namesNoDish(said: Said, meal: string, also: ReadonlySet<string> = new Set()): boolean {
  const words = fold(meal).split(" ");
  const notDish = new Set([...said.lexicon.notMeal, ...said.lexicon.notDish].map(fold));
  return (
    placeWords.has(words[0] ?? "") || words.some((word) => notDish.has(word) || also.has(word))
  );
}

/** What says the dish of a meal is what follows: "vai ser", "va a ser", "será", "es", "hay",
 * "pongamos", "hacemos". */
const isWords = new Set(
  "va a ser sera es hay vai vamos comer tem e is will be gonna its it's pongamos ponemos hagamos hacemos comemos comamos cenamos almorzamos fazemos jantamos having"
    .split(" ")
    .map(fold),
);
const linkWords = new Set("de del do da of on".split(" "));
/** What may come before the meal of the day said first: "para la cena…", "no almoço…". */
const slotOpeners = new Set("para pa pal la el en no na o a pro pra for the y e and de".split(" "));
/** Where, with whom or by whom it is, not what: "… es en casa de la abuela", "… lo hace Carlos". */
const notADishStart =
  /^(en|con|at|in|with|na|no|em|com|al|donde|onde|where|fuera|afuera|out|lo|le|les|me|te|se|nos)$/;

/** "no almoço de domingo vai ser lasanha", "para cenar el viernes tortilla de patatas", "la cena
 * del sábado: pozole": the meal of the day and its day said first, then the dish — no verb that
 * places it is needed. Nothing that is no dish (a chore, a place). */
function dishAfterSlot(said: Said, slot: { at: number; length: number }): string {
  const word = (at: number) => said.words[at]?.token.folded ?? "";
  // "cancela la comida familiar del sábado": a verb before the meal of the day asks something
  // else of it; only "para", "no", "la"… may open the message.
  // "sexta no jantar vai ser…", "sunday dinner = …": the day may come first.
  if (
    said.words
      .slice(0, slot.at)
      .some((_, at) => !slotOpeners.has(word(at)) && !isDateWord(said, at))
  )
    return "";
  let at = slot.at + slot.length;
  // "sunday dinner = spaghetti", "el domingo de almuerzo: asado": a sign says what it is.
  let told = false;
  for (; at < said.words.length; at++) {
    // "de/del/do" only before the day: "la comida familiar", "almoço de família" are names.
    const ofTheDay = linkWords.has(word(at)) && isDateWord(said, at + 1);
    if (isDateWord(said, at) || isWords.has(word(at))) told = true;
    else if (!ofTheDay) break;
  }
  const before = said.words[at - 1]?.token;
  const next = said.words[at]?.token;
  if (before && next && /[:=]/.test(said.reading.message.slice(before.end, next.start)))
    told = true;
  if (!told || notADishStart.test(word(at))) return "";
  const dish = mealWordsFrom(said, at, -1);
  // "en la cena de hoy hablamos con Mateo": a verb of its own says something else.
  if (!dish || /(amos|emos|imos)$/.test(fold(dish).split(" ")[0] ?? "")) return "";
  return namesNoDish(said, dish) ? "" : dish;
}

/** Verbs that put a dish on the menu, with a pronoun or not: "agendame", "apúntalo",
 * "anótala", "súmalo", "inclui", "include". */
const menuVerb =
  /^(pon|pone|ponga|ponme|ponle|ponelo|ponela|ponlo|ponla|agend|agreg|anot|apunt|añad|anad|sum|met|coloc|program|plane|inclu|bot|poe|adicion|put|add|plan|schedule|set|pencil)\p{L}*$/u;
/** "apúntalo", "anótala", "coloca isso", "put it": the dish is the one said before. */
const pronounVerb = /(?:lo|la|los|las)$/u;
const pronouns = new Set("it that them isso ela ele eso esto".split(" "));
/** "el sábado cenamos pozole", "el jueves hacemos pascualina", "we're having pasta", "vamos
 * jantar lasanha": the dish that is eaten, said before it is put on the menu. */
const eatVerbs = new Set(
  "cenamos almorzamos desayunamos comemos hacemos preparamos cocinamos comeremos cenaremos jantamos almocamos fazemos having eating making cooking"
    .split(" ")
    .map(fold),
);

function isMenuWord(said: Said, at: number): boolean {
  const word = said.words[at]?.token.folded ?? "";
  if (menuWords.has(word)) return true;
  return word === "plan" && said.words[at - 1]?.token.folded === "meal";
}

/** Courtesy said after the dish ("por favor", "porfa", "pls"): no part of its name. */
function withoutCourtesy(meal: string, language: Language): string {
  const edges = lexicons[language].strip.edges.map(fold).sort((a, b) => b.length - a.length);
  let text = fold(meal);
  let words = meal.split(" ");
  for (let changed = true; changed; ) {
    changed = false;
    for (const edge of edges) {
      if (text === edge || !text.endsWith(` ${edge}`)) continue;
      const size = edge.split(" ").length;
      words = words.slice(0, -size);
      text = fold(words.join(" "));
      changed = true;
      break;
    }
  }
  return words.join(" ");
}

/** "pon enchiladas en el menú del jueves", "en el menú del viernes pon ajiaco", "coloca
 * strogonoff no cardápio de quinta", "put enchiladas on thursday's menu", "el sábado cenamos
 * pozole, apúntalo en el menú": a dish put on the menu of a day is the plan's — not the list's
 * nor the calendar's. The meal of the day said, else the dinner (as "planea" reads it). */
function onTheMenu(said: Said): MealRequest | null {
  const { lexicon, reading } = said;
  const date = reading.temporal.date;
  if (said.asks || !date) return null;
  const menuAt = said.words.findIndex((_, at) => isMenuWord(said, at));
  // "agrega lo del menú a la lista": the week's ingredients, not a dish (weekToList).
  if (menuAt < 0 || has(said, lexicon.list)) return null;
  const verbAt = said.words.findIndex(
    (word, at) => at !== menuAt && menuVerb.test(word.token.folded) && !isDateWord(said, at),
  );
  const slot = slotOf(said);
  if (verbAt < 0) return menuSaysWhat(said, menuAt, slot);
  const verb = said.words[verbAt]?.token.folded ?? "";
  const next = said.words[verbAt + 1]?.token.folded ?? "";
  let meal = "";
  if (!pronounVerb.test(verb) && !pronouns.has(next)) {
    meal = mealWordsFrom(said, verbAt + 1, slot && slot.at > verbAt ? slot.at : -1);
  } else {
    const eatAt = said.words.findIndex(
      (word, at) => at < verbAt && eatVerbs.has(word.token.folded),
    );
    if (eatAt < 0) return null;
    meal = mealWordsFrom(said, eatAt + 1, slot && slot.at > eatAt ? slot.at : -1);
  }
  // "pon en el menú del jueves enchiladas", "coloca no cardápio de sábado feijoada": the dish
  // said after the menu and its day.
  if (!meal && verbAt < menuAt) {
    const intros = new Set(lexicon.slotIntros.map(fold));
    let from = menuAt + 1;
    while (
      from < said.words.length &&
      (isDateWord(said, from) || intros.has(said.words[from]?.token.folded ?? ""))
    )
      from++;
    meal = mealWordsFrom(said, from, slot && slot.at >= from ? slot.at : -1);
  }
  meal = withoutCourtesy(meal, reading.language);
  if (!meal || namesNoDish(said, meal, menuWords)) return null;
  return {
    intent: "meals.place",
    toolName: "planMeal",
    input: {
      date,
      slot: slot?.slot ?? slotAtHour(reading.temporal.time),
      meal: capitalizeFirst(meal),
    },
    confirm: false,
  };
}

/** What the menu has, said with no verb to put it: "el martes en el menú: tallarines", "en el
 * menú del domingo va asado", "no cardápio de sexta tem peixe", "sunday's menu is chili". */
const menuHas = new Set("va van hay toca tocan sera tem vai e is will be".split(" "));

function menuSaysWhat(
  said: Said,
  menuAt: number,
  slot: { slot: MealSlot; at: number; length: number } | null,
): MealRequest | null {
  const { lexicon, reading } = said;
  const intros = new Set(lexicon.slotIntros.map(fold));
  // The menu said first, only its day (or meal of the day) and little words before it.
  const before = said.words.slice(0, menuAt);
  if (
    before.some(
      (word, at) =>
        !isDateWord(said, at) &&
        !intros.has(word.token.folded) &&
        !vocatives.has(word.token.folded) &&
        !(slot && at >= slot.at && at < slot.at + slot.length),
    )
  )
    return null;
  let from = menuAt + 1;
  while (
    from < said.words.length &&
    (isDateWord(said, from) ||
      intros.has(said.words[from]?.token.folded ?? "") ||
      menuHas.has(said.words[from]?.token.folded ?? "") ||
      (slot && from >= slot.at && from < slot.at + slot.length))
  )
    from++;
  const meal = withoutCourtesy(mealWordsFrom(said, from, -1), reading.language);
  if (!meal || namesNoDish(said, meal, menuWords)) return null;
  return {
    intent: "meals.place",
    toolName: "planMeal",
    input: {
      date: reading.temporal.date,
      slot: slot?.slot ?? slotAtHour(reading.temporal.time),
      meal: capitalizeFirst(meal),
    },
    confirm: false,
  };
}

/** "al mediodía", "a la 1": the meal of the day an hour falls in; the dinner with no hour. */
function slotAtHour(time: string | null | undefined): MealSlot {
  const hour = time ? Number(time.slice(0, 2)) : 20;
  if (hour < 11) return "breakfast";
  return hour < 17 ? "lunch" : "dinner";
}

/** "¿qué comemos el jueves?", "¿qué hay de cena?", "o que tem pro jantar de quinta?",
 * "what's on the menu this week?". */
function asked(said: Said, today: IsoDate): MealRequest | null {
  const { lexicon, reading } = said;
  if (!said.asks || has(said, lexicon.notAsk)) return null;
  const slot = slotOf(said);
  const aboutMeals = has(said, lexicon.ask) || (slot !== null && has(said, lexicon.askWith));
  if (!aboutMeals) return null;
  const input: Record<string, unknown> = {};
  if (has(said, lexicon.week)) {
    const monday = weekOf(said, today);
    input.from = monday;
    input.to = addDays(monday, 6);
  } else if (untilTheDay(reading, today)) {
    // "¿qué hay en el menú de acá al domingo?", "until Friday": from today to that day.
    input.from = today;
    input.to = reading.temporal.date;
  } else {
    input.from = reading.temporal.date ?? today;
  }
  if (slot) input.slot = slot.slot;
  return { intent: "meals.read", toolName: "readMealPlan", input, confirm: false };
}

function questionOpens(reading: Reading): boolean {
  if (/[?¿]/.test(reading.message)) return true;
  const folded = reading.tokens.filter((token) => !isPunctuation(token)).map((t) => t.folded);
  return lexicons[reading.language].questionWords.some((phrase) =>
    fold(phrase)
      .split(" ")
      .every((part, i) => folded[i] === part),
  );
}

/** "no se me ocurre qué hacer de cena, tirame ideas", "sugestões pro jantar?", "any dinner
 * ideas?": ideas asked for, with a word of cooking or eating, are dish ideas — whatever else
 * ("qué hacer") the words would fit. Nothing with a day to plan or a list to fill. */
function ideas(said: Said): MealRequest | null {
  const { lexicon } = said;
  if (!has(said, lexicon.ideas) || !has(said, lexicon.food)) return null;
  if (has(said, lexicon.list) || has(said, lexicon.place)) return null;
  return { intent: "meals.suggest", toolName: "suggestMeals", input: {}, confirm: false };
}

/** How many words ask politely before the request: "can you", "could you please", "¿me
 * puedes", "podés", "você pode", "vc consegue". */
const politeWords = new Set(
  "can could would will you please me nos puedes podes podrias puede podria pode poderia voce vc consegue por favor"
    .split(" ")
    .map(fold),
);

function politeLead(said: Said): number {
  let at = 0;
  while (at < 4 && politeWords.has(said.words[at]?.token.folded ?? "")) at++;
  const asked = said.words
    .slice(0, at)
    .some(({ token }) =>
      /^(can|could|would|will|puedes|podes|podrias|puede|podria|pode|poderia|consegue)$/.test(
        token.folded,
      ),
    );
  return asked ? at : 0;
}

/** The week plan's request a message makes, if it makes one. */
export function readMealRequest(reading: Reading, today: IsoDate): MealRequest | null {
  const lexicon = words[reading.language];
  const kept = reading.tokens
    .map((token, index) => ({ token, index }))
    .filter(({ token }) => !isPunctuation(token));
  const said: Said = {
    reading,
    words: kept,
    text: ` ${kept.map(({ token }) => token.folded).join(" ")} `,
    lexicon,
    asks: questionOpens(reading),
  };
  // "can you plan tacos for friday dinner?", "¿me puedes poner pozole en el menú del sábado?":
  // a request asked politely, read as the request.
  const lead = politeLead(said);
  if (lead > 0 && said.asks) {
    const words = said.words.slice(lead);
    const request: Said = {
      ...said,
      words,
      text: ` ${words.map(({ token }) => token.folded).join(" ")} `,
      asks: false,
    };
    const verbs = new Set(lexicon.place.map(fold));
    const verb = words[0]?.token.folded ?? "";
    if (verbs.has(verb) || menuVerb.test(verb)) {
      const placedPolitely = placed(request) ?? onTheMenu(request);
      if (placedPolitely) return placedPolitely;
    }
  }
  return (
    weekToList(said, today) ??
    cooked(said) ??
    placed(said) ??
    onTheMenu(said) ??
    asked(said, today) ??
    ideas(said)
  );
}

const untilWords = new Set(["hasta", "al", "ate", "until", "till", "through", "thru"]);

/** A later day said as where the span asked about ends ("hasta el domingo", "de acá al viernes",
 * "até sexta", "through Sunday"). */
function untilTheDay(reading: Reading, today: IsoDate): boolean {
  const date = reading.temporal.date;
  const first = reading.temporal.roles.indexOf("date");
  if (!date || date <= today || first < 0) return false;
  // The date's words may hold the "until" itself ("de acá al domingo" is read as one range).
  const last = reading.temporal.roles.lastIndexOf("date");
  return reading.tokens
    .slice(Math.max(0, first - 2), Math.max(first + 2, last + 1))
    .some((token) => untilWords.has(token.folded));
}
