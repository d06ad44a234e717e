import type { Language } from "#server/ai/understanding/corpus.ts";
import type { PlannedCall, Understanding } from "#server/ai/understanding/plan.ts";
import { fold } from "#server/ai/understanding/text.ts";

/**
 * "ponme unos bolillos... no espera, mejor 6 teleras", "got the dish soap - wait no, the laundry
 * detergent", «compré las peras, digo, las manzanas», «una caja de leche... mejor dos», "coloca pão, quer dizer, pão de queijo", "1 kg de carne moída, não, 2 kg": a thing
 * corrected while it is said. What comes after the correction takes the place of the last thing
 * named before it (or only of its amount); the things named earlier stay, and the request is the
 * one said first.
 */
const correction =
  /^(?<before>.+?)(?:\.{2,}|…|\s[-–—]\s|[,;.!])?\s*(?:no,?\s+espera|(?:no,?\s+)?mejor\s+dicho|(?:no,?\s+)+mejor|wait,?\s+no|no,?\s+wait|actually,?\s+no|actually(?=,?\s+make\s+(?:it|that)\s)|i\s+mean|digo(?=[,\s])|(?<=(?:\.{2,}|…|,)\s*)mejor(?=\s+(?:\d|un[oa]?|dos|tres|cuatro|medio)(?!\p{L}))|sorry,|n[aã]o,?\s+espera|quer\s+dizer|ou\s+melhor|(?:no|n[aã]o),(?=\s*(?:\d|que\s+sean?|foram|fueron|eran|eram|were|medio|meio|kilo|quilo|un[oa]?|uma?|dos|dois|duas|tres|tr[eê]s|cuatro|quatro)(?!\p{L})))(?:\b|(?<=,))[,.]?\s*(?:mejor|better|make\s+(?:it|that)|melhor)?\s*(?<after>.+)$/iu;

/** "…1 kg de carne moída, não, 2 kg, e farofa", "…un kilo de milanesas... no, que sea kilo y
 * medio", "…no, que sean 2 litros", "…no, mejor medio", "…não, meio quilo só", "…no, mejor 3 que el finde vienen los chicos": only the amount
 * corrected (its why aside), maybe more after. */
const amountOnly =
  /^(?:que\s+sean?\s+|make\s+(?:it|that)\s+|s[oó]\s+|foram\s+|fueron\s+|eran\s+|eram\s+|were\s+)?(?<amount>(?:\d+|un[oa]?|uma?|one|dos|dois|duas|two|tres|tr[eê]s|three|cuatro|quatro|four)\s+(?:packs?|paquetes?|pacotes?|bolsas?|cajas?|caixas?|latas?|botellas?|garrafas?|rollos?|sachets?|sachês?|frascos?|potes?|bags?|boxes?|cans?|bottles?|jars?)|\d+(?:[.,]\d+)?\s*(?:kg|kilos?|quilos?|g|gramos|gramas|l|litros?|lbs?|pounds?)?|(?:un\s+|um\s+|a\s+)?(?:kilo\s+y\s+medio|quilo\s+e\s+meio|kilo\s+and\s+a\s+half)|medio\s+kilo|meio\s+quilo|half\s+a\s+kilo|medio|meio|half|un\s+kilo|um\s+quilo|a\s+kilo|un[oa]?|uma?|one|dos|dois|duas|two|tres|tr[eê]s|three|cuatro|quatro|four)(?:\s+(?:s[oó]|no\s+m[aá]s|nom[aá]s|only|just))?(?:\s+(?:que|porque|pq|because|since|pois|que\s+a)\s+[^,;.]*)?\s*(?:[,;.]\s*(?:(?:y|e|and)\s+)?(?<more>.*\p{L}.*))?$/iu;

const countWords: Record<string, number> = {
  ...Object.fromEntries(["un", "uno", "una", "um", "uma", "one"].map((word) => [word, 1])),
  ...Object.fromEntries(["dos", "dois", "duas", "two"].map((word) => [word, 2])),
  ...Object.fromEntries(["tres", "three"].map((word) => [word, 3])),
  ...Object.fromEntries(["cuatro", "quatro", "four"].map((word) => [word, 4])),
};

/** The amount said in words, as the list writes it; a bare «uno» keeps the unit corrected. */
function amountWritten(said: string, unitBefore: string): string {
  const words = fold(said).replace(/\s+/g, " ").trim();
  if (/kilo y medio|quilo e meio|kilo and a half/.test(words)) return "1.5 kg";
  if (/medio kilo|meio quilo|half a kilo/.test(words)) return "0.5 kg";
  // "1 kilo de lentejas… no, mejor medio": half of the unit said before.
  if (/^(?:medio|meio|half)$/.test(words)) return unitBefore ? `0.5 ${unitBefore}` : "0.5";
  if (/^(?:un|um|a) (?:kilo|quilo)$/.test(words)) return "1 kg";
  // "two packs", «dos bolsas»: a count in words, with its container.
  const [count = "", container, ...more] = words.split(" ");
  if (container && more.length === 0 && countWords[count])
    return `${countWords[count]} ${container}`;
  const counted = countWords[words] ?? (/^\d+(?:[.,]\d+)?$/.test(words) ? words : undefined);
  // "una caja… mejor dos": two boxes.
  const unit = Number(counted) > 1 && /[aeiou]$/.test(unitBefore) ? `${unitBefore}s` : unitBefore;
  if (counted) return unit ? `${counted} ${unit}` : String(counted);
  return said
    .replace(/\s*(?:kilos?|quilos?)$/iu, " kg")
    .replace(/\s*litros?$/iu, " l")
    .replace(/\s+/g, " ");
}

/** The fields that name the things a request is about. */
const thingsOf: Record<string, string> = {
  addShoppingItems: "items",
  removeShoppingItems: "names",
  checkShoppingItems: "names",
  uncheckShoppingItems: "names",
};

/** A verb that asks the same of the things said after the correction. */
const verbs: Record<string, Record<Language, string>> = {
  addShoppingItems: { es: "agrega", pt: "coloca na lista", en: "add" },
  removeShoppingItems: { es: "quita de la lista", pt: "tira da lista", en: "remove" },
  checkShoppingItems: { es: "ya compré", pt: "já comprei", en: "I bought" },
  uncheckShoppingItems: { es: "desmarca", pt: "desmarca", en: "uncheck" },
};

/**
 * The request said first, with the things named after the correction in place of those named
 * before it; null when the message corrects nothing, or what is corrected is not a list's.
 */
export function correctedInPassing(
  message: string,
  understand: (piece: string) => Understanding,
): Understanding | null {
  const said = correction.exec(message.trim());
  const { before = "", after = "" } = said?.groups ?? {};
  // "usé 3 huevos, no, 4": what comes after may be a bare number.
  if (!said || !/\p{L}/u.test(before) || !/[\p{L}\d]/u.test(after)) return null;
  const first = understand(before);
  const [call] = first.calls;
  if (first.outcome === "act" && first.calls.length === 1 && call)
    if (call.toolName === "adjustPantryItem") return pantryAmountCorrected(first, call, after);
  const field = call ? thingsOf[call.toolName] : undefined;
  if (first.outcome !== "act" || first.calls.length !== 1 || !call || !field) return null;
  const sameRequest = (reading: Understanding): PlannedCall | undefined =>
    reading.outcome === "act" && reading.calls.length === 1
      ? reading.calls.find((other) => other.toolName === call.toolName)
      : undefined;
  const redo = (piece: string) =>
    sameRequest(understand(piece)) ??
    sameRequest(understand(`${verbs[call.toolName]?.[first.language]} ${piece}`));
  const named = call.input[field] as unknown[];
  // The thing corrected is the last one said before the correction; those before it stay.
  const kept = named.slice(0, -1);
  const amount = field === "items" ? amountOnly.exec(after.trim())?.groups : undefined;
  let things: unknown[] | undefined;
  if (amount?.amount) {
    const more = amount.more ? redo(amount.more) : undefined;
    // "…não, 4, o Mateo tá tomando muito": what follows the amount tells why, it adds nothing.
    const why = /^(?:o|a|os|as|el|la|los|las|que|porque|pq|because|since|the|it['’]?s|es|é)\s/iu;
    if (amount.more && !more && !why.test(amount.more)) return null;
    const last = named.at(-1) as Record<string, unknown>;
    const unitBefore = String(last.quantity ?? "").replace(/^[\d.,\s]+/, "");
    const quantity = amountWritten(amount.amount, unitBefore);
    things = [...kept, { ...last, quantity }, ...((more?.input[field] as unknown[]) ?? [])];
  } else {
    const redone = redo(after);
    if (!redone) return null;
    const again = redone.input[field] as Record<string, unknown>[];
    const last = named.at(-1) as Record<string, unknown>;
    // "…a pack of paper plates… actually make it 2 packs of plates": the same thing said
    // shorter, with another amount — only its amount changes.
    const [only] = again;
    const same =
      field === "items" &&
      again.length === 1 &&
      only &&
      saidShorter(String(only.name), String(last.name));
    things = same ? [...kept, { ...last, quantity: only.quantity }] : [...kept, ...again];
  }
  return { ...first, calls: [{ ...call, input: { ...call.input, [field]: things } }] };
}

/** "plates" for «Paper plates»: every word said again is a word of the thing named before. */
function saidShorter(again: string, before: string): boolean {
  const words = (name: string) => fold(name).split(/\s+/).filter(Boolean);
  const earlier = new Set(words(before));
  return words(again).every((word) => earlier.has(word)) && words(again).length < earlier.size;
}

/** "me traje 2 kilos de azúcar, no, uno no más": the pantry's change said again with another
 * amount — the same thing, by that much (its sign and unit kept). */
function pantryAmountCorrected(
  first: Understanding,
  call: PlannedCall,
  after: string,
): Understanding | null {
  const said = amountOnly.exec(after.trim())?.groups;
  if (!said?.amount || said.more || typeof call.input.delta !== "number") return null;
  const unit = typeof call.input.unit === "string" ? call.input.unit : "";
  const amount = Number.parseFloat(amountWritten(said.amount, unit).replace(",", "."));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const delta = Math.sign(call.input.delta) * amount;
  return { ...first, calls: [{ ...call, input: { ...call.input, delta } }] };
}

/** "…y un manojo de cilantro... bueno el cilantro no, ya salió en la maceta", «…natilla y unas
 * tortillas... ah no, las tortillas ya están, solo la natilla»: one of the things just named taken
 * back. */
const retraction =
  /^(?<before>.+?)\s*(?:\.{2,}|…|[,;.!])\s*(?:(?:bueno|ah|oh|mm+|eh|pensándolo\s+bien|pensando\s+bem),?\s+)?(?:(?:no|n[aã]o|nah),?\s+)?(?:el|la|los|las|lo\s+de|o|a|os|as|the)\s+(?<thing>[^,;.…]+?)\s+(?:no|n[aã]o|not|ya\s+(?:est[aá]n?|hay|tenemos|lo\s+tengo|las?\s+tengo|los?\s+tengo)|j[aá]\s+tem(?:os)?|we\s+have)(?!\p{L})(?:\s*[,;.!…].*)?$/iu;

export function retractedInPassing(
  message: string,
  understand: (piece: string) => Understanding,
): Understanding | null {
  const said = retraction.exec(message.trim())?.groups;
  if (!said?.before || !said.thing) return null;
  const first = understand(said.before);
  const [call] = first.calls;
  if (first.outcome !== "act" || first.calls.length !== 1 || call?.toolName !== "addShoppingItems")
    return null;
  const items = call.input.items as { name: string }[];
  const taken = fold(said.thing);
  const kept = items.filter((item) => !sameThing(fold(item.name), taken));
  if (kept.length === items.length || kept.length === 0) return null;
  return { ...first, calls: [{ ...call, input: { ...call.input, items: kept } }] };
}

/** "cilantro" is the «Cilantro» named, and «tortillas» the «Tortillas». */
function sameThing(named: string, taken: string): boolean {
  const stem = (word: string) => word.replace(/(?:es|s)$/u, "");
  return named === taken || stem(named) === stem(taken) || named.endsWith(` ${taken}`);
}
