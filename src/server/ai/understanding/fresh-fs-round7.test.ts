import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** The families of the seventh fresh set's false successes, in phrasings of our own. */
const understand = understandingOn("2026-11-25");

describe("«sábado dia 5 às 16h» is a day and an hour, not a range", () => {
  it("«coloca o churrasco no sábado dia 5 às 16h»", () => {
    const [call] = understand("coloca o churrasco no sábado dia 5 às 16h").calls;
    expect(call?.input).toMatchObject({ title: "Churrasco", date: "2026-12-05", time: "16:00" });
    expect(call?.input.durationMinutes).toBeUndefined();
  });
});

describe("a task marked in a state is an existing one, not a new task", () => {
  it.each([
    ["marca a tarefa do lixo como feita", "Lixo"],
    ["marca la tarea de la basura como hecha", "La basura"],
  ])("«%s» completes it", (message, title) => {
    expect(understand(message).calls).toEqual([{ toolName: "completeTask", input: { title } }]);
  });
});

describe("a reminder «un día antes» is the day before the day said first", () => {
  it("«agenda el pediatra el 9 a las 11 y recuérdame un día antes llamar para confirmar»", () => {
    const { calls } = understand(
      "agenda el pediatra el 9 a las 11 y recuérdame un día antes llamar para confirmar",
    );
    expect(calls.map((call) => call.toolName)).toEqual(["createEvent", "createTask"]);
    expect(calls[1]?.input).toMatchObject({
      title: "Llamar para confirmar",
      dueDate: "2026-12-08",
    });
    expect(calls[1]?.input.assignee).toBeUndefined();
  });

  it("«…e me lembra um dia antes de ligar» is a request of its own", () => {
    const { calls } = understand("marca o pediatra dia 9 às 11h e me lembra um dia antes de ligar");
    expect(calls[0]?.input).toMatchObject({ title: "Pediatra", date: "2026-12-09" });
    expect(calls[1]?.input).toMatchObject({ dueDate: "2026-12-08" });
  });
});

describe("an opening that commands is no context to drop", () => {
  it("«add the school play on dec 12 at 6pm and remind me the day before…» keeps the play", () => {
    const understood = understand(
      "add the school play on dec 12 at 6pm and remind me the day before to iron the costume",
    );
    const said = JSON.stringify(understood.calls);
    expect(said).toContain("createEvent");
  });
});

describe("a second request is never dropped", () => {
  it("«…y ponme en su lugar una cena el martes a las 8» cancels and makes the new one", () => {
    const { calls } = understand(
      "anula la junta de padres del lunes y ponme en su lugar una cena el martes a las 8",
    );
    expect(calls.map((call) => call.toolName)).toEqual(["cancelEvent", "createEvent"]);
    expect(calls[1]?.input).toMatchObject({ title: "Cena", date: "2026-12-01", time: "20:00" });
  });

  it("«…y créame otra tarea: …» opens a request with its pronoun", () => {
    const { calls } = understand(
      "ya lavaron el carro y créame otra tarea: llevarlo al taller el sábado",
    );
    expect(calls.map((call) => call.toolName)).toEqual(["completeTask", "createTask"]);
    expect(calls[1]?.input).toMatchObject({ dueDate: "2026-11-28" });
  });
});
