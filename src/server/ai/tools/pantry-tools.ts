import { tool, zodSchema } from "ai";
import { z } from "zod";
import { bestMatches } from "#server/ai/tools/name-matching.ts";
import {
  nameField,
  pantryLine,
  type ToolEnvironment,
  toolContext,
} from "#server/ai/tools/tool-environment.ts";
import { attempt, toolMessages } from "#server/ai/tools/tool-messages.ts";
import { validationError } from "#server/http/errors.ts";
import {
  adjustPantryItem,
  createPantryItem,
  getPantry,
  listExpiringItems,
  listLowStockItems,
} from "#server/modules/pantry/pantry.service.ts";
import type { ToolFailure, ToolOutputs } from "#shared/assistant/tool-results.ts";
import type { InventoryCategory, InventoryUnit, ShoppingCategory } from "#shared/domain/catalog.ts";
import {
  adjustPantrySchema,
  type PantryItemView,
  pantryItemSchema,
} from "#shared/schemas/pantry.ts";
import { guessCategory } from "#shared/shopping/categories.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";
import { convertAmount, parseQuantity } from "#shared/shopping/quantity.ts";

const inputs = {
  readPantry: zodSchema(
    z.object({
      view: z
        .enum(["all", "low", "expiring", "item"])
        .describe(
          "'low': what is running out; 'expiring': what expires within 7 days; 'item': one item (give name), e.g. 'do we have rice?'; 'all': everything",
        ),
      name: z.string().max(120).nullish().describe("The item to look for, with view 'item'"),
    }),
  ),
  adjustPantryItem: zodSchema(
    z.object({
      name: nameField.describe("The pantry item, as said: 'huevos', 'café', 'leite'"),
      delta: z
        .number()
        .nullish()
        .describe(
          "Change in quantity: negative when used ('I used 2 eggs' → -2), positive when bought ('I bought 6 eggs' → 6)",
        ),
      quantity: z
        .number()
        .min(0)
        .nullish()
        .describe(
          "The quantity counted now, instead of a delta: 'we ran out of coffee' → 0, '3 cans left' → 3",
        ),
      unit: z
        .string()
        .max(20)
        .nullish()
        .describe("Unit of delta or quantity when said: 'kg', 'g', 'L', 'mL', 'unidad', 'paquete'"),
      share: z
        .number()
        .gt(0)
        .max(1)
        .nullish()
        .describe(
          "The part of what the pantry holds that was used, instead of a delta: 'I used half the milk' → 0.5",
        ),
    }),
  ),
};

/** Where a bought grocery is kept, from its aisle: milk and meat in the fridge. */
const pantryCategoryFor: Partial<Record<ShoppingCategory, InventoryCategory>> = {
  Lácteos: "Refrigerados",
  Carnes: "Refrigerados",
  Bebidas: "Bebidas",
  Despensa: "Despensa",
  Panadería: "Despensa",
};

/** "kilos" → kg, "litros" → L, "unidades" → unidad; null for words that are not a unit. */
function readUnit(text: string | null | undefined): InventoryUnit | null {
  return text ? (parseQuantity(text)?.unit ?? null) : null;
}

export function pantryTools(env: ToolEnvironment) {
  const { ctx, membership, language, allergies } = toolContext(env);
  const say = toolMessages(language);

  return {
    readPantry: tool({
      description:
        "Read the household's pantry: what is running out, what expires soon, whether there is some of one item and how much ('do we have rice?', 'how many eggs are left?'), or everything.",
      inputSchema: inputs.readPantry,
      execute: async ({ view, name }): Promise<ToolOutputs["readPantry"] | ToolFailure> =>
        attempt(language, async () => {
          let items: PantryItemView[];
          if (view === "low") items = await listLowStockItems(ctx, membership);
          else if (view === "expiring") items = await listExpiringItems(ctx, membership);
          else {
            const all = (await getPantry(ctx, membership)).items;
            items =
              view === "item" ? (name ? bestMatches(name, all, (item) => item.name) : []) : all;
          }
          return { ok: true as const, view, items: items.map(pantryLine), allergies };
        }),
    }),

    adjustPantryItem: tool({
      description:
        "Change how much of an item the pantry holds: a delta (used some: negative; bought some: positive — a bought item that is not in the pantry yet is added), the quantity counted now (ran out: 0), or the share of it used (half: 0.5). Give one of them.",
      inputSchema: inputs.adjustPantryItem,
      execute: async ({
        name,
        delta,
        quantity,
        unit,
        share,
      }): Promise<ToolOutputs["adjustPantryItem"] | ToolFailure> =>
        attempt(language, async () => {
          const { items } = await getPantry(ctx, membership);
          // "traje un litro más de aceite de girasol": what is brought in is the pantry's «Aceite»
          // said more closely; nothing is taken from it on such a guess.
          const bought = quantity == null && (delta ?? 0) > 0;
          const matches = bestMatches(
            name,
            items,
            (item) => item.name,
            bought ? "within" : "contains",
          );
          if (matches.length > 1) {
            return say.ambiguous(
              name,
              matches.map((item) => item.name),
            );
          }
          const given = readUnit(unit);
          const counted = quantity !== null && quantity !== undefined;
          const [item] = matches;
          if (!item) {
            if (counted || !delta || delta <= 0) return say.noPantryItem(name);
            const aisle = guessCategory(name);
            // The model's words, checked as the pantry's own form checks them.
            const values = pantryItemSchema.safeParse({
              name: capitalizeFirst(name.trim()),
              qtyOnHand: delta,
              unit: given ?? "unidad",
              category: (aisle && pantryCategoryFor[aisle]) ?? "Otros",
            });
            if (!values.success) throw validationError(values.error);
            const created = await createPantryItem(ctx, membership, values.data);
            return { ok: true as const, item: pantryLine(created), previous: 0, created: true };
          }
          const inItemUnit = (amount: number) =>
            given && given !== item.unit ? convertAmount(amount, given, item.unit) : amount;
          // "usé 2 tazas de arroz", "1 lb": a measure the pantry cannot convert is never applied
          // as if it were the item's own unit (2 cups are no 2 kg).
          if (unit?.trim() && !given) return say.unitMismatch(item.name, item.unit, unit.trim());
          // A share is of the item's own stock, already in its unit.
          const amount = share
            ? -Number((item.qtyOnHand * share).toFixed(3))
            : inItemUnit(counted ? quantity : (delta ?? -1));
          if (amount === null) return say.unitMismatch(item.name, item.unit, given ?? "");
          const change = adjustPantrySchema.safeParse(
            counted ? { quantity: amount } : { delta: amount },
          );
          if (!change.success) throw validationError(change.error);
          const updated = await adjustPantryItem(ctx, membership, item.id, change.data);
          return {
            ok: true as const,
            item: pantryLine(updated),
            previous: item.qtyOnHand,
            created: false,
          };
        }),
    }),
  };
}
