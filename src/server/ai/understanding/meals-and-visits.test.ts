import { beforeAll, describe, expect, it } from "vitest";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { understandWith } from "#server/ai/understanding/engine.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";

/** Sunday 22 November 2026. */
const today = "2026-11-22";
let classifier: Classifier;
beforeAll(async () => {
  classifier = await loadUnderstanding();
}, 120_000);

function callsOf(message: string) {
  return understandWith(classifier, message, { today, fallback: "es", ask: () => "¿Seguro?" })
    .calls;
}

type Case = [utterance: string, tool: string, input: Record<string, unknown>];

describe("meals and visits, second pass (issue 16, round four), one example per family", () => {
  it.each<Case>([
    // A verb that plans only meals, a dish and a day: the dinner.
    ["planea enchiladas para el martes", "planMeal", { date: "2026-11-24", slot: "dinner" }],
    // "let's have X for dinner": «let's have» is no part of the dish.
    ["let's have soup for dinner on monday", "planMeal", { meal: "Soup", slot: "dinner" }],
    // "de noche" is the dinner.
    ["el lunes de noche hacemos pizza", "planMeal", { date: "2026-11-23", slot: "dinner" }],
    // "¿qué toca comer?" reads the plan.
    ["mañana qué toca comer?", "readMealPlan", { from: "2026-11-23" }],
    // Someone who is no member coming at an hour: a visit named by who comes, even a trade.
    [
      "anota que el martes viene el técnico del gas a las 11",
      "createEvent",
      { title: "Técnico del gas", date: "2026-11-24", time: "11:00" },
    ],
    // The hour kept is said of the move, no part of the event's name.
    ["move the vet to friday, same time", "updateEvent", { title: "Vet", date: "2026-11-27" }],
  ])("%s → %s", (utterance, tool, input) => {
    const calls = callsOf(utterance);
    expect(calls.map((call) => call.toolName)).toEqual([tool]);
    expect(calls[0]?.input).toMatchObject(input);
  });
});
