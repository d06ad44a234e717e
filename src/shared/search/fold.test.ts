import { describe, expect, it } from "vitest";
import { foldForSearch, plainLetters, searchWords } from "#shared/search/fold.ts";

describe("search folding", () => {
  it("drops accents and case, keeping ñ's letter", () => {
    expect(foldForSearch("Plátano")).toBe("platano");
    expect(foldForSearch("ACCIÓN Niño Ação")).toBe("accion nino acao");
  });

  it("maps every folded letter to a plain one", () => {
    expect(plainLetters).toMatch(/^[a-zA-Z]+$/);
  });

  it("splits a search into at most five words", () => {
    expect(searchWords("  leche   Entera ")).toEqual(["leche", "entera"]);
    expect(searchWords("a b c d e f g")).toHaveLength(5);
    expect(searchWords("   ")).toEqual([]);
  });
});
