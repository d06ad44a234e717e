import { describe, expect, it } from "vitest";
import {
  mealToldCooked,
  refersToHousehold,
  resolveReferences,
} from "#server/ai/builtin/references.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Understanding } from "#server/ai/understanding/engine.ts";

const vocabulary: HouseholdVocabulary = {
  tasks: [
    { title: "Hacer la tarea de matemáticas", done: false, dueDate: "2026-11-26" },
    { title: "Sacar la basura", done: false, dueDate: "2026-11-25" },
  ],
  events: [],
  members: [{ id: "ana", name: "Ana Rivera" }],
  meals: [
    { title: "Tacos de pollo", date: "2026-11-25" },
    { title: "Sopa de verduras", date: "2026-11-25" },
    { title: "Chilaquiles verdes", date: "2026-11-24" },
  ],
  shopping: [
    { name: "Manzanas", checked: false },
    { name: "Detergente", checked: false },
    { name: "Cereal", checked: true },
  ],
  callerId: "ana",
};

const ask = (proposal: { tool: string }) => `¿${proposal.tool}?`;

function acting(toolName: string, input: Record<string, unknown>) {
  return { outcome: "act", language: "es", intents: ["x"], calls: [{ toolName, input }] } as never;
}

const resolved = (said: Understanding) =>
  resolveReferences(said, vocabulary, ask).calls.map(({ toolName, input }) => ({
    toolName,
    input,
  }));

describe("a meal of the week said to be done is cooked", () => {
  it("«ya quedaron los tacos de pollo» finds no chore, but the planned tacos", () => {
    const said = acting("completeTask", { title: "Quedaron los tacos de pollo" });
    expect(refersToHousehold(said)).toBe(true);
    expect(resolved(said)).toEqual([{ toolName: "cookMeal", input: { meal: "Tacos de pollo" } }]);
  });

  it("«terminei de fazer a sopa» is the soup of the plan", () => {
    const said = acting("completeTask", { title: "Fazer a sopa" });
    expect(resolved(said)).toEqual([{ toolName: "cookMeal", input: { meal: "Sopa de verduras" } }]);
  });

  it.each([
    ["Dejé hechos los tacos de pollo pa la comida", "Tacos de pollo"],
    ["Finally made the chilaquiles last night", "Chilaquiles verdes"],
  ])("«%s», said made, is the planned dish", (title, meal) => {
    expect(resolved(acting("completeTask", { title }))).toEqual([
      { toolName: "cookMeal", input: { meal } },
    ]);
  });

  it("a dish named without saying it was made is no meal cooked («lavé los platos de la sopa»)", () => {
    const said = acting("completeTask", { title: "Lavé los platos de la sopa" });
    expect(resolved(said)).toEqual([
      { toolName: "completeTask", input: { title: "Lavé los platos de la sopa" } },
    ]);
  });

  it("a chore that is open stays a chore («ya hice la tarea de matemáticas»)", () => {
    const said = acting("completeTask", { title: "La tarea de matemáticas" });
    expect(resolved(said)).toEqual([
      { toolName: "completeTask", input: { title: "Hacer la tarea de matemáticas" } },
    ]);
  });

  it("a near spelling is no dish («tacha el detergente» is no «Tacos de pollo»)", () => {
    const said = acting("completeTask", { title: "Tacha el detergente" });
    expect(resolved(said)).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Detergente"] } },
    ]);
  });

  it("what is neither a chore nor a planned meal is left as said", () => {
    const said = acting("completeTask", { title: "Lavar los platos" });
    expect(resolved(said)).toEqual([
      { toolName: "completeTask", input: { title: "Lavar los platos" } },
    ]);
  });

  it("a meal named with words around it is the household's («sopa po» → «Sopa de verduras»)", () => {
    expect(resolved(acting("cookMeal", { meal: "sopa po" }))).toEqual([
      { toolName: "cookMeal", input: { meal: "Sopa de verduras" } },
    ]);
  });

  it("a meal the tool finds by the words said is left as said («chilaquiles»)", () => {
    expect(resolved(acting("cookMeal", { meal: "chilaquiles" }))).toEqual([
      { toolName: "cookMeal", input: { meal: "chilaquiles" } },
    ]);
  });

  it("«los tacos de pollo ya están hechos» said as a chore is the planned tacos", () => {
    expect(resolved(acting("completeTask", { title: "tacos de pollo" }))).toEqual([
      { toolName: "cookMeal", input: { meal: "Tacos de pollo" } },
    ]);
  });

  it("a meal not on the week's plan is left for the tool to say so", () => {
    expect(resolved(acting("cookMeal", { meal: "pizza" }))).toEqual([
      { toolName: "cookMeal", input: { meal: "pizza" } },
    ]);
  });
});

describe("a thing of the shopping list said as a chore is the list's", () => {
  it("«listo las manzanas, ya las compré» ticks «Manzanas»", () => {
    expect(resolved(acting("completeTask", { title: "Las manzanas" }))).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Manzanas"] } },
    ]);
  });

  it("«no he cogido el cereal, vuelve a ponerlo pendiente» unticks «Cereal»", () => {
    expect(resolved(acting("reopenTask", { title: "He cogido el cereal" }))).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Cereal"] } },
    ]);
  });

  it("a bought thing is not ticked again, nor one still to buy unticked", () => {
    expect(resolved(acting("completeTask", { title: "El cereal" }))).toEqual([
      { toolName: "completeTask", input: { title: "El cereal" } },
    ]);
    expect(resolved(acting("reopenTask", { title: "Las manzanas" }))).toEqual([
      { toolName: "reopenTask", input: { title: "Las manzanas" } },
    ]);
  });
});

describe("a priority said of a move", () => {
  it("goes with the task the move finds, and never onto an event", () => {
    const vocabularyWithADoor = {
      ...vocabulary,
      tasks: [{ title: "Arreglar la puerta del baño", done: false, dueDate: null }],
      events: [{ title: "Junta de padres", date: "2026-11-30", time: "19:00" }],
    };
    const moved = (input: Record<string, unknown>) =>
      resolveReferences(acting("updateEvent", input), vocabularyWithADoor, ask).calls;
    expect(moved({ title: "Bathroom door fix", date: "2026-11-30", priority: "high" })).toEqual([
      {
        toolName: "updateTask",
        input: { title: "Arreglar la puerta del baño", dueDate: "2026-11-30", priority: "high" },
      },
    ]);
    expect(moved({ title: "Junta de padres", date: "2026-12-01", priority: "high" })).toEqual([
      { toolName: "updateEvent", input: { title: "Junta de padres", date: "2026-12-01" } },
    ]);
  });
});

describe("a dish of the plan said made, whatever the message was read as", () => {
  const unread = { outcome: "unclear", language: "es", intents: [], calls: [] } as never;
  const cookedIn = (message: string, said: Understanding = unread) =>
    mealToldCooked(message, said, vocabulary)?.calls;

  it.each([
    ["anoche hicimos los chilaquiles al final", "Chilaquiles verdes"],
    ["ya está pronta la sopa de verduras", "Sopa de verduras"],
    ["the chicken tacos are made, check them off the meal plan", "Tacos de pollo"],
  ])("«%s» cooks %s", (message, meal) => {
    expect(cookedIn(message)).toEqual([{ toolName: "cookMeal", input: { meal } }]);
  });

  it("read as a chore done or a thing ticked off, it is still the dish", () => {
    const ticked = acting("checkShoppingItems", { names: ["Pronta la sopa de verduras"] });
    expect(cookedIn("ya está pronta la sopa de verduras", ticked)).toEqual([
      { toolName: "cookMeal", input: { meal: "Sopa de verduras" } },
    ]);
  });

  it.each([
    ["made the soup", "Sopa de verduras"],
    ["the soup is done", "Sopa de verduras"],
    ["soup's ready!", "Sopa de verduras"],
    ["la sopa está lista", "Sopa de verduras"],
  ])("«%s», the dish named in another language or told ready, cooks %s", (message, meal) => {
    const listed = acting("listShoppingItems", {});
    expect(cookedIn(message, listed)).toEqual([{ toolName: "cookMeal", input: { meal } }]);
  });

  it("a thing told ready that is no dish of the plan, or the list itself, cooks nothing", () => {
    expect(cookedIn("the laundry is done")).toBeUndefined();
    expect(cookedIn("la lista está lista")).toBeUndefined();
    expect(cookedIn("is the soup ready?")).toBeUndefined();
  });

  it("a request read as something else stays; nothing made, or no dish of the plan, is none", () => {
    const added = acting("addShoppingItems", { items: [{ name: "Tortillas" }] });
    expect(
      cookedIn("ya están las tortillas para los tacos? agrega tortillas", added),
    ).toBeUndefined();
    expect(cookedIn("compra pollo para los tacos")).toBeUndefined();
    expect(cookedIn("ya está listo el pastel")).toBeUndefined();
  });
});
