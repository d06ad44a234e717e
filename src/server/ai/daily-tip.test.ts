import { describe, expect, it } from "vitest";
import { type DailyTipInput, fallbackTip, generateDailyTip } from "#server/ai/daily-tip.ts";

const quiet: DailyTipInput = {
  householdName: "Casa López",
  date: "2026-11-25",
  timeOfDay: "morning",
  language: "es",
  events: [],
  urgentTasks: [],
  itemsToBuy: [],
};

const busy: DailyTipInput = {
  ...quiet,
  events: [
    { title: "Junta escolar", time: "17:30" },
    { title: "Cumpleaños de la abuela", time: null },
  ],
  urgentTasks: [
    { title: "Pagar la luz", priority: "urgent", dueDate: "2026-11-25" },
    { title: "Llevar el coche al taller", priority: "high", dueDate: null },
  ],
  itemsToBuy: [{ name: "Leche" }, { name: "Huevos" }, { name: "Pan integral" }],
};

describe("daily tip (built-in)", () => {
  it("answers the §9 fallback when there is nothing to say", async () => {
    expect(await generateDailyTip(quiet)).toBe(fallbackTip);
    expect(fallbackTip).toBe("¡Organiza tu día y serás más productivo! 🎯");
  });

  it("talks about the household's day, the same way all day long", async () => {
    const tip = await generateDailyTip(busy);
    expect(tip).toBe(await generateDailyTip(busy));
    expect(tip).not.toBe(fallbackTip);
    expect(tip).toMatch(/Pagar la luz|Junta escolar|abuela|Leche|tareas importantes|eventos/);
  });

  it("varies from one day to the next", async () => {
    const tips = new Set<string>();
    for (let day = 1; day <= 20; day++) {
      tips.add(
        await generateDailyTip({ ...busy, date: `2026-11-${String(day).padStart(2, "0")}` }),
      );
    }
    expect(tips.size).toBeGreaterThan(3);
  });

  it("fits two lines: short, no line breaks, long titles cut", async () => {
    const long = "Organizar el cuarto de los niños y donar la ropa que ya no les queda ".repeat(3);
    for (let day = 1; day <= 20; day++) {
      const tip = await generateDailyTip({
        ...busy,
        date: `2026-11-${String(day).padStart(2, "0")}`,
        urgentTasks: [{ title: long, priority: "urgent", dueDate: "2026-11-01" }],
        events: [{ title: long, time: "08:00" }],
        itemsToBuy: [{ name: long }],
      });
      expect(tip).not.toContain("\n");
      expect(tip.length).toBeLessThanOrEqual(120);
    }
  });

  it("calls an overdue task overdue", async () => {
    const tip = await generateDailyTip({
      ...quiet,
      urgentTasks: [{ title: "Renovar el pasaporte", priority: "high", dueDate: "2026-11-20" }],
    });
    expect(tip).toBe("«Renovar el pasaporte» ya está vencida: hoy es buen día para cerrarla. 🔔");
  });
});
