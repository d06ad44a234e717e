import { describe, expect, it } from "vitest";
import { trimNameEdges, trimNameText } from "#server/ai/understanding/name-edges.ts";
import { tokenize } from "#server/ai/understanding/text.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Friday is the 27th, Saturday the 28th, Sunday the 29th. */
const understand = understandingOn("2026-11-25");

const added = (message: string) => understand(message);

describe("a name is written down without the words around it (issue 16)", () => {
  it.each([
    ["agrega peras del super a la lista", "Peras"],
    ["che, anotá yerba del almacén", "Yerba"],
    ["agrega pan amasado de la panaderia po", "Pan amasado"],
    ["anota huevos de la tienda de la esquina", "Huevos"],
    ["coloca pão francês da padaria na lista", "Pão francês"],
    ["add bagels from the bakery to the list", "Bagels"],
    ["put oat milk from costco on the list", "Oat milk"],
    ["agrega carne molida del mercado pe", "Carne molida"],
  ])("%s → «%s», without the shop", (message, name) => {
    expect(added(message).calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });

  it.each([
    ["añade leche de almendras de la tienda de la esquina", ["Leche de almendras"]],
    ["agrega pan de molde y papel de cocina", ["Pan de molde", "Papel de cocina"]],
    ["adiciona leite de coco do mercado", ["Leite de coco"]],
    ["anotame dulce de leche del super bo", ["Dulce de leche"]],
  ])("%s → %j: a «de» that says what kind of thing it is stays", (message, names) => {
    expect(added(message).calls).toEqual([
      { toolName: "addShoppingItems", input: { items: names.map((name) => ({ name })) } },
    ]);
  });

  it.each([
    ["agrega cartulina para Mateo", "Cartulina"],
    ["add juice boxes for the kids' lunch", "Juice boxes"],
    ["coloca refrigerante pra festa na lista", "Refrigerante"],
    ["agrega globos pal cumple de la Sofi", "Globos"],
    ["apunta velas para la tarta de cumpleaños", "Velas"],
    ["add dog food for Rocky", "Dog food"],
  ])("%s → «%s» added at once: whom or what it is for is no part of it", (message, name) => {
    const understood = added(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });

  it.each([
    ["oops, add paper towels too", "Paper towels"],
    ["ah, and add ketchup", "Ketchup"],
    ["uy, sumá queso rallado che", "Queso rallado"],
    ["wey pon chiles serranos en la lista", "Chiles serranos"],
    ["coloca sabão em pó né", expect.stringMatching(/^(Sabão em pó|Detergente)$/)],
    ["anota unas cuantas cebollas moradas", "Cebollas moradas"],
  ])("%s → «%s», without the interjection or the hedge", (message, name) => {
    const understood = added(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });

  it("add maybe a dozen eggs → a dozen of one thing, no «Maybe»", () => {
    const items = added("add maybe a dozen eggs").calls[0]?.input.items as { name: string }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: "12" });
  });

  it.each([
    ["I bought 3 cans of tuna at costco", 3],
    ["che, compré dos paquetes de pasta en el chino", 2],
  ])("%s → the pantry's thing, without the shop", (message, delta) => {
    const call = added(message).calls[0];
    expect(call?.toolName).toBe("adjustPantryItem");
    expect(call?.input).toMatchObject({ delta });
    expect(String(call?.input.name)).not.toMatch(/costco|chino/i);
  });

  it.each([
    ["anotame una tarea, che: pagar el gas", "createTask", "Pagar el gas"],
    ["ugh, add a task to clean the garage", "createTask", "Clean the garage"],
  ])("%s → %s «%s»", (message, toolName, title) => {
    const understood = added(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName, input: expect.objectContaining({ title }) }]);
  });

  it.each([
    ["add strawberries from the farmers market", "Strawberries"],
    ["ya po, agrega marraqueta", "Marraqueta"],
    ["anota paltas y choclos de la feria po", ["Paltas", "Choclos"]],
  ])("%s → %j", (message, names) => {
    const understood = added(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      {
        toolName: "addShoppingItems",
        input: { items: [names].flat().map((name) => ({ name })) },
      },
    ]);
  });

  it("agregá tarea limpiar la parrilla mañana de mañana bo → the chore, not when", () => {
    expect(added("agregá tarea limpiar la parrilla mañana de mañana bo").calls).toEqual([
      {
        toolName: "createTask",
        input: expect.objectContaining({ title: "Limpiar la parrilla", dueDate: "2026-11-26" }),
      },
    ]);
  });

  it.each([
    ["add apples tonight", "Apples"],
    ["agrega manzanas esta noche", "Manzanas"],
    ["adiciona maçã hoje à noite", "Maçã"],
    ["agrega pilas AA para el control", "Pilas AA"],
  ])("%s → «%s» on the list, not tonight's dinner nor a guess", (message, name) => {
    const understood = added(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });

  it.each([
    ["plan tacos tonight", "Tacos"],
    ["pon tacos esta noche", "Tacos"],
  ])("%s → tonight's dinner «%s»", (message, meal) => {
    expect(added(message).calls).toEqual([
      { toolName: "planMeal", input: { date: "2026-11-25", slot: "dinner", meal } },
    ]);
  });

  it("put dinner with the Smiths on friday at 7pm → no dish called «Smiths»", () => {
    const understood = added("put dinner with the Smiths on friday at 7pm");
    expect(understood.calls.map((call) => call.toolName)).not.toContain("planMeal");
    expect(JSON.stringify(understood.calls)).not.toMatch(/"meal":"Smiths"/);
  });

  it("add a task: call grandma tonight → a task for today, not tonight's dinner", () => {
    expect(added("add a task: call grandma tonight").calls).toEqual([
      {
        toolName: "createTask",
        input: expect.objectContaining({ title: "Call grandma", dueDate: "2026-11-25" }),
      },
    ]);
  });

  it("bota lasanha pro almoço de domingo pra família toda → the dish, not whom it is for", () => {
    expect(added("bota lasanha pro almoço de domingo pra família toda").calls).toEqual([
      {
        toolName: "planMeal",
        input: { date: "2026-11-29", slot: "lunch", meal: "Lasanha" },
      },
    ]);
  });
});

describe("name-edges.ts trims every kind of name alike", () => {
  const trimmed = (text: string, language: "es" | "pt" | "en", kind: "item" | "title" | "meal") =>
    trimNameEdges(tokenize(text), language, kind)
      .map((token) => token.text)
      .join(" ");

  it("keeps a Portuguese «pó» and drops a Chilean «po»", () => {
    expect(trimmed("sabão em pó", "pt", "item")).toBe("sabão em pó");
    expect(trimmed("palta po", "es", "item")).toBe("palta");
  });

  it("cuts a shop only from things, never from a title", () => {
    expect(trimmed("leche de la tienda", "es", "item")).toBe("leche");
    expect(trimmed("comprar leche en la tienda", "es", "title")).toBe("comprar leche en la tienda");
  });

  it("drops a filler that is an ordinary word only after a comma", () => {
    expect(trimmed("vino bueno", "es", "item")).toBe("vino bueno");
    expect(trimmed("revisar que todo esté ok", "es", "title")).toBe("revisar que todo esté ok");
    expect(trimmed("pagar el gas, bueno", "es", "title")).toBe("pagar el gas");
  });

  it("never leaves a name empty", () => {
    expect(trimmed("che", "es", "title")).toBe("che");
    expect(trimNameText("pues", "es", "meal")).toBe("pues");
  });

  it("cuts whom a meal is for", () => {
    expect(trimNameText("mac and cheese for the kids", "en", "meal")).toBe("mac and cheese");
  });
});
