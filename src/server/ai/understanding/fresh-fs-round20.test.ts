import { describe, expect, it } from "vitest";
import { onlyCall, understandingOn } from "#tests/server/harness/understanding.ts";

/** The twentieth round (holdout-2026-12-14, read after its first run): every family mended, in
 * phrasings of our own. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;
const only = (message: string) => onlyCall(understand(message));

describe("chores, said around", () => {
  it("«hay que pagar el seguro, ponlo pa el viernes 11» is a chore, not an event", () => {
    expect(only("hay que pagar el seguro, ponlo pa el viernes 11")).toMatchObject({
      toolName: "createTask",
      input: { title: "Pagar el seguro", dueDate: "2026-12-11" },
    });
  });

  it("«acordate q hay q llevar el auto al taller el lunes»: «q» is «que»", () => {
    expect(only("acordate q hay q llevar el auto al taller el lunes")).toMatchObject({
      toolName: "createTask",
      input: { dueDate: "2026-11-30" },
    });
  });

  it("«el perro que lo pasee Sofía hoy, Mateo tiene examen» hands it to Sofía", () => {
    expect(only("el perro que lo pasee Sofía hoy, Mateo tiene examen")).toMatchObject({
      toolName: "updateTask",
      input: { assignee: "Sofía" },
    });
  });

  it("«¿tengo algo a mi nombre?» asks one's own", () => {
    expect(only("¿tengo algo a mi nombre?")).toEqual({
      toolName: "listTasks",
      input: { assignee: "me" },
    });
  });

  it("«Sofía ya terminó lo suyo» names no chore: whose it is goes to the tools", () => {
    expect(only("Sofía ya terminó lo suyo, márcalo")).toEqual({
      toolName: "completeTask",
      input: { title: "Sofía" },
    });
  });

  it("«pónganle a Sofía la tarea de ordenar el clóset para el sábado» is hers", () => {
    expect(only("póngale a Sofía la tarea de ordenar el clóset para el sábado")).toMatchObject({
      toolName: "createTask",
      input: { title: "Ordenar el clóset", dueDate: "2026-11-28", assignee: "Sofía" },
    });
  });

  it("«a tarefa de inglês da Sofia é pra segunda agora» moves it", () => {
    expect(only("a tarefa de inglês da Sofia é pra segunda agora, a escola mudou")).toMatchObject({
      toolName: "updateTask",
      input: { dueDate: "2026-11-30" },
    });
  });

  it("a why after the day is no part of the chore", () => {
    expect(
      only("recuérdame llevar la bici al taller el sábado que tiene la cadena floja").input,
    ).toMatchObject({ title: "Llevar la bici al taller", dueDate: "2026-11-28" });
  });

  it.each([
    ["put 'pick up dry cleaning' on my to-do for dec 10", "createTask", "Pick up dry cleaning"],
    ["uncheck 'walk the dog' — nobody did it", "reopenTask", "Walk the dog"],
  ])("a chore quoted: '%s'", (message, toolName, title) => {
    expect(only(message)).toMatchObject({ toolName, input: { title } });
  });

  it("'carlos finally got the car washed' marks it done", () => {
    const { toolName, input } = only("carlos finally got the car washed lol");
    expect(toolName).toBe("completeTask");
    expect(String(input.title)).toMatch(/\bcar\b/i);
  });

  it.each([
    ["bump the light bill to urgent, they sent a notice", "urgent"],
    ["water bill's paid", null],
  ])("'%s'", (message, priority) => {
    const { toolName, input } = only(message);
    expect(toolName).toBe(priority ? "updateTask" : "completeTask");
    if (priority) expect(input.priority).toBe(priority);
  });

  it("«la luz ya está pagada, sácala de pendientes» marks it done", () => {
    expect(only("el internet ya está pagado, sácalo de pendientes")).toEqual({
      toolName: "completeTask",
      input: { title: "El internet" },
    });
  });

  it("«…, y recuérdame llamarla mañana» calls the relative named, not the event", () => {
    expect(
      callsOf("cancela la junta de padres, mi suegra está de visita, y recuérdame llamarla mañana"),
    ).toEqual([
      { toolName: "cancelEvent", input: { title: "Junta de padres" } },
      {
        toolName: "createTask",
        input: { title: "Llamar a mi suegra", dueDate: "2026-11-26", priority: "medium" },
      },
    ]);
  });
});

describe("the list, said around", () => {
  it("one thing got, another ticked by mistake: ticked and unticked", () => {
    expect(callsOf("ya traje el pan; la leche no, la marqué por error")).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Pan"] } },
      { toolName: "uncheckShoppingItems", input: { names: ["Leche"] } },
    ]);
  });

  it.each([
    ["o sabão tá marcado mas acabou que não comprei", "Sabão"],
    ["the cookies aren't actually bought, put them back", "Cookies"],
  ])("«%s» unticks %s", (message, name) => {
    expect(only(message)).toEqual({ toolName: "uncheckShoppingItems", input: { names: [name] } });
  });

  it("«¿qué queda pendiente en la lista del súper?» reads the list", () => {
    expect(only("¿qué queda pendiente en la lista del súper?")).toEqual({
      toolName: "listShoppingItems",
      input: {},
    });
  });

  it("'scratch the bread, we have plenty' takes it off", () => {
    expect(only("scratch the bread, we have plenty")).toEqual({
      toolName: "removeShoppingItems",
      input: { names: ["Bread"] },
    });
  });

  it.each([
    ["marca el pan y desmarca el cereal", ["checkShoppingItems", "uncheckShoppingItems"]],
    ["desmarca el cereal y marca el pan", ["uncheckShoppingItems", "checkShoppingItems"]],
    ["ya traje el pan y desmarca la leche", ["checkShoppingItems", "uncheckShoppingItems"]],
  ])("«%s» runs both, a tick and an untick", (message, tools) => {
    expect(callsOf(message).map((call) => call.toolName)).toEqual(tools);
  });

  it("«me anota 3 latas de atún» adds them", () => {
    expect(only("me anota 3 latas de atún")).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name: "Atún", quantity: "3 latas" }] },
    });
  });

  it("«papel de váter» is the list's «Papel higiénico» (tools)", () => {
    expect(only("ya he comprado el papel de váter").toolName).toBe("checkShoppingItems");
  });
});

describe("the pantry, told", () => {
  it("«compré una sandía de 3 kilos» is 3 kg of it", () => {
    expect(only("compré un queso de 2 kilos, ya está en la nevera")).toEqual({
      toolName: "adjustPantryItem",
      input: { name: "Queso", delta: 2, unit: "kg" },
    });
  });

  it("«hice un bizcocho y se fue medio kilo de azúcar» uses it", () => {
    expect(only("hice un bizcocho y se fue medio kilo de azúcar")).toMatchObject({
      toolName: "adjustPantryItem",
      input: { name: "Azúcar", delta: -0.5 },
    });
  });

  it("«el queso se enmoheció y tocó botarlo» leaves none", () => {
    expect(only("el queso se enmoheció y tocó botarlo, quedamos sin nada")).toEqual({
      toolName: "adjustPantryItem",
      input: { name: "Queso", quantity: 0 },
    });
  });

  it("'bought 2 bags of rice put them in the pantry' adds rice", () => {
    expect(only("bought 2 bags of rice put them in the pantry")).toMatchObject({
      toolName: "adjustPantryItem",
      input: { name: "Rice", delta: 2 },
    });
  });
});

describe("the calendar and the rest", () => {
  it("'from dec 7 to dec 12' is one month said twice", () => {
    expect(only("what's on the calendar from dec 7 to dec 12?")).toEqual({
      toolName: "listEvents",
      input: { from: "2026-12-07", to: "2026-12-12" },
    });
  });

  it("'we're skipping the family lunch, take it off the calendar' calls it off", () => {
    expect(only("we're skipping the family lunch, take it off the calendar")).toMatchObject({
      toolName: "cancelEvent",
      input: { title: "Family lunch" },
    });
  });

  it("'…, put it in' notes it on the calendar, no line of the list", () => {
    expect(callsOf("school play on dec 10 at 6pm, put it in").map((call) => call.toolName)).toEqual(
      ["createEvent"],
    );
  });

  it.each(["me dá um resumo do dia", "dame un resumen del día"])(
    "«%s» sums up today",
    (message) => {
      expect(only(message).toolName).toBe("summarizeDay");
    },
  );

  it.each([
    "mirá qué falta para el menú de la semana y pasalo a la lista",
    "shop the meal plan for me please",
  ])("«%s» proposes the week's missing ingredients", (message) => {
    expect(only(message)).toMatchObject({
      toolName: "proposeAction",
      input: { tool: "addWeekToShoppingList" },
    });
  });

  it("'who's playing in the big game on sunday?' is the world's", () => {
    expect(callsOf("who's playing in the big game on sunday?")).toEqual([]);
  });
});
