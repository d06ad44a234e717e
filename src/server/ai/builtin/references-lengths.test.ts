import { describe, expect, it } from "vitest";
import { resolveReferences } from "#server/ai/builtin/references.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Understanding } from "#server/ai/understanding/engine.ts";

const vocabulary: HouseholdVocabulary = {
  tasks: [{ title: "Hacer la tarea de matemáticas", done: false, dueDate: "2026-11-26" }],
  events: [
    { title: "Clase de natación de Mateo", date: "2026-11-25", time: "17:00", minutes: 60 },
    { title: "Comida familiar", date: "2026-11-28", time: "14:00", minutes: 180 },
    { title: "Cumpleaños de Sofía", date: "2026-12-02", time: null, minutes: null },
  ],
  members: [
    { id: "ana", name: "Ana Rivera" },
    { id: "mateo", name: "Mateo Rivera" },
  ],
  meals: [],
  shopping: [],
  callerId: "ana",
};

const ask = (proposal: { tool: string }) => `¿${proposal.tool}?`;

function acting(toolName: string, input: Record<string, unknown>) {
  return {
    outcome: "act",
    language: "es",
    intents: ["event.move"],
    calls: [{ toolName, input }],
  } as Understanding;
}

describe("an event made longer, from what it lasts now (issue 16)", () => {
  it("«una hora más» is its own length and one hour", () => {
    const said = acting("updateEvent", { title: "La comida familiar", lengthenMinutes: 60 });
    expect(resolveReferences(said, vocabulary, ask).calls).toEqual([
      { toolName: "updateEvent", input: { title: "Comida familiar", durationMinutes: 240 } },
    ]);
  });

  it("«hasta las 6» is from its start to 18:00, the hour after its start", () => {
    const said = acting("updateEvent", { title: "Comida familiar", untilTime: "06:00" });
    expect(resolveReferences(said, vocabulary, ask).calls).toEqual([
      { toolName: "updateEvent", input: { title: "Comida familiar", durationMinutes: 240 } },
    ]);
  });

  it("an all-day event gets no length made up", () => {
    const said = acting("updateEvent", { title: "Cumpleaños de Sofía", lengthenMinutes: 60 });
    expect(resolveReferences(said, vocabulary, ask).calls).toEqual([
      { toolName: "updateEvent", input: { title: "Cumpleaños de Sofía" } },
    ]);
  });
});

describe("a member's name alone finds no twin (issue 16)", () => {
  it("«Mateo's homework» does not move «Clase de natación de Mateo»", () => {
    const said = acting("updateTask", { title: "Mateo's homework", dueDate: "2026-11-30" });
    const [call] = resolveReferences(said, vocabulary, ask).calls;
    expect(call?.toolName).toBe("updateTask");
  });
});
