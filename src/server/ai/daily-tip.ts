import type { TimeOfDay } from "#shared/brief/greeting.ts";

/** Spec §9: what the brief shows when the assistant fails or has nothing to say. */
export const fallbackTip = "¡Organiza tu día y serás más productivo! 🎯";

/** The daily brief's data, as the tip needs it. */
export interface DailyTipInput {
  householdName: string;
  /** The household's calendar day, "YYYY-MM-DD": the tip changes from one day to the next. */
  date: string;
  timeOfDay: TimeOfDay;
  /** The household's language ("es", "en", "pt-BR"); the built-in tips are Spanish. */
  language: string;
  /** Today's events in order; `time` is "HH:mm" in the household's time zone, null if all-day. */
  events: { title: string; time: string | null }[];
  /** Open high and urgent tasks, most pressing first. */
  urgentTasks: { title: string; priority: "high" | "urgent"; dueDate: string | null }[];
  /** Unchecked items of the active shopping lists. */
  itemsToBuy: { name: string }[];
}

/** Titles are cut so that a tip fits the card's two lines. */
function short(text: string, max = 40): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** FNV-1a: a stable number from a string, so one day's tip doesn't change on every visit. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const moments: Record<TimeOfDay, string> = {
  morning: "esta mañana",
  afternoon: "esta tarde",
  evening: "antes de dormir",
};

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

function candidates(input: DailyTipInput): string[] {
  const tips: string[] = [];
  const [task] = input.urgentTasks;
  if (task) {
    const title = short(task.title);
    if (task.dueDate && task.dueDate < input.date) {
      tips.push(`«${title}» ya está vencida: hoy es buen día para cerrarla. 🔔`);
    } else {
      tips.push(`Empieza por «${title}»: es lo más urgente de hoy. 💪`);
      tips.push(`«${title}» no puede esperar: resérvale un rato ${moments[input.timeOfDay]}. ⏰`);
    }
    if (input.urgentTasks.length > 1) {
      tips.push(
        `Tienen ${input.urgentTasks.length} tareas importantes: repártanlas en familia y terminarán antes. 🤝`,
      );
    }
  }
  const timed = input.events.filter((event) => event.time !== null);
  const [next] = timed;
  if (next) {
    tips.push(`Hoy a las ${next.time} tienen «${short(next.title)}». ¡Salgan con tiempo! 📅`);
  }
  const [allDay] = input.events.filter((event) => event.time === null);
  if (allDay) tips.push(`Hoy es «${short(allDay.title)}». ¡Que no se les pase! 🎉`);
  if (input.events.length > 1) {
    tips.push(
      `Agenda llena: ${input.events.length} eventos hoy. Revisen juntos quién va a cada uno. 🗓️`,
    );
  }
  if (input.itemsToBuy.length > 0) {
    const names = input.itemsToBuy.slice(0, 3).map((item) => short(item.name, 20));
    tips.push(`Si pasan por la tienda, no olviden: ${joinNames(names)}. 🛒`);
  }
  return tips;
}

/**
 * Today's tip for the daily brief: at most two lines of Spanish about what matters in the
 * household today. This built-in version works offline and is deterministic — the same data on
 * the same day gives the same tip, another day or other data give another — and answers the
 * §9 fallback when there is nothing to say. The assistant may later route it through the
 * configured model; callers already treat a rejection as "use the fallback".
 */
export async function generateDailyTip(input: DailyTipInput): Promise<string> {
  const tips = candidates(input);
  if (tips.length === 0) return fallbackTip;
  return tips[hash(`${input.date}|${input.householdName}`) % tips.length] ?? fallbackTip;
}
