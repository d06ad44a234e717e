import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Friday is the 27th. */
const understand = understandingOn("2026-11-25");

describe("a task that is there, handed to the member named last", () => {
  it.each([
    ["la tarea de sacar la basura désela a Sofía", "Sacar la basura", "Sofía"],
    ["lo de regar las plantas pásaselo a Mateo", "Regar las plantas", "Mateo"],
    ["passa a tarefa de lavar o carro pro Carlos", "Lavar o carro", "Carlos"],
    ["passa o lixo pro o Carlos", "Lixo", "Carlos"],
  ])("«%s» gives «%s» to %s", (message, title, assignee) => {
    expect(understand(message).calls).toEqual([
      { toolName: "updateTask", input: { title, assignee } },
    ]);
  });

  it("a new task handed over is created for them, not looked for", () => {
    expect(understand("Cree una tarea de podar las matas y asígnesela a Mateo").calls).toEqual([
      {
        toolName: "createTask",
        input: { title: "Podar las matas", priority: "medium", assignee: "Mateo" },
      },
    ]);
  });
});

describe("a new day or hour told as what it now is", () => {
  it.each([
    ["la comida familiar al final va a ser a las 3", { title: "Comida familiar", time: "15:00" }],
    ["a reunião de pais vai ser às 18h", { title: "Reunião de pais", time: "18:00" }],
    ["the family lunch is now at 1pm", { title: "Family lunch", time: "13:00" }],
  ])("«%s» moves the event", (message, input) => {
    expect(understand(message).calls).toEqual([{ toolName: "updateEvent", input }]);
  });

  it("a thing to do told of its new day moves the task", () => {
    expect(understand("a lição de matemática do Mateo fica pra sexta").calls).toEqual([
      {
        toolName: "updateTask",
        input: { title: "Lição de matemática do Mateo", dueDate: "2026-11-27" },
      },
    ]);
  });

  it("a question is no move («¿la junta va a ser a las 7?»)", () => {
    const tools = understand("¿la junta de padres va a ser a las 7?").calls.map((c) => c.toolName);
    expect(tools).not.toContain("updateEvent");
  });
});
