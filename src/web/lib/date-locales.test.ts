import { describe, expect, it } from "vitest";
import { initI18n } from "#web/i18n/i18n.ts";
import { formatLongDate } from "#web/lib/dates.ts";

describe("date words by language", () => {
  it("fetches Portuguese's with the Portuguese strings, before anything renders", async () => {
    localStorage.setItem("hogaria.language", "pt-BR");
    const i18n = await initI18n();
    expect(i18n.language).toBe("pt-BR");
    expect(formatLongDate(new Date(2026, 10, 25, 12), "pt-BR")).toBe(
      "quarta-feira, 25 de novembro de 2026",
    );
  });
});
