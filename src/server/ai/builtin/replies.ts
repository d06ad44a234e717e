import type { Intent, ReplyLanguage } from "#server/ai/builtin/understand.ts";
import type { PersonaTraits } from "#shared/assistant/persona.ts";
import type {
  EventLine,
  PantryLine,
  ShoppingLine,
  TaskLine,
  ToolFailure,
  ToolOutputs,
} from "#shared/assistant/tool-results.ts";
import { foldText } from "#shared/shopping/item-names.ts";

/**
 * How the built-in assistant words its answers: the facts come from the tools, the voice from
 * the persona — tone (friendly, professional, casual), personality and accent (spec §9).
 */
interface Voice {
  done: string;
  more: string;
  nothing: string;
  emoji: (symbol: string) => string;
}

function spanishVoice(traits: PersonaTraits): Voice {
  const formal = traits.tone === "professional" || traits.personality === "formal";
  const emoji = (symbol: string) => (formal ? "" : ` ${symbol}`);
  if (formal) {
    return {
      done: "Con gusto.",
      more: "¿Desea que le ayude con algo más?",
      nothing: "Por ahora no hay nada registrado.",
      emoji,
    };
  }
  const byAccent: Record<PersonaTraits["accent"], Omit<Voice, "emoji">> = {
    neutral: {
      done: "¡Listo!",
      more: "¿Te ayudo con algo más?",
      nothing: "Por ahora no hay nada.",
    },
    mexican: {
      done: "¡Órale, listo!",
      more: "¿Algo más en lo que te eche la mano?",
      nothing: "Ahorita no hay nada.",
    },
    argentine: {
      done: "¡Dale, listo!",
      more: "¿Necesitás algo más, che?",
      nothing: "Por ahora no hay nada.",
    },
    colombian: {
      done: "¡Listo, con mucho gusto!",
      more: "¿Te colaboro con algo más?",
      nothing: "Por ahora no hay nada.",
    },
    uruguayan: {
      done: "¡Ta, listo!",
      more: "¿Precisás algo más, bo?",
      nothing: "Por ahora no hay nada.",
    },
    brazilian: {
      done: "¡Beleza, listo!",
      more: "¿Algo más? Tudo bem.",
      nothing: "Por ahora no hay nada.",
    },
  };
  const voice = byAccent[traits.accent];
  if (traits.personality === "coach") {
    return { ...voice, done: `${voice.done} ¡Vamos con todo!`, emoji: () => " 💪" };
  }
  if (traits.tone === "casual") return { ...voice, more: "¿Qué más?", emoji };
  return { ...voice, emoji };
}

const englishVoice = (traits: PersonaTraits): Voice => {
  const formal = traits.tone === "professional" || traits.personality === "formal";
  return {
    done: formal ? "Certainly." : "Done!",
    more: formal ? "Is there anything else I can help you with?" : "Anything else?",
    nothing: "Nothing there for now.",
    emoji: (symbol) => (formal ? "" : ` ${symbol}`),
  };
};

const portugueseVoice = (traits: PersonaTraits): Voice => {
  const formal = traits.tone === "professional" || traits.personality === "formal";
  return {
    done: formal ? "Com prazer." : "Pronto!",
    more: formal ? "Posso ajudar em algo mais?" : "Mais alguma coisa?",
    nothing: "Por enquanto não há nada.",
    emoji: (symbol) => (formal ? "" : ` ${symbol}`),
  };
};

export function voiceFor(traits: PersonaTraits, language: ReplyLanguage): Voice {
  if (language === "en") return englishVoice(traits);
  if (language === "pt") return portugueseVoice(traits);
  return spanishVoice(traits);
}

function join(names: string[], language: ReplyLanguage): string {
  const and = language === "en" ? "and" : language === "pt" ? "e" : "y";
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

const weekdayNames: Record<ReplyLanguage, string[]> = {
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  pt: [
    "domingo",
    "segunda-feira",
    "terça-feira",
    "quarta-feira",
    "quinta-feira",
    "sexta-feira",
    "sábado",
  ],
};
const monthNames: Record<ReplyLanguage, string[]> = {
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
};

/** "el viernes 27 de noviembre" */
export function sayDate(date: string, language: ReplyLanguage): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = weekdayNames[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const monthName = monthNames[language][month - 1];
  if (language === "en") return `on ${weekday}, ${monthName} ${day}`;
  if (language === "pt") return `${weekday}, ${day} de ${monthName}`;
  return `el ${weekday} ${day} de ${monthName}`;
}

function sayItem(item: ShoppingLine): string {
  return item.quantity
    ? `${item.quantity} de ${item.name.toLocaleLowerCase("es")}`
    : item.name.toLocaleLowerCase("es");
}

function sayEvent(event: EventLine, language: ReplyLanguage, withDate: boolean): string {
  const at = event.time ? (language === "en" ? ` at ${event.time}` : ` a las ${event.time}`) : "";
  const day = withDate ? ` ${sayDate(event.date, language)}` : "";
  return `**${event.title}**${day}${at}`;
}

function sayTask(task: TaskLine, language: ReplyLanguage): string {
  return task.dueDate ? `${task.title} (${sayDate(task.dueDate, language)})` : task.title;
}

function sayPantry(item: PantryLine): string {
  return `${item.name}: ${item.quantity} ${item.unit}`;
}

/** Meal ideas from what the pantry holds: each needs its ingredients, and none of the allergies. */
const meals: { name: string; needs: string[]; contains: string[] }[] = [
  { name: "Huevos a la mexicana", needs: ["huevo", "tomate"], contains: ["huevo"] },
  { name: "Arroz con leche", needs: ["arroz", "leche"], contains: ["leche", "lacteos"] },
  { name: "Chilaquiles", needs: ["tortilla", "tomate"], contains: [] },
  { name: "Frijoles charros", needs: ["frijol"], contains: [] },
  { name: "Tortilla de papas", needs: ["huevo", "papa"], contains: ["huevo"] },
  { name: "Arroz con pollo", needs: ["arroz", "pollo"], contains: [] },
  { name: "Pasta con tomate", needs: ["pasta", "tomate"], contains: ["gluten", "trigo"] },
  { name: "Quesadillas", needs: ["tortilla", "queso"], contains: ["queso", "leche", "lacteos"] },
  {
    name: "Panqueques",
    needs: ["harina", "huevo", "leche"],
    contains: ["gluten", "trigo", "huevo", "leche", "lacteos"],
  },
  { name: "Sopa de verduras", needs: ["zanahoria"], contains: [] },
  { name: "Ensalada de atún", needs: ["atun"], contains: ["pescado", "atun"] },
  { name: "Licuado de plátano", needs: ["platano", "leche"], contains: ["leche", "lacteos"] },
  {
    name: "Arepas con queso",
    needs: ["harina de maiz", "queso"],
    contains: ["queso", "leche", "lacteos"],
  },
  {
    name: "Pan con mantequilla de maní",
    needs: ["pan", "mani"],
    contains: ["mani", "cacahuate", "gluten", "trigo"],
  },
  { name: "Arroz blanco con huevo frito", needs: ["arroz", "huevo"], contains: ["huevo"] },
];

export function suggestMeals(items: PantryLine[], allergies: string[]): string[] {
  const have = items.filter((item) => item.quantity > 0).map((item) => foldText(item.name));
  const avoid = allergies.map((allergy) => foldText(allergy));
  const hasIngredient = (need: string) =>
    have.some((name) => name.includes(need) || need.includes(name));
  const safe = (meal: (typeof meals)[number]) =>
    !avoid.some((allergy) =>
      [...meal.contains, ...meal.needs].some(
        (part) => part.includes(allergy) || allergy.includes(part),
      ),
    ) && !avoid.some((allergy) => foldText(meal.name).includes(allergy));
  return meals
    .filter((meal) => safe(meal) && meal.needs.every(hasIngredient))
    .map((meal) => meal.name)
    .slice(0, 3);
}

type AnyOutput = { ok: boolean } & Record<string, unknown>;

const texts = {
  es: {
    greeting: "¡Hola! Soy tu asistente del hogar. ¿En qué te ayudo hoy?",
    thanks: "¡Con gusto! Aquí estoy para lo que necesites.",
    needDate:
      "¿Para qué día lo agendo? Por ejemplo: «agenda la junta de padres el jueves a las 7».",
    unknown: "Todavía no sé hacer eso, pero esto sí puedo hacer por ti:",
    help: "Esto es lo que puedo hacer por tu hogar:",
    capabilities: [
      "🛒 **Compras**: «agrega leche y 2 kg de arroz a la lista», «¿qué tengo que comprar?», «ya compré el pan»",
      "✅ **Tareas**: «recuérdame pagar la luz el viernes», «¿qué tareas tengo?», «ya pagué la luz»",
      "📅 **Agenda**: «¿qué tenemos hoy?», «agenda la junta de padres el jueves a las 7»",
      "🥫 **Despensa**: «¿qué se está acabando?», «¿qué vence esta semana?», «¿cuántos huevos quedan?», «usé 2 huevos»",
      "🔧 **Servicios**: «necesito un plomero para el sábado»",
      "🍳 **Cocina**: «¿qué cocino hoy?» con lo que hay en la despensa",
    ],
  },
  en: {
    greeting: "Hi! I'm your home assistant. How can I help today?",
    thanks: "You're welcome! I'm here whenever you need me.",
    needDate:
      "Which day should I schedule it for? For example: “schedule the parents' meeting on Thursday at 7”.",
    unknown: "I can't do that yet, but here is what I can do for you:",
    help: "Here is what I can do for your household:",
    capabilities: [
      "🛒 **Shopping**: “add milk and 2 kg of rice to the list”, “what do we need to buy?”, “I bought bread”",
      "✅ **Tasks**: “remind me to pay rent on Friday”, “what tasks do I have?”",
      "📅 **Calendar**: “what's on today?”, “schedule soccer practice on Saturday at 9 am”",
      "🥫 **Pantry**: “what's running low?”, “what expires this week?”",
      "🔧 **Services**: “I need a plumber on Monday”",
      "🍳 **Cooking**: “what should I cook?” from what the pantry holds",
    ],
  },
  pt: {
    greeting: "Oi! Sou o assistente da sua casa. Como posso ajudar hoje?",
    thanks: "De nada! Estou aqui para o que precisar.",
    needDate: "Para qual dia eu agendo? Por exemplo: «agenda a reunião de pais na quinta às 7».",
    unknown: "Ainda não sei fazer isso, mas posso ajudar com:",
    help: "Isto é o que posso fazer pela sua casa:",
    capabilities: [
      "🛒 **Compras**: «adiciona café na lista», «o que preciso comprar?», «já comprei o arroz»",
      "✅ **Tarefas**: «me lembra de pagar a escola amanhã»",
      "📅 **Agenda**: «o que temos hoje?»",
      "🥫 **Despensa**: o que está acabando, o que vence esta semana",
      "🔧 **Serviços**: «preciso de um encanador no sábado»",
      "🍳 **Cozinha**: «o que eu cozinho?»",
    ],
  },
} as const;

/** What the assistant says when no tool is involved: greetings, help, thanks, not understood. */
export function conversationalReply(
  intent: Intent,
  language: ReplyLanguage,
  traits: PersonaTraits,
): string {
  const t = texts[language];
  const voice = voiceFor(traits, language);
  const list = t.capabilities.map((line) => `- ${line}`).join("\n");
  switch (intent) {
    case "greeting":
      return `${t.greeting}${voice.emoji("😊")}`;
    case "thanks":
      return `${t.thanks}${voice.emoji("🙌")}`;
    case "needDate":
      return t.needDate;
    case "help":
      return `${t.help}\n\n${list}`;
    default:
      return `${t.unknown}\n\n${list}`;
  }
}

/** The answer after the tools ran, from what they answered. */
export function toolReply(
  intent: Intent,
  language: ReplyLanguage,
  traits: PersonaTraits,
  outputs: AnyOutput[],
): string {
  const voice = voiceFor(traits, language);
  const failed = outputs.find((output): output is ToolFailure & AnyOutput => !output.ok);
  if (failed) {
    const sorry =
      language === "en"
        ? "I couldn't do it:"
        : language === "pt"
          ? "Não consegui:"
          : "No pude hacerlo:";
    return `${sorry} ${failed.message}`;
  }
  const es = language === "es";
  const en = language === "en";
  const pick = (spanish: string, english: string, portuguese: string) =>
    es ? spanish : en ? english : portuguese;
  const output = outputs[0] as AnyOutput;

  switch (intent) {
    case "addShopping": {
      const { added } = output as ToolOutputs["addShoppingItems"];
      const names = join(added.map(sayItem), language);
      return `${voice.done} ${pick(`Agregué ${names} a la lista.`, `I added ${names} to the list.`, `Adicionei ${names} à lista.`)}${voice.emoji("🛒")}`;
    }
    case "listShopping": {
      const { items } = output as ToolOutputs["listShoppingItems"];
      if (items.length === 0)
        return pick(
          "¡La lista está vacía! No falta nada por comprar.",
          "The list is empty: nothing to buy.",
          "A lista está vazia!",
        );
      const lines = items
        .map((item) => `- ${item.quantity ? `${item.name} (${item.quantity})` : item.name}`)
        .join("\n");
      return `${pick(`Tienen ${items.length} cosas por comprar:`, `You have ${items.length} things to buy:`, `Vocês têm ${items.length} coisas para comprar:`)}\n\n${lines}\n\n${voice.more}`;
    }
    case "checkShopping": {
      const { checked, notFound } = output as ToolOutputs["checkShoppingItems"];
      const parts: string[] = [];
      if (checked.length > 0)
        parts.push(
          `${voice.done} ${pick(
            `Marqué ${join(
              checked.map((n) => n.toLocaleLowerCase("es")),
              language,
            )} como comprado.`,
            `I checked off ${join(checked, language)}.`,
            `Marquei ${join(checked, language)} como comprado.`,
          )}`,
        );
      if (notFound.length > 0)
        parts.push(
          pick(
            `No encontré ${join(notFound, language)} en la lista.`,
            `I didn't find ${join(notFound, language)} on the list.`,
            `Não encontrei ${join(notFound, language)} na lista.`,
          ),
        );
      return parts.join(" ");
    }
    case "createTask": {
      const { task } = output as ToolOutputs["createTask"];
      const due = task.dueDate
        ? ` ${pick("para", "for", "para")} ${sayDate(task.dueDate, language)}`
        : "";
      return `${voice.done} ${pick(`Te lo recuerdo: creé la tarea «${task.title}»${due}.`, `I created the task “${task.title}”${due}.`, `Criei a tarefa «${task.title}»${due}.`)}${voice.emoji("✅")}`;
    }
    case "listTasks": {
      const { tasks } = output as ToolOutputs["listTasks"];
      if (tasks.length === 0)
        return pick(
          "No tienen tareas pendientes. ¡Todo al día!",
          "No open tasks. All caught up!",
          "Nenhuma tarefa pendente!",
        );
      return `${pick("Tareas pendientes:", "Open tasks:", "Tarefas pendentes:")}\n\n${tasks.map((task) => `- ${sayTask(task, language)}`).join("\n")}`;
    }
    case "completeTask": {
      const { task } = output as ToolOutputs["completeTask"];
      return `${voice.done} ${pick(`Marqué «${task.title}» como hecha.`, `I marked “${task.title}” as done.`, `Marquei «${task.title}» como feita.`)}${voice.emoji("🎉")}`;
    }
    case "lowStock": {
      const { items } = output as ToolOutputs["readPantry"];
      if (items.length === 0)
        return pick(
          "No se está acabando nada: la despensa está bien surtida.",
          "Nothing is running low.",
          "Nada está acabando.",
        );
      return `${pick("Se está acabando:", "Running low:", "Está acabando:")}\n\n${items.map((item) => `- ${sayPantry(item)}`).join("\n")}\n\n${pick("¿Quieres que lo agregue a la lista?", "Shall I add them to the list?", "Quer que eu adicione à lista?")}`;
    }
    case "expiring": {
      const { items } = output as ToolOutputs["readPantry"];
      if (items.length === 0)
        return pick(
          "Nada vence esta semana.",
          "Nothing expires this week.",
          "Nada vence esta semana.",
        );
      const line = (item: PantryLine) =>
        item.daysToExpiry !== null && item.daysToExpiry < 0
          ? `- ${item.name}: ${pick("ya venció", "already expired", "já venceu")}`
          : `- ${item.name}: ${item.expiryDate ? sayDate(item.expiryDate, language) : ""}`;
      return `${pick("Por vencer:", "Expiring soon:", "Vai vencer:")}\n\n${items.map(line).join("\n")}`;
    }
    case "pantryItem": {
      const { items } = output as ToolOutputs["readPantry"];
      if (items.length === 0)
        return pick(
          "No encontré eso en la despensa.",
          "I couldn't find that in the pantry.",
          "Não encontrei isso na despensa.",
        );
      return items
        .map((item) =>
          pick(
            `Quedan ${item.quantity} ${item.unit} de ${item.name.toLocaleLowerCase("es")}.`,
            `There are ${item.quantity} ${item.unit} of ${item.name} left.`,
            `Restam ${item.quantity} ${item.unit} de ${item.name}.`,
          ),
        )
        .join(" ");
    }
    case "adjustPantry": {
      const { item } = output as ToolOutputs["adjustPantryItem"];
      return `${voice.done} ${pick(`Ahora hay ${item.quantity} ${item.unit} de ${item.name.toLocaleLowerCase("es")} en la despensa.`, `There are now ${item.quantity} ${item.unit} of ${item.name} in the pantry.`, `Agora há ${item.quantity} ${item.unit} de ${item.name} na despensa.`)}`;
    }
    case "cook": {
      const { items, allergies } = output as ToolOutputs["readPantry"];
      const ideas = suggestMeals(items, allergies);
      const avoid =
        allergies.length > 0
          ? ` ${pick(`(sin ${join(allergies, language)})`, `(without ${join(allergies, language)})`, `(sem ${join(allergies, language)})`)}`
          : "";
      if (ideas.length === 0)
        return pick(
          `Con lo que hay en la despensa no se me ocurre una receta${avoid}. ¿Agrego algo a la lista?`,
          `I can't think of a recipe with what's in the pantry${avoid}.`,
          `Não achei uma receita com o que há na despensa${avoid}.`,
        );
      return `${pick(`Con lo que hay en la despensa podrían preparar${avoid}:`, `With what's in the pantry you could make${avoid}:`, `Com o que há na despensa vocês podem fazer${avoid}:`)}\n\n${ideas.map((idea) => `- ${idea}`).join("\n")}${voice.emoji("🍳")}`;
    }
    case "eventsOn":
    case "eventsUpcoming": {
      const { events, from } = output as ToolOutputs["listEvents"];
      if (events.length === 0)
        return pick(
          "No hay eventos en la agenda para esos días.",
          "Nothing on the calendar for those days.",
          "Nada na agenda para esses dias.",
        );
      const title =
        intent === "eventsOn"
          ? pick(
              `En la agenda ${sayDate(from, language)}:`,
              `On the calendar ${sayDate(from, language)}:`,
              `Na agenda ${sayDate(from, language)}:`,
            )
          : pick("Lo que viene en la agenda:", "Coming up:", "O que vem na agenda:");
      return `${title}\n\n${events.map((event) => `- ${sayEvent(event, language, intent === "eventsUpcoming")}`).join("\n")}`;
    }
    case "createEvent": {
      const { event } = output as ToolOutputs["createEvent"];
      return `${voice.done} ${pick(`Agendé ${sayEvent(event, language, true)}.`, `I scheduled ${sayEvent(event, language, true)}.`, `Agendei ${sayEvent(event, language, true)}.`)}${voice.emoji("📅")}`;
    }
    case "requestService": {
      const { serviceType, scheduledDate } = output as ToolOutputs["createServiceRequest"];
      const when = scheduledDate
        ? ` ${pick("para", "for", "para")} ${sayDate(scheduledDate, language)}`
        : "";
      return `${voice.done} ${pick(`Pedí el servicio de ${serviceType.toLocaleLowerCase("es")}${when}. Lo verás en Servicios como pendiente.`, `I requested ${serviceType}${when}. You'll see it in Services as pending.`, `Pedi o serviço de ${serviceType}${when}.`)}${voice.emoji("🔧")}`;
    }
    case "summary": {
      const day = output as ToolOutputs["summarizeDay"];
      const lines: string[] = [];
      lines.push(
        day.events.length > 0
          ? `📅 ${day.events.map((event) => sayEvent(event, language, false)).join(", ")}`
          : `📅 ${pick("Sin eventos hoy.", "No events today.", "Sem eventos hoje.")}`,
      );
      if (day.tasksDue.length > 0)
        lines.push(
          `✅ ${pick("Tareas para hoy:", "Tasks due:", "Tarefas para hoje:")} ${day.tasksDue.map((task) => task.title).join(", ")}`,
        );
      if (day.toBuy > 0)
        lines.push(
          `🛒 ${pick(`${day.toBuy} cosas por comprar.`, `${day.toBuy} things to buy.`, `${day.toBuy} coisas para comprar.`)}`,
        );
      if (day.lowStock.length > 0)
        lines.push(
          `🥫 ${pick("Se acaba:", "Running low:", "Acabando:")} ${join(day.lowStock, language)}`,
        );
      return `${pick(`Esto tienen ${sayDate(day.date, language)}:`, `Here's your day, ${sayDate(day.date, language)}:`, `Isto é o que vocês têm ${sayDate(day.date, language)}:`)}\n\n${lines.map((line) => `- ${line}`).join("\n")}`;
    }
    default:
      return conversationalReply("unknown", language, traits);
  }
}
