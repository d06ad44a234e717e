import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** The eighth round's general changes, read off the spent sets' failures, in our own phrasings. */
const understand = understandingOn("2026-11-25");

describe("what a note-it verb puts down to buy", () => {
  it.each([
    ["anota comprar pan", ["Pan"]],
    ["anotá comprar yerba y galletitas", ["Yerba", "Galletitas"]],
    ["apuntate pan", ["Pan"]],
    ["write down milk", ["Milk"]],
    ["put down milk on the list", ["Milk"]],
  ])("«%s» adds %j", (message, names) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([
      { toolName: "addShoppingItems", input: { items: names.map((name) => ({ name })) } },
    ]);
  });
});

describe("the day of an occasion told before a request with a day of its own", () => {
  it("«el sábado hacemos causa, recuérdame el viernes…» is Friday's task alone", () => {
    const { outcome, calls } = understand(
      "el sabado hacemos causa, recuerdame el viernes en la mañana comprar las cosas",
    );
    expect(outcome).toBe("act");
    expect(calls).toEqual([
      {
        toolName: "createTask",
        input: { title: "Comprar las cosas", dueDate: "2026-11-27", priority: "medium" },
      },
    ]);
  });

  it("an occasion that is an event of its own is still scheduled", () => {
    const { calls } = understand(
      "el sábado es el cumple de Sofi, recuérdame el viernes comprar el regalo",
    );
    expect(calls.map((call) => call.toolName)).toEqual(["createEvent", "createTask"]);
  });
});

describe("a member's task said with an English possessive", () => {
  it.each([
    ["mark Sofia's task as done", "completeTask", "Sofia"],
    ["Carlos's task is done", "completeTask", "Carlos"],
  ])("«%s» is their task", (message, toolName, title) => {
    expect(understand(message).calls).toEqual([{ toolName, input: { title } }]);
  });
});

describe("a task changed so that it repeats", () => {
  it.each([
    ["change the trash task so it repeats every week", "Trash"],
    ["muda a tarefa do lixo pra repetir toda semana", "Lixo"],
  ])("«%s» changes the task, it makes none", (message, title) => {
    expect(understand(message).calls).toEqual([
      { toolName: "updateTask", input: { title, recurrence: "weekly" } },
    ]);
  });
});

describe("when a gathering ends, said of it", () => {
  it.each([
    ["la comida familiar del sábado va a terminar a las 6", "Comida familiar"],
    ["the family lunch ends at 6", "Family lunch"],
    ["o almoço em família vai terminar às 18h", "Almoço em família"],
  ])("«%s» is its new end, not a new hour", (message, title) => {
    expect(understand(message).calls).toEqual([
      { toolName: "updateEvent", input: { title, untilTime: "18:00" } },
    ]);
  });
});

describe("time blocked for an event is how long it lasts", () => {
  it.each([
    ["thanksgiving dinner at my sister's tomorrow at 4, block 3 hours", "2026-11-26", "16:00"],
    ["cena en casa de mi hermana mañana a las 8, aparta 3 horas", "2026-11-26", "20:00"],
  ])("«%s»", (message, date, time) => {
    const [call] = understand(message).calls;
    expect(call?.toolName).toBe("createEvent");
    expect(call?.input).toMatchObject({ date, time, durationMinutes: 180 });
    expect(String(call?.input.title)).not.toMatch(/block|aparta|horas|hours/i);
  });
});

describe("half of what the pantry holds", () => {
  it.each([
    ["usé la mitad del arroz", "Arroz"],
    ["I used half the milk, about a liter", "Milk"],
    ["usei metade do leite", "Leite"],
  ])("«%s» is a share of it, not half a unit", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "adjustPantryItem", input: { name, share: 0.5 } },
    ]);
  });
});

describe("a task that can wait", () => {
  it.each([
    ["crea una tarea de prioridad baja: cambiar el foco", "Cambiar el foco"],
    ["tarefa com prioridade baixa: trocar a lâmpada da varanda", "Trocar a lâmpada da varanda"],
    ["add a low priority task: fix the fence", "Fix the fence"],
  ])("«%s» is low priority", (message, title) => {
    expect(understand(message).calls).toEqual([
      { toolName: "createTask", input: { title, priority: "low" } },
    ]);
  });

  it("«no es urgente» is no urgent task", () => {
    const [call] = understand("no es urgente pero hay que arreglar la llave del baño").calls;
    const input = (call?.input.args ?? call?.input) as Record<string, unknown>;
    expect(input.priority).toBe("low");
  });
});

describe("«pal Mateo», «pa'l Carlos»: «para el» said short", () => {
  it.each([
    ["crea una tarea pal Mateo: ordenar su pieza", "Ordenar su pieza", "Mateo"],
    ["anota una tarea pa'l Carlos: cortar el pasto", "Cortar el pasto", "Carlos"],
  ])("«%s» is for them", (message, title, assignee) => {
    expect(understand(message).calls).toEqual([
      { toolName: "createTask", input: { title, priority: "medium", assignee } },
    ]);
  });
});

describe("a thing not bought after all, then the untick said after it", () => {
  it.each([
    ["el cereal no lo compramos, desmárcalo", "Cereal"],
    ["o cereal não comprei não, desmarca aí", "Cereal"],
    ["guardanapo não comprei ainda, desmarca", "Guardanapo"],
    ["el jabón no lo traje, marcalo como no comprado", "Jabón"],
    ["el cereal al final no lo compré, vuélvalo a poner pendiente", "Cereal"],
  ])("«%s» puts it back on the list", (message, name) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toEqual([{ toolName: "uncheckShoppingItems", input: { names: [name] } }]);
  });
});

describe("whom to call, asked with «manda», «pida», «precisa»", () => {
  it.each([
    ["el caño del baño gotea todo el día, manda un gasfitero", "Plomería"],
    ["la ducha no calienta y huele a gas, pida un técnico", "Gas"],
    ["o ar-condicionado do quarto tá pingando, precisa de técnico", "Aire Acondicionado"],
  ])("«%s» requests %s", (message, serviceType) => {
    const { outcome, calls } = understand(message);
    expect(outcome).toBe("act");
    expect(calls).toMatchObject([{ toolName: "createServiceRequest", input: { serviceType } }]);
  });

  it("what is sent or asked for is no service unless it is someone to call", () => {
    expect(understand("manda la foto al grupo").calls).toEqual([]);
    expect(understand("pida una pizza").calls).toEqual([]);
  });
});

describe("what is to eat on another day is the week's plan", () => {
  it.each([
    ["qué hay de comer mañana?", "2026-11-26"],
    ["qué cocinamos el sábado", "2026-11-28"],
    ["o que tem pra comer amanhã?", "2026-11-26"],
  ])("«%s» reads the plan of %s", (message, from) => {
    expect(understand(message).calls).toEqual([{ toolName: "readMealPlan", input: { from } }]);
  });

  it("«qué cocino hoy?» still asks for ideas", () => {
    expect(understand("qué cocino hoy?").calls).toEqual([{ toolName: "suggestMeals", input: {} }]);
  });
});
