import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

describe("the clock, a translation and the phone's alarm are not the household's", () => {
  it.each([
    "qué hora es en Madrid",
    "que horas são em Lisboa",
    "what time is it in Tokyo",
    "tradúceme good morning al francés",
    "translate thank you to portuguese",
    "set an alarm for 6am",
    "ponme una alarma a las 6",
  ])("«%s» is out of scope and changes nothing", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("outOfScope");
    expect(understood.calls).toEqual([]);
  });

  it("an alarm for a chore is not turned away as the phone's", () => {
    expect(understand("pon una alarma para pagar la luz el viernes").outcome).not.toBe(
      "outOfScope",
    );
  });
});
