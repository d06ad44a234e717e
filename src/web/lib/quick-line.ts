import type { QuickLine } from "#shared/schemas/quick-add.ts";
import { api } from "#web/lib/api-client.ts";

/** How the server reads a quick-add line with the assistant's date reader: «pagar la luz el
 * viernes» → title «Pagar la luz», Friday's date (src/server/modules/quick-add). */
export function readQuickLine(text: string, language: string): Promise<QuickLine> {
  const search = new URLSearchParams({ text });
  if (["es", "en", "pt-BR"].includes(language)) search.set("language", language);
  return api<QuickLine>(`/api/quick-add/read?${search}`);
}
