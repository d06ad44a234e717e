import { describe, expect, it } from "vitest";
import { resolveReferences } from "#server/ai/builtin/references.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";

const vocabulary: HouseholdVocabulary = {
  tasks: [],
  events: [{ title: "Junta de padres", date: "2026-11-30", time: "19:00" }],
  members: [{ id: "ana", name: "Ana Rivera" }],
  meals: [],
  shopping: [],
  callerId: "ana",
};

function acting(calls: { toolName: string; input: Record<string, unknown> }[]) {
  return { outcome: "act", language: "es", intents: ["x"], calls } as never;
}

const resolved = (calls: { toolName: string; input: Record<string, unknown> }[]) =>
  resolveReferences(acting(calls), vocabulary, () => "?").calls.map(({ toolName, input }) => ({
    toolName,
    input,
  }));

describe("a chore on «that day» of the event named before it", () => {
  it("is due on the event's own date when the change keeps the day", () => {
    expect(
      resolved([
        { toolName: "updateEvent", input: { title: "Junta de padres", time: "20:00" } },
        {
          toolName: "createTask",
          input: { title: "Llevar el cuaderno", priority: "medium", onTheDayOf: "Junta de padres" },
        },
      ])[1],
    ).toEqual({
      toolName: "createTask",
      input: { title: "Llevar el cuaderno", priority: "medium", dueDate: "2026-11-30" },
    });
  });

  it("is due on the new date when the change moves the event", () => {
    expect(
      resolved([
        { toolName: "updateEvent", input: { title: "Junta de padres", date: "2026-12-02" } },
        { toolName: "createTask", input: { title: "Llevar el cuaderno", onTheDayOf: "Junta" } },
      ])[1]?.input,
    ).toEqual({ title: "Llevar el cuaderno", dueDate: "2026-12-02" });
  });

  it("has no day, and no stray field, when the calendar has no such event", () => {
    expect(
      resolved([
        { toolName: "updateEvent", input: { title: "Recital", time: "20:00" } },
        { toolName: "createTask", input: { title: "Comprar flores", onTheDayOf: "Recital" } },
      ])[1]?.input,
    ).toEqual({ title: "Comprar flores" });
  });
});
