import type { Db } from "#server/db/executor.ts";
import { listHouseholdTexts, replaceHouseholdText } from "#server/seed/seed.repository.ts";
import type { UiLocale } from "#shared/domain/locale.ts";
import translations from "./demo-catalog-translations.json" with { type: "json" };

/** The columns the demo catalog writes words into (names, titles, posts). */
const textColumns = [
  ["shopping_lists", "name"],
  ["shopping_items", "name"],
  ["shopping_items", "quantity"],
  ["shopping_items", "notes"],
  ["tasks", "title"],
  ["tasks", "description"],
  ["inventory_items", "name"],
  ["inventory_items", "location"],
  ["calendar_events", "title"],
  ["community_posts", "content"],
  ["community_post_comments", "content"],
] as const;

/** The demo family's words in the reader's language: the catalog is written in Spanish (a
 * Mexican family); an English or Brazilian reader gets the same household in their words. A text
 * the table does not know stays as written. */
export async function translateDemoData(
  db: Db,
  householdId: string,
  locale: UiLocale,
): Promise<void> {
  if (locale === "es") return;
  const words = (translations as Record<string, Record<string, string>>)[locale] ?? {};
  for (const [table, column] of textColumns) {
    for (const text of await listHouseholdTexts(db, table, column, householdId)) {
      const translated = words[text];
      if (!translated || translated === text) continue;
      await replaceHouseholdText(db, table, column, householdId, text, translated);
    }
  }
}
