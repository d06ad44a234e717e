import { describe, expect, it } from "vitest";
import type { Language } from "#server/ai/understanding/corpus.ts";
import { readItems } from "#server/ai/understanding/items.ts";
import { tokenize } from "#server/ai/understanding/text.ts";

const names = (text: string, language: Language) =>
  readItems(tokenize(text), language).map((item) => item.name);

/** "para" and a bare word name a kind of product; with an article, a person, a day, a meal or
 * a verb of making after it, it says what the thing is for, which is no part of its name. */
describe("«para» names a kind of product, or what a thing is for", () => {
  it.each([
    ["bolsas para basura", "es", ["Bolsas para basura"]],
    ["masa para pizza", "es", ["Masa para pizza"]],
    ["papel para hornear", "es", ["Papel para hornear"]],
    ["crema para peinar y pasta de dientes", "es", ["Crema para peinar", "Pasta de dientes"]],
    ["pañales para bebé", "es", ["Pañales para bebé"]],
    ["ração pra gato", "pt", ["Ração pra gato"]],
    ["huevos para la ensalada", "es", ["Huevos"]],
    ["queso para la once", "es", ["Queso"]],
    ["leche para Mateo", "es", ["Leche"]],
    ["pan para mañana", "es", ["Pan"]],
    ["pan para el desayuno", "es", ["Pan"]],
    ["harina para hacer", "es", ["Harina"]],
    ["pão pra levar", "pt", ["Pão"]],
  ] as const)("%s", (text, language, expected) => {
    expect(names(text, language)).toEqual(expected);
  });
});
