import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/**
 * Items and their quantities in what is left of a sentence once its carrier words are gone:
 * "leche, pan y 2 kilos de papas" → Leche, Pan, Papas (2 kg); "una docena de huevos" → 12;
 * "aguacates x6" → 6; "medio kilo de carne" → 0.5 kg; "3 caixas de leite" → 3 caixas. Names are
 * said back as written (accents and all); only quantities are normalised.
 */
export interface SaidItem {
  name: string;
  /** As the shopping list stores it: "2 kg", "12", "3 caixas"; null when none was said. */
  quantity: string | null;
  /** The amount as a number (for the pantry): 2, 12, 0.5; null when none was said. */
  amount: number | null;
  /** The pantry's unit when one was said: "kg", "g", "L", "mL", "paquete". */
  unit: string | null;
}

const pantryUnits: Record<string, string> = { kg: "kg", g: "g", l: "L", ml: "mL" };

function phraseAt(words: string[], at: number, phrase: string): boolean {
  const parts = fold(phrase).split(" ");
  return parts.every((part, offset) => words[at + offset] === part);
}

function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : String(Number(amount.toFixed(3)));
}

/** Splits on commas and "y"/"e"/"and" (the lexicon's conjunctions). */
export function splitItems(tokens: Token[], language: Language): Token[][] {
  const conjunctions = new Set(lexicons[language].conjunctions.map(fold));
  const halves = new Set(
    Object.entries(lexicons[language].numbers)
      .filter(([, value]) => value === 0.5)
      .map(([word]) => fold(word)),
  );
  const unitWords = new Set(Object.values(lexicons[language].units).flat().map(fold));
  const groups: Token[][] = [[]];
  for (const [index, token] of tokens.entries()) {
    // "un kilo y medio de carne" is one item; "frutillas y medio kilo de queso" two.
    const half =
      halves.has(tokens[index + 1]?.folded ?? "") && unitWords.has(tokens[index - 1]?.folded ?? "");
    // "1 kg más de tortillas": a "más" before "de" is more of it, not another item.
    const more = tokens[index + 1]?.folded === "de" || tokens[index + 1]?.folded === "of";
    if (isPunctuation(token) || (conjunctions.has(token.folded) && !half && !more)) {
      if ((groups.at(-1) ?? []).length > 0) groups.push([]);
      continue;
    }
    groups.at(-1)?.push(token);
  }
  return groups.filter((group) => group.length > 0);
}

function stripEdges(tokens: Token[], language: Language): Token[] {
  const { itemStart, itemEnd } = lexicons[language].strip;
  let list = tokens;
  let changed = true;
  while (changed && list.length > 0) {
    changed = false;
    const words = list.map((token) => token.folded);
    for (const phrase of [...itemEnd].sort((a, b) => b.length - a.length)) {
      const size = fold(phrase).split(" ").length;
      if (size < list.length && phraseAt(words, list.length - size, phrase)) {
        list = list.slice(0, list.length - size);
        changed = true;
        break;
      }
    }
    const first = list[0]?.folded;
    // "sumá a la lista yerba": the list's name may come before the first item too.
    if (!changed && list.length > 1) {
      for (const phrase of [...itemEnd].sort((a, b) => b.length - a.length)) {
        const size = fold(phrase).split(" ").length;
        if (size < list.length && phraseAt(words, 0, phrase)) {
          list = list.slice(size);
          changed = true;
          break;
        }
      }
    }
    if (!changed && list.length > 1) {
      for (const phrase of [...itemStart].sort((a, b) => b.length - a.length)) {
        const size = fold(phrase).split(" ").length;
        if (size < list.length && phraseAt(words, 0, phrase)) {
          list = list.slice(size);
          changed = true;
          break;
        }
      }
    }
    if (!changed && first && list.length === 1) break;
  }
  return list;
}

/** "huevos para la tortilla", "queso para la once": what it is for is not its name. */
const purposeWords = new Set(["para", "pa", "pra", "pro", "for"]);
/** "jabón que no lo alcancé a comprar", "cereal no lo compré": a clause about it, not its name. */
const clauseWords = new Set(["que", "no", "nao", "not", "didn't"]);

function parseItem(group: Token[], language: Language): SaidItem | null {
  const lexicon = lexicons[language];
  const purpose = group.findIndex(
    (token, i) => i > 0 && (purposeWords.has(token.folded) || clauseWords.has(token.folded)),
  );
  // "(necesito) que vengan a hacer aseo": a clause, not a thing.
  if (["que", "that"].includes(group[0]?.folded ?? "")) return null;
  let tokens = purpose > 0 ? group.slice(0, purpose) : group;
  // "a la lista 2 libras de arroz": the list's name first, then the quantity.
  for (const phrase of [...lexicon.strip.itemEnd].sort((a, b) => b.length - a.length)) {
    const size = fold(phrase).split(" ").length;
    if (
      size < tokens.length &&
      phraseAt(
        tokens.map((token) => token.folded),
        0,
        phrase,
      )
    ) {
      tokens = tokens.slice(size);
      break;
    }
  }
  let amount: number | null = null;
  let unit: string | null = null;
  let said: string | null = null;
  const words = () => tokens.map((token) => token.folded);
  const connectors = new Set(["de", "of", "do", "da", "dos", "das"]);

  // "una docena de", "un par de"
  for (const [phrase, value] of Object.entries(lexicon.amounts).sort(
    (a, b) => b[0].length - a[0].length,
  )) {
    const size = fold(phrase).split(" ").length;
    if (size < tokens.length && phraseAt(words(), 0, phrase)) {
      amount = value;
      tokens = tokens.slice(size);
      // "half a pound of ham", "media docena": the unit may follow the amount.
      const metric = Object.entries(lexicon.units).find(([, forms]) =>
        forms.map(fold).includes(tokens[0]?.folded ?? ""),
      );
      if (metric && tokens.length > 1) {
        unit = metric[0];
        tokens = tokens.slice(1);
        if (tokens.length > 1 && connectors.has(tokens[0]?.folded ?? "")) tokens = tokens.slice(1);
      }
      break;
    }
  }
  // "2 kilos de", "medio kilo de", "3 caixas de", "6"
  if (amount === null && tokens.length > 1) {
    const first = tokens[0]?.folded ?? "";
    const number = /^\d+(?:[.,]\d+)?$/.test(first)
      ? Number(first.replace(",", "."))
      : lexicon.numbers[first];
    if (number !== undefined && !Number.isNaN(number)) {
      const next = tokens[1]?.folded ?? "";
      const metric = Object.entries(lexicon.units).find(([, forms]) =>
        forms.map(fold).includes(next),
      );
      const counted = lexicon.countUnits.find((forms) => forms.map(fold).includes(next));
      if (metric && tokens.length > 2) {
        amount = number;
        unit = metric[0];
        tokens = tokens.slice(2);
        // "un kilo y medio de carne"
        if (lexicon.numbers[tokens[1]?.folded ?? ""] === 0.5 && tokens.length > 2) {
          amount += 0.5;
          tokens = tokens.slice(2);
        }
      } else if (counted && tokens.length > 2) {
        amount = number;
        said = `${formatAmount(number)} ${number === 1 ? counted[0] : counted[1]}`;
        unit = fold(counted[0]) === "paquete" || fold(counted[0]) === "pacote" ? "paquete" : null;
        tokens = tokens.slice(2);
      } else if (number !== 1 || /^\d/.test(first)) {
        amount = number;
        tokens = tokens.slice(1);
      }
      if (tokens.length > 2 && ["mas", "more", "mais"].includes(tokens[0]?.folded ?? ""))
        tokens = tokens.slice(1);
      if (tokens.length > 1 && connectors.has(tokens[0]?.folded ?? "")) tokens = tokens.slice(1);
    }
  }
  // "aguacates x6", "huevos x 12"
  const last = tokens.at(-1)?.folded ?? "";
  const times = last.match(/^x(\d+)$/);
  if (amount === null && times && tokens.length > 1) {
    amount = Number(times[1]);
    tokens = tokens.slice(0, -1);
  } else if (
    amount === null &&
    tokens.length > 2 &&
    tokens.at(-2)?.folded === "x" &&
    /^\d+$/.test(last)
  ) {
    amount = Number(last);
    tokens = tokens.slice(0, -2);
  }
  tokens = stripEdges(tokens, language);
  const name = tokens
    .map((token) => token.text)
    .join(" ")
    .trim();
  if (!name || name.length > 120 || !/\p{L}/u.test(name)) return null;
  let quantity: string | null = said;
  if (amount !== null && quantity === null) {
    quantity = unit ? `${formatAmount(amount)} ${unit}` : formatAmount(amount);
  }
  return {
    name: capitalizeFirst(name),
    quantity,
    amount,
    unit: unit ? (pantryUnits[unit] ?? unit) : null,
  };
}

export function readItems(tokens: Token[], language: Language): SaidItem[] {
  return splitItems(tokens, language)
    .map((group) => parseItem(group, language))
    .filter((item): item is SaidItem => item !== null)
    .slice(0, 20);
}
