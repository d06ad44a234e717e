import { describe, expect, it } from "vitest";
import en from "#shared/i18n/locales/en/demo.json" with { type: "json" };
import es from "#shared/i18n/locales/es/demo.json" with { type: "json" };
import ptBR from "#shared/i18n/locales/pt-BR/demo.json" with { type: "json" };

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const spanish = flatten(es);

describe("demo translations", () => {
  it("say the spec's exact Spanish", () => {
    expect(spanish).toMatchObject({
      "subjects.math": "Matemáticas",
      "reminder.cta": "Organizar práctica",
      "agenda.reserved": "Práctica reservada",
      "summary.messages.excellent": "Excelente",
      "summary.messages.veryGood": "Muy bien",
      "summary.messages.goodTry": "Buen intento",
      "summary.restart": "Repetir demo",
      backHome: "Volver al inicio",
    });
  });

  it.each([
    ["en", en],
    ["pt-BR", ptBR],
  ])("in %s show the same numbers and names as in Spanish", (_, messages) => {
    // Same keys in every language is src/shared/i18n/locales.test.ts's job.
    const translated = flatten(messages);
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(spanish)) {
      expect(placeholders(translated[key] ?? ""), key).toEqual(placeholders(text));
    }
  });
});
