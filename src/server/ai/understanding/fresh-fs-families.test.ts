import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Saturday is the 28th, Sunday the 29th, Tuesday 1 December. */
const understand = understandingOn("2026-11-25");

describe("a closing clause is no part of what is created (issue 16)", () => {
  it.each([
    [
      "anote la primera comunión de mi sobrina el domingo 13 de diciembre, es todo el día",
      "Primera comunión de mi sobrina",
      "2026-12-13",
      undefined,
    ],
    [
      "anota el bautizo de mi ahijado el domingo 6 de diciembre, es todo el día",
      "Bautizo de mi ahijado",
      "2026-12-06",
      undefined,
    ],
    [
      "marca a festa da escola no sábado 5 de dezembro, é o dia todo",
      "Festa da escola",
      "2026-12-05",
      undefined,
    ],
    ["add the school fair on saturday, it's all day", "School fair", "2026-11-28", undefined],
    [
      "el sábado hay parrillada donde mi comadre desde la 1 de la tarde, apúntalo",
      "Parrillada donde mi comadre",
      "2026-11-28",
      "13:00",
    ],
    [
      "el domingo 29 hay cumple de la abuela desde las 12 del mediodía, agendalo",
      "Cumple de la abuela",
      "2026-11-29",
      "12:00",
    ],
    [
      "on saturday bbq at my aunt's from 1pm, put it on the calendar",
      "Bbq at my aunt's",
      "2026-11-28",
      "13:00",
    ],
  ])("%s → event «%s»", (message, title, date, time) => {
    const understood = understand(message);
    expect(understood.calls).toEqual([
      { toolName: "createEvent", input: expect.objectContaining({ title, date }) },
    ]);
    expect(understood.calls[0]?.input.time).toBe(time);
  });

  it.each([
    ["Mateo needs to practice piano every day, make it a task for him", "Practice piano", "Mateo"],
    [
      "Sofía tiene que ordenar su cuarto mañana, ponlo como tarea para ella",
      "Ordenar su cuarto",
      "Sofía",
    ],
    [
      "Sofia precisa arrumar o quarto amanhã, coloca como tarefa pra ela",
      "Arrumar o quarto",
      "Sofia",
    ],
    ["la Sofi tiene que barrer el patio, hazle una tarea", "Barrer el patio", "Sofi"],
  ])("%s → task «%s»", (message, title, assignee) => {
    const understood = understand(message);
    expect(understood.calls).toEqual([
      { toolName: "createTask", input: expect.objectContaining({ title, assignee }) },
    ]);
  });
});

describe("a move the family was told, with a clitic and a plural verb, is the move (issue 16)", () => {
  it.each([
    [
      "la junta de padres la han movido al lunes a las ocho de la tarde",
      "Junta de padres",
      "2026-11-30",
      "20:00",
    ],
    ["la junta de padres la pasaron al martes a las 20", "Junta de padres", "2026-12-01", "20:00"],
    [
      "la cita del pediatra la cambiaron para el viernes a las 11",
      "pediatra",
      "2026-11-27",
      "11:00",
    ],
  ])("%s → updateEvent", (message, title, date, time) => {
    const understood = understand(message);
    expect(understood.calls).toEqual([
      {
        toolName: "updateEvent",
        input: expect.objectContaining({ title: expect.stringContaining(title), date, time }),
      },
    ]);
  });
});

describe("who did it is no part of what was done (issue 16)", () => {
  it.each([
    ["ya lavé el carro yo misma", "El carro"],
    ["I took out the trash myself", "The trash"],
  ])("%s → completeTask «%s»", (message, title) => {
    expect(understand(message).calls).toEqual([{ toolName: "completeTask", input: { title } }]);
  });

  it("completes the first clause and creates the second", () => {
    expect(
      understand("ya lavé el carro yo misma, y anota lavar los tapetes del carro para el sábado")
        .calls,
    ).toEqual([
      { toolName: "completeTask", input: { title: "El carro" } },
      {
        toolName: "createTask",
        input: expect.objectContaining({
          title: "Lavar los tapetes del carro",
          dueDate: "2026-11-28",
        }),
      },
    ]);
  });
});

describe("the second action of a message is kept (issue 16)", () => {
  it.each([
    "cancelá la junta de padres del lunes que la suspendieron, y en su lugar poné cena con los Pérez a las 21",
    "cancela a junta de padres de segunda, e no lugar coloca jantar com os Pérez às 21h",
  ])("%s → cancels and creates the dinner", (message) => {
    expect(understand(message).calls).toEqual([
      {
        toolName: "cancelEvent",
        input: expect.objectContaining({ title: "Junta de padres", date: "2026-11-30" }),
      },
      {
        toolName: "createEvent",
        input: expect.objectContaining({ date: "2026-11-30", time: "21:00" }),
      },
    ]);
  });

  it.each([
    ["se acabó el café, ponlo en la lista también", "Café"],
    ["se nos acabó el arroz, agrégalo a la lista también", "Arroz"],
    ["acabou o café, coloca na lista também", "Café"],
    ["we're out of coffee, add it to the list", "Coffee"],
  ])("%s → the pantry is out and «%s» is on the list", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "adjustPantryItem", input: { name, quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });
});

describe("a closing «márquelos como comprados» keeps every thing said (issue 16)", () => {
  it.each([
    ["ya tengo el detergnte y las manzanas, márquelos como comprados", ["Detergnte", "Manzanas"]],
    ["ya tengo detergente y pan, márcalos como comprados", ["Detergente", "Pan"]],
    ["got the bread and the apples, mark them as bought", ["Bread", "Apples"]],
  ])("%s → checks %j", (message, names) => {
    expect(understand(message).calls).toEqual([
      { toolName: "checkShoppingItems", input: { names } },
    ]);
  });
});
