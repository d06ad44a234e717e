import { describe, expect, it } from "vitest";
import { read } from "#server/ai/understanding/reading.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Thursday is the 26th, Friday the 27th, Monday the 30th. */
const today = "2026-11-25";
const understand = understandingOn(today);

function acts(message: string, tool: string, input: Record<string, unknown>) {
  const understood = understand(message);
  expect(understood.outcome, JSON.stringify(understood)).toBe("act");
  expect(understood.calls[0]?.toolName).toBe(tool);
  expect(understood.calls[0]?.input).toMatchObject(input);
}

describe("usted commands read like their tú forms", () => {
  it.each([
    ["reprograme la cita del pediatra para el lunes", "updateEvent", { date: "2026-11-30" }],
    ["cambie la junta para las 6", "updateEvent", { title: "Junta", time: "18:00" }],
    ["elimine la tarea de lavar el carro", "deleteTask", { title: "Lavar el carro" }],
  ] as const)("%s → %s", acts);

  it("a wish after «que» stays a wish: «que Carlos cambie…» is no command", () => {
    const norms = read("que Carlos cambie el foco", today, "es").norms;
    expect(norms).toContain("cambie");
  });

  it("«cambié», written with its accent, is what was done, not asked", () => {
    expect(read("cambié la bombilla", today, "es").norms[0]).not.toBe("cambia");
  });
});

describe("a day instead of another moves what is there", () => {
  it.each([
    [
      "que Mateo pasee al perro el viernes en vez del jueves",
      "updateTask",
      { dueDate: "2026-11-27" },
    ],
    ["pay the internet tomorrow instead of today", "updateTask", { dueDate: "2026-11-26" }],
    ["la comida familiar el domingo en lugar del sábado", "updateEvent", { date: "2026-11-29" }],
  ] as const)("%s → %s", acts);

  it("«en vez de Carlos» is someone else, not another day", () => {
    expect(understand("que Sofía lave el carro en vez de Carlos").calls[0]?.input).toMatchObject({
      assignee: "Sofía",
    });
  });
});

describe("priorities, hours and titles", () => {
  it.each([
    ["ponele urgente a lo de pagar el internet", "updateTask", { priority: "urgent" }],
    ["put high priority on the water filter task", "updateTask", { priority: "high" }],
    ["los platos ya los lavó Carlos", "completeTask", { title: "Los platos" }],
    [
      "la kermés del colegio es el 5 de diciembre a las 10, agéndala",
      "createEvent",
      { title: "Kermés del colegio", date: "2026-12-05", time: "10:00" },
    ],
    [
      "book the piano recital friday 5 to 6:15pm",
      "createEvent",
      { date: "2026-11-27", time: "17:00", durationMinutes: 75 },
    ],
    [
      "recuérdame pagar el predial el primero de enero",
      "createTask",
      { title: "Pagar el predial", dueDate: "2027-01-01" },
    ],
  ] as const)("%s → %s", acts);
});

describe("a task said to be one, and who does it", () => {
  it.each([
    [
      "anota una tarea: cambiar el foco del pasillo, es urgente",
      "createTask",
      { title: "Cambiar el foco del pasillo", priority: "urgent" },
    ],
    [
      "hazle una tarea a Mateo: ordenar los juguetes",
      "createTask",
      { title: "Ordenar los juguetes", assignee: "Mateo" },
    ],
    [
      "crie uma tarefa para o Carlos: trocar o chuveiro",
      "createTask",
      { title: "Trocar o chuveiro", assignee: "Carlos" },
    ],
    [
      "new task: sweep the porch every week",
      "createTask",
      { title: "Sweep the porch", recurrence: "weekly" },
    ],
    [
      "Cree la tarea de pagar el agua y pásesela a Sofía",
      "createTask",
      { title: "Pagar el agua", assignee: "Sofía" },
    ],
    [
      "Mateo necesita entregar la maqueta el jueves",
      "createTask",
      { assignee: "Mateo", dueDate: "2026-11-26" },
    ],
    ["dile a Sofía que saque al perro en la tarde", "createTask", { assignee: "Sofía" }],
  ] as const)("%s → %s", acts);

  it("«marque la tarea de la luz como urgente» changes the task, it makes none", () => {
    acts("marque la tarea de la luz como urgente", "updateTask", { priority: "urgent" });
  });
});

describe("reopening and asking what was done", () => {
  it.each([
    ["lo de limpiar el refri no quedó hecho, ábralo de nuevo", "reopenTask", {}],
    ["reopen the fridge task, it wasn't done right", "reopenTask", { title: "Fridge" }],
    ["¿qué tareas se terminaron?", "listTasks", { status: "done" }],
    ["¿qué le toca a Mateo?", "listTasks", { assignee: "Mateo" }],
  ] as const)("%s → %s", acts);
});

describe("services asked as someone doing it", () => {
  it("«necesitamos que fumiguen…» is a service request, not a thing to buy", () => {
    acts("necesitamos que fumiguen el jardín, hay pulgas", "createServiceRequest", {
      serviceType: "Fumigación",
    });
  });

  it("«Carlos needs to fix…» is Carlos's task, not a call for a carpenter", () => {
    acts("Carlos needs to fix the fence on Saturday", "createTask", { assignee: "Carlos" });
  });
});

describe("a new hour, day or length wished of a thing, and visits", () => {
  it.each([
    [
      "el cumpleaños de Sofía que sea a las 6 y que dure 3 horas",
      "updateEvent",
      { title: "Cumpleaños de Sofía", time: "18:00", durationMinutes: 180 },
    ],
    ["pagar la luz que sea a las 10", "updateTask", { title: "Pagar la luz", dueTime: "10:00" }],
    [
      "la Abuela Tere viene a comer el domingo a las 2",
      "createEvent",
      { date: "2026-11-29", time: "14:00" },
    ],
    ["¿a qué hora es la comida familiar?", "listEvents", {}],
  ] as const)("%s → %s", acts);

  it("«que Sofía riegue las plantas el sábado» is a new task for her, not a change", () => {
    acts("que Sofía riegue las plantas el sábado", "createTask", { assignee: "Sofía" });
  });

  it("«Rosa viene mañana» alone is asked before it is noted", () => {
    expect(understand("Rosa viene mañana").outcome).toBe("confirm");
  });

  it("«que dure 2 horas» is how long, not a day", () => {
    const temporal = read("la reunión que dure 2 horas", today, "es").temporal;
    expect(temporal).toMatchObject({ date: null, durationMinutes: 120 });
  });
});

describe("chores noted down, reminders and how often", () => {
  it.each([
    [
      "anota pagar la tarjeta el 15",
      "createTask",
      { title: "Pagar la tarjeta", dueDate: "2026-12-15" },
    ],
    ["apúntame llamar al cerrajero mañana", "createTask", { dueDate: "2026-11-26" }],
    ["recuérdame fumigar el patio el sábado", "createTask", { dueDate: "2026-11-28" }],
    ["regar los helechos cada ocho días", "createTask", { recurrence: "weekly" }],
    ["remind me to water the ferns once a week", "createTask", { recurrence: "weekly" }],
    ["acordate de sacar turno con el médico", "createTask", {}],
  ] as const)("%s → %s", acts);

  it("«anota harina y azúcar» is still the list's", () => {
    acts("anota harina y azúcar", "addShoppingItems", {});
  });
});

describe("asked politely, and what a grocery is not", () => {
  it.each([
    ["¿Podría agendar la vacuna del perro el viernes a las 9?", "createEvent", { time: "09:00" }],
    ["Quisiera que me recordara pagar el seguro el lunes", "createTask", { dueDate: "2026-11-30" }],
    ["¿Sería tan amable de eliminar la tarea de lavar el carro?", "deleteTask", {}],
    ["hágame el favor y me recuerda llamar al plomero mañana", "createTask", {}],
    ["could you remind me to call the dentist on Monday", "createTask", { dueDate: "2026-11-30" }],
    ["desmarca a tarefa de lavar o carro", "reopenTask", { title: "Lavar o carro" }],
  ] as const)("%s → %s", acts);

  it("«ya no hay azúcar» runs out of sugar: no appointment is cancelled, no task deleted", () => {
    const tools = understand("ya no hay azúcar").calls.map((call) => call.toolName);
    expect(tools).not.toContain("deleteTask");
    expect(tools).not.toContain("cancelEvent");
  });
});

describe("the week's menu to the list, asked with usted", () => {
  it.each([
    "agregue a la lista lo que hace falta para el menú de la semana",
    "pásele a la lista de compras los ingredientes del menú",
  ])("%s proposes adding the week's ingredients", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("confirm");
    expect(understood.calls[0]?.input).toMatchObject({ tool: "addWeekToShoppingList" });
  });
});

describe("the fourth round's task families (issue 16)", () => {
  it.each([
    // A task put back in the state of not done, whatever the verb (reopen-requests.ts).
    [
      "dejá lo de regar las plantas como pendiente de nuevo",
      "reopenTask",
      { title: "Regar las plantas" },
    ],
    ["marca el refri como no hecho", "reopenTask", { title: "Refri" }],
    ["put walking the dog back to pending", "reopenTask", { title: "Walking the dog" }],
    ["reactiva la tarea de limpiar el refri", "reopenTask", { title: "Limpiar el refri" }],
    // Handed to the one who asks: "me", which the tools take for the caller (task-members.ts).
    ["lo de la basura ponlo a mi nombre", "updateTask", { title: "Basura", assignee: "me" }],
    ["assign the water filter to me", "updateTask", { assignee: "me" }],
    ["passa o lixo pro meu nome", "updateTask", { assignee: "me" }],
    // Moved by days from its own day (move-requests.ts; the day is found in references.ts).
    ["posterga dos días lo del regalo", "updateTask", { shiftDays: 2 }],
    ["adelanta un día lo del filtro", "updateTask", { shiftDays: -1 }],
    // A task said to be finished by its state (task-requests.ts).
    ["la tarea de cambiar el filtro ya está hecha", "completeTask", { title: "Cambiar el filtro" }],
    ["the bathroom door is finished", "completeTask", { title: "Bathroom door" }],
    // A matter that is there, put at an hour by any verb (move-requests.ts).
    ["lo de regar las plantas ponlo a las 7 de la noche", "updateTask", { dueTime: "19:00" }],
    // A slip in a day or a lateness word (reading.ts).
    ["recordame pagar el agua el juves", "createTask", { dueDate: "2026-11-26" }],
    ["qué tareas están vencdas", "listTasks", { status: "overdue" }],
    // A verb that shows, then the tasks (task-requests.ts).
    ["enséñame las tareas del sábado", "listTasks", { date: "2026-11-28" }],
    // The note said before "que" is no part of who (task-requests.ts).
    ["avisa que la Sofi tiene que barrer el patio el sábado", "createTask", { assignee: "Sofi" }],
    ["add a chore for Carlos: fix the gate on friday", "createTask", { assignee: "Carlos" }],
  ] as const)("%s → %s", acts);

  it("a move to a day some days ahead is that day, not a shift", () => {
    const understood = understand("pasa lo de la basura para dentro de dos días");
    expect(understood.calls[0]?.input).not.toHaveProperty("shiftDays");
  });

  it("«anótalo como pendiente» after a thing notes it: nothing is reopened", () => {
    const tools = understand("comprar foco, anótalo como pendiente").calls.map((c) => c.toolName);
    expect(tools).not.toContain("reopenTask");
  });

  it("«la comida está lista» finishes no task: ready is said of food too", () => {
    const tools = understand("la comida está lista").calls.map((call) => call.toolName);
    expect(tools).not.toContain("completeTask");
  });

  it("«manzana» is no slip of «mañana»: a letter added is another word", () => {
    expect(read("agrega manzana", today, "es").temporal.date).toBeFalsy();
  });
});
