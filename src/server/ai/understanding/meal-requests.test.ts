import { beforeAll, describe, expect, it } from "vitest";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { type UnderstandOptions, understandWith } from "#server/ai/understanding/engine.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";

/** Sunday 22 November 2026: the week is 16–22, the next one starts on Monday 23. */
const today = "2026-11-22";
let classifier: Classifier;
beforeAll(async () => {
  classifier = await loadUnderstanding();
}, 120_000);

const ask = () => "¿Seguro?";
function understand(message: string, options: Partial<UnderstandOptions> = {}) {
  return understandWith(classifier, message, { today, fallback: "es", ask, ...options });
}

type Case = [utterance: string, tool: string, input: Record<string, unknown>];

describe("the week plan's requests", () => {
  it.each<Case>([
    // Reading the plan: a day, a meal of the day, a week.
    ["¿qué comemos el jueves?", "readMealPlan", { from: "2026-11-26" }],
    ["qué hay de cena", "readMealPlan", { from: today, slot: "dinner" }],
    ["¿qué hay pa la once mañana?", "readMealPlan", { from: "2026-11-23", slot: "dinner" }],
    ["¿qué almorzamos el viernes?", "readMealPlan", { from: "2026-11-27", slot: "lunch" }],
    ["¿qué hay de comida el martes?", "readMealPlan", { from: "2026-11-24", slot: "lunch" }],
    [
      "¿cuál es el menú de la semana que viene?",
      "readMealPlan",
      { from: "2026-11-23", to: "2026-11-29" },
    ],
    ["o que tem pro jantar de quinta?", "readMealPlan", { from: "2026-11-26", slot: "dinner" }],
    ["o que vamos almoçar amanhã?", "readMealPlan", { from: "2026-11-23", slot: "lunch" }],
    ["what's for dinner on thursday?", "readMealPlan", { from: "2026-11-26", slot: "dinner" }],
    ["what are we eating this week?", "readMealPlan", { from: "2026-11-16", to: "2026-11-22" }],
    // Placing a meal: a day and a meal of the day said.
    [
      "pon lentejas el martes en la cena",
      "planMeal",
      { date: "2026-11-24", slot: "dinner", meal: "Lentejas" },
    ],
    [
      "poné milanesas el viernes para el almuerzo",
      "planMeal",
      { date: "2026-11-27", slot: "lunch", meal: "Milanesas" },
    ],
    [
      "pon sopaipillas pa la once del sábado",
      "planMeal",
      { date: "2026-11-28", slot: "dinner", meal: "Sopaipillas" },
    ],
    [
      "el jueves cenamos tacos de pollo",
      "planMeal",
      { date: "2026-11-26", slot: "dinner", meal: "Tacos de pollo" },
    ],
    [
      "coloca feijoada no almoço de sábado",
      "planMeal",
      { date: "2026-11-28", slot: "lunch", meal: "Feijoada" },
    ],
    [
      "put chili on wednesday for dinner",
      "planMeal",
      { date: "2026-11-25", slot: "dinner", meal: "Chili" },
    ],
    // Cooked.
    ["ya cocinamos las lentejas", "cookMeal", { meal: "lentejas" }],
    ["marca la cena de hoy como cocinada", "cookMeal", { date: today, slot: "dinner" }],
    ["já cozinhamos a feijoada", "cookMeal", { meal: "feijoada" }],
    ["we cooked the lentils", "cookMeal", { meal: "lentils" }],
    // What to cook stays the ranking of recipes.
    ["¿qué cocino hoy?", "suggestMeals", {}],
    ["o que eu faço pro jantar?", "suggestMeals", {}],
  ])("%s → %s", (utterance, tool, input) => {
    const understood = understand(utterance);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: tool, input }]);
  });

  it.each([
    ["agrega lo de la semana a la lista", "es", "2026-11-16"],
    ["pasa los ingredientes del menú de la próxima semana a la lista", "es", "2026-11-23"],
    ["adiciona os ingredientes da semana na lista de compras", "pt", "2026-11-16"],
    ["add this week's ingredients to the shopping list", "en", "2026-11-16"],
  ])("%s proposes the week's ingredients and waits for «Sí»", (utterance, language, monday) => {
    const understood = understand(utterance);
    expect(understood).toMatchObject({ outcome: "confirm", language });
    expect(understood.calls).toEqual([
      {
        toolName: "proposeAction",
        input: { tool: "addWeekToShoppingList", args: { weekStart: monday }, question: "¿Seguro?" },
      },
    ]);
    const yes = understand(language === "en" ? "yes" : language === "pt" ? "sim" : "sí", {
      pending: { tool: "addWeekToShoppingList", args: { weekStart: monday } },
    });
    expect(yes.calls).toEqual([
      { toolName: "addWeekToShoppingList", input: { weekStart: monday } },
    ]);
  });

  it.each([
    // Not the plan's: tasks, the day, events, the pantry, the list, what to cook.
    ["¿qué tareas hay para mañana?", "listTasks"],
    ["¿qué le toca a la Sofía?", "listTasks"],
    ["cancela la comida familiar del sábado", "cancelEvent"],
    ["ocupé 3 huevos pa la once", "adjustPantryItem"],
    ["usei meio kilo de frango no almoço", "adjustPantryItem"],
    ["agrégame marraqueta, jamón y queso para la once", "addShoppingItems"],
    ["mark pay the electricity as done", "completeTask"],
    ["ya hice la tarea de matemáticas", "completeTask"],
  ])("%s is no meal request", (utterance, tool) => {
    const understood = understand(utterance);
    expect(understood.calls.map((call) => call.toolName)).toContain(tool);
  });

  it("leaves a meal tool the conversation does not offer to the general reading", () => {
    const understood = understand("¿qué comemos el jueves?", {
      available: new Set(["listEvents", "summarizeDay"]),
    });
    expect(understood.calls.map((call) => call.toolName)).not.toContain("readMealPlan");
  });
});

describe("a meal said with more around it", () => {
  it.each<Case>([
    // The cooked meal ends at the comma, or where when it was eaten is said.
    ["ya hicimos las lentejas, descontá lo que usamos", "cookMeal", { meal: "lentejas" }],
    ["we had the tacos last night", "cookMeal", { meal: "tacos" }],
    ["we made the soup, take it out of the pantry", "cookMeal", { meal: "soup" }],
    // The day and the meal of the day said before the verb; usted verbs.
    [
      "el viernes en la cena pon pescado",
      "planMeal",
      { date: "2026-11-27", slot: "dinner", meal: "Pescado" },
    ],
    [
      "planee pollo al horno para el almuerzo del lunes",
      "planMeal",
      { date: "2026-11-23", slot: "lunch", meal: "Pollo al horno" },
    ],
  ])("%s → %s", (utterance, tool, input) => {
    const understood = understand(utterance);
    expect(understood.calls).toEqual([{ toolName: tool, input }]);
  });
});

describe("English pantry: finished off, thrown out, restocked", () => {
  it.each<[string, Record<string, unknown>]>([
    ["we finished off the cereal", { name: "Cereal", quantity: 0 }],
    ["Mateo drank all the juice", { name: "Juice", quantity: 0 }],
    ["threw out the cheese", { name: "Cheese", quantity: 0 }],
    ["I restocked 3 cans of beans", { name: "Beans", delta: 3 }],
  ])("%s", (utterance, input) => {
    expect(understand(utterance).calls).toEqual([{ toolName: "adjustPantryItem", input }]);
  });
});

describe("what went into a meal is taken out of the pantry, not read as a meal request", () => {
  it.each<[string, Record<string, unknown>]>([
    ["ocupé medio kilo de arroz pal almuerzo", { name: "Arroz", delta: -0.5, unit: "kg" }],
    ["gastamos 2 litros de leite no jantar", { name: "Leite", delta: -2, unit: "L" }],
  ])("%s", (utterance, input) => {
    expect(understand(utterance).calls).toEqual([{ toolName: "adjustPantryItem", input }]);
  });
});

describe("meals said as families say them (issue 16, third round)", () => {
  it.each<Case>([
    // A dish made, said with "hice/preparé/fiz": cooked — a chore done stays a task.
    ["ya preparé las lentejas", "cookMeal", { meal: "lentejas" }],
    ["ya hice el ajiaco", "cookMeal", { meal: "ajiaco" }],
    ["já fiz a feijoada", "cookMeal", { meal: "feijoada" }],
    ["I already made the chili", "cookMeal", { meal: "chili" }],
    // "hagamos/preparemos/hacemos" with a day and a meal of the day places the dish.
    [
      "el sábado en la cena hagamos pizza casera",
      "planMeal",
      { date: "2026-11-28", slot: "dinner", meal: "Pizza casera" },
    ],
    [
      "el lunes pa la once preparemos sopaipillas",
      "planMeal",
      { date: "2026-11-23", slot: "dinner", meal: "Sopaipillas" },
    ],
    // Ideas asked for, with a word of cooking or eating: dish ideas.
    ["ni idea de qué cocinar, dame opciones", "suggestMeals", {}],
    ["recomendame algo para el almuerzo", "suggestMeals", {}],
    ["alguma ideia pro almoço?", "suggestMeals", {}],
    ["need some dinner ideas", "suggestMeals", {}],
  ])("%s → %s", (utterance, tool, input) => {
    const understood = understand(utterance);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: tool, input }]);
  });

  it.each([
    // Where or with whom a meal is eaten is a gathering, never a dish called «Que» or «En…».
    "agenda que el domingo a las 2 almorzamos en casa de la tía",
    "el sábado cenamos con los compadres",
    "sexta a gente janta na casa da vó",
    // A chore done is no dish.
    "ya hice las compras",
    "já fiz a faxina",
    "I made the bed",
  ])("%s plans and cooks no meal", (utterance) => {
    const tools = understand(utterance).calls.map((call) =>
      call.toolName === "proposeAction" ? String(call.input.tool) : call.toolName,
    );
    expect(tools).not.toContain("planMeal");
    expect(tools).not.toContain("cookMeal");
  });
});
