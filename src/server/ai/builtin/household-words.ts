import { bestMatches, matchName } from "#server/ai/tools/name-matching.ts";
import type { Language } from "#server/ai/understanding/corpus.ts";
import type { Db } from "#server/db/executor.ts";
import { listPantryItemNames } from "#server/modules/pantry/pantry.repository.ts";
import { listShoppingItemNames } from "#server/modules/shopping/shopping.repository.ts";

/**
 * The household's own names for things: a family whose list says «Huevos» and «Pan» may write
 * "eggs", "ovos" or "pão". The built-in assistant calls its tools with the household's name, so
 * "add milk" adds «Leche» (the pantry's name) rather than a second, English line, and what the
 * reply and the tool card show is the household's word.
 */
export type HouseholdWords = () => Promise<{ pantry: string[]; shopping: string[] }>;

/** The names in the household's pantry and on its shopping lists (bought ones too). */
export function householdItemNames(db: Db, householdId: string): HouseholdWords {
  return async () => {
    const [shopping, pantry] = await Promise.all([
      listShoppingItemNames(db, householdId),
      listPantryItemNames(db, householdId),
    ]);
    return { pantry, shopping };
  };
}

/**
 * The household's name for a thing said: the one it has that is the same word, a typo of it or
 * — said in another language than the household's Spanish — its translation ("ovos" → «Huevos»,
 * "acucar" → «Azúcar»); as said when none, or several. A Spanish word is not renamed to its
 * regional twin: "fideos" stays fideos beside «Pasta».
 */
export function householdName(said: string, names: readonly string[], language: Language): string {
  const found = [...new Set(bestMatches(said, names, (name) => name, "typo"))];
  if (found.length !== 1) return said;
  const name = found[0] as string;
  return language === "es" && matchName(said, name) === "synonym" ? said : name;
}

interface Call {
  toolName: string;
  input: Record<string, unknown>;
}

/** Each item name of a call in the household's words; everything else as it was. */
function itemsInHouseholdWords(
  tool: string,
  input: Record<string, unknown>,
  names: readonly string[],
  language: Language,
): Record<string, unknown> {
  const rename = (value: unknown) =>
    typeof value === "string" ? householdName(value, names, language) : value;
  if (tool === "addShoppingItems" && Array.isArray(input.items)) {
    return {
      ...input,
      items: input.items.map((item) =>
        item && typeof item === "object" ? { ...item, name: rename(item.name) } : item,
      ),
    };
  }
  if (
    ["removeShoppingItems", "checkShoppingItems", "uncheckShoppingItems"].includes(tool) &&
    Array.isArray(input.names)
  ) {
    return { ...input, names: input.names.map(rename) };
  }
  if ((tool === "readPantry" || tool === "adjustPantryItem") && typeof input.name === "string") {
    return { ...input, name: rename(input.name) };
  }
  return input;
}

const namingTools = new Set([
  "addShoppingItems",
  "removeShoppingItems",
  "checkShoppingItems",
  "uncheckShoppingItems",
  "readPantry",
  "adjustPantryItem",
]);

function namesThings(call: Call): boolean {
  if (call.toolName === "proposeAction") return namingTools.has(String(call.input.tool));
  return namingTools.has(call.toolName);
}

/** The calls with their item names in the household's words, read only when a call names one;
 * a proposal's question is asked again (`ask`) when its names changed. */
export async function inHouseholdWords<T extends Call>(
  calls: T[],
  words: HouseholdWords | undefined,
  language: Language,
  ask: (proposal: { tool: string; args: Record<string, unknown> }) => string,
): Promise<T[]> {
  if (!words || !calls.some(namesThings)) return calls;
  const { pantry, shopping } = await words();
  const names = [...new Set([...pantry, ...shopping])];
  const renamed = calls.map((call) => {
    if (call.toolName !== "proposeAction") {
      return { ...call, input: itemsInHouseholdWords(call.toolName, call.input, names, language) };
    }
    const args = call.input.args;
    if (!args || typeof args !== "object") return call;
    const tool = String(call.input.tool);
    const renamed = itemsInHouseholdWords(tool, args as Record<string, unknown>, names, language);
    if (JSON.stringify(renamed) === JSON.stringify(args)) return call;
    return {
      ...call,
      input: { ...call.input, args: renamed, question: ask({ tool, args: renamed }) },
    };
  });
  return withoutRunOutsNotKept(renamed, pantry);
}

/**
 * "we're out of paper towels, put 2 rolls on the list": a thing said run out and put on the list
 * that the pantry does not keep is only put on the list — the pantry has nothing to empty, and
 * telling the family so is no answer to what they asked.
 */
function withoutRunOutsNotKept<T extends Call>(calls: T[], pantry: readonly string[]): T[] {
  const listed = new Set(
    calls
      .filter((call) => call.toolName === "addShoppingItems" && Array.isArray(call.input.items))
      .flatMap((call) => (call.input.items as { name?: unknown }[]).map((item) => item?.name)),
  );
  return calls.filter((call) => {
    const { name, quantity } = call.input;
    const runOut = call.toolName === "adjustPantryItem" && quantity === 0 && listed.has(name);
    return !runOut || bestMatches(String(name), pantry, (kept) => kept, "typo").length > 0;
  });
}
