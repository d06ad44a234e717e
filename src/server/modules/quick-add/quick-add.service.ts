import type { ServiceContext } from "#server/app-context.ts";
import { findHouseholdTimeZone } from "#server/modules/households/households.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { dateInZone } from "#shared/calendar/zoned-time.ts";
import type { UiLocale } from "#shared/domain/locale.ts";
import type { QuickLine } from "#shared/schemas/quick-add.ts";

const readerLanguages = { es: "es", en: "en", "pt-BR": "pt" } as const;

/** "el viernes" is the next Friday of the household's calendar, wherever the phone is. */
export async function readQuickAddLine(
  { db }: ServiceContext,
  membership: Membership,
  query: { text: string; language?: UiLocale },
): Promise<QuickLine> {
  const timeZone = await findHouseholdTimeZone(db, membership.householdId);
  const today = dateInZone(new Date(), timeZone);
  // The date reader (chrono-node, ~20 MB once loaded) loads with the first quick-add line, not
  // at start: most servers' first requests never need it (ADR 021).
  const { readQuickLine } = await import("#server/modules/quick-add/quick-line.ts");
  return readQuickLine(query.text, today, readerLanguages[query.language ?? "es"]);
}
