import { tool, zodSchema } from "ai";
import { z } from "zod";
import { groceryKinds } from "#server/ai/tools/grocery-synonyms.ts";
import { bestMatches, foldName } from "#server/ai/tools/name-matching.ts";
import {
  namesField,
  type ToolContext,
  type ToolEnvironment,
  toolContext,
} from "#server/ai/tools/tool-environment.ts";
import { attempt } from "#server/ai/tools/tool-messages.ts";
import { ApiError, validationError } from "#server/http/errors.ts";
import {
  addOrBumpShoppingItems,
  checkShoppingItem,
  deleteShoppingItem,
  listShoppingItems,
  type SameItemFinder,
} from "#server/modules/shopping/shopping.service.ts";
import type { ShoppingLine, ToolFailure, ToolOutputs } from "#shared/assistant/tool-results.ts";
import {
  addShoppingItemSchema,
  type NewShoppingItem,
  type ShoppingItem,
} from "#shared/schemas/shopping.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

const inputs = {
  addShoppingItems: zodSchema(
    z.object({
      items: z
        .array(
          z.object({
            name: z
              .string()
              .trim()
              .min(1)
              .max(120)
              .describe("What to buy, without the quantity: 'leche', 'papas', 'sabão em pó'"),
            quantity: z
              .string()
              .max(40)
              .nullish()
              .describe("How much, as said: '2 kg', '6', '1 docena', '3 caixas'; omit if not said"),
          }),
        )
        .min(1)
        .max(20),
    }),
  ),
  listShoppingItems: zodSchema(z.object({})),
  names: zodSchema(z.object({ names: namesField })),
  removeShoppingItems: zodSchema(
    z.object({
      names: namesField.optional(),
      all: z
        .boolean()
        .optional()
        .describe(
          "true to empty the list (every item still to buy), only when the member asks to clear the whole list",
        ),
    }),
  ),
};

function shoppingLine(item: ShoppingItem): ShoppingLine {
  return { name: item.name, quantity: item.quantity };
}

/** The same thing already to buy: "papas" for «Papas», "bread" for «Pan», one typo forgiven. */
const sameThing: SameItemFinder = (name, pending) =>
  bestMatches(name, pending, (item) => item.name, "typo")[0];

/** The lines a name finds; a kind the list lacks ("marraqueta") finds its one plain line («Pan»). */
function namedOrItsKind(name: string, items: ShoppingItem[]): ShoppingItem[] {
  const matches = bestMatches(name, items, (item) => item.name);
  // "los rollos de papel": the measure said first, then the thing («Papel higiénico»).
  const measured =
    /^(?:rollos?|paquetes?|bolsas?|cajas?|latas?|botellas?|pacotes?|sacos?|caixas?|rolls?|packs?|bags?|boxes|box|cans?|bottles?)\s+(?:de|of)\s+(.+)$/iu.exec(
      name.trim(),
    )?.[1];
  if (matches.length === 0 && measured) return namedOrItsKind(measured, items);
  const kind = groceryKinds[foldName(name)];
  if (matches.length > 0 || !kind) return matches;
  const plain = bestMatches(kind, items, (item) => item.name);
  return plain.length === 1 ? plain : [];
}

/** Finds each name among `items` and acts on every match; names that match nothing are told. */
async function actOnNamed(
  names: string[],
  items: ShoppingItem[],
  act: (item: ShoppingItem) => Promise<void>,
): Promise<{ done: string[]; notFound: string[] }> {
  const done: string[] = [];
  const notFound: string[] = [];
  const handled = new Set<string>();
  for (const name of names) {
    const matches = namedOrItsKind(name, items).filter((item) => !handled.has(item.id));
    if (matches.length === 0) {
      notFound.push(name);
      continue;
    }
    for (const item of matches) {
      await act(item);
      handled.add(item.id);
      done.push(item.name);
    }
  }
  return { done, notFound };
}

export function shoppingTools(env: ToolEnvironment) {
  const context: ToolContext = toolContext(env);
  const { ctx, membership, language } = context;

  /** Ticks (or unticks) each line named, from one read of the list; a name whose line is so
   * already («Jabón» bought before) is told apart from one the list lacks. */
  const setChecked = async (names: string[], checked: boolean) => {
    const items = await listShoppingItems(ctx, membership);
    const { done, notFound } = await actOnNamed(
      names,
      items.filter((item) => item.isChecked !== checked),
      async (item) => {
        await checkShoppingItem(ctx, membership, item.id, { checked });
      },
    );
    const so = items.filter((item) => item.isChecked === checked);
    const already = await actOnNamed(notFound, so, async () => {});
    return { done, already: already.done, notFound: already.notFound };
  };

  /** "Vacía la lista": every item still to buy the member may remove (a child, only their own);
   * refused outright when they may remove none. */
  const removeEach = async (items: ShoppingItem[]): Promise<{ removed: string[] }> => {
    const removed: string[] = [];
    let refusal: unknown = null;
    for (const item of items) {
      try {
        await deleteShoppingItem(ctx, membership, item.id);
        removed.push(item.name);
      } catch (error) {
        // Not the member's to remove: the rest still go. Anything else is a real failure.
        if (!(error instanceof ApiError)) throw error;
        refusal ??= error;
      }
    }
    if (removed.length === 0 && refusal) throw refusal;
    return { removed };
  };

  return {
    addShoppingItems: tool({
      description:
        "Add items to the household's shopping list. An item already on the list (still to buy) with the same name — also in another language or plural — gets its quantity raised instead of a second line (2 kg + 1 kg = 3 kg). Returns the lines added and the lines bumped.",
      inputSchema: inputs.addShoppingItems,
      execute: async ({ items }): Promise<ToolOutputs["addShoppingItems"] | ToolFailure> =>
        attempt(language, async () => {
          // The model's words, checked as the list's own form checks them.
          const values: NewShoppingItem[] = items.map((item) => {
            const parsed = addShoppingItemSchema.safeParse({
              name: capitalizeFirst(item.name.trim()),
              quantity: item.quantity ?? null,
            });
            if (!parsed.success) throw validationError(parsed.error);
            return parsed.data;
          });
          const result = await addOrBumpShoppingItems(ctx, membership, values, sameThing);
          return {
            ok: true as const,
            added: result.added.map(shoppingLine),
            bumped: result.bumped.map(shoppingLine),
          };
        }),
    }),

    removeShoppingItems: tool({
      description:
        "Remove items from the shopping list (items still to buy), by name — or all of them with `all: true` when the member asks to clear the list. Use when the member no longer needs something, not when it was bought.",
      inputSchema: inputs.removeShoppingItems,
      execute: async ({ names, all }): Promise<ToolOutputs["removeShoppingItems"] | ToolFailure> =>
        attempt(language, async () => {
          const pending = await listShoppingItems(ctx, membership, { checked: false });
          if (all) return { ok: true as const, ...(await removeEach(pending)), notFound: [] };
          const { done, notFound } = await actOnNamed(names ?? [], pending, (item) =>
            deleteShoppingItem(ctx, membership, item.id),
          );
          return { ok: true as const, removed: done, notFound };
        }),
    }),

    checkShoppingItems: tool({
      description: "Mark items of the shopping list as bought, by name.",
      inputSchema: inputs.names,
      execute: async ({ names }): Promise<ToolOutputs["checkShoppingItems"] | ToolFailure> =>
        attempt(language, async () => {
          const { done, already, notFound } = await setChecked(names, true);
          return { ok: true as const, checked: done, already, notFound };
        }),
    }),

    uncheckShoppingItems: tool({
      description:
        "Put items marked as bought back on the list as still to buy, by name (it was not bought after all).",
      inputSchema: inputs.names,
      execute: async ({ names }): Promise<ToolOutputs["uncheckShoppingItems"] | ToolFailure> =>
        attempt(language, async () => {
          const { done, already, notFound } = await setChecked(names, false);
          return { ok: true as const, unchecked: done, already, notFound };
        }),
    }),

    listShoppingItems: tool({
      description: "List what is still to buy on the household's active shopping lists.",
      inputSchema: inputs.listShoppingItems,
      execute: async (): Promise<ToolOutputs["listShoppingItems"] | ToolFailure> =>
        attempt(language, async () => {
          const items = await listShoppingItems(ctx, membership, { checked: false });
          return { ok: true as const, items: items.map(shoppingLine) };
        }),
    }),
  };
}
