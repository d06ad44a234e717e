import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Friday is the 27th, Sunday the 29th, Tuesday 1 December. */
const understand = understandingOn("2026-11-25");

describe("a task asked with the calendar's verb is a task (issue 16)", () => {
  it.each([
    ["agéndame una tarea para Carlos: llamar al gasfitero el viernes", "Carlos", "2026-11-27"],
    ["agendame una tarea pa la Sofi: ordenar la pieza", "Sofi", undefined],
    ["agenda uma tarefa pra Sofia: limpar o quarto", "Sofia", undefined],
    ["schedule a task for Carlos: clean the garage on sunday", "Carlos", "2026-11-29"],
    ["book a chore for Mateo: feed the dog", "Mateo", undefined],
  ])("%s → createTask for %s", (message, assignee, dueDate) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toHaveLength(1);
    const [call] = understood.calls;
    expect(call?.toolName).toBe("createTask");
    expect(call?.input.assignee).toBe(assignee);
    expect(call?.input.dueDate).toBe(dueDate);
    expect(String(call?.input.title)).not.toMatch(/Carlos|Sofi|Mateo|for|para|pra/);
  });
});

describe("a member's homework moved is the task, not their event (issue 16)", () => {
  it.each([
    ["move Mateo's math homework to friday", "2026-11-27"],
    ["passa a lição de matemática do Mateo pra sexta", "2026-11-27"],
    ["la tarea de matemáticas de Mateo pasala para el lunes", "2026-11-30"],
  ])("%s → updateTask", (message, dueDate) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "updateTask", input: expect.objectContaining({ dueDate }) },
    ]);
  });
});

describe("an event made longer (issue 16)", () => {
  it.each([
    ["make the family lunch 4 hours long", { durationMinutes: 240 }],
    ["extend the dentist appointment to 2 hours", { durationMinutes: 120 }],
    ["alarga la comida familiar a 4 horas", { durationMinutes: 240 }],
    ["aumenta a comida familiar pra 4 horas", { durationMinutes: 240 }],
    ["la junta de padres dura hora y media", { durationMinutes: 90 }],
    ["the family lunch will last 4 hours", { durationMinutes: 240 }],
    ["a consulta do pediatra vai durar meia hora", { durationMinutes: 30 }],
    ["alarga la comida familiar una hora más", { lengthenMinutes: 60 }],
    ["oye, la comida familiar alárgala hasta las 6", { untilTime: "06:00" }],
    ["extend the family lunch until 6pm", { untilTime: "18:00" }],
  ])("%s → updateEvent %o", (message, change) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toHaveLength(1);
    const [call] = understood.calls;
    expect(call?.toolName).toBe("updateEvent");
    expect(call?.input).toEqual({ title: expect.any(String), ...change });
    expect(String(call?.input.title)).toMatch(/comida|lunch|dentist|junta|consulta/i);
  });

  it("a new hour with a length is still the move it was", () => {
    const understood = understand(
      "la comida familiar del sábado que sea a las 3 y que dure 2 horas",
    );
    expect(understood.calls).toEqual([
      {
        toolName: "updateEvent",
        input: { title: "Comida familiar", time: "15:00", durationMinutes: 120 },
      },
    ]);
  });
});

describe("a gathering taken out is called off (issue 16)", () => {
  it.each([
    ["borra la cita con el dentista", /dentista/],
    ["sacá la junta de padres del calendario, la suspendieron", /^Junta de padres$/],
    ["se suspende la cita con el dentista, bórrala", /dentista/],
    ["delete the dentist appointment from the calendar", /^Dentist appointment$/],
    ["apaga a consulta do dentista", /dentista/],
  ])("%s → cancelEvent", (message, title) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toHaveLength(1);
    expect(understood.calls[0]?.toolName).toBe("cancelEvent");
    expect(String(understood.calls[0]?.input.title)).toMatch(title);
  });

  it("a grocery or a task taken out is not", () => {
    expect(understand("borra el pan de la lista").calls[0]?.toolName).toBe("removeShoppingItems");
    expect(understand("borra la tarea de la puerta").calls[0]?.toolName).toBe("deleteTask");
  });
});

describe("an hour and its fraction after a weekday (issue 16)", () => {
  it("«el martes 9 y media» is Tuesday at 9:30, not the 9th", () => {
    const understood = understand("poné en la agenda turno con el oculista el martes 9 y media");
    expect(understood.calls).toEqual([
      {
        toolName: "createEvent",
        input: expect.objectContaining({ date: "2026-12-01", time: "09:30" }),
      },
    ]);
  });
});

describe("an event said to be off, then the command (issue 16)", () => {
  it.each([
    ["al final no hay natación hoy, bórrala", /nataci/i],
    ["al final no hay junta de padres el lunes, borrala", /junta/i],
    ["no fim não vai ter natação hoje, apaga", /nata/i],
    ["turns out there's no swim class today, delete it", /swim/i],
  ])("%s → cancelEvent", (message, title) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toHaveLength(1);
    expect(understood.calls[0]?.toolName).toBe("cancelEvent");
    expect(String(understood.calls[0]?.input.title)).toMatch(title);
  });
});

describe("an appointment booked, a time blocked off (issue 16)", () => {
  it.each([
    ["book a vet appointment for the dog on thursday at 11", "2026-11-26", "11:00", null],
    ["book a dentist appointment on thursday at 11", "2026-11-26", "11:00", null],
    ["sácale cita al perro con el veterinario el martes a las 11", "2026-12-01", "11:00", null],
    ["marca consulta no dentista sexta às 15h", "2026-11-27", "15:00", null],
    ["block off saturday 2 to 5 for Sofia's party", "2026-11-28", "14:00", 180],
  ])("%s → createEvent", (message, date, time, minutes) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toHaveLength(1);
    const [call] = understood.calls;
    expect(call?.toolName).toBe("createEvent");
    expect(call?.input).toMatchObject({ date, time });
    expect(call?.input.durationMinutes ?? null).toBe(minutes);
    expect(String(call?.input.title)).not.toMatch(/book|block|sácale|marca|thursday|11/i);
  });

  it("a trade booked is still a service; «saca la cita» takes it out", () => {
    expect(understand("book a plumber appointment on friday").calls[0]?.toolName).toBe(
      "createServiceRequest",
    );
    expect(understand("saca la cita del dentista del jueves").calls[0]?.toolName).toBe(
      "cancelEvent",
    );
  });
});

describe("a move told of a gathering (issue 16)", () => {
  it.each([
    ["the parents meeting got moved to tuesday same time", { date: "2026-12-01" }],
    ["a reunião de pais mudou pra quarta às 20h", { date: "2026-12-02", time: "20:00" }],
    ["la junta de padres se cambió al martes", { date: "2026-12-01" }],
    [
      "the dentist appointment was rescheduled to friday at 4pm",
      { date: "2026-11-27", time: "16:00" },
    ],
    ["muda a consulta do dentista pras 3 da tarde", { time: "15:00" }],
  ])("%s → updateEvent %o", (message, change) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "updateEvent", input: { title: expect.any(String), ...change } },
    ]);
  });
});

describe("the number words of a shift, one table (issue 16)", () => {
  it.each([
    ["push the swim class five minutes later", 5],
    ["la natación cinco minutos más tarde", 5],
  ])("%s → the hour moved by %i minutes", (message, minutes) => {
    expect(understand(message).calls).toEqual([
      { toolName: "updateEvent", input: expect.objectContaining({ shiftMinutes: minutes }) },
    ]);
  });
});

describe("a member named with an article (issue 16)", () => {
  it.each([
    ["recuérdale al Carlos que pague el gas el viernes", "Carlos", "2026-11-27"],
    ["dile al Mateo que ordene su pieza el sábado", "Mateo", "2026-11-28"],
  ])("%s → createTask for %s", (message, assignee, dueDate) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "createTask", input: expect.objectContaining({ assignee, dueDate }) },
    ]);
    expect(String(understood.calls[0]?.input.title)).not.toMatch(/^al? /i);
  });
});

describe("a member's tasks asked with the name's article and a day (issue 16)", () => {
  it.each([
    ["qué tiene que hacer la Sofi mañana?", "Sofi", "2026-11-26"],
    ["qué le toca al Carlos el sábado?", "Carlos", "2026-11-28"],
    ["qué tiene pendiente el Carlos hoy", "Carlos", "2026-11-25"],
  ])("%s → listTasks for %s on %s", (message, assignee, date) => {
    expect(understand(message).calls).toEqual([
      { toolName: "listTasks", input: { assignee, date } },
    ]);
  });
});

describe("longer by so much, or to a length (issue 16)", () => {
  it.each([
    ["extend the parents meeting by 30 minutes", { lengthenMinutes: 30 }],
    ["alarga media hora la cita del pediatra", { lengthenMinutes: 30 }],
    ["alarga la reunión 30 minutos", { lengthenMinutes: 30 }],
    ["extend the dentist appointment to 2 hours", { durationMinutes: 120 }],
  ])("%s → updateEvent %o", (message, change) => {
    const [call] = understand(message).calls;
    expect(call).toEqual({
      toolName: "updateEvent",
      input: { title: expect.any(String), ...change },
    });
    expect(String(call?.input.title)).not.toMatch(/\b(by|media|30|2)\b/);
  });
});

describe("an event called off, then taken off the calendar, once (issue 16)", () => {
  it.each([
    ["cancelaron la junta de padres, sácala de la agenda", "Junta de padres"],
    ["the dentist appointment got cancelled, take it off the calendar", "Dentist appointment"],
  ])("%s → one cancelEvent", (message, title) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "cancelEvent", input: { title } }]);
  });

  it("«qué le toca hacer al Mateo mañana?» lists Mateo's tasks for tomorrow", () => {
    expect(understand("qué le toca hacer al Mateo mañana?").calls).toEqual([
      { toolName: "listTasks", input: { assignee: "Mateo", date: "2026-11-26" } },
    ]);
  });
});

describe("an hour added to a gathering (issue 16)", () => {
  it.each([
    ["add an hour to the family lunch", 60],
    ["agrégale media hora a la junta de padres", 30],
    ["adiciona mais uma hora na comida familiar", 60],
  ])("%s → updateEvent longer by %i minutes", (message, minutes) => {
    const [call] = understand(message).calls;
    expect(call).toEqual({
      toolName: "updateEvent",
      input: { title: expect.any(String), lengthenMinutes: minutes },
    });
  });

  it("an amount of a grocery is still the list's", () => {
    expect(understand("agrega leche y 2 kilos de papa").calls[0]?.toolName).toBe(
      "addShoppingItems",
    );
  });
});

describe("an appointment added, the calendar asked (issue 16)", () => {
  it.each([
    ["add a dentist appointment on thursday", "2026-11-26"],
    ["agrega una cita con el dentista el jueves a las 4", "2026-11-26"],
    ["anota cita con el pediatra el viernes", "2026-11-27"],
  ])("%s → createEvent, no item", (message, date) => {
    const [call] = understand(message).calls;
    expect(call?.toolName).toBe("createEvent");
    expect(call?.input.date).toBe(date);
  });

  it.each([
    ["anything on the calendar for thursday?", "2026-11-26"],
    ["hay algo en la agenda pal sábado?", "2026-11-28"],
    ["tem algo na agenda sexta?", "2026-11-27"],
  ])("%s → listEvents", (message, day) => {
    expect(understand(message).calls).toEqual([
      { toolName: "listEvents", input: { from: day, to: day } },
    ]);
  });
});

describe("where an appointment is put is no part of its name (issue 16)", () => {
  it.each([
    "anotá en el calendario turno con el oculista el martes 15:30",
    "poné en la agenda turno con el oculista el martes 9 y media",
  ])("%s → «Turno con el oculista»", (message) => {
    expect(understand(message).calls[0]?.input.title).toBe("Turno con el oculista");
  });
});
