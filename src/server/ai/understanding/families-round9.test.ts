import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** The ninth round's general changes, read off the spent sets' failures, in our own phrasings. */
const understand = understandingOn("2026-11-25");

describe("what the calendar holds, asked plainly", () => {
  it.each([
    ["¿qué tenemos agendado pa la otra semana?", "2026-11-30", "2026-12-06"],
    ["qué hay programado para la semana que viene", "2026-11-30", "2026-12-06"],
    ["¿hay algo el 3 de diciembre?", "2026-12-03", "2026-12-03"],
    ["tengo algo el sábado?", "2026-11-28", "2026-11-28"],
    ["¿tienen algún compromiso el viernes 4?", "2026-12-04", "2026-12-04"],
    ["o que a gente tem marcado pro fim de semana?", "2026-11-28", "2026-11-29"],
    ["tem alguma coisa no domingo?", "2026-11-29", "2026-11-29"],
    ["do we have any plans on sunday?", "2026-11-29", "2026-11-29"],
    ["what's on our calendar from friday to sunday?", "2026-11-27", "2026-11-29"],
    ["que tenemos del viernes al domingo?", "2026-11-27", "2026-11-29"],
    ["what do we have on Saturday?", "2026-11-28", "2026-11-28"],
    ["¿qué eventos tenemos hoy?", "2026-11-25", "2026-11-25"],
  ])("«%s» lists the events from %s to %s", (message, from, to) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "listEvents", input: { from, to } }]);
  });

  it.each([
    ["qué hay para mañana jueves?", { date: "2026-11-26" }],
    ["¿qué hay hoy?", {}],
    ["what do I have to do on saturday?", { date: "2026-11-28" }],
  ])("«%s» is the day's summary", (message, input) => {
    const { calls } = understand(message);
    expect(calls).toEqual([{ toolName: "summarizeDay", input }]);
  });

  it("a question about a meal on a day stays the menu's", () => {
    const { calls } = understand("¿qué hay de cenar el sábado?");
    expect(calls.map((call) => call.toolName)).not.toContain("listEvents");
  });
});

describe("what was done, said in the perfect tense or after «recién»", () => {
  it.each([
    ["he comprado dos kilos de arroz", { name: "Arroz", delta: 2, unit: "kg" }],
    ["hemos comprado una docena de huevos", { name: "Huevos", delta: 12 }],
    ["recién compré un kilo de azúcar", { name: "Azúcar", delta: 1, unit: "kg" }],
    ["me he tomado dos yogures", { name: "Yogures", delta: -2 }],
  ])("«%s» changes the pantry", (message, input) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "adjustPantryItem", input }]);
  });

  it("«he sacado la basura» is the chore done", () => {
    const { calls } = understand("he sacado la basura");
    expect(calls).toEqual([{ toolName: "completeTask", input: { title: "La basura" } }]);
  });

  it("English «he» is no auxiliary", () => {
    const { calls } = understand("he bought eggs");
    expect(calls.map((call) => call.toolName)).not.toContain("adjustPantryItem");
  });
});

describe("so many of a grocery used, whoever used it", () => {
  it.each([
    ["se gastaron tres latas de atún en el almuerzo", { name: "Atún", delta: -3 }],
    ["se nos fueron 2 litros de leche", { name: "Leche", delta: -2, unit: "L" }],
    ["abrimos un paquete de arroz", { name: "Arroz", delta: -1, unit: "paquete" }],
    ["nos echamos 6 huevos en el desayuno", { name: "Huevos", delta: -6 }],
    ["o Carlos tomou 3 iogurtes", { name: "Iogurtes", delta: -3 }],
    ["a gente comeu 2 ovos", { name: "Ovos", delta: -2 }],
  ])("«%s» takes them from the pantry", (message, input) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "adjustPantryItem", input }]);
  });

  it.each(["tomamos 2 horas en llegar", "abrimos la puerta del garage"])(
    "«%s» takes nothing",
    (message) => {
      const { calls } = understand(message);
      expect(calls.map((call) => call.toolName)).not.toContain("adjustPantryItem");
    },
  );
});

describe("a task's priority changed by naming it", () => {
  it.each([
    ["cambia la prioridad de lavar el carro a urgente", "Lavar el carro", "urgent"],
    ["sube la prioridad de regar las plantas", "Regar las plantas", "high"],
    ["lo de pagar el gas ponelo urgente que nos cortan el servicio", "Pagar el gas", "urgent"],
    ["muda a prioridade de lavar o carro pra alta", "Lavar o carro", "high"],
    ["bump the car wash to urgent", "Car wash", "urgent"],
    ["change the priority of the car wash to low", "Car wash", "low"],
  ])("«%s» changes «%s» to %s", (message, title, priority) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "updateTask", input: { title, priority } }]);
  });
});

describe("a task made to repeat, said around it", () => {
  it.each([
    ["haz que lavar el carro sea cada semana", "Lavar el carro", "weekly"],
    ["lo de regar las plantas que sea a diario mejor", "Regar las plantas", "daily"],
    ["lo de sacar la basura toca a diario, déjalo como tarea diaria", "Sacar la basura", "daily"],
    ["cambia la tarea de pagar el gas a mensual", "Pagar el gas", "monthly"],
    ["faz regar as plantas ser diária", "Regar as plantas", "daily"],
    ["a tarefa de lavar o carro tem que ser semanal", "Lavar o carro", "weekly"],
    ["have the car wash repeat weekly", "The car wash", "weekly"],
  ])("«%s» makes «%s» repeat %s", (message, title, recurrence) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "updateTask", input: { title, recurrence } }]);
  });

  it("a second request after the repetition is kept", () => {
    const { calls } = understand(
      "lo de regar las plantas que sea diario, y agrega leche a la lista",
    );
    expect(calls.map((call) => call.toolName)).toContain("addShoppingItems");
  });
});

describe("a task handed to a member", () => {
  it.each([
    ["passa a tarefa do filtro de água pro Mateo", { title: "Filtro de água", assignee: "Mateo" }],
    ["passa a conta de luz pro Carlos pagar", { title: "Conta de luz", assignee: "Carlos" }],
    [
      "la tarea de lavar el carro pásasela a Mateo para el sábado",
      { title: "Lavar el carro", assignee: "Mateo", dueDate: "2026-11-28" },
    ],
    [
      "pasale lo de regar las plantas a Sofía, que Mateo hoy tiene fútbol",
      { title: "Regar las plantas", assignee: "Sofía" },
    ],
    [
      "lo de lavar el carro que lo lave Mateo, pónselo a él",
      { title: "Lavar el carro", assignee: "Mateo" },
    ],
    ["lo del regalo asignáselo a Ana (o sea a mí)", { title: "Regalo", assignee: "Ana" }],
  ])("«%s» hands it over", (message, input) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "updateTask", input }]);
  });
});

describe("what is said around the things to buy names none of them", () => {
  it.each([
    ["agrega 3 kilos de tomate, va a ser para la salsa", [{ name: "Tomate", quantity: "3 kg" }]],
    ["agrégame queso blanco pa las arepas", [{ name: "Queso blanco" }]],
    ["agrega huevos para la tortilla y leche", [{ name: "Huevos" }, { name: "Leche" }]],
    ["coloca linguiça e couve pra feijoada", [{ name: "Linguiça" }, { name: "Couve" }]],
    ["we need foil and napkins, throw those on there", [{ name: "Foil" }, { name: "Napkins" }]],
    ["agrégame yerba y azúcar, porfa mi amor", [{ name: "Yerba" }, { name: "Azúcar" }]],
  ])("«%s» adds %j", (message, items) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "addShoppingItems", input: { items } }]);
  });

  it("«…, siempre no los voy a usar» removes the thing alone", () => {
    const { calls } = understand("quita los limones de la lista, siempre no los voy a usar");
    expect(calls).toEqual([{ toolName: "removeShoppingItems", input: { names: ["Limones"] } }]);
  });

  it("«…, se terminó ayer» empties the thing alone", () => {
    const { calls } = understand("ya no hay yerba, se terminó ayer");
    expect(calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Yerba", quantity: 0 } },
    ]);
  });

  it("a kind of product keeps its «para»", () => {
    const { calls } = understand("agrega bolsas para basura");
    expect(calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Bolsas para basura" }] } },
    ]);
  });
});

describe("a dish for a meal of a day, said without a verb that places it", () => {
  it.each([
    [
      "jueves no almoço vai ser strogonoff",
      { date: "2026-11-26", slot: "lunch", meal: "Strogonoff" },
    ],
    ["saturday lunch = burgers", { date: "2026-11-28", slot: "lunch", meal: "Burgers" }],
    ["el sábado en la cena comemos pizza", { date: "2026-11-28", slot: "dinner", meal: "Pizza" }],
    ["el viernes de almuerzo: milanesas", { date: "2026-11-27", slot: "lunch", meal: "Milanesas" }],
    [
      "dejame unas empanadas pal almuerzo del sábado",
      { date: "2026-11-28", slot: "lunch", meal: "Empanadas" },
    ],
    [
      "bora fazer feijoada no almoço de domingo",
      { date: "2026-11-29", slot: "lunch", meal: "Feijoada" },
    ],
  ])("«%s» plans it", (message, input) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "planMeal", input }]);
  });

  it("a request said after the dish is done too", () => {
    const { calls } = understand("el sábado en la cena comemos pizza, y agrega queso a la lista");
    expect(calls).toEqual([
      { toolName: "planMeal", input: { date: "2026-11-28", slot: "dinner", meal: "Pizza" } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Queso" }] } },
    ]);
  });

  it("an aside after a dish cooked is no chore done", () => {
    const { calls } = understand(
      "ya hicimos los tacos de pollo, ya puedes descontar lo que usamos",
    );
    expect(calls.map((call) => call.toolName)).not.toContain("completeTask");
  });
});

describe("chores told done together, or with a closing that asks to mark them", () => {
  const titles = (message: string) =>
    understand(message).calls.map((call) => [call.toolName, call.input.title]);

  it.each([
    // Each member's clause read on its own (their «ya»/«já» too): the thing each one did.
    ["el Carlos ya sacó la basura y la Sofía regó las plantas", ["La basura", "Las plantas"]],
    ["o Mateo já lavou o carro e a Sofia regou as plantas", ["O carro", "As plantas"]],
    ["paid both the gas bill and the internet", ["The gas bill", "The internet"]],
  ])("«%s» completes both", (message, done) => {
    expect(titles(message)).toEqual(done.map((title) => ["completeTask", title]));
  });

  it.each([
    ["Sofía ya regó las plantas, tache eso", "Las plantas"],
    ["mateo walked the dog this morning so you can check that off", "The dog"],
    ["fixed the bathroom door, mark it done", "The bathroom door"],
  ])("«%s» completes «%s»", (message, title) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "completeTask", input: { title } }]);
  });

  it("«…, check it off» still ticks the list", () => {
    const { calls } = understand("picked up the bread, check it off");
    expect(calls.map((call) => call.toolName)).toEqual(["checkShoppingItems"]);
  });
});

describe("a ticked thing not bought after all, said without «not … bought»", () => {
  it.each([
    ["el pan se me quedó en el súper, desmárcalo", ["Pan"]],
    ["o sabão não tinha no mercado, desmarca ele", ["Sabão"]],
    ["actually we still need bread, put it back on the list", ["Bread"]],
    ["oops I checked off the milk by mistake, put it back", ["Milk"]],
    ["oye el pan al final no lo compré, vuelve a ponerlo", ["Pan"]],
  ])("«%s» unticks %j", (message, names) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "uncheckShoppingItems", input: { names } }]);
  });

  it.each([
    ["we still need milk", "Milk"],
    ["todavía necesitamos pan", "Pan"],
  ])("«%s», with no untick said, is a thing to buy", (message, name) => {
    const { calls } = understand(message);
    expect(calls).toEqual([{ toolName: "addShoppingItems", input: { items: [{ name }] } }]);
  });
});

describe("what ran out, put on the list by a closing said with courtesy or the list's full name", () => {
  it.each([
    ["se acabó la yerba, agrégala a la lista de una vez plis", "Yerba"],
    ["se terminó el café, ponlo en la lista por fa", "Café"],
    ["acabou o arroz, inclui na lista de compras", "Arroz"],
    ["used the last of the butter on the toast, add it to the list", "Butter"],
  ])("«%s» empties and lists «%s»", (message, name) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([
      { toolName: "adjustPantryItem", input: { name, quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });

  it("«dime qué hay en la lista de compras» only asks", () => {
    expect(understand("dime qué hay en la lista de compras").calls).toEqual([
      { toolName: "listShoppingItems", input: {} },
    ]);
  });
});

describe("how much is left, said with «un solo», a half, or «gone»", () => {
  it.each([
    ["nos queda un solo paquete de arroz", { name: "Arroz", quantity: 1, unit: "paquete" }],
    ["queda una sola lata de atún", { name: "Atún", quantity: 1 }],
    ["hay un kilo y medio de harina nomás", { name: "Harina", quantity: 1.5, unit: "kg" }],
    ["coffee's gone, zero left", { name: "Coffee", quantity: 0 }],
  ])("«%s» counts %j", (message, input) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "adjustPantryItem", input }]);
  });
});

describe("a member's tasks asked for by their name", () => {
  it.each([
    ["oye y Sofía qué tareas tiene?", { assignee: "Sofía" }],
    ["fijate qué tareas tiene Mateo para el jueves", { date: "2026-11-26", assignee: "Mateo" }],
    ["quais tarefas estão com a Sofia?", { assignee: "Sofia" }],
    ["quais tarefas estão comigo?", { assignee: "me" }],
    ["¿Carlos tiene algo para hacer el sábado?", { date: "2026-11-28", assignee: "Carlos" }],
    ["what's on Mateo's to-do list for friday?", { date: "2026-11-27", assignee: "Mateo" }],
  ])("«%s» lists %j", (message, input) => {
    expect(understand(message).calls).toEqual([{ toolName: "listTasks", input }]);
  });

  it("«Hogaria, qué tareas hay?» names nobody", () => {
    expect(understand("Hogaria, qué tareas hay?").calls).toEqual([
      { toolName: "listTasks", input: {} },
    ]);
  });
});
