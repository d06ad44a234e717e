import { namesAGrocery } from "#server/ai/understanding/items.ts";
import type { PlannedCall } from "#server/ai/understanding/plan.ts";
import { fold, tokenize } from "#server/ai/understanding/text.ts";

/** Verbs of bringing or stopping by: "trae pan", "pasa por tortillas", "pega pão", "bring milk". */
const bringOpeners =
  /^(?:(?:cuando vengas |de pasada )?(?:agarra|trae|traeme|traete|traenos|traiga|traigame|pasa por|pasate por|pasa a comprar)|(?:me )?traz|traga|pega|passa (?:no mercado )?e (?:pega|compra)|quando voltar traz|bring|pick up|stop by|swing by)\b/;

/**
 * "trae pan" asks for groceries; "trae el carro del taller", "pick up Mateo at school" ask for
 * an errand. A "bring" request adds to the list on the spot only when every thing it names is a
 * grocery; otherwise the addition is only proposed.
 */
export function bringsAnErrand(message: string, calls: readonly PlannedCall[]): boolean {
  if (!bringOpeners.test(fold(message.trim()))) return false;
  return calls.some(
    (call) =>
      call.toolName === "addShoppingItems" &&
      ((call.input.items as { name: string }[] | undefined) ?? []).some(
        (item) => !namesAGrocery(tokenize(item.name)),
      ),
  );
}
