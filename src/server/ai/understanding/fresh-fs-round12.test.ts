import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/**
 * The twelfth round's families, mended in phrasings of our own: false successes first (a change
 * not asked for, or half of one, answered «¡Listo!»), then requests asked about or not
 * understood where the family said plainly what they wanted.
 */
const understand = understandingOn("2026-11-25");
const tools = (message: string) => understand(message).calls.map((call) => call.toolName);

describe("false successes", () => {
  it("«altiro» after «en la lista» is no part of the thing", () => {
    expect(understand("anota papel higiénico en la lista altiro").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Papel higiénico" }] } },
    ]);
  });

  it("a task made «for him» after a part about a member is theirs, and is made", () => {
    expect(
      understand("Mateo ya ordenó su cuarto; créale también una tarea de sacar al perro mañana")
        .calls,
    ).toEqual([
      { toolName: "completeTask", input: { title: "Su cuarto" } },
      {
        toolName: "createTask",
        input: {
          title: "Sacar al perro",
          dueDate: "2026-11-26",
          priority: "medium",
          assignee: "Mateo",
        },
      },
    ]);
  });

  it.each([
    ["the boys finished half of the juice", "Juice"],
    ["se nos fue la mitad del aceite en la fritura", "Aceite"],
  ])("half of a thing finished is half used, never a run-out: «%s»", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "adjustPantryItem", input: { name, share: 0.5 } },
    ]);
  });

  it("another part finished empties nothing", () => {
    expect(tools("se acabó parte del arroz")).not.toContain("adjustPantryItem");
  });

  it.each([
    ["schedule an electrician for friday to look at the outlets", "Electricidad"],
    ["agenda un plomero el lunes para que revise la llave", "Plomería"],
  ])("a trade booked for a reason is the service: «%s»", (message, serviceType) => {
    expect(understand(message).calls[0]).toMatchObject({
      toolName: "createServiceRequest",
      input: { serviceType },
    });
  });
});

describe("said plainly enough to act on", () => {
  it.each([
    ["compré las manzanas, paloméalas", ["Manzanas"]],
    ["got the eggs and the milk, check em off", ["Eggs", "Milk"]],
  ])("«%s» ticks %j", (message, names) => {
    expect(understand(message).calls).toEqual([
      { toolName: "checkShoppingItems", input: { names } },
    ]);
  });

  it("«siempre no lo compré» puts it back", () => {
    expect(understand("el jabón siempre no lo compré, vuélvelo a poner").calls).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Jabón"] } },
    ]);
  });

  it.each([
    ["la tarea del filtro ya está, la hice ayer", "Tarea del filtro"],
    ["ya se lavó el carro, márcalo", "Se lavó el carro"],
  ])("«%s» marks a task done", (message) => {
    expect(tools(message)).toEqual(["completeTask"]);
  });

  it("«de arroz ya solo queda medio kilo» is a count", () => {
    expect(understand("oye, de arroz ya solo queda medio kilo").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Arroz", quantity: 0.5, unit: "kg" } },
    ]);
  });

  it("«¿Mateo qué tiene por hacer?» lists his tasks", () => {
    expect(understand("¿y Mateo qué tiene por hacer?").calls).toEqual([
      { toolName: "listTasks", input: { assignee: "Mateo" } },
    ]);
  });

  it.each([
    ["muéstrame todo lo que hay en la despensa", "readPantry"],
    ["show me everything in the pantry", "readPantry"],
    ["o que dá pra fazer pro almoço com o que tem?", "suggestMeals"],
    ["tem algum compromisso marcado pra sexta?", "listEvents"],
    ["¿hay algo agendado para el domingo?", "listEvents"],
    ["no milk left at all", "adjustPantryItem"],
    ["não tem mais arroz, zerou", "adjustPantryItem"],
    ["anything on the calendar for saturday question mark", "listEvents"],
  ])("«%s» → %s", (message, tool) => {
    expect(tools(message)).toEqual([tool]);
  });

  it("going somewhere, noted down, is a reminder", () => {
    expect(understand("anótame ir al banco a depositar el martes").calls).toEqual([
      {
        toolName: "createTask",
        input: { title: "Ir al banco a depositar", dueDate: "2026-12-01", priority: "medium" },
      },
    ]);
  });
});

describe("a wish to do it asks for it", () => {
  it.each([
    ["quisiera anotar huevos en la lista", "addShoppingItems"],
    ["eu queria colocar arroz na lista", "addShoppingItems"],
    ["I'd like to put bananas on the list", "addShoppingItems"],
    ["quero planejar lasanha pro jantar de sexta", "planMeal"],
    ["I want to plan pizza for saturday lunch", "planMeal"],
  ])("«%s» → %s", (message, tool) => {
    expect(tools(message)).toEqual([tool]);
  });

  it("«quiero cancelar mi suscripción» is not the calendar's", () => {
    expect(tools("quiero cancelar mi suscripción")).toEqual([]);
  });
});

describe("places and hours said the family's way", () => {
  it("«la alacena» is the pantry", () => {
    expect(understand("compré 3 latas de atún, súmalas a la alacena").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Atún", delta: 3 } },
    ]);
  });

  it("«ainda tem … no congelador?» asks the pantry", () => {
    expect(understand("tem carne moída no congelador ainda?").calls).toEqual([
      { toolName: "readPantry", input: { view: "item", name: "Carne moída" } },
    ]);
  });

  it("«a las 12 del día» is noon, said with its half of the day", () => {
    const reading = understand("el dentista lo cambiaron a las 12 del día");
    expect(reading.calls[0]?.input).toMatchObject({ time: "12:00" });
    expect(reading.hourSaidBare).toBeFalsy();
  });
});

describe("a thing to do put among the pending ones", () => {
  it("«y ponme de pendiente llevar …» is a task, never a line on the list", () => {
    expect(tools("compra pan y ponme de pendiente llevar los zapatos al zapatero")).toEqual([
      "addShoppingItems",
      "createTask",
    ]);
  });

  it("«mostrame todo lo que hay» is answered in Spanish", () => {
    expect(understand("mostrame todo lo que hay en la alacena").language).toBe("es");
  });
});

describe("an hour changed, then a chore for later", () => {
  it("the «now» of the change is no day for the chore", () => {
    expect(
      understand(
        "al dentista le cambiaron la hora, ahora es a las 4 de la tarde. y ponme de pendiente llevar las radiografías",
      ).calls,
    ).toEqual([
      { toolName: "updateEvent", input: { title: "Al dentista", time: "16:00" } },
      {
        toolName: "createTask",
        input: { title: "Llevar las radiografías", priority: "medium" },
      },
    ]);
  });
});

describe("English closings about a chore's state", () => {
  it.each([
    ["the dishes are clean, mark it done", "The dishes"],
    ["the recycling is out, check that off", "The recycling"],
  ])("«%s» completes «%s», never reopens it", (message, title) => {
    expect(understand(message).calls).toEqual([{ toolName: "completeTask", input: { title } }]);
  });

  it("«set that back to to-do» after what was not done reopens it", () => {
    expect(
      understand("Sofia didn't water the plants yesterday, set that back to to-do").calls,
    ).toEqual([{ toolName: "reopenTask", input: { title: "Water the plants" } }]);
  });
});
