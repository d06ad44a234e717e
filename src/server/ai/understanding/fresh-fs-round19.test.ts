import { describe, expect, it } from "vitest";
import { onlyCall, understandingOn } from "#tests/server/harness/understanding.ts";

/** The nineteenth round (holdout-2026-12-13, read after its first run): every family mended,
 * in phrasings of our own. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;
const only = (message: string) => onlyCall(understand(message));

describe("a weekday said with its date after «para el»", () => {
  it("«…para el viernes 11 de diciembre» is that Friday, not this one", () => {
    expect(
      only("recuérdame renovar el seguro para el viernes 11 de diciembre").input,
    ).toMatchObject({ title: "Renovar el seguro", dueDate: "2026-12-11" });
  });
});

describe("an amount corrected while said", () => {
  it.each([
    ["anota 1 kilo de frijoles... no, mejor medio", "Frijoles", "0.5 kg"],
    ["pon un litro de crema... no, que sean 2 litros", "Crema", "2 l"],
    ["add a box of cereal, actually make that two boxes", "Cereal", "2 boxes"],
  ])("«%s» adds %s, %s", (message, name, quantity) => {
    expect(only(message)).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name, quantity }] },
    });
  });

  it("the things named after the correction stay", () => {
    expect(
      only("agrega 3 limones, 2 kilos de papas... no, mejor medio, y un paquete de tortillas").input
        .items,
    ).toEqual([
      { name: "Limones", quantity: "3" },
      { name: "Papas", quantity: "0.5 kg" },
      { name: "Tortillas", quantity: "1 paquete" },
    ]);
  });
});

describe("the list, said around", () => {
  it("«échale medio kilo más a las papas, vienen visitas» adds more papas", () => {
    expect(only("échale un kilo más a las papas, vienen visitas")).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name: "Papas", quantity: "1 kg" }] },
    });
  });

  it("«súmale 2 limones más a la lista»: the list is no thing", () => {
    expect(only("súmale 2 limones más a la lista")).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name: "Limones", quantity: "2" }] },
    });
  });

  it("«…, por fa» is no thing to buy", () => {
    expect(only("anota arroz y frijoles, por fa").input.items).toEqual([
      { name: "Arroz" },
      { name: "Frijoles" },
    ]);
  });

  it("«marqué la leche por error, desmárcala» unticks it", () => {
    expect(only("marqué la leche por error, desmárcala")).toEqual({
      toolName: "uncheckShoppingItems",
      input: { names: ["Leche"] },
    });
  });

  it.each([
    ["take the apples off, we have plenty", "removeShoppingItems", "Apples"],
    ["milk needs to go back on the list, they were out", "uncheckShoppingItems", "Milk"],
  ])("'%s' is the list's", (message, toolName, name) => {
    expect(only(message)).toEqual({ toolName, input: { names: [name] } });
  });

  it("'take the dentist off' is never the list's", () => {
    expect(callsOf("take the dentist off, we moved").map((call) => call.toolName)).not.toContain(
      "removeShoppingItems",
    );
  });

  it("«borra toda la lista que ya compré todo» still asks first", () => {
    expect(only("borra toda la lista que ya compré todo")).toMatchObject({
      toolName: "proposeAction",
      input: { tool: "removeShoppingItems", args: { all: true } },
    });
  });
});

describe("the pantry, told", () => {
  it.each([
    ["el pan se llenó de moho, lo tiré", "Pan"],
    ["se acabó el azúcar haciendo el pastel", "Azúcar"],
    ["a manteiga estragou, joguei fora", "Manteiga"],
    ["nos tomamos todo el jugo con el desayuno", "Jugo"],
  ])("«%s» leaves no %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "adjustPantryItem", input: { name, quantity: 0 } });
  });

  it.each([
    ["uy, se me quebraron 2 huevos", "Huevos", -2, undefined],
    ["usé las 2 latas de atún", "Atún", -2, undefined],
    ["nos regalaron 3 kilos de arroz", "Arroz", 3, "kg"],
  ])("«%s» changes %s by %d", (message, name, delta, unit) => {
    const { input } = only(message);
    expect(input.name).toBe(name);
    expect(input.delta).toBe(delta);
    expect(input.unit).toBe(unit);
  });

  it("'we're out of rice, pop it on the list' empties it and lists it", () => {
    expect(callsOf("we're out of rice, pop it on the list")).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Rice", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Rice" }] } },
    ]);
  });
});

describe("chores, said around", () => {
  it("«cada lunes hay que regar el jardín, ponlo como tarea» is one weekly chore", () => {
    expect(only("cada lunes hay que regar el jardín, ponlo como tarea")).toMatchObject({
      toolName: "createTask",
      input: { title: "Regar el jardín", recurrence: "weekly" },
    });
  });

  it.each([
    ["crea una tarea semanal para Sofía: lavar el baño", "weekly", "Sofía"],
    ["cria uma tarefa mensal pro Carlos: trocar o filtro", "monthly", "Carlos"],
  ])("«%s» repeats %s, for %s", (message, recurrence, assignee) => {
    expect(only(message)).toMatchObject({
      toolName: "createTask",
      input: { recurrence, assignee },
    });
  });

  it.each([
    ["la boleta del agua ya está paga", "La boleta del agua"],
    ["bueno, el regalo de Carlos ya está comprado y envuelto 🎁", "El regalo de Carlos"],
  ])("«%s» marks «%s» done", (message, title) => {
    expect(only(message)).toEqual({ toolName: "completeTask", input: { title } });
  });

  it.each([
    ["lo de lavar el carro quedó mal hecho, vuelve a dejarlo pendiente", "Lavar el carro"],
    ["a lavagem do carro ficou pela metade, volta ela pra pendente", "A lavagem do carro"],
    ["undo the car wash, it rained", "The car wash"],
  ])("«%s» reopens «%s»", (message, title) => {
    expect(only(message)).toEqual({ toolName: "reopenTask", input: { title } });
  });

  it("«ya pagué el agua, táchala» is the paying, not a thing on the list", () => {
    expect(only("ya pagué el agua, táchala").toolName).toBe("completeTask");
  });

  it("«¿qué se quedó sin hacer?» asks what is late", () => {
    expect(only("¿qué se quedó sin hacer?")).toEqual({
      toolName: "listTasks",
      input: { status: "overdue" },
    });
  });

  it("«apúnteme ir a pagar el predial el lunes» notes the paying", () => {
    expect(only("apúnteme ir a pagar el predial el lunes").input).toMatchObject({
      title: "Pagar el predial",
      dueDate: "2026-11-30",
    });
  });

  it("«conta de água paga ✅» marks it done", () => {
    expect(only("conta de água paga ✅").toolName).toBe("completeTask");
  });

  it.each([
    ["o filtro de água passa pra prioridade alta", "high"],
    ["lo del filtro ponlo urgente, el agua sabe rara", "urgent"],
  ])("«%s» sets the priority, no day", (message, priority) => {
    const { toolName, input } = only(message);
    expect(toolName).toBe("updateTask");
    expect(input.priority).toBe(priority);
    expect(input.dueDate).toBeUndefined();
  });

  it("'set up a weekly reminder to water the plants, starting monday' repeats from monday", () => {
    expect(
      only("set up a weekly reminder to water the plants, starting monday").input,
    ).toMatchObject({ title: "Water the plants", recurrence: "weekly", dueDate: "2026-11-30" });
  });
});

describe("the calendar, said around", () => {
  it("«o pediatra foi pra sexta» moves it", () => {
    expect(only("o pediatra foi pra sexta")).toEqual({
      toolName: "updateEvent",
      input: { title: "Pediatra", date: "2026-11-27" },
    });
  });

  it("«¿qué hay hasta el domingo?» reads from today", () => {
    expect(only("¿qué hay hasta el domingo?")).toEqual({
      toolName: "listEvents",
      input: { from: "2026-11-25", to: "2026-11-29" },
    });
  });

  it("'can the parents meeting start at 7:30 instead' moves its hour", () => {
    expect(only("can the parents meeting start at 7:30 instead")).toMatchObject({
      toolName: "updateEvent",
      input: { title: "Parents meeting" },
    });
  });

  it("«nos movieron la junta del lunes 30 al martes 1, misma hora» moves it to the 1st", () => {
    expect(only("nos movieron la junta del lunes 30 al martes 1, misma hora")).toEqual({
      toolName: "updateEvent",
      input: { title: "Junta", date: "2026-12-01" },
    });
  });

  it("«el dentista no va a atender el jueves 3, se enfermó, cancélalo» calls it off", () => {
    expect(only("el dentista no va a atender el jueves 3, se enfermó, cancélalo")).toEqual({
      toolName: "cancelEvent",
      input: { title: "Dentista", date: "2026-12-03" },
    });
  });

  it("'…at 4pm, it goes till 6' lasts two hours", () => {
    expect(only("add soccer practice on friday at 4pm, it goes till 6").input).toMatchObject({
      title: "Soccer practice",
      date: "2026-11-27",
      time: "16:00",
      durationMinutes: 120,
    });
  });

  it("«¿a qué hora pasa el colectivo 60?» is the world's: nothing is read", () => {
    expect(callsOf("¿a qué hora sale el micro a Valparaíso?")).toEqual([]);
  });
});

describe("meals, said around", () => {
  it("«pon tamales pa la comida del sábado por la noche» is dinner", () => {
    expect(only("pon tamales pa la comida del sábado por la noche")).toEqual({
      toolName: "planMeal",
      input: { date: "2026-11-28", slot: "dinner", meal: "Tamales" },
    });
  });

  it("«el martes en la cena cocinemos pozole, anótalo en el menú» plans pozole", () => {
    expect(only("el martes en la cena cocinemos pozole, anótalo en el menú")).toEqual({
      toolName: "planMeal",
      input: { date: "2026-12-01", slot: "dinner", meal: "Pozole" },
    });
  });

  it.each(["não sei o que fazer pro almoço", "what could we cook with what we have?"])(
    "«%s» asks what to cook",
    (message) => {
      expect(only(message)).toEqual({ toolName: "suggestMeals", input: {} });
    },
  );
});
