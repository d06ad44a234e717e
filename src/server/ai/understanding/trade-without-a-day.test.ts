import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

describe("a trade booked with no day is the service requested", () => {
  it.each([
    ["book pest control", "Fumigación"],
    ["agenda un plomero", "Plomería"],
  ])("«%s» requests %s, without asking the day", (message, serviceType) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls.map((call) => call.input.serviceType)).toEqual([serviceType]);
  });

  it("a gathering booked with no day still asks for the day", () => {
    expect(understand("agenda la junta de padres").outcome).toBe("needDate");
  });

  it("«el aire bota agua» is a trouble of the air conditioning, proposed", () => {
    const [call] = understand("el aire acondicionado bota agua").calls;
    expect(call?.toolName).toBe("proposeAction");
    expect(call?.input).toMatchObject({
      tool: "createServiceRequest",
      args: { serviceType: "Aire Acondicionado" },
    });
  });
});
