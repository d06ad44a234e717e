import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** A chore put down with the list's verb (chore-after-add.ts). */
const understand = understandingOn("2026-11-25");

describe("a note-it verb with a verb in the infinitive notes a task", () => {
  it.each([
    ["anota pagar el gas el viernes", { title: "Pagar el gas", dueDate: "2026-11-27" }],
    ["pon lavar el carro el sábado", { title: "Lavar el carro", dueDate: "2026-11-28" }],
    ["adiciona pagar a conta de água na sexta", { title: "Pagar a conta de água" }],
  ])("«%s»", (message, input) => {
    const [call] = understand(message).calls;
    expect(call?.toolName).toBe("createTask");
    expect(call?.input).toMatchObject(input);
  });

  it("with both said, the chore and the other request are both done", () => {
    const tools = understand("ya pagué la luz y agrega pagar el gas para el viernes").calls.map(
      (call) => call.toolName,
    );
    expect(tools).toEqual(["completeTask", "createTask"]);
  });
});
