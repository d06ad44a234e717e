import { describe, expect, it } from "vitest";
import { onlyCall, understandingOn } from "#tests/server/harness/understanding.ts";

/** The twenty-second round (holdout-2026-12-16, read after its first run): every family mended,
 * in phrasings of our own. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;
const only = (message: string) => onlyCall(understand(message));

describe("things added, then one already bought", () => {
  it.each([
    "agrega arroz y unas latas de atún, y el pan ya lo compré, táchalo",
    "anota arroz y unas latas de atún. ya compré el pan, márcalo",
  ])("«%s» adds two and ticks the bread", (message) => {
    expect(callsOf(message)).toEqual([
      {
        toolName: "addShoppingItems",
        input: { items: [{ name: "Arroz" }, { name: "Atún" }] },
      },
      { toolName: "checkShoppingItems", input: { names: ["Pan"] } },
    ]);
  });

  it("«coloca arroz e feijão, e já comprei o pão, pode riscar» adds two and ticks one", () => {
    expect(callsOf("coloca arroz e feijão, e já comprei o pão, pode riscar")).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Arroz" }, { name: "Feijão" }] } },
      { toolName: "checkShoppingItems", input: { names: ["Pão"] } },
    ]);
  });
});

describe("a thing corrected while said", () => {
  it.each([
    ["anota un frasco de mayonesa... no, que sean dos frascos", "Mayonesa", "2 frascos"],
    ["apunta una bolsa de arroz... mejor tres", "Arroz", "3 bolsas"],
  ])("«%s» adds %s, %s", (message, name, quantity) => {
    expect(only(message)).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name, quantity }] },
    });
  });

  it("«ya compré las peras... digo, las uvas» ticks only the grapes", () => {
    expect(only("ya compré las peras... digo, las uvas")).toEqual({
      toolName: "checkShoppingItems",
      input: { names: ["Uvas"] },
    });
  });
});

describe("the pantry", () => {
  it("«la leche se cortó, tuve que tirar medio litro» uses half a litre, not all of it", () => {
    expect(only("la leche se cortó, tuve que tirar medio litro").input).toMatchObject({
      name: "Leche",
      delta: -0.5,
    });
  });

  it("«compré 3 paquetes de arroz de un kilo, guárdalos en la despensa» stocks 3 «Arroz»", () => {
    expect(only("compré 3 paquetes de arroz de un kilo, guárdalos en la despensa")).toMatchObject({
      toolName: "adjustPantryItem",
      input: { name: "Arroz", delta: 3 },
    });
  });

  it.each([
    ["traje azúcar, una bolsa de 2 kilos, guárdala en la despensa", "Azúcar"],
    ["mete frijoles en la alacena", "Frijoles"],
  ])("«%s» stocks one more %s, and ticks nothing", (message, name) => {
    expect(only(message)).toEqual({ toolName: "adjustPantryItem", input: { name, delta: 1 } });
  });

  it.each([
    ["el pan se puso verde y lo tuve que tirar", "Pan"],
    ["se nos fueron todos los huevos pal pastel", "Huevos"],
    ["se acabó el café, el último frasco ya fue", "Café"],
  ])("«%s» leaves no %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "adjustPantryItem", input: { name, quantity: 0 } });
  });

  it.each([
    ["we ate the apples, oh no, there are two left", "Apples", 2],
    ["se acabaron los yogures... no, mentira, quedan 3", "Yogures", 3],
  ])("«%s» leaves %s at %d", (message, name, quantity) => {
    expect(only(message)).toEqual({ toolName: "adjustPantryItem", input: { name, quantity } });
  });

  it.each([
    ["che cuánto aceite queda? es que quiero freír milanesas", "Aceite"],
    ["cuanta leche nos queda para la semana", "Leche"],
  ])("«%s» asks the pantry for %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "readPantry", input: { view: "item", name } });
  });
});

describe("the list, said around", () => {
  it.each([
    ["los tomates ya están en la heladera, ponelos como comprados", "Tomates"],
    ["marca los huevos como comprados", "Huevos"],
    ["ya tengo las tortillas, chulee eso porfa", "Tortillas"],
  ])("«%s» ticks %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "checkShoppingItems", input: { names: [name] } });
  });

  it.each([
    ["la leche la tacharon pero nadie la trajo, dejala pendiente", "Leche"],
    ["los pañales siguen faltando, alguien los tachó por error", "Pañales"],
    ["o café tá riscado mas não veio, coloca de volta", "Café"],
    ["diapers aren't actually bought", "Diapers"],
  ])("«%s» unticks %s, and nothing else", (message, name) => {
    expect(only(message)).toEqual({ toolName: "uncheckShoppingItems", input: { names: [name] } });
  });

  it.each([
    ["borra el cereal, en esta casa nadie lo come", "Cereal"],
    ["bórrame las galletas, no sé quién las puso", "Galletas"],
  ])("«%s» takes %s off the list", (message, name) => {
    expect(only(message)).toEqual({ toolName: "removeShoppingItems", input: { names: [name] } });
  });

  it("«borra la tarea de sacar la basura» is still a chore deleted", () => {
    expect(only("borra la tarea de sacar la basura").toolName).toBe("deleteTask");
  });

  it("'add rice and take the soda off' adds one and takes one off", () => {
    expect(callsOf("add rice and take the soda off")).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Rice" }] } },
      { toolName: "removeShoppingItems", input: { names: ["Soda"] } },
    ]);
  });

  it("'picked up the bread at whole foods' ticks the bread", () => {
    expect(only("picked up the bread at whole foods")).toEqual({
      toolName: "checkShoppingItems",
      input: { names: ["Bread"] },
    });
  });
});

describe("chores", () => {
  it.each([
    ["lo del agua ya está, lo pagué por la app", "Agua"],
    ["ya vino el técnico y dejó la lavadora como nueva", "Arregló la lavadora"],
    ["Mateo took care of the dishes", "The dishes"],
    ["the new smoke detector is in, go ahead and mark that chore done", "The smoke detector"],
  ])("«%s» completes «%s»", (message, title) => {
    expect(only(message)).toEqual({ toolName: "completeTask", input: { title } });
  });

  it("«lo de la luz ya está, y anota llamar al plomero mañana» completes and creates", () => {
    expect(callsOf("lo de la luz ya está, y anota llamar al plomero mañana")).toEqual([
      { toolName: "completeTask", input: { title: "La luz" } },
      {
        toolName: "createTask",
        input: { title: "Llamar al plomero", dueDate: "2026-11-26", priority: "medium" },
      },
    ]);
  });

  it("«necesito que me recordés renovar el pasaporte el viernes» is a chore for Friday", () => {
    expect(only("necesito que me recordés renovar el pasaporte el viernes")).toEqual({
      toolName: "createTask",
      input: { title: "Renovar el pasaporte", dueDate: "2026-11-27", priority: "medium" },
    });
  });

  it("«qué tareas vencen pasado mañana» lists that day's chores", () => {
    expect(only("qué tareas vencen pasado mañana")).toEqual({
      toolName: "listTasks",
      input: { date: "2026-11-27" },
    });
  });

  it.each(["what tasks have been completed?", "show me all the chores that are done"])(
    "'%s' lists the chores done",
    (message) => {
      expect(only(message)).toEqual({ toolName: "listTasks", input: { status: "done" } });
    },
  );

  it("'give the laundry to Mateo and make it due Monday' gives it to Mateo, by Monday", () => {
    expect(only("give the laundry to Mateo and make it due Monday").input).toMatchObject({
      assignee: "Mateo",
      dueDate: "2026-11-30",
    });
  });
});

describe("meals and the calendar", () => {
  it("«el jueves a la cena va sopa de tortilla, anótalo en el menú» plans the soup", () => {
    expect(only("el jueves a la cena va sopa de tortilla, anótalo en el menú")).toEqual({
      toolName: "planMeal",
      input: { date: "2026-11-26", slot: "dinner", meal: "Sopa de tortilla" },
    });
  });

  it("«mira qué falta para el menú de la semana y anótalo» still proposes the week's ingredients", () => {
    const call = only("mira qué falta para el menú de la semana y anótalo en la lista");
    expect(call.input).toMatchObject({ tool: "addWeekToShoppingList" });
  });

  it("«oye qué hay de almorzar mañana» reads the menu", () => {
    expect(only("oye qué hay de almorzar mañana")).toMatchObject({
      toolName: "readMealPlan",
      input: { from: "2026-11-26", slot: "lunch" },
    });
  });

  it.each([
    "no se me ocurre nada, ¿qué cocino hoy con lo que hay?",
    "me dá sugestões de pratos pro jantar",
  ])("«%s» suggests meals", (message) => {
    expect(only(message).toolName).toBe("suggestMeals");
  });

  it("«hazme la lista de compras con lo que falta para el menú» proposes the week's ingredients", () => {
    const call = only("hazme la lista de compras con lo que falta para el menú");
    expect(call.toolName).toBe("proposeAction");
    expect(call.input).toMatchObject({ tool: "addWeekToShoppingList" });
  });

  it("'what's on the weekend of the 19th?' is that weekend's calendar", () => {
    expect(only("what's on the weekend of the 19th?")).toEqual({
      toolName: "listEvents",
      input: { from: "2026-12-19", to: "2026-12-20" },
    });
  });
});

describe("out of scope", () => {
  it.each([
    "léeme el horóscopo de virgo",
    "escríbele un mail a mi jefa diciendo que estoy enferma",
    "what does my horoscope say",
  ])("«%s» changes and reads nothing", (message) => {
    expect(understand(message)).toMatchObject({ outcome: "outOfScope", calls: [] });
  });
});
