import i18n, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "#shared/i18n/locales/en/chat.json" with { type: "json" };
import es from "#shared/i18n/locales/es/chat.json" with { type: "json" };
import pt from "#shared/i18n/locales/pt-BR/chat.json" with { type: "json" };
import { describeToolOutput } from "#web/features/chat/components/tool-card.tsx";

const texts = i18n.createInstance();
beforeAll(async () => {
  await texts.init({
    lng: "es",
    resources: { es: { chat: es }, en: { chat: en }, "pt-BR": { chat: pt } },
    defaultNS: "chat",
    interpolation: { escapeValue: false },
  });
});

function card(language: string, name: Parameters<typeof describeToolOutput>[2], output: unknown) {
  const t = texts.getFixedT(language, "chat") as TFunction<"chat">;
  return describeToolOutput(t, language, name, output);
}

describe("the chat's card for each tool", () => {
  it("says what was added and what was already on the list, in the reader's language", () => {
    const output = {
      ok: true,
      added: [{ name: "Leche", quantity: null }],
      bumped: [{ name: "Pan", quantity: "2" }],
    };
    expect(card("es", "addShoppingItems", output)).toBe(
      "Agregué Leche a la lista · Actualicé en la lista: Pan (2)",
    );
    expect(card("en", "addShoppingItems", output)).toBe(
      "Added Leche to the list · Updated on the list: Pan (2)",
    );
    expect(card("pt-BR", "addShoppingItems", { ...output, added: [] })).toBe(
      "Atualizei na lista: Pan (2)",
    );
    // Conversations stored before bumping existed still read.
    expect(
      card("es", "addShoppingItems", { ok: true, added: [{ name: "Pan", quantity: null }] }),
    ).toBe("Agregué Pan a la lista");
  });

  it.each([
    [
      "removeShoppingItems",
      { removed: ["Huevos", "Pan"], notFound: [] },
      "Quité de la lista: Huevos y Pan",
    ],
    [
      "uncheckShoppingItems",
      { unchecked: ["Leche"], notFound: [] },
      "Volví a poner por comprar: Leche",
    ],
    ["uncheckShoppingItems", { unchecked: [], notFound: ["x"] }, "No encontré eso en la lista"],
    [
      "checkShoppingItems",
      { checked: [], already: ["Jabón"], notFound: [] },
      "Ya estaba marcado como comprado: Jabón",
    ],
    [
      "uncheckShoppingItems",
      { unchecked: [], already: ["Pan"], notFound: [] },
      "Ya estaba por comprar: Pan",
    ],
    [
      "adjustPantryItem",
      { item: { name: "Huevos", quantity: 6, unit: "unidad" }, previous: 0, created: true },
      "Agregué Huevos a la despensa: 6 unidad",
    ],
    ["listTasks", { status: "overdue", tasks: [{}, {}] }, "Revisé las tareas: 2 vencidas"],
    ["reopenTask", { task: { title: "Pagar la luz" } }, "Reabrí la tarea «Pagar la luz»"],
    [
      "updateTask",
      { task: { title: "Pagar la luz" }, changed: [] },
      "Actualicé la tarea «Pagar la luz»",
    ],
    ["deleteTask", { task: { title: "Lavar el carro" } }, "Eliminé la tarea «Lavar el carro»"],
    [
      "updateEvent",
      { event: { title: "Fútbol", date: "2026-11-28", time: "17:30" } },
      "Moví «Fútbol» al 28 nov 17:30",
    ],
    [
      "cancelEvent",
      { event: { title: "Fútbol", date: "2026-11-28", time: null } },
      "Cancelé «Fútbol»",
    ],
    [
      "suggestMeals",
      {
        ideas: [
          { name: "Arroz con pollo", uses: [] },
          { name: "Gallo pinto", uses: [] },
        ],
      },
      "Ideas con tu despensa: Arroz con pollo y Gallo pinto",
    ],
    [
      "suggestMeals",
      { ideas: [], allergies: [] },
      "No encontré ideas con lo que hay en la despensa",
    ],
    [
      "readMealPlan",
      { meals: [{}, {}], from: "2026-11-26", to: "2026-11-26", slot: null },
      "Revisé el plan de comidas: 2 comidas",
    ],
    [
      "readMealPlan",
      { meals: [], from: "2026-11-26", to: "2026-11-26", slot: null },
      "Revisé el plan de comidas: no hay nada planeado",
    ],
    [
      "readMealPlan",
      { meals: [{}], from: "2026-11-26", to: "2026-11-26", slot: null },
      "Revisé el plan de comidas: 1 comida",
    ],
    [
      "planMeal",
      { meal: { title: "Lentejas guisadas", date: "2026-12-01", slot: "dinner" } },
      "Puse «Lentejas guisadas» el 1 dic (cena)",
    ],
    [
      "addWeekToShoppingList",
      { added: 4, merged: 1, lines: [] },
      "Ingredientes de la semana a la lista: 4 nuevos, 1 sumados",
    ],
    ["cookMeal", { meal: { title: "Feijoada" }, takenOut: [] }, "Marqué «Feijoada» como cocinada"],
  ] as const)("%s: %j", (name, output, sentence) => {
    expect(card("es", name, { ok: true, ...output })).toBe(sentence);
  });
});
