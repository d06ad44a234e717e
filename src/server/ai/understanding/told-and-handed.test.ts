import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/**
 * Families noticed while mending the twelfth round, in phrasings of our own: an event told on a
 * day in English, an event's end said with "until", usted's «ponga» said of the list, a chore
 * given with "have", a trade sent for with "have" or "get".
 */
const understand = understandingOn("2026-11-25");

describe("an event told on a day", () => {
  it.each([
    ["the swim meet is on december 10", { date: "2026-12-10" }],
    ["soccer practice is on friday at 5", { date: "2026-11-27", time: "17:00" }],
    ["our anniversary dinner's on the 12th", { date: "2026-12-12" }],
  ])("«%s» is read as the calendar's", (message, when) => {
    expect(understand(message).calls).toEqual([
      { toolName: "updateEvent", input: { title: expect.any(String), ...when } },
    ]);
  });

  it("a name that is no gathering's is read as a change of that day too", () => {
    // The household's names then say which it is, or offer it as new (references.test.ts).
    expect(understand("the spelling bee is on december 10").calls).toEqual([
      { toolName: "updateTask", input: { title: "Spelling bee", dueDate: "2026-12-10" } },
    ]);
  });

  it.each([
    ["the spelling bee is on december 10, add it", { date: "2026-12-10" }],
    ["the spelling bee is on december 10 at 6, add it", { date: "2026-12-10", time: "18:00" }],
    ["the spelling bee is on december 10, put it on the calendar", { date: "2026-12-10" }],
  ])("«%s» makes it, named as told", (message, when) => {
    expect(understand(message).calls).toEqual([
      {
        toolName: "createEvent",
        input: { title: "Spelling bee", eventType: expect.any(String), ...when },
      },
    ]);
  });

  it.each(["what is on friday", "anything on saturday?", "is the pool open on sunday?"])(
    "a question about a day is no event told: «%s»",
    (message) => {
      const tools = understand(message).calls.map((call) => call.toolName);
      expect(tools).not.toContain("updateEvent");
      expect(tools).not.toContain("createEvent");
    },
  );
});

describe("an event's end said with «until»", () => {
  it.each([
    ["the swim meet will go until 6pm", "Swim meet", "18:00"],
    ["the parents meeting runs till 9 pm", "Parents meeting", "21:00"],
    ["la junta de padres va a durar hasta las 9 de la noche", "Junta de padres", "21:00"],
    ["a reunião de pais vai até as 21h", "Reunião de pais", "21:00"],
  ])("«%s» ends it at that hour", (message, title, untilTime) => {
    expect(understand(message).calls).toEqual([
      { toolName: "updateEvent", input: { title, untilTime } },
    ]);
  });
});

describe("usted's «ponga», said of the list", () => {
  it("«ponga leche en la lista por favor» adds the milk", () => {
    expect(understand("ponga leche en la lista por favor").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Leche" }] } },
    ]);
  });

  it("«ponga vallenatos» still asks for music", () => {
    expect(understand("ponga vallenatos").outcome).toBe("outOfScope");
  });
});

describe("«have» someone do it", () => {
  it("«have Mateo wash the car» hands the chore to him", () => {
    expect(understand("have Mateo wash the car").calls).toEqual([
      { toolName: "updateTask", input: { title: "Wash the car", assignee: "Mateo" } },
    ]);
  });

  it.each([
    ["have the plumber come monday", "Plomería"],
    ["can you get an electrician to look at the outlet friday", "Electricidad"],
    ["have someone fix the sink", "Plomería"],
  ])("«%s» sends for the trade", (message, serviceType) => {
    expect(understand(message).calls[0]).toMatchObject({
      toolName: "createServiceRequest",
      input: { serviceType },
    });
  });

  it.each(["thanks, have a nice day", "good night"])(
    "«%s» is a goodbye, nothing asked",
    (message) => {
      expect(understand(message).calls).toEqual([]);
    },
  );
});
