import { describe, expect, it } from "vitest";
import { detectLanguage } from "#server/ai/understanding/language.ts";
import { tokenize } from "#server/ai/understanding/text.ts";

describe("the language of a message", () => {
  it.each([
    // "precisar de": Portuguese needs its "de", whatever the groceries named.
    ["precisamos de abacate e morango", "pt"],
    ["preciso de pilhas", "pt"],
    ["a gente precisa de frango", "pt"],
    ["necesitamos palta y frutilla", "es"],
    ["we need avocados and strawberries", "en"],
  ])("%s is %s", (message, language) => {
    expect(detectLanguage(tokenize(message), "es")).toBe(language);
  });
});
