import { type ReplyLanguage, sayAmount, sayDate } from "#server/ai/builtin/replies.ts";
import type {
  MealIdea,
  MealLine,
  ToolOutputs,
  WeekShoppingToolLine,
} from "#shared/assistant/tool-results.ts";

/**
 * What the built-in assistant says after the week plan's tools: the plan read back, the meal
 * placed, the week's ingredients proposed or added, the meal cooked, the recipes to cook.
 */
type Pick3 = (es: string, en: string, pt: string) => string;

function picker(language: ReplyLanguage): Pick3 {
  return (es, en, pt) => (language === "en" ? en : language === "pt" ? pt : es);
}

const slotNames: Record<ReplyLanguage, Record<MealLine["slot"], string>> = {
  es: { breakfast: "desayuno", lunch: "comida", dinner: "cena" },
  en: { breakfast: "breakfast", lunch: "lunch", dinner: "dinner" },
  pt: { breakfast: "café da manhã", lunch: "almoço", dinner: "jantar" },
};

const prepVerbs: Record<ReplyLanguage, Record<"thaw" | "soak", string>> = {
  es: { thaw: "descongelar", soak: "poner en remojo" },
  en: { thaw: "thaw", soak: "soak" },
  pt: { thaw: "descongelar", soak: "deixar de molho" },
};

function list(names: string[], language: ReplyLanguage): string {
  const locale = language === "pt" ? "pt-BR" : language;
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "(la noche anterior: poner en remojo los frijoles)" */
function prepNote(meal: MealLine, language: ReplyLanguage): string {
  if (!meal.prepAhead) return "";
  const pick = picker(language);
  const verb = prepVerbs[language][meal.prepAhead.kind];
  const what = meal.prepAhead.what.toLocaleLowerCase(language === "pt" ? "pt-BR" : language);
  return pick(
    ` (la noche anterior: ${verb} ${what})`,
    ` (the evening before: ${verb} ${what})`,
    ` (na noite anterior: ${verb} ${what})`,
  );
}

function mealsOfDays(meals: MealLine[], language: ReplyLanguage): string {
  const days = [...new Set(meals.map((meal) => meal.date))];
  const line = (meal: MealLine) =>
    `- ${capitalize(slotNames[language][meal.slot])}: ${meal.title}${prepNote(meal, language)}`;
  if (days.length === 1) return meals.map(line).join("\n");
  return days
    .map(
      (day) =>
        `${capitalize(sayDate(day, language))}:\n${meals
          .filter((meal) => meal.date === day)
          .map(line)
          .join("\n")}`,
    )
    .join("\n\n");
}

function readPlan(out: ToolOutputs["readMealPlan"], language: ReplyLanguage): string {
  const pick = picker(language);
  const week = out.from !== out.to;
  const monday = sayDate(out.from, language).replace(/^(el|on) /, "");
  const when = week
    ? pick(`la semana del ${monday}`, `the week of ${monday}`, `a semana de ${monday}`)
    : sayDate(out.from, language);
  const slot = out.slot ? slotNames[language][out.slot] : null;
  if (out.meals.length === 0) {
    return slot
      ? pick(
          `No hay ${slot} planeada para ${when}. Puedes pedirme «¿qué cocino?» o ponerla en el menú.`,
          `There's no ${slot} planned ${when}. Ask me "what should I cook?" or add it to the plan.`,
          `Não há ${slot} planejado para ${when}. Pergunte «o que eu cozinho?» ou coloque no cardápio.`,
        )
      : pick(
          `No hay comidas planeadas para ${when}. Puedes pedirme «¿qué cocino?» o ponerlas en el menú.`,
          `Nothing is planned ${when}. Ask me "what should I cook?" or add meals to the plan.`,
          `Não há refeições planejadas para ${when}. Pergunte «o que eu cozinho?» ou monte o cardápio.`,
        );
  }
  return `${pick(`En el menú para ${when}:`, `On the menu ${when}:`, `No cardápio para ${when}:`)}\n\n${mealsOfDays(out.meals, language)}`;
}

function placed(out: ToolOutputs["planMeal"], language: ReplyLanguage): string {
  const pick = picker(language);
  const { meal } = out;
  const slot = slotNames[language][meal.slot];
  const day = sayDate(meal.date, language);
  const replaced = out.replaced
    ? pick(
        ` (en lugar de «${out.replaced}»)`,
        ` (instead of “${out.replaced}”)`,
        ` (no lugar de «${out.replaced}»)`,
      )
    : "";
  const said = pick(
    `Puse «${meal.title}» en la ${slot} del ${day.replace(/^el /, "")}${replaced}.`,
    `I put “${meal.title}” on the plan for ${slot} ${day}${replaced}.`,
    `Coloquei «${meal.title}» no ${slot} de ${day}${replaced}.`,
  );
  if (!meal.prepAhead) return said;
  const verb = prepVerbs[language][meal.prepAhead.kind];
  return `${said} ${pick(
    `Les recuerdo la noche anterior: ${verb} ${meal.prepAhead.what.toLocaleLowerCase("es")}.`,
    `I'll remind you the evening before: ${verb} ${meal.prepAhead.what.toLocaleLowerCase("en")}.`,
    `Eu lembro vocês na noite anterior: ${verb} ${meal.prepAhead.what.toLocaleLowerCase("pt-BR")}.`,
  )}`;
}

/** "- Lentejas: 300 g (200 g en la despensa)" */
function shoppingLines(lines: WeekShoppingToolLine[], language: ReplyLanguage): string {
  const pick = picker(language);
  return lines
    .map((line) => {
      const notes = [
        line.inPantry
          ? pick(
              `${line.inPantry} en la despensa`,
              `${line.inPantry} in the pantry`,
              `${line.inPantry} na despensa`,
            )
          : null,
        line.onList ? pick("se suma a la lista", "added to the list's", "soma ao da lista") : null,
      ].filter(Boolean);
      const note = notes.length > 0 ? ` (${notes.join(", ")})` : "";
      return `- ${line.name}${line.quantity ? `: ${line.quantity}` : ""}${note}`;
    })
    .join("\n");
}

/** The week's ingredients shown under the question that proposes adding them. */
export function weekPreview(
  preview: WeekShoppingToolLine[] | undefined,
  language: ReplyLanguage,
): string {
  if (!preview) return "";
  const pick = picker(language);
  if (preview.length === 0)
    return `\n\n${pick(
      "No falta nada: la despensa ya cubre las comidas planeadas.",
      "Nothing is missing: the pantry already covers the planned meals.",
      "Não falta nada: a despensa já cobre as refeições planejadas.",
    )}`;
  return `\n\n${shoppingLines(preview, language)}`;
}

function addedWeek(out: ToolOutputs["addWeekToShoppingList"], language: ReplyLanguage) {
  const pick = picker(language);
  if (out.added + out.merged === 0)
    return {
      text: pick(
        "No hizo falta agregar nada: la despensa ya cubre las comidas de la semana.",
        "Nothing to add: the pantry already covers the week's meals.",
        "Não precisei adicionar nada: a despensa já cobre as refeições da semana.",
      ),
      changed: false,
    };
  return {
    text: `${pick(
      `Agregué los ingredientes de la semana a la lista (${out.added} nuevos, ${out.merged} sumados a lo que ya estaba):`,
      `I added the week's ingredients to the list (${out.added} new, ${out.merged} added to what was there):`,
      `Adicionei os ingredientes da semana à lista (${out.added} novos, ${out.merged} somados ao que já estava):`,
    )}\n\n${shoppingLines(out.lines, language)}`,
    changed: true,
  };
}

function cooked(out: ToolOutputs["cookMeal"], language: ReplyLanguage): string {
  const pick = picker(language);
  const title = out.meal.title;
  if (out.takenOut.length === 0)
    return pick(
      `Marqué «${title}» como cocinada.`,
      `I marked “${title}” as cooked.`,
      `Marquei «${title}» como preparada.`,
    );
  const taken = list(
    out.takenOut.map((line) => `${sayAmount(line.quantity, line.unit, language)} ${line.name}`),
    language,
  );
  return pick(
    `Marqué «${title}» como cocinada y saqué de la despensa ${taken}.`,
    `I marked “${title}” as cooked and took ${taken} out of the pantry.`,
    `Marquei «${title}» como preparada e tirei da despensa ${taken}.`,
  );
}

/** The household's recipes to cook, with what each still lacks. */
export function recipeIdeas(ideas: MealIdea[], avoid: string, language: ReplyLanguage): string {
  const pick = picker(language);
  const line = (idea: MealIdea) => {
    const missing = idea.missing ?? [];
    const expiring = idea.expiring ?? [];
    const notes = [
      missing.length > 0
        ? pick(
            `falta ${list(missing, language)}`,
            `missing ${list(missing, language)}`,
            `falta ${list(missing, language)}`,
          )
        : pick("tienen todo", "you have everything", "vocês têm tudo"),
      expiring.length > 0
        ? pick(
            `usa ${list(expiring, language)} que vence pronto`,
            `uses up ${list(expiring, language)}, expiring soon`,
            `usa ${list(expiring, language)} que vence logo`,
          )
        : null,
    ].filter(Boolean);
    return `- ${idea.name} (${notes.join("; ")})`;
  };
  return `${pick(
    `De sus recetas, con lo que hay en la despensa${avoid}:`,
    `From your recipes, with what's in the pantry${avoid}:`,
    `Das suas receitas, com o que há na despensa${avoid}:`,
  )}\n\n${ideas.map(line).join("\n")}`;
}

/** One meal tool's result in words; null for any other tool. */
export function sayMealResult(
  toolName: string,
  output: unknown,
  language: ReplyLanguage,
): { text: string; changed: boolean } | null {
  switch (toolName) {
    case "readMealPlan":
      return { text: readPlan(output as ToolOutputs["readMealPlan"], language), changed: false };
    case "planMeal":
      return { text: placed(output as ToolOutputs["planMeal"], language), changed: true };
    case "addWeekToShoppingList":
      return addedWeek(output as ToolOutputs["addWeekToShoppingList"], language);
    case "cookMeal":
      return { text: cooked(output as ToolOutputs["cookMeal"], language), changed: true };
    default:
      return null;
  }
}

/** The question that proposes a meal tool's action; null for any other tool. */
export function mealProposalQuestion(
  tool: string,
  args: Record<string, unknown>,
  language: ReplyLanguage,
): string | null {
  const pick = picker(language);
  const weekStart = typeof args.weekStart === "string" ? args.weekStart : null;
  const week = weekStart ? sayDate(weekStart, language).replace(/^(el|on) /, "") : null;
  switch (tool) {
    case "addWeekToShoppingList":
      return week
        ? pick(
            `¿Agrego a la lista de compras los ingredientes de la semana del ${week}? Esto es lo que falta:`,
            `Shall I add the ingredients of the week of ${week} to the shopping list? This is what's missing:`,
            `Adiciono à lista de compras os ingredientes da semana de ${week}? Isto é o que falta:`,
          )
        : pick(
            "¿Agrego a la lista de compras los ingredientes de la semana? Esto es lo que falta:",
            "Shall I add the week's ingredients to the shopping list? This is what's missing:",
            "Adiciono à lista de compras os ingredientes da semana? Isto é o que falta:",
          );
    case "planMeal":
      return pick(
        `¿Pongo «${String(args.meal ?? "")}» en el menú?`,
        `Shall I put “${String(args.meal ?? "")}” on the meal plan?`,
        `Coloco «${String(args.meal ?? "")}» no cardápio?`,
      );
    case "cookMeal":
      return pick(
        `¿Marco «${String(args.meal ?? "")}» como cocinada?`,
        `Shall I mark “${String(args.meal ?? "")}” as cooked?`,
        `Marco «${String(args.meal ?? "")}» como preparada?`,
      );
    default:
      return null;
  }
}
