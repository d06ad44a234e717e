import { describe, expect, it } from "vitest";
import { read } from "#server/ai/understanding/reading.ts";

/** Wednesday 25 November 2026. */
const today = "2026-11-25";

function when(message: string) {
  const { temporal } = read(message, today, "es");
  return {
    date: temporal.date,
    time: temporal.time,
    durationMinutes: temporal.durationMinutes,
    recurrence: temporal.recurrence,
  };
}

describe("the half of the day a bare hour is in (issue 16)", () => {
  it.each([
    ["recuérdame tomar la pastilla cada noche a las 10", "22:00"],
    ["todas las noches a las 9 cerrar el portón", "21:00"],
    ["esta noche a las 8 llamar a la abuela", "20:00"],
    ["la cena con los compadres el sábado a las 9", "21:00"],
    ["every night at 9 lock the back door", "21:00"],
    ["toda noite às 10 tirar o lixo", "22:00"],
    ["todas las mañanas a las 7 darle de comer al gato", "07:00"],
    ["mañana por la mañana a las 6 llevar el auto al taller", "06:00"],
    ["every morning at 6 walk the dog", "06:00"],
    // Said with no part of the day: "a las 7" is the evening, "a las 10" the morning.
    ["la junta es el lunes a las 7", "19:00"],
    ["mañana a las 10 llevar los papeles", "10:00"],
    // "tarde" alone may be "late": no half of the day.
    ["llego tarde a las 9 al trabajo", "09:00"],
  ])("%s → %s", (message, time) => {
    expect(when(message).time).toBe(time);
  });
});

describe("lengths said as families say them (issue 16)", () => {
  it.each([
    ["agenda la reunión el jueves a las 6, dura una hora y media", 90],
    ["la fiesta de Mateo el sábado de 4, como dos horas y media", 150],
    ["reunião de pais sexta às 19h, umas duas horas", 120],
    ["consulta terça às 10, dura hora e meia", 90],
    ["soccer practice saturday at 9 for an hour and a half", 90],
    ["book a 90 minute dentist slot on friday at 4pm", 90],
    ["a two-hour meeting on monday at 10", 120],
    ["natación el martes a las 5, 1h30", 90],
  ])("%s → %i minutes", (message, minutes) => {
    expect(when(message).durationMinutes).toBe(minutes);
  });

  it("«en unas dos horas» says when, not how long; «una hora más tarde» is no day", () => {
    expect(when("en unas dos horas salgo").durationMinutes).toBeNull();
    expect(when("la junta una hora más tarde")).toMatchObject({ date: null, time: null });
  });
});

describe("days said short or unhyphenated (issue 16)", () => {
  it.each([
    ["piano recital on Saturday Dec 5 at 4pm", "2026-12-05", "16:00"],
    ["dentist appointment Dec 3", "2026-12-03", null],
    ["cumple de la abuela el 5 dic", "2026-12-05", null],
    ["pagar o aluguel sexta feira às 9 da manhã", "2026-11-27", "09:00"],
    ["reunião na quarta feira às 19h", "2026-12-02", "19:00"],
  ])("%s → %s %s", (message, date, time) => {
    expect(when(message)).toMatchObject({ date, time });
  });

  it("«take out 2 bags», «set 5 alarms» are no dates", () => {
    expect(when("take out 2 bags of trash").date).toBeNull();
    expect(when("set 5 alarms").date).toBeNull();
  });
});
