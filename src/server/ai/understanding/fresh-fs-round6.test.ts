import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** The families of the sixth fresh set's false successes, in phrasings of our own. */
const understand = understandingOn("2026-11-25");

describe("how a thing comes is no part of its name", () => {
  it.each([
    ["agrega un brik de jugo", [{ name: "Jugo", quantity: "1 brik" }]],
    ["añade aceite de un litro", [{ name: "Aceite" }]],
    ["agrega leche de almendras", [{ name: "Leche de almendras" }]],
  ])("«%s»", (message, items) => {
    expect(understand(message).calls).toEqual([{ toolName: "addShoppingItems", input: { items } }]);
  });
});

describe("music on a speaker is not the household's", () => {
  it.each([
    "ponme reggaeton en el parlante",
    "toca um forró na caixinha",
    "play some jazz on the speaker",
  ])("«%s» changes nothing", (message) => {
    expect(understand(message)).toMatchObject({ outcome: "outOfScope", calls: [] });
  });
});

describe("«anótalo para comprar» after a run-out puts it on the list", () => {
  it("«no hay más azúcar, anótalo para comprar»", () => {
    expect(understand("no hay más azúcar, anótalo para comprar").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Azúcar", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Azúcar" }] } },
    ]);
  });
});

describe("a length said last, on its own", () => {
  it("«…, Dec 12 at 6pm, 2 hours» lasts two hours, not in the title", () => {
    const [call] = understand("add the school concert, Dec 12 at 6pm, 2 hours").calls;
    expect(call?.input).toMatchObject({ title: "School concert", durationMinutes: 120 });
  });
});

describe("a repetition said with «now»", () => {
  it("«…que sea todos los días ahora» repeats it daily, moves no day", () => {
    expect(understand("lo de sacar la basura que sea todos los días ahora").calls).toEqual([
      { toolName: "updateTask", input: { title: "Sacar la basura", recurrence: "daily" } },
    ]);
  });
});

describe("a priority said as a second request of the same change", () => {
  it.each([
    ["pasa lo del carro al viernes y ponle prioridad alta", "high"],
    ["move the car wash to friday, and make it urgent", "urgent"],
  ])("«%s» keeps the priority", (message, priority) => {
    expect(understand(message).calls[0]?.input).toMatchObject({ priority });
  });
});

describe("a move told with whoever moved it first", () => {
  it.each([
    ["mudaram a reunião de pais pra terça", "Reunião de pais", "2026-12-01"],
    ["cambiaron la junta de padres al jueves", "Junta de padres", "2026-11-26"],
  ])("«%s» moves «%s»", (message, title, date) => {
    expect(understand(message).calls).toEqual([
      { toolName: "updateEvent", input: { title, date } },
    ]);
  });
});
