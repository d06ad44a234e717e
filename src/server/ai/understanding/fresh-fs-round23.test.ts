import { describe, expect, it } from "vitest";
import { onlyCall, understandingOn } from "#tests/server/harness/understanding.ts";

/** The twenty-third round (holdout-2026-12-17, read after its first run): every family mended,
 * in phrasings of our own. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;
const only = (message: string) => onlyCall(understand(message));

describe("a chore for a member, and the closing that asks for it", () => {
  it.each([
    ["Mateo tiene que entregar la maqueta el lunes, anótaselo a él", "Entregar la maqueta"],
    [
      "la Sofía tiene que ordenar el clóset antes del domingo, déjaselo como tarea a ella, está un desastre",
      "Ordenar el clóset",
    ],
    ["mateo has to mow the lawn saturday put that on his list", "Mow the lawn"],
    ["sofia needs to call grandma on sunday, can you make that a task for her", "Call grandma"],
  ])("«%s» creates «%s», the closing left out", (message, title) => {
    expect(only(message)).toMatchObject({ toolName: "createTask", input: { title } });
  });

  it("«tarea para el viernes» said first keeps «cita» a chore's word", () => {
    expect(only("anota una tarea para el viernes pedir la cita del dentista")).toMatchObject({
      toolName: "createTask",
      input: { title: "Pedir la cita del dentista", dueDate: "2026-11-27" },
    });
  });

  it("«el jueves… bueno no, el viernes mejor» is due Friday", () => {
    expect(
      only("el jueves sin falta tengo que renovar el seguro, bueno no, el viernes mejor"),
    ).toMatchObject({
      toolName: "createTask",
      input: { title: "Renovar el seguro", dueDate: "2026-11-27" },
    });
  });

  it("«el bautizo… a las 11, me lo agenda por favor» is an event without the closing", () => {
    expect(
      only("el domingo 13 es el bautizo de mi ahijado a las 11, me lo agenda por favor"),
    ).toEqual({
      toolName: "createEvent",
      input: {
        title: "Bautizo de mi ahijado",
        date: "2026-12-13",
        time: "11:00",
        eventType: "general",
      },
    });
  });
});

describe("chores done, handed over, put off, reopened", () => {
  it("«…yo porque Sofía no pudo, dala por hecha. y apunta abono» does both", () => {
    expect(
      callsOf("el pasto ya lo corté yo porque Carlos no pudo, dalo por hecho. y apunta abono"),
    ).toEqual([
      { toolName: "completeTask", input: { title: "El pasto" } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Abono" }] } },
    ]);
  });

  it("«ya pagamos la luz en el banco, ta» completes the paying", () => {
    expect(only("ya pagamos la luz en el banco, ta")).toEqual({
      toolName: "completeTask",
      input: { title: "Pagamos la luz" },
    });
  });

  it("«que la tarea de lavar el carro quede a nombre del Mateo, …» gives it to Mateo", () => {
    expect(
      only("que la tarea de lavar el carro quede a nombre del Mateo, la Sofi tiene examen"),
    ).toEqual({
      toolName: "updateTask",
      input: { title: "Lavar el carro", assignee: "Mateo" },
    });
  });

  it("«quem vai regar as plantas agora é o Mateo, …» gives it to Mateo", () => {
    expect(only("quem vai regar as plantas agora é o Mateo, a Sofia viajou")).toEqual({
      toolName: "updateTask",
      input: { title: "Regar as plantas", assignee: "Mateo" },
    });
  });

  it("«a conta de gás fica pra amanhã» moves the chore", () => {
    expect(only("a conta de gás fica pra amanhã, hoje não dá")).toMatchObject({
      toolName: "updateTask",
      input: { dueDate: "2026-11-26" },
    });
  });

  it("«o Mateo não arrumou o quarto coisa nenhuma, reabre essa tarefa» reopens it", () => {
    expect(only("o Mateo não arrumou o quarto coisa nenhuma, reabre essa tarefa")).toEqual({
      toolName: "reopenTask",
      input: { title: "Arrumar o quarto" },
    });
  });

  it("'dishes are clean! mateo did it' completes the dishes", () => {
    expect(only("dishes are clean! mateo did it").toolName).toBe("completeTask");
  });

  it("«quais são as tarefas da casa pra hoje?» lists today's chores, for nobody in particular", () => {
    expect(only("quais são as tarefas da casa pra hoje?")).toEqual({
      toolName: "listTasks",
      input: { date: "2026-11-25" },
    });
  });
});

describe("the list and the pantry", () => {
  it("«…, volvelo a poner y sumá queso» unticks and adds", () => {
    expect(
      callsOf("el jamón figura como comprado pero no hay, volvelo a poner y sumá queso"),
    ).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Jamón"] } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Queso" }] } },
    ]);
  });

  it.each([
    ["el jabón no alcancé a comprarlo, quítale el check", "Jabón"],
    ["juice shows as bought but it was sold out, uncheck it please", "Juice"],
  ])("«%s» unticks %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "uncheckShoppingItems", input: { names: [name] } });
  });

  it.each([
    ["el cloro ya quedó, lo agarré en la tienda", "Cloro"],
    ["i got the bread you can cross it off", "Bread"],
  ])("«%s» ticks %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "checkShoppingItems", input: { names: [name] } });
  });

  it.each([
    ["quita la leche de la lista, mi vecina nos regaló dos cajas", "Leche"],
    ["tira o sabão da lista, achei dois no armário", "Sabão"],
  ])("«%s» takes %s off, and nothing else", (message, name) => {
    expect(only(message)).toEqual({ toolName: "removeShoppingItems", input: { names: [name] } });
  });

  it("'could you toss hot dogs and buns from target on the list? bbq saturday' adds two", () => {
    expect(only("could you toss hot dogs and buns from target on the list? bbq saturday")).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name: "Hot dogs" }, { name: "Buns" }] },
    });
  });

  it("«anota carbón y hielo que el sábado viene la familia» adds both, no why", () => {
    expect(only("anota carbón y hielo que el sábado viene la familia")).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name: "Carbón" }, { name: "Hielo" }] },
    });
  });

  it.each([
    ["la harina quedó en cero", "Harina", 0],
    ["se malogró el pollo, lo boté", "Pollo", 0],
    ["only one bag of rice left after the party", "Rice", 1],
  ])("«%s» leaves %s at %d", (message, name, quantity) => {
    expect(only(message)).toEqual({ toolName: "adjustPantryItem", input: { name, quantity } });
  });

  it("«se echaron a perder 4 manzanas, ya las tiré a la basura» uses four", () => {
    expect(only("se echaron a perder 4 manzanas, ya las tiré a la basura")).toEqual({
      toolName: "adjustPantryItem",
      input: { name: "Manzanas", delta: -4 },
    });
  });

  it("«de café me queda medio kilo nomás» is half a kilo of coffee", () => {
    expect(only("de café me queda medio kilo nomás")).toMatchObject({
      toolName: "adjustPantryItem",
      input: { name: "Café", quantity: 0.5 },
    });
  });

  it("'just put 2 more jars of salsa in the fridge' stocks two", () => {
    expect(only("just put 2 more jars of salsa in the fridge")).toMatchObject({
      toolName: "adjustPantryItem",
      input: { name: "Salsa", delta: 2 },
    });
  });

  it("«compré 5 latas de atún... no, fueron 4» stocks four", () => {
    expect(only("compré 5 latas de atún... no, fueron 4")).toMatchObject({
      toolName: "adjustPantryItem",
      input: { name: "Atún", delta: 4 },
    });
  });

  it.each([
    ["¿cuántos huevos nos quedan? quiero hacer una torta", "Huevos"],
    ["quick q, how much flour do we have? wanna bake", "Flour"],
  ])("«%s» asks the pantry for %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "readPantry", input: { view: "item", name } });
  });
});

describe("the calendar and meals", () => {
  it.each([
    "mueve el dentista del jueves al viernes",
    "el dentista del jueves ahora va a ser el viernes, misma hora",
  ])("«%s» moves it to Friday, not to the day it was", (message) => {
    expect(only(message)).toMatchObject({ toolName: "updateEvent", input: { date: "2026-11-27" } });
  });

  it("'…saturday at 5, no wait 5:30pm' is at half past five", () => {
    expect(
      only("put the recital on the calendar, saturday at 5, no wait 5:30pm").input,
    ).toMatchObject({
      date: "2026-11-28",
      time: "17:30",
    });
  });

  it("'…, 9am to noon, add it to the calendar' lasts three hours", () => {
    expect(
      only("Mateo's piano recital is friday dec 11, 9am to noon, add it to the calendar").input,
    ).toMatchObject({
      date: "2026-12-11",
      time: "09:00",
      durationMinutes: 180,
    });
  });

  it.each([
    ["pásame todo lo que hay agendado pa la otra semana", "2026-11-30", "2026-12-06"],
    ["dime qué citas y eventos hay desde hoy hasta el viernes", "2026-11-25", "2026-11-27"],
    ["tem algum compromisso marcado pro sábado ou domingo?", "2026-11-28", "2026-11-29"],
  ])("«%s» lists the calendar from %s to %s", (message, from, to) => {
    expect(only(message)).toEqual({ toolName: "listEvents", input: { from, to } });
  });

  it("«el domingo para comer haremos mole, ponlo en el menú» plans lunch", () => {
    expect(only("el domingo para comer haremos mole, ponlo en el menú")).toEqual({
      toolName: "planMeal",
      input: { date: "2026-11-29", slot: "lunch", meal: "Mole" },
    });
  });

  it("'the chili's done for tonight' is a dish cooked", () => {
    expect(only("the chili's done for tonight, made it at lunch").toolName).toBe("cookMeal");
  });
});
