import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Saturday is the 28th, Tuesday 1 December. */
const understand = understandingOn("2026-11-25");

describe("an hour said with its part of the day, or noon, without «a las»", () => {
  it.each([
    [
      "apunta en el calendario la reunión de la junta de vecinos el martes 7 de la noche",
      { title: "Reunión de la junta de vecinos", date: "2026-12-01", time: "19:00" },
    ],
    [
      "coloca no calendário churrasco sábado meio-dia",
      { title: "Churrasco", date: "2026-11-28", time: "12:00" },
    ],
    [
      "schedule a playdate saturday 10 in the morning",
      { title: "Playdate", date: "2026-11-28", time: "10:00" },
    ],
  ])("«%s» is at that hour, not in the title", (message, input) => {
    const [call] = understand(message).calls;
    expect(call?.toolName).toBe("createEvent");
    expect(call?.input).toMatchObject(input);
  });

  it("a quantity is still a quantity («compra 2 kilos de papa»)", () => {
    expect(understand("compra 2 kilos de papa").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Papa", quantity: "2 kg" }] } },
    ]);
  });
});

describe("a move to an hour said without its half of the day is told so", () => {
  it("«pasa la junta de padres a las 8» leaves the half to the event", () => {
    expect(understand("pasa la junta de padres a las 8").hourSaidBare).toBe(true);
  });

  it.each(["pasa la junta de padres a las 8 de la noche", "move the meeting to 8pm"])(
    "«%s» says it",
    (message) => {
      expect(understand(message).hourSaidBare).toBeUndefined();
    },
  );
});
