import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** The families of the eighth fresh set's false successes, in phrasings of our own. */
const understand = understandingOn("2026-11-25");

describe("an occasion is the calendar's, whatever meal it is", () => {
  it.each([
    ["anota el cumple del abuelo el domingo a las 2, va a ser un asado", "Cumple del abuelo"],
    ["marca a festa da Sofia no sábado às 20h, vai ser um jantar", "Festa da Sofia"],
    ["add Ana's work dinner on friday at 8pm", "Ana's work dinner"],
  ])("«%s» is an event", (message, title) => {
    const [call] = understand(message).calls;
    expect(call?.toolName).toBe("createEvent");
    expect(call?.input.title).toBe(title);
  });

  it("a meal said of a day is still the plan's", () => {
    expect(understand("el domingo almorzamos lasaña").calls[0]?.toolName).toBe("planMeal");
  });
});

describe("an item not found at the shop is not bought", () => {
  it("«o leite eu não achei no mercado, volta ele pra lista»", () => {
    expect(understand("o cereal eu não achei no mercado, volta ele pra lista").calls).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Cereal"] } },
    ]);
  });
});

describe("an event made to end at an hour", () => {
  it.each([
    "make the family lunch on saturday end at 6pm instead of 5",
    "la comida familiar termina a las 6 en vez de las 5",
  ])("«%s»", (message) => {
    const [call] = understand(message).calls;
    expect(call?.toolName).toBe("updateEvent");
    expect(call?.input.untilTime).toBe("18:00");
    expect(String(call?.input.title)).toMatch(/^(Family lunch|Comida familiar)$/);
  });
});

describe("a courtesy before an event's name is no part of it", () => {
  it("«me agenda por favor la fiesta de la oficina el viernes 18»", () => {
    const [call] = understand("me agenda por favor la fiesta de la oficina el viernes 18").calls;
    expect(String(call?.input.title)).not.toMatch(/favor/i);
  });
});

describe("a move told as done to us", () => {
  it.each([
    ["the pediatrician pushed us to friday at 9", "Pediatrician"],
    ["el dentista nos cambió al viernes a las 5", "Dentista"],
  ])("«%s» moves the appointment", (message, title) => {
    const [call] = understand(message).calls;
    expect(call?.toolName).toBe("updateEvent");
    expect(call?.input).toMatchObject({ title, date: "2026-11-27" });
  });
});

describe("a run-out thing, then «inclui na lista»", () => {
  it("«terminou o açúcar, inclui na lista» puts it on the list", () => {
    expect(understand("terminou o açúcar, inclui na lista").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Açúcar", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Açúcar" }] } },
    ]);
  });
});
