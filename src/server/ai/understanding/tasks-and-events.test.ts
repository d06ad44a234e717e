import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Thursday is the 26th, Friday the 27th, Monday the 30th. */
const today = "2026-11-25";
const understand = understandingOn(today);

describe("moves said as families say them", () => {
  it.each([
    ["muévela pal viernes la reunión del trabajo", "updateEvent", { date: "2026-11-27" }],
    ["el pediatra pásalo para el lunes", "updateEvent", { date: "2026-11-30" }],
    ["posterga la cena con los suegros para el viernes", "updateEvent", { date: "2026-11-27" }],
    ["córrela pa las 6 la junta", "updateEvent", { title: "Junta", time: "18:00" }],
    ["adia a consulta do dentista pra sexta", "updateEvent", { date: "2026-11-27" }],
    ["bump the swim class to Monday", "updateEvent", { date: "2026-11-30" }],
    ["la tarea de ciencias déjala pal lunes", "updateTask", { dueDate: "2026-11-30" }],
  ] as const)("%s → %s", (message, tool, input) => {
    const understood = understand(message);
    expect(understood.outcome, JSON.stringify(understood)).toBe("act");
    expect(understood.calls[0]?.toolName).toBe(tool);
    expect(understood.calls[0]?.input).toMatchObject(input);
  });

  it("«deja el auto en el taller el lunes» leaves a car: no move without «para»", () => {
    const understood = understand("deja el auto en el taller el lunes");
    expect(understood.calls.map((call) => call.toolName)).not.toContain("updateTask");
    expect(understood.calls.map((call) => call.toolName)).not.toContain("updateEvent");
  });

  it("«muévelo pal jueves» names nothing: no move", () => {
    const tools = understand("muévelo pal jueves").calls.map((call) => call.toolName);
    expect(tools).not.toContain("updateEvent");
    expect(tools).not.toContain("updateTask");
    expect(tools).not.toContain("proposeAction");
  });
});

describe("who does a task", () => {
  it("a member's turn on a day is a new task for them", () => {
    expect(understand("a la Vale le toca barrer el patio el sábado").calls).toEqual([
      {
        toolName: "createTask",
        input: {
          title: "Barrer el patio",
          dueDate: "2026-11-28",
          priority: "medium",
          assignee: "Vale",
        },
      },
    ]);
  });

  it("«… y que le toque a Tomás» says who, and is not part of the title", () => {
    const [call] = understand(
      "nueva tarea: regar el jardín cada semana y que le toque a Tomás",
    ).calls;
    expect(call?.input).toMatchObject({ title: "Regar el jardín", assignee: "Tomás" });
  });

  it.each([
    ["lo del gas que lo pague Tomás", { assignee: "Tomás" }],
    ["que Tomás lave los platos en vez de Vale", { assignee: "Tomás" }],
  ] as const)("%s hands a task over", (message, input) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls[0]?.toolName).toBe("updateTask");
    expect(understood.calls[0]?.input).toMatchObject(input);
  });

  it("«el Tomás ya barrió el patio» completes it; «a Vale já regou o jardim» too", () => {
    expect(understand("el Tomás ya barrió el patio").calls[0]?.toolName).toBe("completeTask");
    expect(understand("a Vale já regou o jardim").calls[0]?.toolName).toBe("completeTask");
  });
});

describe("the thing first, then the verb that points back to it", () => {
  it("«la tarea de ciencias márcala como hecha» completes it", () => {
    const understood = understand("la tarea de ciencias márcala como hecha");
    expect(understood.outcome).toBe("act");
    expect(understood.calls[0]?.toolName).toBe("completeTask");
  });

  it("«lo de pagar el gas ponlo urgente» changes its priority, never adds a grocery", () => {
    expect(understand("lo de pagar el gas ponlo urgente").calls).toEqual([
      { toolName: "updateTask", input: { title: "Pagar el gas", priority: "urgent" } },
    ]);
  });

  it("«tarea urgente: llamar al seguro» is a new urgent task", () => {
    expect(understand("tarea urgente: llamar al seguro").calls).toEqual([
      { toolName: "createTask", input: { title: "Llamar al seguro", priority: "urgent" } },
    ]);
  });

  it("«elimina lavar la terraza» deletes that task", () => {
    expect(understand("elimina lavar la terraza").calls).toEqual([
      { toolName: "deleteTask", input: { title: "Lavar la terraza" } },
    ]);
  });
});

describe("when a repeating task starts", () => {
  it("«desde hoy», «a partir del lunes» are the day, not the title", () => {
    expect(understand("barrer el patio todos los días desde hoy").calls[0]?.input).toMatchObject({
      title: "Barrer el patio",
      dueDate: "2026-11-25",
      recurrence: "daily",
    });
    expect(
      understand("regar el jardín cada semana a partir del lunes").calls[0]?.input,
    ).toMatchObject({ title: "Regar el jardín", dueDate: "2026-11-30", recurrence: "weekly" });
  });
});

describe("two requests in one message, each on its own day", () => {
  it("an event and a reminder: the reminder's day is its own, without the event's hour", () => {
    expect(
      understand("anota la cena el lunes a las 7 y recuérdame llevar el vino el domingo").calls,
    ).toEqual([
      {
        toolName: "createEvent",
        input: { title: "Cena", date: "2026-11-30", time: "19:00", eventType: "general" },
      },
      {
        toolName: "createTask",
        input: { title: "Llevar el vino", dueDate: "2026-11-29", priority: "medium" },
      },
    ]);
  });

  it("a reminder said without a day is for the day said before it", () => {
    const [, task] = understand(
      "agenda la junta el lunes a las 7 y recuérdame llevar las notas",
    ).calls;
    expect(task?.input).toEqual({
      title: "Llevar las notas",
      dueDate: "2026-11-30",
      priority: "medium",
    });
  });

  it("«recuérdame …, y comprar … el sábado»: the second chore is a reminder too", () => {
    expect(
      understand("recuérdame pagar el gas el viernes y comprar las velas el sábado").calls,
    ).toEqual([
      {
        toolName: "createTask",
        input: { title: "Pagar el gas", dueDate: "2026-11-27", priority: "medium" },
      },
      {
        toolName: "createTask",
        input: { title: "Comprar las velas", dueDate: "2026-11-28", priority: "medium" },
      },
    ]);
  });
});

describe("parts of the day and repetitions", () => {
  it("«el jueves a la noche» is the day: no part of the title", () => {
    expect(understand("recordame sacar el reciclaje el jueves a la noche").calls).toEqual([
      {
        toolName: "createTask",
        input: { title: "Sacar el reciclaje", dueDate: "2026-11-26", priority: "medium" },
      },
    ]);
  });

  it("«que barrer el patio sea todos los días» makes it repeat; «barrer» is no member", () => {
    expect(understand("que barrer el patio sea todos los días").calls).toEqual([
      { toolName: "updateTask", input: { title: "Barrer el patio", recurrence: "daily" } },
    ]);
  });

  it("«esta semana» is from today to Sunday", () => {
    expect(understand("qué eventos hay esta semana").calls).toEqual([
      { toolName: "listEvents", input: { from: "2026-11-25", to: "2026-11-29" } },
    ]);
  });
});

describe("what the family says before a request is its context", () => {
  it("«mañana viene la tía, anota que hay que limpiar el cuarto»: the task, on that day", () => {
    expect(understand("mañana viene la abuela, anota que hay que lavar las sábanas").calls).toEqual(
      [
        {
          toolName: "createTask",
          input: { title: "Lavar las sábanas", dueDate: "2026-11-26", priority: "medium" },
        },
      ],
    );
  });

  it("a question before a request is not dropped as context", () => {
    const understood = understand("¿qué tenemos el sábado?, recuérdame comprar velas el viernes");
    expect(understood.calls.map((call) => call.toolName)).not.toEqual(["createTask"]);
  });
});
