/**
 * How a tool call the assistant made is compared with the one a case expects.
 *
 * Calls
 * - Tool names are compared exactly.
 * - Order is free. Several calls of a list tool (addShoppingItems, removeShoppingItems,
 *   checkShoppingItems, uncheckShoppingItems) count as one call holding all their items, so
 *   "one call with two items" and "two calls with one item each" are the same.
 * - Extra read-only calls (listShoppingItems, readPantry, listTasks, listEvents, summarizeDay,
 *   suggestMeals) are tolerated; an extra mutating call (any other name) fails the case.
 *
 * Arguments — only the keys a case gives are compared, except the "strict" keys below.
 * - A string with `|` lists alternatives ("palta|aguacate"); `{ "oneOf": [...] }` lists
 *   alternatives for any value; `null` means "absent or null".
 * - Item names (items[].name, names[], readPantry.name, adjustPantryItem.name): lower case, no
 *   accents, punctuation dropped, a leading article or "más/more/mais" dropped, each word
 *   singular/plural tolerant (papa/papas, limón/limones, pão/pães, berry/berries).
 *   items[] and names[] must hold the same number of entries as expected, in any order.
 * - Quantities: "2 kilos", "2 kg" and "2kg" are equal; kilos/kg, gramos/g, litros/l, ml,
 *   libras/lb, gal, oz; "medio kilo" = 0.5 kg = 500 g; "una docena" = 12, "media docena" = 6;
 *   "x6" = 6; number words (dos, três, three…); "unidades/piezas" add nothing; other units
 *   ("3 caixas", "2 latas", "4 rollos") must name the same unit, singular or plural.
 * - Titles of what is created (createTask.title, createEvent.title): every key word of the
 *   expected title appears in the actual one (articles and prepositions ignored, plural and
 *   prefix tolerant: "cumple" ~ "cumpleaños"), at most 4 other words, and none of the words
 *   that belong elsewhere: dates and times ("mañana", "viernes", "19:30", "10am"), recurrence
 *   ("cada", "every"), the request's own words ("recuérdame", "agéndala", "calendario",
 *   "lista") or fillers ("porfa", "al toque", "po", "che"); and it does not end on an article or
 *   a preposition ("Grandma's birthday on").
 * - Titles that find something (completeTask, reopenTask, updateTask, deleteTask, updateEvent,
 *   cancelEvent): every expected key word appears in the reference the assistant sent or in the
 *   title of what the tool found (judge.ts: "Water filter" finds «Cambiar el filtro del agua»);
 *   the household data then shows whether the right task or event changed.
 * - Dates (YYYY-MM-DD) exact; times exact after padding ("9:00" = "09:00"); numbers exact.
 * - Assignee: the member's first name is enough ("Carlos" = "Carlos Rivera"); "me" is the caller.
 * - Enumerations (view, status, recurrence, priority, serviceType, eventType): accent- and
 *   case-insensitive.
 * - Strict keys: a key that changes the meaning must not be invented. When a case does not give
 *   it, the call must leave it out (or give its default): createTask dueDate, dueTime, assignee
 *   (the caller is tolerated), recurrence; updateTask dueDate, dueTime, assignee, recurrence,
 *   priority; createEvent time, durationMinutes (60 is the default); updateEvent date, time,
 *   durationMinutes; listTasks date, assignee, status ("open" is the default); readPantry name;
 *   createServiceRequest date; adjustPantryItem delta, quantity; summarizeDay date (today is
 *   the default); readMealPlan slot; cookMeal slot.
 * - adjustPantryItem with a `share` of the stock ("half the milk") stands for a delta the data
 *   check decides.
 * - Meals (planMeal.meal, cookMeal.meal) compare as item names; weekStart by its week's Monday.
 * - readMealPlan is compared as the tool reads it: `from` left out is today, `to` left out is
 *   `from` (one day).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Args = Record<string, unknown>;

export interface ExpectedCall {
  tool: string;
  args?: Record<string, Json>;
}

export interface ActualCall {
  tool: string;
  input: Args;
}

export interface MatchContext {
  /** The household's today, the default day of summarizeDay. */
  today: string;
  /** Names the caller goes by, tolerated as an assignee nobody asked for. */
  callerNames: string[];
}

export const readOnlyTools = new Set([
  "listShoppingItems",
  "readPantry",
  "listTasks",
  "listEvents",
  "summarizeDay",
  "suggestMeals",
  "readMealPlan",
]);

export function isMutating(tool: string): boolean {
  return !readOnlyTools.has(tool);
}

const listTools: Record<string, "items" | "names"> = {
  addShoppingItems: "items",
  removeShoppingItems: "names",
  checkShoppingItems: "names",
  uncheckShoppingItems: "names",
};

const strictKeys: Record<string, string[]> = {
  createTask: ["dueDate", "dueTime", "assignee", "recurrence"],
  updateTask: ["dueDate", "dueTime", "assignee", "recurrence", "priority"],
  createEvent: ["time", "durationMinutes"],
  updateEvent: ["date", "time", "durationMinutes"],
  listTasks: ["date", "assignee", "status"],
  readPantry: ["name"],
  createServiceRequest: ["date"],
  adjustPantryItem: ["delta", "quantity"],
  readMealPlan: ["slot"],
  cookMeal: ["slot"],
  summarizeDay: ["date"],
};

function defaults(tool: string, ctx: MatchContext): Args {
  if (tool === "listTasks") return { status: "open" };
  if (tool === "summarizeDay") return { date: ctx.today };
  if (tool === "createEvent" || tool === "updateEvent") return { durationMinutes: 60 };
  return {};
}

// Text

/** Lower case, no accents, punctuation as spaces, single spaces. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.,:/ ]/gu, " ")
    .replace(/(?<!\d)[.,:/]|[.,:/](?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The singular forms a word may stand for (es, pt, en), itself included. */
export function singulars(word: string): Set<string> {
  const forms = new Set([word]);
  if (word.length > 3 && word.endsWith("s")) forms.add(word.slice(0, -1));
  if (word.length > 4 && word.endsWith("es")) forms.add(word.slice(0, -2));
  if (word.length > 3 && /(ae|oe)s$/.test(word)) forms.add(`${word.slice(0, -3)}ao`);
  if (word.length > 4 && word.endsWith("ies")) forms.add(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith("ns")) forms.add(`${word.slice(0, -2)}m`);
  if (word.length > 4 && word.endsWith("is")) forms.add(`${word.slice(0, -2)}l`);
  return forms;
}

export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const left = singulars(a);
  for (const form of singulars(b)) if (left.has(form)) return true;
  return false;
}

/** Looser, for key words of titles: same word, or one a prefix of the other ("cumple"). */
function relatedWord(a: string, b: string): boolean {
  if (sameWord(a, b)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

const leadingWords = new Set([
  "el",
  "la",
  "los",
  "las",
  "lo",
  "un",
  "una",
  "unos",
  "unas",
  "o",
  "a",
  "os",
  "as",
  "um",
  "uma",
  "uns",
  "umas",
  "the",
  "an",
  "some",
  "mas",
  "more",
  "mais",
  "otro",
  "otra",
  "another",
]);

function nameWords(text: string): string[] {
  const words = fold(text).split(" ").filter(Boolean);
  while (words.length > 1 && leadingWords.has(words[0] as string)) words.shift();
  return words;
}

export function sameItemName(expected: string, actual: string): boolean {
  return alternatives(expected).some((option) => {
    const want = nameWords(option);
    const got = nameWords(actual);
    return want.length === got.length && want.every((word, index) => sameWord(word, got[index]!));
  });
}

const stopWords = new Set([
  ...leadingWords,
  "de",
  "del",
  "da",
  "do",
  "das",
  "dos",
  "al",
  "en",
  "em",
  "no",
  "na",
  "nos",
  "nas",
  "con",
  "com",
  "para",
  "pra",
  "por",
  "y",
  "e",
  "que",
  "mi",
  "mis",
  "su",
  "sus",
  "meu",
  "minha",
  "of",
  "to",
  "for",
  "on",
  "at",
  "in",
  "and",
  "my",
  "our",
  "with",
]);

function keyWords(text: string): string[] {
  return fold(text)
    .split(" ")
    .filter((word) => word && !stopWords.has(word));
}

/** Words that belong to a date, a time, a recurrence or the request — not to a title. */
const leftoverWords = new Set([
  "hoy",
  "manana",
  "pasado",
  "lunes",
  "martes",
  "miercoles",
  "jueves",
  "viernes",
  "sabado",
  "domingo",
  "semana",
  "proxima",
  "proximo",
  "hoje",
  "amanha",
  "segunda",
  "terca",
  "quarta",
  "quinta",
  "sexta",
  "feira",
  "today",
  "tomorrow",
  "tonight",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "week",
  "next",
  "cada",
  "every",
  "toda",
  "todos",
  "todas",
  "diario",
  "daily",
  "weekly",
  "monthly",
  "semanal",
  "mensual",
  "hrs",
  "horas",
  "am",
  "pm",
  "recuerdame",
  "recordame",
  "acordame",
  "anota",
  "anote",
  "anotame",
  "agenda",
  "agendame",
  "agende",
  "lembre",
  "lembra",
  "lembrete",
  "remind",
  "reminder",
  "calendario",
  "calendar",
  "lista",
  "list",
  "dia",
  "day",
  "porfa",
  "please",
  "favor",
  "pls",
  "pfv",
  "plis",
  "toque",
  "tiro",
  "ahorita",
  "pe",
  "po",
  "che",
  "bo",
  "parce",
  "cachai",
  "pucha",
  "nomas",
]);
const timeLike = /^\d{1,2}([:.]\d{2})?(am|pm|h|hs|hrs)?$/;
/** The request's verbs, conjugated or with a pronoun: "agéndala", "anótelo", "apúntalo". */
const carrierVerb =
  /^(agend|anot|apunt|recuerd|record|acord|lembr|remind|agreg|anad|adicion)\p{L}*$/u;

function isLeftover(word: string): boolean {
  return leftoverWords.has(word) || timeLike.test(word) || carrierVerb.test(word);
}

export function titleMatches(expected: string, actual: string): boolean {
  return alternatives(expected).some((option) => {
    const want = keyWords(option);
    const got = keyWords(actual);
    if (!want.every((word) => got.some((candidate) => relatedWord(word, candidate)))) return false;
    const extra = got.filter((candidate) => !want.some((word) => relatedWord(word, candidate)));
    if (extra.length > 4 || extra.some(isLeftover)) return false;
    // A title ends on a word of its own, not on "de", "on", "para" left from a date cut away.
    const last = fold(actual).split(" ").at(-1) ?? "";
    return !stopWords.has(last) || keyWords(option).length === 0;
  });
}

export function referenceMatches(expected: string, actual: string): boolean {
  return alternatives(expected).some((option) => {
    const got = keyWords(actual);
    return keyWords(option).every((word) => got.some((candidate) => relatedWord(word, candidate)));
  });
}

function alternatives(expected: string): string[] {
  return expected.split("|").map((option) => option.trim());
}

// Quantities

export interface Quantity {
  amount: number;
  /** "kg" → g, "l" → ml, "" for a count; otherwise the unit word as said, folded. */
  unit: string;
}

const numberWords: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  um: 1,
  uma: 1,
  one: 1,
  a: 1,
  an: 1,
  dos: 2,
  dois: 2,
  duas: 2,
  two: 2,
  par: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  quatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  siete: 7,
  sete: 7,
  seven: 7,
  ocho: 8,
  oito: 8,
  eight: 8,
  nueve: 9,
  nove: 9,
  nine: 9,
  diez: 10,
  dez: 10,
  ten: 10,
  once: 11,
  onze: 11,
  eleven: 11,
  doce: 12,
  doze: 12,
  twelve: 12,
  medio: 0.5,
  media: 0.5,
  meio: 0.5,
  meia: 0.5,
  half: 0.5,
  cuarto: 0.25,
  quarter: 0.25,
};

const units: [RegExp, string, number][] = [
  [/^(kg|kgs|kilo|kilos|kilogramo|kilogramos|quilo|quilos|quilograma|quilogramas)$/, "g", 1000],
  [/^(g|gr|grs|gramo|gramos|grama|gramas|gram|grams)$/, "g", 1],
  [/^(l|lt|lts|litro|litros|liter|liters|litre|litres)$/, "ml", 1000],
  [/^(ml|mililitro|mililitros|milliliter|milliliters)$/, "ml", 1],
  [/^(lb|lbs|libra|libras|pound|pounds)$/, "lb", 1],
  [/^(gal|gals|gallon|gallons|galon|galones)$/, "gal", 1],
  [/^(oz|onza|onzas|ounce|ounces)$/, "oz", 1],
  [
    /^(unidad|unidades|u|und|uds|pieza|piezas|pz|pzas|unidade|unidades|unit|units|piece|pieces)$/,
    "",
    1,
  ],
  [/^(docena|docenas|dozen|dozens|duzia|duzias)$/, "", 12],
];

export function parseQuantity(text: string): Quantity | null {
  const words = fold(text)
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/^x\s*(?=\d)/, "")
    .split(" ")
    .filter((word) => word && word !== "de" && word !== "of" && word !== "y" && word !== "e");
  let amount: number | null = null;
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index] as string;
    const fraction = word.match(/^(\d+)\/(\d+)$/);
    const value = fraction
      ? Number(fraction[1]) / Number(fraction[2])
      : /^\d+([.,]\d+)?$/.test(word)
        ? Number(word.replace(",", "."))
        : numberWords[word];
    if (value === undefined) break;
    amount = amount === null ? value : value < 1 ? amount + value : amount * value;
  }
  let unit = "";
  let factor = 1;
  const rest = words.slice(index);
  // "kilo y medio": a half after the unit.
  const trailingHalf = rest.length > 1 && (rest.at(-1) === "medio" || rest.at(-1) === "meio");
  const unitWords = trailingHalf ? rest.slice(0, -1) : rest;
  if (unitWords.length > 0) {
    const word = unitWords.join(" ");
    const known = units.find(([pattern]) => pattern.test(word));
    if (known) {
      unit = known[1];
      factor = known[2];
    } else {
      unit = unitWords[0] as string;
    }
  }
  if (amount === null) {
    if (unitWords.length === 0) return null;
    amount = 1; // "un kilo" has its number; "kilo" alone means one
  }
  if (trailingHalf) amount += 0.5;
  return { amount: amount * factor, unit };
}

export function sameQuantity(expected: string, actual: unknown): boolean {
  if (actual === null || actual === undefined || actual === "") return false;
  const text = String(actual);
  return alternatives(expected).some((option) => {
    const want = parseQuantity(option);
    const got = parseQuantity(text);
    if (!want || !got) return fold(option) === fold(text);
    return Math.abs(want.amount - got.amount) < 1e-9 && sameUnit(want.unit, got.unit);
  });
}

function sameUnit(a: string, b: string): boolean {
  return a === b || (a !== "" && b !== "" && sameWord(a, b));
}

// Values

function isOneOf(value: Json): value is { oneOf: Json[] } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Array.isArray((value as { oneOf?: unknown }).oneOf)
  );
}

function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || value === "";
}

const itemNameKeys = new Set([
  "addShoppingItems.items.name",
  "readPantry.name",
  "adjustPantryItem.name",
  "removeShoppingItems.names",
  "checkShoppingItems.names",
  "uncheckShoppingItems.names",
  "planMeal.meal",
  "cookMeal.meal",
]);
const createdTitles = new Set(["createTask.title", "createEvent.title"]);
const dateKeys = new Set(["date", "dueDate", "from", "to"]);
const timeKeys = new Set(["time", "dueTime"]);
const numberKeys = new Set(["delta", "durationMinutes"]);

function isoWeekStart(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function normaliseTime(value: unknown): string {
  const match = String(value).match(/^(\d{1,2}):(\d{2})/);
  return match ? `${match[1]?.padStart(2, "0")}:${match[2]}` : String(value);
}

function sameAssignee(expected: string, actual: unknown): boolean {
  if (typeof actual !== "string") return false;
  const got = fold(actual);
  return alternatives(expected).some((option) => {
    const want = fold(option);
    if (want === "me") return got === "me";
    return got === want || got.split(" ")[0] === want.split(" ")[0];
  });
}

/** Compares one expected value with the actual one; `path` is "tool.key" (items: "tool.items.name"). */
export function sameValue(path: string, expected: Json, actual: unknown): boolean {
  if (isOneOf(expected)) return expected.oneOf.some((option) => sameValue(path, option, actual));
  if (expected === null) return isAbsent(actual);
  const key = path.split(".").at(-1) as string;
  if (typeof expected === "string") {
    if (isAbsent(actual)) return false;
    if (itemNameKeys.has(path)) return typeof actual === "string" && sameItemName(expected, actual);
    if (key === "quantity" && path.startsWith("addShoppingItems")) {
      return sameQuantity(expected, actual);
    }
    if (key === "title" || key === "description") {
      if (typeof actual !== "string") return false;
      return createdTitles.has(path) || key === "description"
        ? titleMatches(expected, actual)
        : referenceMatches(expected, actual);
    }
    if (key === "assignee") return sameAssignee(expected, actual);
    if (dateKeys.has(key)) return String(actual).slice(0, 10) === expected;
    // Any day of the week names the week: its Monday is compared.
    if (key === "weekStart") return isoWeekStart(String(actual)) === expected;
    if (timeKeys.has(key)) return normaliseTime(actual) === normaliseTime(expected);
    if (key === "unit") return sameQuantity(`1 ${expected}`, `1 ${String(actual)}`);
    return alternatives(expected).some((option) => fold(option) === fold(String(actual)));
  }
  if (typeof expected === "number") {
    if (numberKeys.has(key) || key === "quantity") return Number(actual) === expected;
    return actual === expected;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    return assignAll(expected, actual, (want, got) => sameValue(path, want, got));
  }
  if (typeof expected === "object") {
    if (typeof actual !== "object" || actual === null) return false;
    const record = actual as Args;
    return Object.entries(expected).every(([name, value]) =>
      sameValue(`${path}.${name}`, value, record[name]),
    );
  }
  return expected === actual;
}

/** Whether each expected entry can be paired with its own actual entry (order free). */
function assignAll<E, A>(expected: E[], actual: A[], same: (e: E, a: A) => boolean): boolean {
  const used = new Set<number>();
  const place = (index: number): boolean => {
    if (index === expected.length) return true;
    for (let candidate = 0; candidate < actual.length; candidate++) {
      if (used.has(candidate) || !same(expected[index] as E, actual[candidate] as A)) continue;
      used.add(candidate);
      if (place(index + 1)) return true;
      used.delete(candidate);
    }
    return false;
  };
  return place(0);
}

/** Whether a call's input matches what a case expects, strict keys included. */
export function argsMatch(
  tool: string,
  expected: Record<string, Json>,
  actual: Args,
  ctx: MatchContext,
): boolean {
  const withDefaults: Args = { ...defaults(tool, ctx) };
  for (const [key, value] of Object.entries(actual)) {
    if (!isAbsent(value)) withDefaults[key] = value;
  }
  // readMealPlan reads from today when `from` is left out, and the first day alone when `to` is
  // (meal-tools.ts): a call that leaves them out reads those days.
  if (tool === "readMealPlan") {
    if (isAbsent(withDefaults.from)) withDefaults.from = ctx.today;
    if (isAbsent(withDefaults.to)) withDefaults.to = withDefaults.from;
  }
  // "I used half the milk" sent as the share of the stock used: the delta it stands for depends
  // on the stock, so the household's data (verify.ts) decides it, not the arguments.
  const byShare = tool === "adjustPantryItem" && !isAbsent(actual.share);
  for (const [key, value] of Object.entries(expected)) {
    if (byShare && (key === "delta" || key === "unit")) continue;
    if (!sameValue(`${tool}.${key}`, value, withDefaults[key])) return false;
  }
  for (const key of strictKeys[tool] ?? []) {
    if (key in expected) continue;
    const value = withDefaults[key];
    if (isAbsent(value) || value === defaults(tool, ctx)[key]) continue;
    if (key === "assignee" && tool === "createTask") {
      const name = fold(String(value));
      if (name === "me" || ctx.callerNames.some((caller) => sameAssignee(caller, name))) continue;
    }
    return false;
  }
  return true;
}

/** One call per list tool, holding every item of its calls. */
function mergeListCalls<T extends { tool: string; input: Args }>(calls: T[]): ActualCall[] {
  const merged: ActualCall[] = [];
  for (const call of calls) {
    const field = listTools[call.tool];
    const previous = field && merged.find((other) => other.tool === call.tool);
    if (field && previous) {
      const before = Array.isArray(previous.input[field])
        ? (previous.input[field] as unknown[])
        : [];
      const more = Array.isArray(call.input[field]) ? (call.input[field] as unknown[]) : [];
      previous.input = { ...previous.input, [field]: [...before, ...more] };
    } else {
      merged.push({ tool: call.tool, input: { ...call.input } });
    }
  }
  return merged;
}

export interface CallsVerdict {
  ok: boolean;
  problems: string[];
}

/** Expected calls against the calls the assistant made (executed ones). */
export function matchCalls(
  expected: ExpectedCall[],
  actual: ActualCall[],
  ctx: MatchContext,
): CallsVerdict {
  const problems: string[] = [];
  const wanted = mergeListCalls(
    expected.map((call) => ({ tool: call.tool, input: call.args ?? {} })),
  );
  const made = mergeListCalls(actual);
  const used = new Set<number>();
  /** Tools called with other arguments than expected: reported once, not again as "unexpected". */
  const mismatched = new Set<string>();
  for (const call of wanted) {
    const index = made.findIndex(
      (candidate, position) =>
        !used.has(position) &&
        candidate.tool === call.tool &&
        argsMatch(call.tool, call.input as Record<string, Json>, candidate.input, ctx),
    );
    if (index >= 0) {
      used.add(index);
      continue;
    }
    const sameTool = made.filter((candidate) => candidate.tool === call.tool);
    if (sameTool.length > 0) mismatched.add(call.tool);
    problems.push(
      sameTool.length > 0
        ? `${call.tool}: expected ${JSON.stringify(call.input)}, got ${sameTool
            .map((candidate) => JSON.stringify(candidate.input))
            .join(" / ")}`
        : `${call.tool} was not called`,
    );
  }
  made.forEach((call, index) => {
    if (!used.has(index) && isMutating(call.tool) && !mismatched.has(call.tool)) {
      problems.push(`unexpected ${call.tool} ${JSON.stringify(call.input)}`);
    }
  });
  return { ok: problems.length === 0, problems };
}
