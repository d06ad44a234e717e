import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: every date below is counted from it. */
const understand = understandingOn("2026-11-25");

describe("service requests, one example per family (issue 16, round four)", () => {
  it.each([
    // Someone sent for, with the work said: the trade is what they do.
    ["we need somebody to repair the air conditioning", "Aire Acondicionado", undefined],
    ["manda alguém pra dedetizar o quintal", "Fumigación", undefined],
    ["mándenme a alguien que pinte la sala el lunes", "Pintura", "2026-11-30"],
    // A need said in another tense or as a progressive.
    ["estamos necesitando un jardinero", "Jardinería", undefined],
    // An event whose whole title is who to call is that service on that day.
    ["programa un plomero para el viernes", "Plomería", "2026-11-27"],
  ])("%s → createServiceRequest %s", (message, serviceType, date) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toHaveLength(1);
    expect(said.calls[0]?.toolName).toBe("createServiceRequest");
    expect(said.calls[0]?.input.serviceType).toBe(serviceType);
    expect(said.calls[0]?.input.date).toBe(date);
  });

  it.each([
    // Who to call said alone is asked, never taken for a thing to buy.
    ["gasfiter", "Plomería"],
    ["carpenter?", "Carpintería"],
    // A trouble told with no request: the service is proposed.
    ["a pia da cozinha tá vazando", "Plomería"],
    ["hay ratones en el garaje", "Fumigación"],
  ])("%s → proposes createServiceRequest %s", (message, serviceType) => {
    const said = understand(message);
    expect(said.outcome).toBe("confirm");
    expect(said.calls[0]?.toolName).toBe("proposeAction");
    expect(said.calls[0]?.input).toMatchObject({
      tool: "createServiceRequest",
      args: { serviceType },
    });
  });

  it("a region's word for a thing of the house is no typo of another word (PE «terma»)", () => {
    const said = understand("la terma gotea, necesito un gasfitero");
    expect(said.calls[0]?.toolName).toBe("createServiceRequest");
    expect(said.calls[0]?.input.date).toBeUndefined();
  });

  it("a reminder to call someone is a chore, not a service request", () => {
    for (const message of ["remind me to call the electrician", "recuérdame llamar al gasfiter"]) {
      const said = understand(message);
      expect(said.calls.map((call) => call.toolName)).not.toContain("createServiceRequest");
    }
  });
});

describe("the answer to a proposal", () => {
  const pending = { tool: "createServiceRequest", args: { serviceType: "Plomería" } };

  it.each(["yeah go ahead", "dale nomás", "sí porfa causa", "bora lá"])(
    "«%s» runs the proposal",
    (message) => {
      const said = understand(message, { pending });
      expect(said.outcome).toBe("act");
      expect(said.calls).toEqual([{ toolName: "createServiceRequest", input: pending.args }]);
    },
  );

  it.each(["mejor no causa", "nah", "dale, pero el lunes", "sí, no sé"])(
    "«%s» does not run it",
    (message) => {
      const said = understand(message, { pending });
      expect(said.calls.map((call) => call.toolName)).not.toContain("createServiceRequest");
    },
  );
});
