import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";
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
  db: Kysely<DatabaseSchema>,
  householdId: string,
  locale: UiLocale,
): Promise<void> {
  if (locale === "es") return;
  const words = (translations as Record<string, Record<string, string>>)[locale] ?? {};
  for (const [table, column] of textColumns) {
    const present = await sql<{ text: string | null }>`
      select distinct ${sql.ref(column)} as text from ${sql.table(table)}
      where household_id = ${householdId}`.execute(db);
    for (const { text } of present.rows) {
      const translated = text ? words[text] : undefined;
      if (!translated || translated === text) continue;
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${translated}
        where household_id = ${householdId} and ${sql.ref(column)} = ${text}`.execute(db);
    }
  }
}
