import { beforeAll, describe, expect, it } from "vitest";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { type UnderstandOptions, understandWith } from "#server/ai/understanding/engine.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";

/** Wednesday 25 November 2026: Thursday is the 26th, Friday the 27th, Monday the 30th. */
const today = "2026-11-25";
let classifier: Classifier;
beforeAll(async () => {
  classifier = await loadUnderstanding();
}, 120_000);

function understand(message: string, options: Partial<UnderstandOptions> = {}) {
  return understandWith(classifier, message, {
    today,
    fallback: "es",
    ask: () => "¿Seguro?",
    ...options,
  });
}

describe("a member's tasks, asked as families ask (issue 16)", () => {
  it.each([
    ["qué pendientes tiene Sofía", "Sofía"],
    ["q pendientes tiene mateo", "mateo"],
    ["¿qué tareas le quedan a Carlos?", "Carlos"],
    ["que tiene pendiente el carlos", "carlos"],
    ["o que falta a Sofi fazer?", "Sofi"],
    ["quais tarefas o Mateo tem?", "Mateo"],
    ["what chores does sofia have left", "sofia"],
    ["what does Carlos still have to do?", "Carlos"],
  ])("%s → listTasks for %s", (message, assignee) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "listTasks", input: { assignee } }]);
  });
});
