import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** A request with a reason or a feeling said around it (talk-around.ts). */
const understand = understandingOn("2026-11-25");

describe("talk around a request is set aside", () => {
  it.each([
    [
      "bueno, cancela la cita del dentista, ya se me pasó el dolor gracias a Dios",
      { toolName: "cancelEvent", input: { title: "Cita del dentista" } },
    ],
    [
      "ay qué semana, se cancela la comida familiar del sábado",
      { toolName: "cancelEvent", input: { title: "Comida familiar", date: "2026-11-28" } },
    ],
    [
      "tira os guardanapos da lista, a vizinha deu um monte",
      { toolName: "removeShoppingItems", input: { names: ["Guardanapos"] } },
    ],
    [
      "take the napkins off the list, grandma brought a bunch",
      { toolName: "removeShoppingItems", input: { names: ["Napkins"] } },
    ],
    [
      "borrá el papel higiénico de la lista, nos sobra un montón",
      { toolName: "removeShoppingItems", input: { names: ["Papel higiénico"] } },
    ],
    [
      "throw 5 lemons on the list for the party",
      { toolName: "addShoppingItems", input: { items: [{ name: "Lemons", quantity: "5" }] } },
    ],
  ])("«%s»", (message, call) => {
    expect(understand(message)).toMatchObject({ outcome: "act", calls: [call] });
  });
});

describe("what is not talk stays part of the request", () => {
  it("a trouble told around a service is its description, still asked", () => {
    expect(understand("no hay luz en el baño, se quemó algo").outcome).toBe("confirm");
  });

  it("a piece that names a thing to buy is no talk", () => {
    const { calls } = understand("borra el pan de la lista, compramos tortillas");
    expect(calls).not.toEqual([{ toolName: "removeShoppingItems", input: { names: ["Pan"] } }]);
  });

  it("«hay que» is an obligation, not a reason after a cut", () => {
    const { calls } = understand("recuérdame que el jueves hay que llevar el coche al taller");
    expect(calls[0]?.input).toMatchObject({ title: expect.stringMatching(/coche/i) });
  });
});

describe("a request of the list, then why", () => {
  it.each([
    ["sacá las manzanas de la lista que ya no hacen falta", "Manzanas"],
    ["sacá los jitomates de la lista que ya tengo tomates en la heladera", "Jitomates"],
    ["take the detergent off the list, Carlos already got some", "Detergent"],
  ])("«%s» takes it off, and completes no chore", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "removeShoppingItems", input: { names: [name] } },
    ]);
  });

  it("a chore told done alone is still done", () => {
    expect(understand("ya pagué la luz").calls).toEqual([
      { toolName: "completeTask", input: { title: "La luz" } },
    ]);
  });
});
