import { beforeAll, expect } from "vitest";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { type Understanding, understandWith } from "#server/ai/understanding/engine.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";

type UnderstandOptions = Parameters<typeof understandWith>[2];

/**
 * `understand(message)` for an understanding suite: the model is trained once for the file (it
 * takes seconds, so before all its tests), the day is `today`, Spanish is assumed where the
 * message does not say, and a request that needs confirming asks «¿Seguro?».
 */
export function understandingOn(today: string) {
  let classifier: Classifier;
  beforeAll(async () => {
    classifier = await loadUnderstanding();
  }, 120_000);
  return (message: string, options: Partial<UnderstandOptions> = {}) =>
    understandWith(classifier, message, {
      today,
      fallback: "es",
      ask: () => "¿Seguro?",
      ...options,
    });
}

/** The one call a message was read as: the test fails when it was read as none, or as several. */
export function onlyCall(understood: Understanding) {
  expect(understood.calls).toHaveLength(1);
  return understood.calls[0] as { toolName: string; input: Record<string, unknown> };
}
