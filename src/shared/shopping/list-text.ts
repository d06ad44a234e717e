/**
 * A shopping list as plain text, to paste into WhatsApp or a message (issue 20, «Compartir
 * lista»): the list's name, then what is still to buy, one per line with its quantity and note.
 * No emoji: a phone without an emoji font would show boxes.
 */
export function shoppingListText(
  list: {
    name: string;
    items: { name: string; quantity: string | null; notes: string | null; isChecked: boolean }[];
  },
  words: { toBuy: string; empty: string },
): string {
  const toBuy = list.items.filter((item) => !item.isChecked);
  const lines = toBuy.map((item) => {
    const quantity = item.quantity?.trim() ? ` (${item.quantity.trim()})` : "";
    const note = item.notes?.trim() ? ` — ${item.notes.trim()}` : "";
    return `- ${item.name}${quantity}${note}`;
  });
  return [`*${list.name}*`, `${words.toBuy}:`, ...(lines.length > 0 ? lines : [words.empty])].join(
    "\n",
  );
}
