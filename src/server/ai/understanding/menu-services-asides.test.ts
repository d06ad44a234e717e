import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Thursday is the 26th, Friday the 27th, Sunday the 29th. */
const understand = understandingOn("2026-11-25");

type Call = { toolName: string; input: Record<string, unknown> };

/** Issue 16, fifth round: a dish put on the menu, a cleaner asked for, asides between things. */
describe("a dish put on the menu of a day", () => {
  it.each<[string, Record<string, unknown>]>([
    // The menu named: the plan's, not the list's nor the calendar's; the dinner unless said.
    [
      "oye pon enchiladas en el menú del jueves porfa",
      { date: "2026-11-26", slot: "dinner", meal: "Enchiladas" },
    ],
    ["en el menú del viernes pon ajiaco por favor", { date: "2026-11-27", meal: "Ajiaco" }],
    ["pon en el menú del jueves enchiladas", { date: "2026-11-26", meal: "Enchiladas" }],
    [
      "agendame milanesas en el menú para la cena del viernes",
      { date: "2026-11-27", slot: "dinner", meal: "Milanesas" },
    ],
    [
      "para el lunes al mediodía poné ñoquis en el menú",
      { date: "2026-11-30", slot: "lunch", meal: "Ñoquis" },
    ],
    ["coloca strogonoff no cardápio de quinta", { date: "2026-11-26", meal: "Strogonoff" }],
    ["coloca no cardápio de sábado feijoada", { date: "2026-11-28", meal: "Feijoada" }],
    ["put enchiladas on thursday's menu", { date: "2026-11-26", meal: "Enchiladas" }],
    [
      "add tacos to the menu for friday lunch",
      { date: "2026-11-27", slot: "lunch", meal: "Tacos" },
    ],
    // The dish said first, then put on the menu with a pronoun.
    [
      "el sabado en la noche cenamos pozole, apuntalo en el menu",
      { date: "2026-11-28", slot: "dinner", meal: "Pozole" },
    ],
    [
      "we're having pasta for dinner on saturday, put it on the meal plan",
      { date: "2026-11-28", slot: "dinner", meal: "Pasta" },
    ],
    // A call to the listener before the request.
    [
      "oe pon ceviche pal almuerzo del domingo",
      { date: "2026-11-29", slot: "lunch", meal: "Ceviche" },
    ],
  ])("«%s» plans it", (message, input) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([{ toolName: "planMeal", input: expect.objectContaining(input) }]);
  });

  it.each<[string, Record<string, unknown>]>([
    // The menu said first, then what it has, with no verb to put it there.
    ["en el menu del domingo va asado", { date: "2026-11-29", meal: "Asado" }],
    ["el martes en el menú: tallarines", { date: "2026-12-01", meal: "Tallarines" }],
    ["no cardápio de sexta tem peixe assado", { date: "2026-11-27", meal: "Peixe assado" }],
    ["sunday's menu is chili", { date: "2026-11-29", meal: "Chili" }],
  ])("«%s» plans what the menu has", (message, input) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([{ toolName: "planMeal", input: expect.objectContaining(input) }]);
  });

  it("plans nothing that is no dish", () => {
    const said = understand("en el menú del sábado hay una fiesta");
    expect(said.calls.map((call) => call.toolName)).not.toContain("planMeal");
  });

  it("leaves the week's ingredients for the list to the week's proposal", () => {
    const said = understand("agrega lo del menú de la semana a la lista");
    expect(said.outcome).toBe("confirm");
    expect(said.calls[0]?.input).toMatchObject({ tool: "addWeekToShoppingList" });
  });

  it("reads the menu when asked", () => {
    expect(understand("¿qué hay en el menú del jueves?").calls).toEqual([
      { toolName: "readMealPlan", input: { from: "2026-11-26" } },
    ]);
  });
});

describe("a cleaner asked for by who does it", () => {
  it.each<[string, string, string | undefined]>([
    ["preciso de uma faxineira pra sexta", "Limpieza", "2026-11-27"],
    ["preciso una limpiadora para el sábado de mañana", "Limpieza", "2026-11-28"],
    ["necesito una señora de limpieza para el viernes", "Limpieza", "2026-11-27"],
    ["preciso de um jardineiro amanhã", "Jardinería", "2026-11-26"],
    // The shower is where the trouble is, not who to call.
    ["o chuveiro queimou, chama um eletricista", "Electricidad", undefined],
    ["preciso de um eletricista pra segunda, o chuveiro queimou", "Electricidad", "2026-11-30"],
  ])("«%s» asks for %s", (message, serviceType, date) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toHaveLength(1);
    expect(said.calls[0]).toMatchObject({ toolName: "createServiceRequest" });
    expect(said.calls[0]?.input.serviceType).toBe(serviceType);
    expect(said.calls[0]?.input.date).toBe(date);
  });
});

describe("where the things bought go, said after them", () => {
  it.each<[string, Record<string, unknown>]>([
    ["compré 2 kilos de arroz, súmalos a la despensa", { name: "Arroz", delta: 2 }],
    ["comprei 2 pacotes de macarrão, coloca na despensa", { name: "Macarrão", delta: 2 }],
    ["bought 2 bags of rice, put them in the pantry", { name: "Rice", delta: 2 }],
  ])("«%s» stocks the pantry, and ticks nothing", (message, input) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([
      { toolName: "adjustPantryItem", input: expect.objectContaining(input) },
    ]);
  });
});

describe("a dish marked cooked", () => {
  it("reads the dish after the verb that made it", () => {
    expect(understand("anoche hicimos la sopa, márcala como cocinada").calls).toEqual([
      { toolName: "cookMeal", input: { meal: "sopa" } },
    ]);
  });

  it.each<[string, string]>([
    ["marca como feito o almoço de hoje", "lunch"],
    ["mark tonight's dinner as done", "dinner"],
    ["marca la cena de hoy como hecha", "dinner"],
  ])("«%s»: a meal of the day done is cooked, not planned", (message, slot) => {
    expect(understand(message).calls).toEqual([
      { toolName: "cookMeal", input: { date: "2026-11-25", slot } },
    ]);
  });

  it.each([
    ["mark laundry as done", "Laundry"],
    ["marca como hecha la tarea de lavar el carro", "Lavar el carro"],
  ])("«%s»: anything else done is a chore", (message, title) => {
    expect(understand(message).calls).toEqual([{ toolName: "completeTask", input: { title } }]);
  });
});

describe("a dish asked to be planned politely", () => {
  it.each<[string, Record<string, unknown>]>([
    [
      "can you plan tacos for friday dinner?",
      { date: "2026-11-27", slot: "dinner", meal: "Tacos" },
    ],
    ["¿me puedes poner pozole en el menú del sábado?", { date: "2026-11-28", meal: "Pozole" }],
    [
      "você pode colocar lasanha no jantar de sábado?",
      { date: "2026-11-28", slot: "dinner", meal: "Lasanha" },
    ],
  ])("«%s» plans it", (message, input) => {
    expect(understand(message).calls).toEqual([
      { toolName: "planMeal", input: expect.objectContaining(input) },
    ]);
  });

  it("still reads the plan when that is what is asked", () => {
    expect(understand("can you tell me what is for dinner?").calls).toEqual([
      { toolName: "readMealPlan", input: { from: "2026-11-25", slot: "dinner" } },
    ]);
  });
});

describe("someone sent for with no trade said", () => {
  it.each([
    "necesito una persona para la mudanza",
    "preciso de alguém pra montar os móveis",
    "I need someone to help move the couch",
  ])("«%s» proposes a service, and adds nobody to the list", (message) => {
    const said = understand(message);
    expect(said.outcome).toBe("confirm");
    expect(said.calls[0]?.input).toMatchObject({
      tool: "createServiceRequest",
      args: { serviceType: "Otro" },
    });
  });

  it("reads who does the work when it is said", () => {
    expect(understand("necesito una persona que limpie el sábado").calls[0]?.input).toMatchObject({
      serviceType: "Limpieza",
      date: "2026-11-28",
    });
  });
});

describe("asides between the things to buy", () => {
  it.each<[string, Call[]]>([
    [
      "agrega 2 kilos de papa amarilla y un paquete de fideos, ah y tb leche evaporada, 3 latas",
      [
        {
          toolName: "addShoppingItems",
          input: {
            items: [
              { name: "Papa amarilla", quantity: "2 kg" },
              { name: "Fideos", quantity: "1 paquete" },
              { name: "Leche evaporada", quantity: "3 latas" },
            ],
          },
        },
      ],
    ],
    [
      "anotame en la lista manteca, dulce de leche y, si te acordás, pilas AA",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Manteca" }, { name: "Dulce de leche" }, { name: "Pilas AA" }] },
        },
      ],
    ],
    [
      "che, a la lista agregale (si no está ya) papel de cocina y bolsas de residuos",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Papel de cocina" }, { name: "Bolsas de residuos" }] },
        },
      ],
    ],
    [
      "adiciona 2 kg de feijão, arroz e, se der, um pacote de café",
      [
        {
          toolName: "addShoppingItems",
          input: {
            items: [
              { name: "Feijão", quantity: "2 kg" },
              { name: "Arroz" },
              { name: "Café", quantity: "1 pacote" },
            ],
          },
        },
      ],
    ],
    [
      "add bread and, if they have it, sourdough",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Bread" }, { name: "Sourdough" }] },
        },
      ],
    ],
    [
      "anota palta, marraqueta y un kilo de tomates po, que ya no queda nada",
      [
        {
          toolName: "addShoppingItems",
          input: {
            items: [
              { name: "Palta" },
              { name: "Marraqueta" },
              { name: "Tomates", quantity: "1 kg" },
            ],
          },
        },
      ],
    ],
    [
      "oye, de paso, mientras me acuerdo, apunta crema, queso oaxaca y unas 10 tortillas de harina, que el domingo viene mi suegra",
      [
        {
          toolName: "addShoppingItems",
          input: {
            items: [
              { name: "Crema" },
              { name: "Queso oaxaca" },
              { name: "Tortillas de harina", quantity: "10" },
            ],
          },
        },
      ],
    ],
    [
      "sumale a la lista, si podés, yerba y galletitas",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Yerba" }, { name: "Galletitas" }] },
        },
      ],
    ],
    // An aside in parentheses says which one: no part of its name.
    [
      "ponme en la lista papel higiénico (el de 12 rollos) y cloro",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Papel higiénico" }, { name: "Cloro" }] },
        },
      ],
    ],
    [
      "add eggs (a dozen) and bread (the sourdough one)",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Eggs", quantity: "12" }, { name: "Bread" }] },
        },
      ],
    ],
    [
      "put milk on the list and, oh yeah, paper towels too",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Milk" }, { name: "Paper towels" }] },
        },
      ],
    ],
    // "no te olvides del…": a reminder of the thing, said before it.
    [
      "agrega pollo, 1 kilo, y también papas, como 3 kilos, ah y no te olvides del limón",
      [
        {
          toolName: "addShoppingItems",
          input: {
            items: [
              { name: "Pollo", quantity: "1 kg" },
              { name: "Papas", quantity: "3 kg" },
              { name: "Limón" },
            ],
          },
        },
      ],
    ],
    [
      "mire, agréguele a la lista por favor dos kilos de azúcar y un litro de aceite, que se nos acabó",
      [
        {
          toolName: "addShoppingItems",
          input: {
            items: [
              { name: "Azúcar", quantity: "2 kg" },
              { name: "Aceite", quantity: "1 l" },
            ],
          },
        },
      ],
    ],
    // Which one of the thing before: no thing of its own.
    [
      "anota detergente, el de siempre, y suavizante",
      [
        {
          toolName: "addShoppingItems",
          input: { items: [{ name: "Detergente" }, { name: "Suavizante" }] },
        },
      ],
    ],
    [
      "add milk, the usual one, and eggs",
      [{ toolName: "addShoppingItems", input: { items: [{ name: "Milk" }, { name: "Eggs" }] } }],
    ],
    // What follows "pero" is said of the things, and ticks nothing.
    [
      "oe, ya compré el pan pero me olvidé la leche, tacha el pan nomás",
      [{ toolName: "checkShoppingItems", input: { names: ["Pan"] } }],
    ],
    // Why, said after the thing: no part of the request.
    [
      "borra el detergente de la lista que ya tenemos en la casa",
      [{ toolName: "removeShoppingItems", input: { names: ["Detergente"] } }],
    ],
    [
      "desmarque el jabón que todavía falta",
      [{ toolName: "uncheckShoppingItems", input: { names: ["Jabón"] } }],
    ],
  ])("«%s»", (message, calls) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual(calls);
  });
});
