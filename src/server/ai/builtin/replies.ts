import {
  mealProposalQuestion,
  recipeIdeas,
  sayMealResult,
  weekPreview,
} from "#server/ai/builtin/meal-replies.ts";
import type { Outcome, Proposal } from "#server/ai/understanding/engine.ts";
import { isLanguageWord } from "#server/ai/understanding/language.ts";
import { fold } from "#server/ai/understanding/text.ts";
import type { PersonaTraits } from "#shared/assistant/persona.ts";
import type { MealIdea, WeekShoppingToolLine } from "#shared/assistant/tool-results.ts";
import enServices from "#shared/i18n/locales/en/services.json" with { type: "json" };
import ptServices from "#shared/i18n/locales/pt-BR/services.json" with { type: "json" };

export type ReplyLanguage = "es" | "en" | "pt";

/**
 * How the built-in assistant words its answers: the facts come from the tools, the voice from
 * the persona — tone (friendly, professional, casual), personality and accent (spec §9). A reply
 * says what the tools did in their own terms: a success word only when something changed, and
 * a tool that did nothing (ok: false, nothing found) is said as such.
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

/** A date as said after "to"/«para»: "to Tuesday, December 1", «para el martes 1 de diciembre». */
function dayAfterTo(date: string, language: ReplyLanguage): string {
  return sayDate(date, language).replace(/^on /, "");
}

type Row = Record<string, unknown>;

function rows(value: unknown): Row[] {
  return Array.isArray(value)
    ? (value.filter((row) => row && typeof row === "object") as Row[])
    : [];
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

function str(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** Units as the pantry keeps them, said in the reply's language and agreeing in number. */
const unitWords: Record<string, Record<ReplyLanguage, [string, string]>> = {
  unidad: { es: ["unidad", "unidades"], pt: ["unidade", "unidades"], en: ["unit", "units"] },
  paquete: { es: ["paquete", "paquetes"], pt: ["pacote", "pacotes"], en: ["pack", "packs"] },
};

const numberLocales: Record<ReplyLanguage, string> = { es: "es", pt: "pt-BR", en: "en" };

export function sayAmount(quantity: number, unit: string, language: ReplyLanguage): string {
  // As the app writes amounts: «1,5 L» in Spanish and Portuguese, "1.5 L" in English.
  const number = new Intl.NumberFormat(numberLocales[language], {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(quantity);
  const forms = unitWords[unit];
  const word = forms ? forms[language][quantity === 1 ? 0 : 1] : unit;
  return `${number} ${word}`;
}

/** The list's counting words in each language, singular and plural: a quantity said in one
 * ("2 bolsas") is read back in the reply's ("2 bags", "2 sacos"). */
const countWords: Record<ReplyLanguage, [string, string]>[] = [
  { es: ["bolsa", "bolsas"], pt: ["saco", "sacos"], en: ["bag", "bags"] },
  { es: ["paquete", "paquetes"], pt: ["pacote", "pacotes"], en: ["pack", "packs"] },
  { es: ["lata", "latas"], pt: ["lata", "latas"], en: ["can", "cans"] },
  { es: ["botella", "botellas"], pt: ["garrafa", "garrafas"], en: ["bottle", "bottles"] },
  { es: ["caja", "cajas"], pt: ["caixa", "caixas"], en: ["box", "boxes"] },
  { es: ["frasco", "frascos"], pt: ["pote", "potes"], en: ["jar", "jars"] },
  { es: ["rollo", "rollos"], pt: ["rolo", "rolos"], en: ["roll", "rolls"] },
  { es: ["unidad", "unidades"], pt: ["unidade", "unidades"], en: ["unit", "units"] },
  { es: ["pieza", "piezas"], pt: ["peça", "peças"], en: ["piece", "pieces"] },
  { es: ["cartón", "cartones"], pt: ["cartela", "cartelas"], en: ["carton", "cartons"] },
  { es: ["docena", "docenas"], pt: ["dúzia", "dúzias"], en: ["dozen", "dozen"] },
  { es: ["manojo", "manojos"], pt: ["maço", "maços"], en: ["bunch", "bunches"] },
  { es: ["sobre", "sobres"], pt: ["sachê", "sachês"], en: ["packet", "packets"] },
];

const folded = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** "2 bolsas" in an English reply is "2 bags"; "1 paquete" stays "1 paquete" in Spanish. Units
 * written as symbols (kg, L, lb) and counts without a unit are the same in every language. */
function sayQuantity(listed: string, language: ReplyLanguage): string {
  // "0.5 kg" as the list keeps it is «0,5 kg» in a Spanish or Portuguese sentence.
  const quantity = language === "en" ? listed : listed.replace(/^(\d+)\.(\d+)(?=\s|$)/u, "$1,$2");
  const said = quantity.match(/^(\d+(?:[.,]\d+)?)\s+(\p{L}+)$/u);
  if (!said) return quantity;
  const [, number = "", unit = ""] = said;
  const forms = countWords.find((row) =>
    Object.values(row).some((pair) => pair.some((form) => folded(form) === folded(unit))),
  );
  if (!forms) return quantity;
  return `${number} ${forms[language][Number(number.replace(",", ".")) === 1 ? 0 : 1]}`;
}

/** "2 kg de papas", "12 huevos", "2 kg of potatoes", "leche" — a list line as the reply's
 * language says it. */
/** A service of the catalogue ("Plomería") as the reply's language names it ("Plumbing"). */
function serviceName(type: string, language: "en" | "pt"): string {
  const names: Record<string, string> = (language === "en" ? enServices : ptServices).types;
  return names[type] ?? type;
}

/** A thing as the household names it, in lower case as a word of the sentence — except in a
 * Portuguese reply a name in Spanish words («Leche», «Huevos»), which is the household's label
 * and reads as one: "Adicionei 2 caixas de Leche", not "…de leche". */
function sayName(name: string, language: ReplyLanguage): string {
  if (language === "en") return name;
  const spanish = fold(name)
    .split(/[^a-z0-9ñ]+/)
    .some((word) => isLanguageWord(word, "es") && !isLanguageWord(word, "pt"));
  return language === "pt" && spanish ? name : name.toLocaleLowerCase(language);
}

function sayLine(row: Row, language: ReplyLanguage): string {
  const name = sayName(str(row.name), language);
  const quantity = str(row.quantity);
  if (!quantity) return name;
  // "12 huevos", "6 eggs": a bare count goes with the name itself.
  if (/^\d+(?:[.,]\d+)?$/.test(quantity)) return `${quantity} ${name}`;
  const amount = sayQuantity(quantity, language);
  return language === "en" ? `${amount} of ${name}` : `${amount} de ${name}`;
}

function sayEvent(row: Row, language: ReplyLanguage, withDate: boolean): string {
  const time = str(row.time);
  const at = time
    ? language === "en"
      ? ` at ${time}`
      : language === "pt"
        ? ` às ${time}`
        : ` a las ${time}`
    : "";
  const day = withDate && str(row.date) ? ` ${sayDate(str(row.date), language)}` : "";
  return `**${str(row.title)}**${day}${at}`;
}

/** "**Natación** para el miércoles 25 de noviembre a las 17:30", "**Swim** to Wednesday,
 * November 25 at 17:30": an event moved, said with where it went. */
function movedTo(row: Row, language: ReplyLanguage): string {
  const event = sayEvent(row, language, false);
  const day = str(row.date) ? dayAfterTo(str(row.date), language) : "";
  if (!day) return event;
  const to = language === "en" ? "to" : "para";
  return event.replace(/^(\*\*.*?\*\*)/, `$1 ${to} ${day}`);
}

/** "**Comida familiar** (el sábado 28 de noviembre) ahora es de 14:00 a 18:00.": an event whose
 * day and hour stayed and whose end moved says its new span; null otherwise. */
function lengthChangedOnly(row: Row, previous: Row, language: ReplyLanguage): string | null {
  const [time, end] = [str(row.time), str(row.endTime)];
  const same = str(row.date) === str(previous.date) && time === str(previous.time);
  if (!same || !time || !end || end === str(previous.endTime)) return null;
  const title = `**${str(row.title)}** (${sayDate(str(row.date), language)})`;
  if (language === "en") return `${title} now runs from ${time} to ${end}.`;
  if (language === "pt") return `${title} agora vai das ${time} às ${end}.`;
  return `${title} ahora es de ${time} a ${end}.`;
}

/** ", urgente", ", low priority": a changed task's priority. */
function priorityWords(row: Row, language: ReplyLanguage): string {
  const priority = str(row.priority);
  const words: Record<string, Record<ReplyLanguage, string>> = {
    urgent: { es: "urgente", en: "urgent", pt: "urgente" },
    high: { es: "prioridad alta", en: "high priority", pt: "prioridade alta" },
    medium: { es: "prioridad media", en: "medium priority", pt: "prioridade média" },
    low: { es: "prioridad baja", en: "low priority", pt: "prioridade baixa" },
  };
  const said = words[priority]?.[language];
  return said ? `, ${said}` : "";
}

function sayTask(row: Row, language: ReplyLanguage): string {
  const due = str(row.dueDate);
  const time = str(row.dueTime);
  const who = str(row.assignee);
  const parts = [due ? sayDate(due, language) : "", time, who ? `→ ${who}` : ""].filter(Boolean);
  return parts.length > 0 ? `${str(row.title)} (${parts.join(", ")})` : str(row.title);
}

const texts = {
  es: {
    greeting: "¡Hola! Soy tu asistente del hogar. ¿En qué te ayudo hoy?",
    thanks: "¡Con gusto! Aquí estoy para lo que necesites.",
    laughter: "¡Jaja! Aquí estoy si necesitas algo de la casa.",
    needDate:
      "¿Para qué día lo agendo? Por ejemplo: «agenda la junta de padres el jueves a las 7».",
    outOfScope:
      "Todavía no sé hacer eso: solo ayudo con las cosas de la casa. Esto sí puedo hacer por ti:",
    unclear: "No entendí bien qué necesitas, así que no cambié nada. Esto es lo que puedo hacer:",
    tooLong: "Tu mensaje es muy largo para mí: no cambié nada. ¿Me lo dices en una o dos frases?",
    declined: "Entendido, no hice ningún cambio.",
    undo: "Desde el chat no puedo deshacer un cambio por mi cuenta, así que no toqué nada. Dime qué corregir y lo arreglo, por ejemplo: «quita el pan de la lista», «la tarea de la luz márcala como pendiente» o «cancela la junta del jueves».",
    help: "Esto es lo que puedo hacer por tu hogar:",
    capabilities: [
      "🛒 **Compras**: «agrega leche y 2 kilos de papas a la lista», «¿qué tengo que comprar?», «ya compré el pan», «quita el jabón de la lista»",
      "✅ **Tareas**: «recuérdame pagar la luz el viernes a las 10», «¿qué tengo que hacer hoy?», «ya pagué la luz», «que Carlos saque la basura cada lunes»",
      "📅 **Agenda**: «¿qué tenemos el sábado?», «agenda la junta de padres el jueves a las 7», «cancela la cita del dentista»",
      "🥫 **Despensa**: «¿qué se está acabando?», «¿tenemos arroz?», «usé 2 huevos», «compré 6 huevos», «se acabó el café»",
      "🔧 **Servicios**: «necesito un plomero para el sábado»",
      "🍳 **Cocina**: «¿qué cocino hoy?» con lo que hay en la despensa",
    ],
  },
  en: {
    greeting: "Hi! I'm your home assistant. How can I help today?",
    thanks: "You're welcome! I'm here whenever you need me.",
    laughter: "Ha! I'm here if you need anything for the house.",
    needDate:
      "Which day should I schedule it for? For example: “schedule the parents' meeting on Thursday at 7”.",
    outOfScope: "I can't do that: I only help with things at home. Here is what I can do:",
    unclear: "I didn't quite get what you need, so I changed nothing. Here is what I can do:",
    tooLong:
      "That message is too long for me: I changed nothing. Could you say it in a sentence or two?",
    declined: "Got it, I didn't change anything.",
    undo: "I can't take a change back on my own from the chat, so I left everything as it is. Tell me what to fix, for example: “remove bread from the list”, “mark the electricity bill as not done” or “cancel Thursday's meeting”.",
    help: "Here is what I can do for your household:",
    capabilities: [
      "🛒 **Shopping**: “add milk and 2 kg of rice to the list”, “what do we need to buy?”, “I bought bread”",
      "✅ **Tasks**: “remind me to pay rent on Friday”, “what do I have to do today?”, “I paid the rent”",
      "📅 **Calendar**: “what's on Saturday?”, “schedule soccer practice on Saturday at 9 am”",
      "🥫 **Pantry**: “what's running low?”, “do we have rice?”, “I used 2 eggs”",
      "🔧 **Services**: “I need a plumber on Monday”",
      "🍳 **Cooking**: “what should I cook?” from what the pantry holds",
    ],
  },
  pt: {
    greeting: "Oi! Sou o assistente da sua casa. Como posso ajudar hoje?",
    thanks: "De nada! Estou aqui para o que precisar.",
    laughter: "Haha! Estou aqui se precisar de algo da casa.",
    needDate:
      "Para qual dia eu agendo? Por exemplo: «marca no calendário a reunião de pais na quinta às 7».",
    outOfScope: "Isso eu não consigo fazer: só ajudo com as coisas da casa. Posso ajudar com:",
    unclear: "Não entendi bem o que você precisa, então não mudei nada. Posso ajudar com:",
    tooLong:
      "Sua mensagem é longa demais para mim: não mudei nada. Pode dizer em uma ou duas frases?",
    declined: "Entendido, não mudei nada.",
    undo: "Pelo chat eu não consigo desfazer uma mudança sozinho, então não mexi em nada. Me diga o que corrigir, por exemplo: «tira o pão da lista», «marca a tarefa da luz como pendente» ou «cancela a reunião de quinta».",
    help: "Isto é o que posso fazer pela sua casa:",
    capabilities: [
      "🛒 **Compras**: «coloca leite e 2 kg de arroz na lista», «o que preciso comprar?», «já comprei o pão»",
      "✅ **Tarefas**: «me lembra de pagar a escola amanhã», «o que tenho que fazer hoje?»",
      "📅 **Agenda**: «o que temos no sábado?», «agenda a reunião de pais na quinta às 7»",
      "🥫 **Despensa**: «o que está acabando?», «temos arroz?», «usei 2 ovos»",
      "🔧 **Serviços**: «preciso de um encanador no sábado»",
      "🍳 **Cozinha**: «o que eu cozinho hoje?»",
    ],
  },
} as const;

/** What the assistant says when no tool ran: greetings, help, out of scope, not understood. */
export function chatReply(
  outcome: Outcome,
  language: ReplyLanguage,
  traits: PersonaTraits,
): string {
  const t = texts[language];
  const voice = voiceFor(traits, language);
  const list = t.capabilities.map((line) => `- ${line}`).join("\n");
  switch (outcome) {
    case "greeting":
      return `${t.greeting}${voice.emoji("😊")}`;
    case "thanks":
      return `${t.thanks}${voice.emoji("🙌")}`;
    case "laughter":
      return `${t.laughter}${voice.emoji("😄")}`;
    case "needDate":
      return t.needDate;
    case "declined":
      return t.declined;
    case "undo":
      return t.undo;
    case "tooLong":
      return t.tooLong;
    case "help":
      return `${t.help}\n\n${list}`;
    case "outOfScope":
      return `${t.outOfScope}\n\n${list}`;
    default:
      return `${t.unclear}\n\n${list}`;
  }
}

function names(list: string[], language: ReplyLanguage): string {
  return join(
    list.map((name) => `«${name}»`),
    language,
  );
}

/** The question that proposes one action: "¿Agrego «música de Bad Bunny» a la lista de compras?" */
export function proposalQuestion(proposal: Proposal, language: ReplyLanguage): string {
  const args = proposal.args;
  const pick = (es: string, en: string, pt: string) =>
    language === "en" ? en : language === "pt" ? pt : es;
  const itemNames = rows(args.items).map((row) => str(row.name));
  const said = names(itemNames.length > 0 ? itemNames : strings(args.names), language);
  const title = `«${str(args.title) || str(args.name)}»`;
  const when = str(args.date) || str(args.dueDate);
  const day = when ? ` ${sayDate(when, language)}` : "";
  switch (proposal.tool) {
    case "addShoppingItems":
      return pick(
        `¿Agrego ${said} a la lista de compras?`,
        `Shall I add ${said} to the shopping list?`,
        `Adiciono ${said} à lista de compras?`,
      );
    case "removeShoppingItems":
      if (args.all === true)
        return pick(
          "¿Vacío la lista de compras? Quito todo lo que falta por comprar.",
          "Shall I clear the shopping list? Everything still to buy goes.",
          "Esvazio a lista de compras? Tiro tudo o que falta comprar.",
        );
      return pick(
        `¿Quito ${said} de la lista de compras?`,
        `Shall I remove ${said} from the shopping list?`,
        `Tiro ${said} da lista de compras?`,
      );
    case "checkShoppingItems":
      return pick(
        `¿Marco ${said} como comprado?`,
        `Shall I check off ${said}?`,
        `Marco ${said} como comprado?`,
      );
    case "uncheckShoppingItems":
      return pick(
        `¿Vuelvo a poner ${said} como pendiente?`,
        `Shall I put ${said} back on the list?`,
        `Volto ${said} para a lista?`,
      );
    case "adjustPantryItem":
      return pick(
        `¿Actualizo ${title} en la despensa?`,
        `Shall I update ${title} in the pantry?`,
        `Atualizo ${title} na despensa?`,
      );
    case "createTask":
      return pick(
        `¿Creo la tarea ${title}${day}?`,
        `Shall I create the task ${title}${day}?`,
        `Crio a tarefa ${title}${day}?`,
      );
    case "completeTask":
      return pick(
        `¿Marco ${title} como hecha?`,
        `Shall I mark ${title} as done?`,
        `Marco ${title} como feita?`,
      );
    case "reopenTask":
      return pick(`¿Vuelvo a abrir ${title}?`, `Shall I reopen ${title}?`, `Reabro ${title}?`);
    case "updateTask":
      if (args.dueDate)
        return pick(
          `¿Paso la tarea ${title} para${day}?`,
          `Shall I move the task ${title} to ${when && dayAfterTo(when, language)}?`,
          `Passo a tarefa ${title} para${day}?`,
        );
      return pick(
        `¿Cambio la tarea ${title}?`,
        `Shall I change the task ${title}?`,
        `Mudo a tarefa ${title}?`,
      );
    case "deleteTask":
      return pick(
        `¿Borro la tarea ${title}?`,
        `Shall I delete the task ${title}?`,
        `Apago a tarefa ${title}?`,
      );
    case "createEvent":
      return pick(
        `¿Agendo ${title}${day}?`,
        `Shall I schedule ${title}${day}?`,
        `Agendo ${title}${day}?`,
      );
    case "updateEvent":
      return pick(
        `¿Cambio ${title} en la agenda?`,
        `Shall I move ${title}?`,
        `Mudo ${title} na agenda?`,
      );
    case "cancelEvent":
      return pick(`¿Cancelo ${title}?`, `Shall I cancel ${title}?`, `Cancelo ${title}?`);
    case "createServiceRequest":
      return pick(
        `¿Pido un servicio de ${str(args.serviceType).toLocaleLowerCase("es")}?`,
        `Shall I request a ${serviceName(str(args.serviceType), "en").toLocaleLowerCase("en")} service?`,
        `Peço um serviço de ${serviceName(str(args.serviceType), "pt").toLocaleLowerCase("pt")}?`,
      );
    default:
      return (
        mealProposalQuestion(proposal.tool, args, language) ??
        pick("¿Lo hago?", "Shall I do it?", "Posso fazer?")
      );
  }
}

export interface ToolResult {
  toolName: string;
  input: Record<string, unknown>;
  output: { ok: boolean } & Record<string, unknown>;
}

/** One result said in the reply's language; `changed` tells whether the household changed. */
function sayResult(
  result: ToolResult,
  language: ReplyLanguage,
  intents: string[],
): { text: string; changed: boolean } | null {
  const out = result.output;
  const pick = (es: string, en: string, pt: string) =>
    language === "en" ? en : language === "pt" ? pt : es;
  const say = (text: string, changed = false) => ({ text, changed });
  switch (result.toolName) {
    case "proposeAction":
      return say(
        (str(result.input.question) ||
          proposalQuestion(
            { tool: str(result.input.tool), args: (result.input.args ?? {}) as Row },
            language,
          )) + weekPreview(out.preview as WeekShoppingToolLine[] | undefined, language),
      );
    case "addShoppingItems": {
      const added = rows(out.added).map((row) => sayLine(row, language));
      const bumped = rows(out.bumped).map((row) => sayLine(row, language));
      const parts: string[] = [];
      if (added.length > 0)
        parts.push(
          pick(
            `Agregué ${join(added, language)} a la lista.`,
            `I added ${join(added, language)} to the list.`,
            `Adicionei ${join(added, language)} à lista.`,
          ),
        );
      if (bumped.length > 0)
        parts.push(
          pick(
            `Ya estaba en la lista; ahora dice ${join(bumped, language)}.`,
            `It was already on the list; it now says ${join(bumped, language)}.`,
            `Já estava na lista; agora diz ${join(bumped, language)}.`,
          ),
        );
      return parts.length > 0
        ? say(parts.join(" "), true)
        : say(
            pick(
              "No agregué nada a la lista.",
              "I didn't add anything to the list.",
              "Não adicionei nada à lista.",
            ),
          );
    }
    case "removeShoppingItems":
    case "checkShoppingItems":
    case "uncheckShoppingItems": {
      const key =
        result.toolName === "removeShoppingItems"
          ? "removed"
          : result.toolName === "checkShoppingItems"
            ? "checked"
            : "unchecked";
      const done = strings(out[key]);
      const missing = strings(out.notFound);
      const parts: string[] = [];
      const list = names(done, language);
      if (done.length > 0) {
        parts.push(
          key === "removed"
            ? pick(
                `Quité ${list} de la lista.`,
                `I removed ${list} from the list.`,
                `Tirei ${list} da lista.`,
              )
            : key === "checked"
              ? pick(
                  `Marqué ${list} como ${done.length > 1 ? "comprados" : "comprado"}.`,
                  `I checked off ${list}.`,
                  `Marquei ${list} como ${done.length > 1 ? "comprados" : "comprado"}.`,
                )
              : pick(
                  `Volví a poner ${list} por comprar.`,
                  `I put ${list} back on the list.`,
                  `Voltei ${list} para a lista.`,
                ),
        );
      }
      const already = strings(out.already);
      if (already.length > 0) {
        const those = names(already, language);
        const plural = already.length > 1;
        parts.push(
          key === "checked"
            ? pick(
                `${those} ya ${plural ? "estaban marcados" : "estaba marcado"} como ${plural ? "comprados" : "comprado"}.`,
                `${those} ${plural ? "were" : "was"} already checked off.`,
                `${those} já ${plural ? "estavam marcados" : "estava marcado"} como ${plural ? "comprados" : "comprado"}.`,
              )
            : pick(
                `${those} ya ${plural ? "estaban" : "estaba"} por comprar.`,
                `${those} ${plural ? "were" : "was"} already on the list to buy.`,
                `${those} já ${plural ? "estavam" : "estava"} na lista para comprar.`,
              ),
        );
      }
      // "compré 6 huevos" ticks the list only if it is there: not finding it there is no news.
      const quietMissing =
        key === "checked" && intents.includes("shopping.bought") && done.length === 0;
      if (missing.length > 0 && !quietMissing) {
        parts.push(
          pick(
            `No encontré ${names(missing, language)} en la lista.`,
            `I didn't find ${names(missing, language)} on the list.`,
            `Não encontrei ${names(missing, language)} na lista.`,
          ),
        );
      }
      if (parts.length === 0) return null;
      return say(parts.join(" "), done.length > 0);
    }
    case "listShoppingItems": {
      const items = rows(out.items);
      if (items.length === 0)
        return say(
          pick(
            "La lista está vacía: no falta nada por comprar.",
            "The list is empty: nothing to buy.",
            "A lista está vazia: não falta nada.",
          ),
        );
      const lines = items
        .map(
          (row) =>
            `- ${str(row.quantity) ? `${str(row.name)} (${sayQuantity(str(row.quantity), language)})` : str(row.name)}`,
        )
        .join("\n");
      const count = items.length;
      return say(
        `${pick(count === 1 ? "Falta 1 cosa por comprar:" : `Faltan ${count} cosas por comprar:`, count === 1 ? "1 thing to buy:" : `${count} things to buy:`, count === 1 ? "Falta 1 coisa para comprar:" : `Faltam ${count} coisas para comprar:`)}\n\n${lines}`,
      );
    }
    case "readPantry": {
      const items = rows(out.items);
      const view = str(out.view);
      const amount = (row: Row) => sayAmount(Number(row.quantity ?? 0), str(row.unit), language);
      if (view === "item") {
        if (items.length === 0)
          return say(
            pick(
              `No encontré «${str(result.input.name)}» en la despensa.`,
              `I couldn't find “${str(result.input.name)}” in the pantry.`,
              `Não encontrei «${str(result.input.name)}» na despensa.`,
            ),
          );
        return say(
          items
            .map((row) =>
              Number(row.quantity) > 0
                ? pick(
                    `Hay ${amount(row)} de ${str(row.name).toLocaleLowerCase("es")}.`,
                    `There are ${amount(row)} of ${str(row.name)}.`,
                    `Tem ${amount(row)} de ${sayName(str(row.name), "pt")}.`,
                  )
                : pick(
                    `No queda ${str(row.name).toLocaleLowerCase("es")}.`,
                    `There's no ${str(row.name)} left.`,
                    `Não tem mais ${sayName(str(row.name), "pt")}.`,
                  ),
            )
            .join(" "),
        );
      }
      if (view === "low") {
        if (items.length === 0)
          return say(
            pick("No se está acabando nada.", "Nothing is running low.", "Nada está acabando."),
          );
        return say(
          `${pick("Se está acabando:", "Running low:", "Está acabando:")}\n\n${items.map((row) => `- ${str(row.name)}: ${amount(row)}`).join("\n")}`,
        );
      }
      if (view === "expiring") {
        if (items.length === 0)
          return say(
            pick(
              "Nada vence esta semana.",
              "Nothing expires this week.",
              "Nada vence esta semana.",
            ),
          );
        const line = (row: Row) =>
          Number(row.daysToExpiry) < 0
            ? `- ${str(row.name)}: ${pick("ya venció", "already expired", "já venceu")}`
            : `- ${str(row.name)}: ${str(row.expiryDate) ? sayDate(str(row.expiryDate), language) : ""}`;
        return say(
          `${pick("Por vencer:", "Expiring soon:", "Vai vencer:")}\n\n${items.map(line).join("\n")}`,
        );
      }
      if (items.length === 0)
        return say(
          pick("La despensa está vacía.", "The pantry is empty.", "A despensa está vazia."),
        );
      return say(
        `${pick("En la despensa:", "In the pantry:", "Na despensa:")}\n\n${items.map((row) => `- ${str(row.name)}: ${amount(row)}`).join("\n")}`,
      );
    }
    case "adjustPantryItem": {
      const item = (out.item ?? {}) as Row;
      const name = str(item.name);
      const now = sayAmount(Number(item.quantity ?? 0), str(item.unit), language);
      return say(
        out.created
          ? pick(
              `Agregué ${name.toLocaleLowerCase("es")} a la despensa: ${now}.`,
              `I added ${name} to the pantry: ${now}.`,
              `Adicionei ${sayName(name, "pt")} à despensa: ${now}.`,
            )
          : pick(
              `Ahora hay ${now} de ${name.toLocaleLowerCase("es")} en la despensa.`,
              `There are now ${now} of ${name} in the pantry.`,
              `Agora tem ${now} de ${sayName(name, "pt")} na despensa.`,
            ),
        true,
      );
    }
    case "createTask": {
      const task = (out.task ?? {}) as Row;
      return say(
        pick(
          `Creé la tarea «${sayTask(task, language)}».`,
          `I created the task “${sayTask(task, language)}”.`,
          `Criei a tarefa «${sayTask(task, language)}».`,
        ),
        true,
      );
    }
    case "listTasks": {
      const tasks = rows(out.tasks);
      if (tasks.length === 0)
        return say(pick("No hay tareas pendientes ahí.", "No tasks there.", "Nenhuma tarefa aí."));
      return say(
        `${pick("Tareas:", "Tasks:", "Tarefas:")}\n\n${tasks.map((task) => `- ${sayTask(task, language)}`).join("\n")}`,
      );
    }
    case "completeTask":
    case "reopenTask":
    case "deleteTask":
    case "updateTask": {
      const task = (out.task ?? {}) as Row;
      const title = sayTask(task, language);
      // The priority is said when it is what changed ("ponlo urgente").
      const priority =
        Array.isArray(out.changed) && out.changed.includes("priority")
          ? priorityWords(task, language)
          : "";
      const texts = {
        completeTask: pick(
          `Marqué «${str(task.title)}» como hecha.`,
          `I marked “${str(task.title)}” as done.`,
          `Marquei «${str(task.title)}» como feita.`,
        ),
        reopenTask: pick(
          `Volví a abrir «${str(task.title)}».`,
          `I reopened “${str(task.title)}”.`,
          `Reabri «${str(task.title)}».`,
        ),
        deleteTask: pick(
          `Borré la tarea «${str(task.title)}».`,
          `I deleted the task “${str(task.title)}”.`,
          `Apaguei a tarefa «${str(task.title)}».`,
        ),
        updateTask: pick(
          `Cambié la tarea: «${title}»${priority}.`,
          `I changed the task: “${title}”${priority}.`,
          `Mudei a tarefa: «${title}»${priority}.`,
        ),
      } as Record<string, string>;
      return say(texts[result.toolName] ?? "", true);
    }
    case "listEvents": {
      const events = rows(out.events);
      if (events.length === 0)
        return say(
          pick(
            "No hay nada en la agenda para esos días.",
            "Nothing on the calendar for those days.",
            "Nada na agenda para esses dias.",
          ),
        );
      return say(
        `${pick("En la agenda:", "On the calendar:", "Na agenda:")}\n\n${events.map((event) => `- ${sayEvent(event, language, true)}`).join("\n")}`,
      );
    }
    case "createEvent":
    case "updateEvent":
    case "cancelEvent": {
      const row = (out.event ?? {}) as Row;
      const event = sayEvent(row, language, true);
      const texts = {
        createEvent: pick(`Agendé ${event}.`, `I scheduled ${event}.`, `Agendei ${event}.`),
        updateEvent:
          lengthChangedOnly(row, (out.previous ?? {}) as Row, language) ??
          pick(
            `Moví ${movedTo(row, language)}.`,
            `I moved ${movedTo(row, language)}.`,
            `Mudei ${movedTo(row, language)}.`,
          ),
        cancelEvent: pick(`Cancelé ${event}.`, `I cancelled ${event}.`, `Cancelei ${event}.`),
      } as Record<string, string>;
      return say(texts[result.toolName] ?? "", true);
    }
    case "createServiceRequest": {
      const date = str(out.scheduledDate) || str(out.date);
      // "for on Thursday" is no English: the date says its own "on".
      const when = date ? ` ${pick("para ", "", "para ")}${sayDate(date, language)}` : "";
      const type = str(out.serviceType);
      return say(
        pick(
          `Pedí el servicio de ${type.toLocaleLowerCase("es")}${when}; lo verás en Servicios como pendiente.`,
          `I requested ${serviceName(type, "en").toLocaleLowerCase("en")}${when}; you'll see it in Services as pending.`,
          `Pedi o serviço de ${serviceName(type, "pt").toLocaleLowerCase("pt")}${when}; ele aparece em Serviços como pendente.`,
        ),
        true,
      );
    }
    case "summarizeDay": {
      const events = rows(out.events);
      const due = rows(out.tasksDue);
      const overdue = rows(out.overdue);
      const lines: string[] = [];
      lines.push(
        events.length > 0
          ? `📅 ${events.map((event) => sayEvent(event, language, false)).join(", ")}`
          : `📅 ${pick("Sin eventos.", "No events.", "Sem eventos.")}`,
      );
      lines.push(
        due.length > 0
          ? `✅ ${pick("Tareas:", "Tasks:", "Tarefas:")} ${due.map((task) => str(task.title)).join(", ")}`
          : `✅ ${pick("Sin tareas para ese día.", "No tasks due.", "Sem tarefas para o dia.")}`,
      );
      if (overdue.length > 0)
        lines.push(
          `⏰ ${pick("Atrasadas:", "Overdue:", "Atrasadas:")} ${overdue.map((task) => str(task.title)).join(", ")}`,
        );
      const toBuy = Number(out.toBuy ?? 0);
      if (toBuy > 0)
        lines.push(
          `🛒 ${pick(toBuy === 1 ? "1 cosa por comprar." : `${toBuy} cosas por comprar.`, toBuy === 1 ? "1 thing to buy." : `${toBuy} things to buy.`, toBuy === 1 ? "1 coisa para comprar." : `${toBuy} coisas para comprar.`)}`,
        );
      const low = strings(out.lowStock);
      if (low.length > 0)
        lines.push(`🥫 ${pick("Se acaba:", "Running low:", "Acabando:")} ${join(low, language)}`);
      const date = str(out.date);
      return say(
        `${pick(`Esto tienen ${sayDate(date, language)}:`, `Here's your day, ${sayDate(date, language)}:`, `Isto é o que vocês têm ${sayDate(date, language)}:`)}\n\n${lines.map((line) => `- ${line}`).join("\n")}`,
      );
    }
    case "suggestMeals": {
      const ideas = rows(out.ideas);
      const allergies = strings(out.allergies);
      const avoid =
        allergies.length > 0
          ? ` ${pick(`(sin ${join(allergies, language)})`, `(without ${join(allergies, language)})`, `(sem ${join(allergies, language)})`)}`
          : "";
      if (out.source === "recipes" && ideas.length > 0)
        return say(recipeIdeas(ideas as unknown as MealIdea[], avoid, language));
      if (ideas.length === 0)
        return say(
          pick(
            `Con lo que hay en la despensa no se me ocurre una receta${avoid}.`,
            `I can't think of a recipe with what's in the pantry${avoid}.`,
            `Não achei uma receita com o que há na despensa${avoid}.`,
          ),
        );
      return say(
        `${pick(`Con lo que hay podrían preparar${avoid}:`, `With what you have you could make${avoid}:`, `Com o que tem vocês podem fazer${avoid}:`)}\n\n${ideas.map((idea) => `- ${str(idea.name)}`).join("\n")}`,
      );
    }
    default:
      return sayMealResult(result.toolName, out, language);
  }
}

/** The sign-off of a reply that changed something, by the first tool that did. */
const doneSymbols: Partial<Record<string, string>> = {
  addShoppingItems: "🛒",
  checkShoppingItems: "🛒",
  uncheckShoppingItems: "🛒",
  removeShoppingItems: "🛒",
  adjustPantryItem: "📦",
  createTask: "✅",
  completeTask: "🎉",
  reopenTask: "✅",
  updateTask: "✅",
  deleteTask: "✅",
  createEvent: "📅",
  updateEvent: "📅",
  cancelEvent: "📅",
  createServiceRequest: "🔧",
  planMeal: "🍽️",
  addWeekToShoppingList: "🛒",
  cookMeal: "🍳",
};

/** The answer once the tools ran, from what they answered. */
export function resultsReply(
  results: ToolResult[],
  language: ReplyLanguage,
  traits: PersonaTraits,
  intents: string[] = [],
): string {
  const voice = voiceFor(traits, language);
  const sorry =
    language === "en"
      ? "I couldn't do it:"
      : language === "pt"
        ? "Não consegui:"
        : "No pude hacerlo:";
  const said: string[] = [];
  let changed = false;
  let closing = "";
  for (const result of results) {
    if (!result.output.ok) {
      const message =
        str(result.output.message) ||
        (language === "en"
          ? "something went wrong."
          : language === "pt"
            ? "algo deu errado."
            : "algo salió mal.");
      said.push(`${sorry} ${message}`);
      continue;
    }
    const line = sayResult(result, language, intents);
    if (!line) continue;
    said.push(line.text);
    if (line.changed && !changed) closing = doneSymbols[result.toolName] ?? "";
    changed ||= line.changed;
  }
  // "ya compré la marraqueta" alone: a line not found, kept quiet beside other news, is the news.
  if (said.length === 0)
    said.push(...results.flatMap((result) => sayResult(result, language, [])?.text ?? []));
  if (said.length === 0) return chatReply("unclear", language, traits);
  const failed = results.some((result) => !result.output.ok);
  if (!changed || failed) return said.join("\n\n");
  // The persona's tone signs off what was done (no emoji for a formal one).
  return `${voice.done} ${said.join("\n\n")}${closing && voice.emoji(closing)}`;
}
