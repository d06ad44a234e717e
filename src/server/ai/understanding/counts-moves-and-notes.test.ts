import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/**
 * Families left from the fourteenth round, in phrasings of our own: an English move to a bare
 * hour or an ordinal day, a grocery set to a number, «anota que…» said other ways, and the wrong
 * one got as the reason to untick.
 */
const understand = understandingOn("2026-11-25");

describe("an English move to a bare hour or to an ordinal day", () => {
  it.each([
    ["move the parents meeting to 8", { time: "08:00" }],
    ["can you push the dentist to 5 please", { time: "05:00" }],
    ["move the swim class to 6 o'clock", { time: "06:00" }],
  ])("«%s» moves it to that hour, left to the event's half of the day", (message, input) => {
    const understood = understand(message);
    expect(understood.calls).toMatchObject([{ toolName: "updateEvent", input }]);
    // The tool then reads 8 near the meeting's own 19:00 (builtin/references.ts).
    expect(understood.hourSaidBare).toBe(true);
  });

  it.each([
    ["move the parents meeting to the 8th", "2026-12-08"],
    ["reschedule the dentist for the 12th", "2026-12-12"],
  ])("«%s» moves it to that day of the month", (message, date) => {
    expect(understand(message).calls).toMatchObject([{ toolName: "updateEvent", input: { date } }]);
  });

  it("a number set on a thing is no hour: «change the meeting to 18» moves nothing", () => {
    expect(understand("change the meeting to 18").calls).toEqual([]);
  });
});

describe("a grocery set to a number is the pantry's count of it", () => {
  it.each([
    ["set the rice to 2", "Rice", 2],
    ["update rice to 3 bags", "Rice", 3],
    ["change the eggs to 18", "Eggs", 18],
    ["we have 2 bags of rice now", "Rice", 2],
    ["there are 18 eggs now", "Eggs", 18],
    ["pon el arroz en 2", "Arroz", 2],
    ["cambia los huevos a 18", "Huevos", 18],
    ["deja el arroz en 3 bolsas", "Arroz", 3],
    ["muda os ovos pra 18", "Ovos", 18],
  ])("«%s» sets %s to %i", (message, name, quantity) => {
    expect(understand(message).calls).toEqual([
      { toolName: "adjustPantryItem", input: { name, quantity } },
    ]);
  });

  it.each(["there are 2 things to do today", "set an alarm to 7"])(
    "«%s» counts no grocery",
    (message) => {
      expect(understand(message).calls.map((call) => call.toolName)).not.toContain(
        "adjustPantryItem",
      );
    },
  );
});

describe("«anota que…» said other ways", () => {
  it.each([
    ["apunta que hay que renovar el DNI antes del 15", "Renovar el DNI", "2026-12-15"],
    ["apunte que tenemos que pagar la luz el viernes", "Pagar la luz", "2026-11-27"],
    ["anota que tenemos que pagar el agua el viernes", "Pagar el agua", "2026-11-27"],
  ])("«%s» is the chore, due that day", (message, title, dueDate) => {
    expect(understand(message).calls).toMatchObject([
      { toolName: "createTask", input: { title, dueDate } },
    ]);
  });

  it.each([
    ["anota que necesitamos comprar pan", ["Pan"]],
    ["apúntame que tenemos que comprar pan y huevos", ["Pan", "Huevos"]],
  ])("«%s»: groceries go on the list", (message, names) => {
    expect(understand(message).calls).toEqual([
      { toolName: "addShoppingItems", input: { items: names.map((name) => ({ name })) } },
    ]);
  });

  it.each([
    ["anota que hay que comprar un regalo para Sofía", "Comprar un regalo para Sofía"],
    ["anota que hay que comprar los útiles para el 15", "Comprar los útiles"],
  ])("«%s»: a gift, or a purchase by a day, is a chore", (message, title) => {
    expect(understand(message).calls).toMatchObject([{ toolName: "createTask", input: { title } }]);
  });
});

describe("the wrong one got is why the tick goes", () => {
  it.each([
    ["desmarca o cereal, peguei o errado e devolvi", "Cereal"],
    ["uncheck the cereal, i grabbed the wrong kind", "Cereal"],
    ["desmarcá el jabón, agarré el equivocado", "Jabón"],
  ])("«%s» unticks %s and ticks nothing", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: [name] } },
    ]);
  });
});
