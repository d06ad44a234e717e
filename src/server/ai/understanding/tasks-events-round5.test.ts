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
