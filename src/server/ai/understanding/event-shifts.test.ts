import { describe, expect, it } from "vitest";
import { resolveReferences } from "#server/ai/builtin/references.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Understanding } from "#server/ai/understanding/engine.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Thursday is the 26th, Saturday the 28th. */
const understand = understandingOn("2026-11-25");

const vocabulary: HouseholdVocabulary = {
  tasks: [],
  events: [
    { title: "Clase de natación de Mateo", date: "2026-11-25", time: "17:00" },
    { title: "Cita con el pediatra", date: "2026-11-26", time: "10:30" },
    { title: "Comida familiar", date: "2026-11-28", time: "14:00" },
    { title: "Cumpleaños de Sofía", date: "2026-12-02", time: null },
  ],
  members: [{ id: "ana", name: "Ana Rivera" }],
  meals: [],
  shopping: [],
  callerId: "ana",
};

/** The calls as the built-in assistant makes them: the household's event, its hour moved. */
function called(message: string) {
  return resolveReferences(understand(message), vocabulary, () => "¿Seguro?").calls;
}

describe("an event's hour moved by an amount (issue 16)", () => {
  it.each([
    ["la natación de hoy una hora más tarde", "Clase de natación de Mateo", "18:00"],
    ["adelanta la cita del pediatra media hora", "Cita con el pediatra", "10:00"],
    ["retrase una hora la comida familiar", "Comida familiar", "15:00"],
    ["passa a natação de hoje pra uma hora mais tarde", "Clase de natación de Mateo", "18:00"],
    ["adianta a consulta do pediatra em meia hora", "Cita con el pediatra", "10:00"],
    ["push swim class back an hour", "Clase de natación de Mateo", "18:00"],
    ["move the pediatrician up 30 minutes", "Cita con el pediatra", "10:00"],
  ])("«%s» moves «%s» to %s, on its own day", (message, title, time) => {
    expect(called(message)).toEqual([{ toolName: "updateEvent", input: { title, time } }]);
  });

  it("an all-day event gets no hour made up: the call changes nothing, and the tool says so", () => {
    expect(called("el cumpleaños de Sofía una hora más tarde")).toEqual([
      { toolName: "updateEvent", input: { title: "Cumpleaños de Sofía" } },
    ]);
  });

  it("a reminder's «una hora antes» is no shift", () => {
    const said = understand("recuérdame la cita del pediatra una hora antes");
    expect(said.calls.map((call) => call.toolName)).not.toContain("updateEvent");
  });

  it("«la cita ahora es a las 9 y cuarto» changes the hour, not the day", () => {
    expect(called("la cita con el pediatra ahora es a las 9 y cuarto")).toEqual([
      { toolName: "updateEvent", input: { title: "Cita con el pediatra", time: "09:15" } },
    ]);
  });
});

describe("an event called off by a closing command (issue 16)", () => {
  it.each([
    ["hoy no hay natación, cancélala", "es"],
    ["no hay natación hoy, bórrala", "es"],
    ["hoje não vai ter natação, pode cancelar", "pt"],
    ["swim class is off today, cancel it", "en"],
  ])("«%s» cancels the swim class", (message) => {
    expect(called(message)).toEqual([
      {
        toolName: "cancelEvent",
        input: { title: "Clase de natación de Mateo", date: "2026-11-25" },
      },
    ]);
  });

  it("«ya no hay leche, bórrala» is still the pantry's", () => {
    const said: Understanding = understand("ya no hay leche, bórrala");
    expect(said.calls.map((call) => call.toolName)).not.toContain("cancelEvent");
  });
});

describe("a day's meal swapped for another (issue 16)", () => {
  it.each([
    ["cambie la cena de hoy por pizza", "2026-11-25"],
    ["troca o jantar de sexta por pizza", "2026-11-27"],
  ])("«%s» plans pizza for that dinner", (message, date) => {
    expect(understand(message).calls).toEqual([
      { toolName: "planMeal", input: { date, slot: "dinner", meal: "Pizza" } },
    ]);
  });
});
