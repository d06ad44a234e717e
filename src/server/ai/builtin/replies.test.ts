import { describe, expect, it } from "vitest";
import { chatReply, type ReplyLanguage, resultsReply } from "#server/ai/builtin/replies.ts";
import { readTraits } from "#shared/assistant/persona.ts";

const traits = readTraits({ language: "es" }, "es");

function added(items: { name: string; quantity: string | null }[], language: ReplyLanguage) {
  return resultsReply(
    [{ toolName: "addShoppingItems", input: {}, output: { ok: true, added: items, bumped: [] } }],
    language,
    traits,
  );
}

describe("a reply says quantities as its own language does", () => {
  it("a bare count goes with the name: «12 huevos», never «12 de huevos»", () => {
    const reply = added([{ name: "Huevos", quantity: "12" }], "es");
    expect(reply).toContain("12 huevos");
    expect(reply).not.toContain("12 de huevos");
  });

  it("a unit said in Spanish is read back in English and Portuguese: no «2 bolsas of pan»", () => {
    expect(added([{ name: "Café", quantity: "2 bolsas" }], "en")).toContain("2 bags of Café");
    expect(added([{ name: "Café", quantity: "1 paquete" }], "pt")).toContain("1 pacote de café");
    expect(added([{ name: "Atún", quantity: "3 cans" }], "es")).toContain("3 latas de atún");
  });

  it("measures written as symbols stay as they are", () => {
    expect(added([{ name: "Arroz", quantity: "2 kg" }], "en")).toContain("2 kg of Arroz");
  });
});

describe("a reply in Portuguese or English mixes no Spanish into its sentence", () => {
  it("a household name in Spanish words stays its label in Portuguese: «3 caixas de Leche»", () => {
    expect(added([{ name: "Leche", quantity: "3 caixas" }], "pt")).toContain("3 caixas de Leche");
    expect(added([{ name: "Manteiga", quantity: null }], "pt")).toContain("manteiga");
  });

  it("a service is named in the reply's language", () => {
    const requested = (language: ReplyLanguage) =>
      resultsReply(
        [
          {
            toolName: "createServiceRequest",
            input: {},
            output: { ok: true, serviceType: "Plomería", status: "pending" },
          },
        ],
        language,
        traits,
      );
    expect(requested("en")).toContain("plumbing");
    expect(requested("pt")).toContain("encanamento");
    expect(requested("es")).toContain("plomería");
  });
});

describe("an event whose end moved says its new span", () => {
  const lengthened = (language: ReplyLanguage, previousEnd: string) =>
    resultsReply(
      [
        {
          toolName: "updateEvent",
          input: {},
          output: {
            ok: true,
            previous: {
              title: "Comida familiar",
              date: "2026-11-28",
              time: "14:00",
              endTime: previousEnd,
            },
            event: {
              title: "Comida familiar",
              date: "2026-11-28",
              time: "14:00",
              endTime: "18:00",
            },
          },
        },
      ],
      language,
      traits,
    );

  it("from its hour to its new end, in each language — not «moved»", () => {
    expect(lengthened("es", "17:00")).toContain("ahora es de 14:00 a 18:00");
    expect(lengthened("en", "17:00")).toContain("now runs from 14:00 to 18:00");
    expect(lengthened("en", "17:00")).not.toContain("moved");
    expect(lengthened("pt", "17:00")).toContain("agora vai das 14:00 às 18:00");
  });

  it("with its end as it was, the reply is the usual one", () => {
    expect(lengthened("en", "18:00")).toContain("I moved");
  });
});

describe("a laugh", () => {
  it.each(["es", "pt", "en"] as const)("is answered kindly in %s, offering help", (language) => {
    expect(chatReply("laughter", language, traits).length).toBeGreaterThan(10);
  });
});

describe("a line ticked that was bought already", () => {
  const ticked = (language: ReplyLanguage, already: string[], checked: string[] = []) =>
    resultsReply(
      [
        {
          toolName: "checkShoppingItems",
          input: {},
          output: { ok: true, checked, already, notFound: [] },
        },
      ],
      language,
      traits,
    );

  it("says it was marked already — never that the list lacks it, never «¡Listo!»", () => {
    expect(ticked("es", ["Jabón"])).toBe("«Jabón» ya estaba marcado como comprado.");
    expect(ticked("en", ["Jabón", "Cereal"])).toBe(
      "«Jabón» and «Cereal» were already checked off.",
    );
    expect(ticked("pt", ["Jabón"])).toBe("«Jabón» já estava marcado como comprado.");
  });

  it("beside what it did tick", () => {
    expect(ticked("es", ["Jabón"], ["Detergente"])).toMatch(
      /Marqué «Detergente» como comprado\. «Jabón» ya estaba marcado como comprado\./,
    );
  });
});
