import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Families found by our own probing before the nineteenth round: a move told in the first
 * person plural, and someone not going to what is on the calendar. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;

describe("a move told as ours", () => {
  it.each([
    ["el cumple de Sofía lo pasamos al domingo", "Cumple de Sofía"],
    ["la junta de padres la cambiamos al domingo", "Junta de padres"],
    ["o aniversário da Sofía remarcamos pro domingo", "Aniversário da Sofía"],
  ])("«%s» moves «%s», never makes another", (message, title) => {
    expect(callsOf(message)).toEqual([
      { toolName: "updateEvent", input: { title, date: "2026-11-29" } },
    ]);
  });
});

describe("someone not going, then taken off", () => {
  it.each([
    ["Mateo hoy no va a natación, quítala", "Natación"],
    ["o Mateo não vai mais na natação hoje, pode tirar", "Natação"],
    ["mateo's not going to swim class today, take it off", "Swim class"],
  ])("«%s» calls off «%s»", (message, title) => {
    const [call] = callsOf(message);
    expect(call?.toolName).toBe("cancelEvent");
    expect(call?.input.title).toBe(title);
  });

  it("«Mateo no va a natación hoy» alone changes nothing", () => {
    expect(callsOf("Mateo no va a natación hoy").map((call) => call.toolName)).not.toContain(
      "cancelEvent",
    );
  });
});
