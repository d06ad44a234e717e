import { describe, expect, it } from "vitest";
import { read } from "#server/ai/understanding/reading.ts";

/** Wednesday 25 November 2026. */
const today = "2026-11-25";

/** The words of a message that say no date, hour or repetition: what a title is made of. */
function untimed(message: string) {
  const reading = read(message, today, "es");
  const words = reading.tokens
    .filter((token, i) => !reading.temporal.roles[i] && /\p{L}|\d/u.test(token.text))
    .map((token) => token.text);
  return { date: reading.temporal.date, time: reading.temporal.time, words: words.join(" ") };
}

describe("days said in Portuguese and English", () => {
  it("a part of the day said with the day belongs to it, with no hour of its own", () => {
    expect(untimed("levar o gato no veterinário sexta à noite")).toEqual({
      date: "2026-11-27",
      time: null,
      words: "levar o gato no veterinário",
    });
    expect(untimed("amanhã cedo tenho que ir ao correio")).toMatchObject({
      date: "2026-11-26",
      time: null,
      words: "tenho que ir ao correio",
    });
    expect(untimed("call grandpa tomorrow morning")).toEqual({
      date: "2026-11-26",
      time: null,
      words: "call grandpa",
    });
  });

  it("«que vem» after a weekday is the day's", () => {
    expect(untimed("festa junina sábado que vem às 18h")).toEqual({
      date: "2026-11-28",
      time: "18:00",
      words: "festa junina",
    });
  });

  it("an ordinal's ending is its number's", () => {
    expect(untimed("renew the car insurance on the 3rd at 7pm")).toEqual({
      date: "2026-12-03",
      time: "19:00",
      words: "renew the car insurance",
    });
  });

  it("a part of the day with no day near it is left alone", () => {
    expect(untimed("buy morning glory seeds").words).toBe("buy morning glory seeds");
  });

  it("how long: 'dura 2 horas', '30 min' after the hour; 'em 30 minutos' is no length", () => {
    const length = (message: string) => read(message, today, "es").temporal.durationMinutes;
    expect(length("aula de violão terça às 17h, dura 2 horas")).toBe(120);
    expect(untimed("book the groomer monday 9am 45 min")).toEqual({
      date: "2026-11-30",
      time: "09:00",
      words: "book the groomer",
    });
    expect(length("me lembra de desligar o forno em 30 minutos")).toBeNull();
    expect(length("jantar sexta 20h")).toBeNull();
  });

  it("a range of hours written with a dash: 'tmrw 5-6pm', 'terça 14-16h'", () => {
    expect(untimed("swim class tmrw 5-6pm")).toEqual({
      date: "2026-11-26",
      time: "17:00",
      words: "swim class",
    });
    expect(read("aula de inglês terça 14-16h", today, "es").temporal.durationMinutes).toBe(120);
  });
});

describe("a day said with all its words", () => {
  it("a weekday said before a dated day belongs to the date, in every language", () => {
    expect(untimed("agendá el cumple de la abuela el sábado 5 de diciembre")).toEqual({
      date: "2026-12-05",
      time: null,
      words: "agendá el cumple de la abuela",
    });
    expect(untimed("schedule the school play on Saturday, December 5")).toEqual({
      date: "2026-12-05",
      time: null,
      words: "schedule the school play",
    });
  });

  it("a word said twice is the day where it is free («de la mañana» is the hour's)", () => {
    expect(
      untimed(
        "recuérdame tomar la vitamina todos los días a las 8 de la mañana a partir de mañana",
      ),
    ).toEqual({ date: "2026-11-26", time: "08:00", words: "recuérdame tomar la vitamina" });
  });
});
