import { describe, expect, it } from "vitest";
import { onlyCall, understandingOn } from "#tests/server/harness/understanding.ts";

/** The twenty-first round (holdout-2026-12-15, read after its first run): every family mended,
 * in phrasings of our own; and a chain of plainer sayings that can never loop. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;
const only = (message: string) => onlyCall(understand(message));

describe("the pantry, told", () => {
  it("«traje tres cajas de leche de un litro cada una»: the size of each is no name", () => {
    expect(only("traje tres cajas de leche de un litro cada una")).toMatchObject({
      toolName: "adjustPantryItem",
      input: { name: "Leche", delta: 3 },
    });
  });

  it("«nos regalaron un kilo de café en la finca de mi tío» is café", () => {
    expect(only("nos regalaron un kilo de café en la finca de mi tío").input.name).toBe("Café");
  });

  it.each([
    ["se acabó la leche, se la tomó Carlos con el cereal", "Leche"],
    ["tiramos todo el pan, ya estaba duro", "Pan"],
  ])("«%s» leaves no %s, and reads nothing more", (message, name) => {
    expect(only(message)).toEqual({ toolName: "adjustPantryItem", input: { name, quantity: 0 } });
  });
});

describe("the list, said around", () => {
  it("«el jabón ya está, lo compré en la farmacia. y agregá esponjas» ticks and adds", () => {
    expect(callsOf("el jabón ya está, lo compré en la farmacia. y agregá esponjas")).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Jabón"] } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Esponjas" }] } },
    ]);
  });

  it("«ya traje las tortillas, ponle check» ticks them and adds no «Check»", () => {
    expect(only("ya traje las tortillas, ponle check")).toEqual({
      toolName: "checkShoppingItems",
      input: { names: ["Tortillas"] },
    });
  });

  it("'actually we still need napkins, i checked them off by mistake' unticks them", () => {
    expect(only("actually we still need napkins, i checked them off by mistake")).toEqual({
      toolName: "uncheckShoppingItems",
      input: { names: ["Napkins"] },
    });
  });

  it("'add limes x6 to the list, taco tuesday' adds the limes only", () => {
    expect(only("add limes x6 to the list, taco tuesday")).toEqual({
      toolName: "addShoppingItems",
      input: { items: [{ name: "Limes", quantity: "6" }] },
    });
  });
});

describe("chores, said around", () => {
  it("«pásale lo del filtro a Carlos... no, mejor a mí» is mine", () => {
    expect(only("pásale lo del filtro a Carlos... no, mejor a mí").input.assignee).toBe("me");
  });

  it("«Sofía terminó su tarea» names her own: the tools find it or ask", () => {
    expect(only("Sofía terminó su tarea")).toEqual({
      toolName: "completeTask",
      input: { title: "Sofía" },
    });
  });

  it("«o Carlos tem que lavar o carro até sexta» is due Friday", () => {
    expect(only("o Carlos tem que lavar o carro até sexta").input).toMatchObject({
      dueDate: "2026-11-27",
    });
  });

  it("«o filtro tá atrasado, coloca como urgente» raises it", () => {
    expect(only("o filtro tá atrasado, coloca como urgente")).toMatchObject({
      toolName: "updateTask",
      input: { priority: "urgent" },
    });
  });

  it("«lo del filtro corrélo al lunes que no llegó el repuesto» moves it", () => {
    expect(only("lo del filtro corrélo al lunes que no llegó el repuesto")).toMatchObject({
      toolName: "updateTask",
      input: { dueDate: "2026-11-30" },
    });
  });

  it("'I need to renew my passport, put it on my to-do for friday' is one chore", () => {
    expect(only("I need to renew my passport, put it on my to-do for friday").input).toMatchObject({
      title: "Renew my passport",
      dueDate: "2026-11-27",
    });
  });

  it("'new chore for Sofia: water the plants every day' is hers, daily", () => {
    expect(only("new chore for Sofia: water the plants every day").input).toMatchObject({
      assignee: "Sofia",
      recurrence: "daily",
    });
  });

  it("'the smoke detector's been fixed, mark it done' marks it done", () => {
    expect(only("the smoke detector's been fixed, mark it done").toolName).toBe("completeTask");
  });

  it("«¿qué me toca hacer a mí?» asks one's own", () => {
    expect(only("¿qué me toca hacer a mí?")).toEqual({
      toolName: "listTasks",
      input: { assignee: "me" },
    });
  });
});

describe("meals, thanks and the world", () => {
  it("«dame todo lo que haga falta para las comidas de esta semana» proposes the week's list", () => {
    expect(only("anotá todo lo que haga falta para las comidas de esta semana")).toMatchObject({
      toolName: "proposeAction",
      input: { tool: "addWeekToShoppingList" },
    });
  });

  it("…next week's is next week's", () => {
    expect(
      only("agrega a la lista lo que haga falta para las comidas de la semana que viene"),
    ).toMatchObject({
      input: { tool: "addWeekToShoppingList", args: { weekStart: "2026-11-30" } },
    });
  });

  it("«listo, muchas gracias!» changes nothing", () => {
    expect(callsOf("listo, muchas gracias por todo!")).toEqual([]);
  });

  it.each([
    "recomiéndame un lugar para comer ceviche en Lima",
    "what time does walmart close today",
  ])("«%s» is the world's", (message) => {
    expect(callsOf(message)).toEqual([]);
  });
});

describe("a chain of plainer sayings", () => {
  it("stops after a few: read as said, never a loop", () => {
    expect(() => understand("ya listo, gracias", { rewrites: 12 })).not.toThrow();
    expect(understand("mark the water bill paid", { rewrites: 12 }).calls).not.toEqual(
      understand("mark the water bill paid").calls,
    );
  });
});
