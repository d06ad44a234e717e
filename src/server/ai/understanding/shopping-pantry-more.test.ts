import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026. */
const understand = understandingOn("2026-11-25");

type Call = { toolName: string; input: Record<string, unknown> };

/** Issue 16, third round: shopping, pantry and compound requests as families say them. */
describe("shopping and pantry said with more around them", () => {
  it.each<[string, Call[]]>([
    // How it turned out, then why, after the request: the request alone.
    [
      "borra las manzanas de la lista, en realidad no las necesitamos",
      [{ toolName: "removeShoppingItems", input: { names: ["Manzanas"] } }],
    ],
    [
      "tira o sabão da lista, afinal não precisa",
      [{ toolName: "removeShoppingItems", input: { names: ["Sabão"] } }],
    ],
    [
      "take the eggs off the list, actually we still have some",
      [{ toolName: "removeShoppingItems", input: { names: ["Eggs"] } }],
    ],
    // Each thing that ran out, with its own "ya no hay", "tampoco hay", "also out of".
    [
      "se terminó el arroz, tampoco hay frijoles",
      [
        { toolName: "adjustPantryItem", input: { name: "Arroz", quantity: 0 } },
        { toolName: "adjustPantryItem", input: { name: "Frijoles", quantity: 0 } },
      ],
    ],
    [
      "we're out of milk and also out of eggs",
      [
        { toolName: "adjustPantryItem", input: { name: "Milk", quantity: 0 } },
        { toolName: "adjustPantryItem", input: { name: "Eggs", quantity: 0 } },
      ],
    ],
    [
      "se acabaron los huevos y tampoco queda leche",
      [
        { toolName: "adjustPantryItem", input: { name: "Huevos", quantity: 0 } },
        { toolName: "adjustPantryItem", input: { name: "Leche", quantity: 0 } },
      ],
    ],
    // "fíjate que…", "que se acabó…" lead into the news, never eat it.
    [
      "mira que se acabó el café",
      [{ toolName: "adjustPantryItem", input: { name: "Café", quantity: 0 } }],
    ],
    // A brand right after the grocery is a thing to buy, not a person's name.
    [
      "pon yogur Danone leche y café Nescafé",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Yogur Danone" }, { name: "Leche" }, { name: "Café Nescafé" }] },
        },
      ],
    ],
    // The list asked for with "send me / pass me".
    ["pasame lo que hay que comprar", [{ toolName: "listShoppingItems", input: {} }]],
    // A thing for the list and a bill paid, in one message.
    [
      "anota leche y marca el internet como pagado",
      [
        { toolName: "addShoppingItems", input: { items: [{ name: "Leche" }] } },
        { toolName: "completeTask", input: { title: "El internet" } },
      ],
    ],
  ])("%s", (message, calls) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual(calls);
  });

  it.each([
    "¿cómo va a estar el clima el sábado en Lima?",
    "qual a previsão pra amanhã em Curitiba?",
    "what's the forecast for the weekend in Denver",
    "resérvame una mesa para 6 en una parrilla de Palermo",
    "book a table for two at an italian place",
    "qué tiempo va a hacer mañana",
    "dame el pronóstico del domingo",
  ])("%s is out of scope: nothing is called", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("outOfScope");
    expect(understood.calls).toEqual([]);
  });

  it("still asks before adding a name that may be a person's or a band's", () => {
    expect(understand("poné algo de Charly García").outcome).toBe("confirm");
  });

  it("never reads the air conditioning («el clima») or a chore as the weather", () => {
    expect(understand("necesito un técnico para el clima").calls[0]?.toolName).toBe(
      "createServiceRequest",
    );
    expect(understand("¿qué tenemos mañana?").calls[0]?.toolName).toBe("summarizeDay");
  });
});
