import { parseWhen } from "#server/ai/builtin/when.ts";
import type { AssistantToolName } from "#shared/assistant/tool-results.ts";
import { addDays, type IsoDate } from "#shared/calendar/zoned-time.ts";
import type { ServiceType } from "#shared/domain/services.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/**
 * The built-in assistant's understanding: a rule-based reader of everyday household requests in
 * Latin American Spanish (Mexican, Argentine, Colombian… phrasing), English and Portuguese.
 * It tolerates missing accents and small typos, and answers which tool to call with which input —
 * or that it did not understand, so that nothing is ever invented.
 */
export type ReplyLanguage = "es" | "en" | "pt";

export type Intent =
  | "greeting"
  | "thanks"
  | "help"
  | "unknown"
  | "needDate"
  | "addShopping"
  | "listShopping"
  | "checkShopping"
  | "createTask"
  | "listTasks"
  | "completeTask"
  | "lowStock"
  | "expiring"
  | "pantryItem"
  | "adjustPantry"
  | "cook"
  | "eventsOn"
  | "eventsUpcoming"
  | "createEvent"
  | "requestService"
  | "summary";

export interface ToolCallPlan {
  toolName: AssistantToolName;
  input: Record<string, unknown>;
}

export interface Understanding {
  intent: Intent;
  language: ReplyLanguage;
  calls: ToolCallPlan[];
}

/** Lower case, no accents, no ¿¡?! — one character for one, so words can be mapped back. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[¿¡?!"“”«»]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words the rules key on; a word one typo away from one of these is read as it. */
const vocabulary = [
  "agrega",
  "agregar",
  "agregame",
  "agregale",
  "anade",
  "anota",
  "apunta",
  "recuerdame",
  "recordame",
  "acuerdame",
  "recordatorio",
  "compre",
  "comprar",
  "compramos",
  "lista",
  "tareas",
  "tarea",
  "pendientes",
  "manana",
  "pasado",
  "agenda",
  "agendar",
  "agendame",
  "necesito",
  "plomero",
  "electricista",
  "jardinero",
  "carpintero",
  "despensa",
  "acabando",
  "vence",
  "vencen",
  "caduca",
  "cocino",
  "cocinar",
  "tenemos",
  "quedan",
  "cuantos",
  "cuantas",
  "miercoles",
  "viernes",
  "sabado",
  "domingo",
  "jueves",
  "martes",
  "diciembre",
  "noviembre",
  "septiembre",
  "octubre",
  "semana",
  "termine",
  "complete",
  "remind",
  "schedule",
  "tomorrow",
];

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      // a swap of two letters ("argega") counts as one typo
      i += 2;
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function correctTypos(folded: string): string {
  return folded
    .split(" ")
    .map((word) => {
      if (word.length < 5 || !/^[a-z]+$/.test(word) || vocabulary.includes(word)) return word;
      return (
        vocabulary.find((known) => known.length >= 5 && editDistanceAtMostOne(word, known)) ?? word
      );
    })
    .join(" ");
}

function detectLanguage(folded: string, fallback: ReplyLanguage): ReplyLanguage {
  const words = folded.split(/[^a-z]+/);
  const count = (list: string[]) => words.filter((word) => list.includes(word)).length;
  const english = count([
    "the",
    "to",
    "my",
    "what",
    "add",
    "i",
    "we",
    "do",
    "remind",
    "need",
    "buy",
    "today",
    "is",
    "are",
    "have",
    "hello",
    "hi",
    "please",
    "can",
    "you",
    "list",
    "tomorrow",
    "schedule",
    "cook",
    "how",
    "many",
    "much",
    "running",
    "bought",
    "and",
    "on",
    "at",
  ]);
  const portuguese = count([
    "o",
    "voce",
    "hoje",
    "amanha",
    "preciso",
    "adiciona",
    "adicione",
    "lembra",
    "lembre",
    "tenho",
    "temos",
    "comprei",
    "na",
    "um",
    "uma",
    "oi",
    "ola",
    "obrigado",
    "obrigada",
    "cozinho",
    "acabando",
    "vence",
    "faco",
    "pode",
    "fazer",
    "semana",
    "encanador",
    "minha",
  ]);
  const spanish = count([
    "el",
    "la",
    "los",
    "las",
    "que",
    "de",
    "a",
    "y",
    "mi",
    "hoy",
    "manana",
    "agrega",
    "tengo",
    "tenemos",
    "hay",
    "necesito",
    "compre",
    "lista",
    "un",
    "una",
    "por",
    "favor",
    "hola",
    "gracias",
    "semana",
    "para",
    "se",
    "esta",
  ]);
  if (english + portuguese + spanish === 0) return fallback;
  if (english > spanish && english >= portuguese) return "en";
  if (portuguese > spanish && portuguese > english) return "pt";
  return "es";
}

const serviceWords: [RegExp, ServiceType][] = [
  [/\b(plomer[oa]s?|fontaner[oa]s?|gasfiter|plumber|encanador|plomeria)\b/, "Plomería"],
  [/\b(electricistas?|electrician|eletricista|electricidad)\b/, "Electricidad"],
  [
    /\b(limpieza|cleaner|cleaning|faxina|diarista|empleada de limpieza|muchacha de limpieza)\b/,
    "Limpieza",
  ],
  [/\b(jardiner[oa]s?|gardener|jardineiro|jardineria)\b/, "Jardinería"],
  [/\b(pintor(es)?|painter|pintura)\b/, "Pintura"],
  [/\b(carpinter[oa]s?|carpenter|marceneiro|carpinteria)\b/, "Carpintería"],
  [/\b(gasista|gas|tecnico de gas)\b/, "Gas"],
  [
    /\b(aire acondicionado|minisplit|air conditioning|ar condicionado|tecnico de aire)\b/,
    "Aire Acondicionado",
  ],
  [
    /\b(fumigador|fumigacion|fumigar|exterminador|plagas|pest control|dedetizacao|dedetizador)\b/,
    "Fumigación",
  ],
];

const articles =
  /^(el|la|los|las|lo|un|una|unos|unas|the|some|a|an|o|os|as|um|uma|uns|umas|mas|more|otra|otro|otros|otras)\s+/;

const units =
  "kg|kgs|kilo|kilos|g|gr|gramos?|l|lt|lts|litros?|ml|docenas?|paquetes?|latas?|botellas?|bolsas?|cajas?|piezas?|pzas?|pza|unidades?|lb|lbs|libras?|dozen|packs?|bottles?|cans?|bags?|boxes|box|liters?|pounds?|duzias?|pacotes?|garrafas?|caixas?|sacos?";

const quantityPattern = new RegExp(
  `^((?:\\d+(?:[.,]\\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|media|medio|one|two|three|four|five|six|half|a|an|um|uma|dois|duas|meia|meio)(?:\\s+(?:${units}))?)\\s+(?:de\\s+|of\\s+|do\\s+|da\\s+)?(.+)$`,
);

/** Restores accents and case from the message for a phrase found in its folded form. */
function original(phrase: string, message: string): string {
  const words = message
    .replace(/[¿¡?!.,;:"“”«»]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const byFold = new Map(words.map((word) => [fold(word), word.toLocaleLowerCase("es")]));
  return phrase
    .split(" ")
    .map((word) => byFold.get(word) ?? word)
    .join(" ");
}

function cleanName(text: string): string {
  let name = text
    .trim()
    .replace(/[.;:]+$/g, "")
    .trim();
  for (let i = 0; i < 2; i++) name = name.replace(articles, "");
  return name.trim();
}

/** "leche, 2 kg de arroz y pan" → three items, the arroz with its quantity. */
function splitItems(list: string, message: string): { name: string; quantity: string | null }[] {
  return list
    .split(/\s*,\s*|\s+y\s+|\s+e\s+|\s+and\s+|\s*&\s*/)
    .map((part) => part.trim().replace(/^(tambien|also|tambem)\s+/, ""))
    .filter((part) => part.length > 0)
    .map((part) => {
      const quantity = part.match(quantityPattern);
      const amount = quantity?.[1];
      const name = quantity?.[2];
      if (amount && name && !/^(a|an|um|uma|un|una|uno|one)$/.test(amount)) {
        return {
          name: capitalizeFirst(original(cleanName(name), message)),
          quantity: original(amount, message),
        };
      }
      return { name: capitalizeFirst(original(cleanName(part), message)), quantity: null };
    })
    .filter((item) => item.name.length > 0 && item.name.length <= 120);
}

function cutPhrases(text: string, phrases: string[]): string {
  let rest = text;
  for (const phrase of phrases) rest = rest.replace(phrase, " ");
  return rest
    .replace(/\s+(para|el|la|on|at|for|em|no|na|a|al)\s*$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const shoppingTarget =
  /\s+(?:a|en|en la|a la|a mi|en mi|al|to|to the|to my|on|on the|on my|na|no|para la|pra)\s*(?:la\s+|mi\s+|the\s+|my\s+|minha\s+)?(?:lista(?:\s+de(?:l)?\s+(?:las\s+)?(?:compras|super|supermercado|mandado|mercado))?|shopping list|grocery list|list|compras|super|mandado|carrito)\s*$/;

const addVerbs =
  /^(?:(?:por favor|porfa|porfis|please|pls|oye|che|mira|hey)\s+)?(?:agrega(?:r|me|le|les)?|agregue(?:s)?|agregar|anade|anadir|anademe|pon(?:e|me|le|er)?|anota(?:me)?|apunta(?:me)?|suma(?:le)?|mete(?:le)?|incluye|echa(?:le)?|add|put|adiciona|adicione|coloca|coloque|bota|inclui|inclua)\s+/;

const needToBuy =
  /^(?:(?:necesito|necesitamos|hay que|tengo que|tenemos que|falta|faltan|quiero|need to|we need to|i need to|preciso|precisamos|tenho que)\s+comprar|compra(?:r)?|buy|comprar|falta(?:n)?|nos falta(?:n)?|se necesita(?:n)?|necesitamos|necesito|ocupo|ocupamos|we need|i need|preciso de|precisamos de)\s+/;

const taskVerbs =
  /^(?:(?:por favor|porfa|please|oye|che)\s+)?(?:recuerdame|recordame|acuerdame|recordarme|hazme acuerdo de|no me dejes olvidar|no olvides|no te olvides de recordarme|pon(?:me)? un recordatorio (?:para|de)|remind me(?: to)?|me lembr[ae](?: de)?|lembre-me de|lembra de|(?:agrega|anota|crea|pon|apunta|add|create|new|nueva|cria|adiciona)\s+(?:una |a |uma )?(?:tareas?|task|tarefa|pendiente)(?:\s*:)?|tarea:|task:|tengo que|tenemos que|hay que|debo|debemos|i have to|i need to|we have to)\s*(?:de\s+|que\s+)?/;

const eventVerbs =
  /^(?:(?:por favor|porfa|please|oye|che)\s+)?(?:agenda(?:r|me|nos)?|agendame|programa(?:r)?|schedule|agende|agenda|marca(?:me)?|pon(?:me)? en (?:el )?calendario|anota en (?:el )?calendario|add to (?:the )?calendar|marque)\s+/;

const eventNouns =
  /\b(cita|junta|reunion|cumpleanos|fiesta|consulta|doctor|dentista|pediatra|partido|clase|entrega|boda|comida con|cena con|meeting|appointment|birthday|party|reuniao|consulta|aniversario)\b/;

function eventTypeFor(title: string): string {
  if (
    /(escuela|colegio|junta de padres|clase|school|escola|tarea escolar|maestra|maestro)/.test(
      title,
    )
  )
    return "school";
  if (/(doctor|dentista|pediatra|medic|consulta|vacuna|hospital|dentist|appointment)/.test(title))
    return "health";
  if (/(cumpleanos|birthday|aniversario)/.test(title)) return "birthday";
  if (/(trabajo|oficina|work|reunion de trabajo)/.test(title)) return "work";
  if (/(familia|abuel|primos|tios|family|cena familiar)/.test(title)) return "family";
  return "general";
}

function weekRange(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: today, to: addDays(today, 7) };
}

/** Reads one message. `today` is the household's calendar day, so answers are reproducible;
 * `preferred` is the persona's language, for messages that say nothing of theirs ("ok"). */
export function understand(
  message: string,
  today: IsoDate,
  preferred: ReplyLanguage = "es",
): Understanding {
  let text = correctTypos(fold(message).replace(/[.]+$/g, "").trim());
  const language = detectLanguage(text, preferred);
  const result = (intent: Intent, calls: ToolCallPlan[] = []): Understanding => ({
    intent,
    language,
    calls,
  });

  if (!text) return result("unknown");
  if (
    /^(muchas |mil )?(gracias|thanks|thank you|thx|obrigad[oa]|vale gracias|ok gracias|genial gracias|perfecto gracias)\b/.test(
      text,
    )
  ) {
    return result("thanks");
  }
  const greeting =
    /^(hola|holi|buenas tardes|buenas noches|buenos dias|buen dia|buenas|que tal|que onda|quiubo|epa|hey|hi|hello|good morning|good evening|oi|ola|bom dia|boa tarde|boa noite|saludos)\b[ ,.]*(hogaria)?[ ,.]*/;
  const greeted = text.match(greeting);
  if (greeted) {
    text = text.slice(greeted[0].length).trim();
    if (
      !text ||
      /^(como (estas|andas|va|te va)|que tal|how are you|tudo bem|como vai)\s*$/.test(text)
    )
      return result("greeting");
  }
  text = text
    .replace(
      /^(por favor|porfa|porfis|please|oye|che|mira|hey|parce|parcero|wey|guey|mijo|mija|amor|bo)[ ,]+/,
      "",
    )
    .replace(/[ ,]+(por favor|porfa|please)$/, "");

  if (
    /(que (puedes|sabes|podes) hacer|en que (me )?(puedes|podes) ayudar|como (me )?(ayudas|funcionas)|^ayuda$|^help$|what can you do|how can you help|o que (voce )?(pode|sabe) fazer|^ajuda$|para que sirves)/.test(
      text,
    )
  ) {
    return result("help");
  }

  if (
    /(que (cocino|cocinamos|hago de (comer|cenar)|hacemos de (comer|cenar)|preparo|preparamos|comemos|cenamos|ceno|puedo cocinar|puedo preparar)|ideas? (para|de) (la )?(comida|cena|almuerzo)|que (hay|hago) (para|de) (comer|cenar)|receta con lo que (hay|tengo)|what (should|can) (i|we) (cook|make)|dinner ideas|o que (eu )?(cozinho|faco (para|pro) (o )?(jantar|almoco))|o que cozinhar)/.test(
      text,
    )
  ) {
    return result("cook", [{ toolName: "readPantry", input: { view: "all" } }]);
  }

  if (
    /(vence|vencen|se vence|se vencen|caduca|caducan|por vencer|por caducar|expira|expiran|expire|expiring|expiry|vencimiento|vai vencer|vao vencer|validade)/.test(
      text,
    ) &&
    !/\b(recuerdame|remind|recordame|pagar|paga)\b/.test(text)
  ) {
    return result("expiring", [{ toolName: "readPantry", input: { view: "expiring" } }]);
  }

  if (
    /(se (esta|estan) acabando|se (nos )?(esta|estan) terminando|(esta|estan) por acabarse|queda poco|quedan pocos|(nos|me) queda poco|que (nos )?(falta|hace falta) en la despensa|poco stock|stock bajo|running (low|out)|low stock|(esta|estao|estou) acabando|acabando)/.test(
      text,
    )
  ) {
    return result("lowStock", [{ toolName: "readPantry", input: { view: "low" } }]);
  }

  if (
    /((que|q) (tengo|tenemos|hay|me falta|nos falta|falta|necesito|necesitamos) (que )?comprar|que hay en la lista|que (hay|tengo|tenemos) en (la|mi) lista|(ver|muestrame|mostrame|dime|lee) (la )?lista|^(la )?lista( de (las )?compras| del (super|mandado))?$|que (falta|necesitamos|necesito) del (super|mandado)|what (do )?(i|we) need to (buy|get)|what'?s on (the|my) (shopping )?list|^(show )?(the |my )?shopping list$|o que (eu )?(preciso|precisamos|tenho que|temos que) comprar|o que tem na lista)/.test(
      text,
    )
  ) {
    return result("listShopping", [{ toolName: "listShoppingItems", input: {} }]);
  }

  const quantityQuestion =
    text.match(
      /^(?:cuant[oa]s?|how (?:much|many)|quant[oa]s?)\s+(.+?)\s+(?:quedan?|tenemos|tengo|hay|nos quedan?|me quedan?|do we have|do i have|are left|is left|left|sobr(?:aram|ou)|temos|tenho|tem)(?:\s+(?:en|in|na|no)\s+(?:la |the |a )?(?:despensa|alacena|casa|pantry|refri|refrigerador|heladera|nevera|geladeira|dispensa))?$/,
    ) ??
    text.match(
      /^(?:(?:todavia |aun |still )?(?:tenemos|hay|queda|quedan|do we have|have we got|temos|tem))\s+(?!que |\d)(.+?)(?:\s+(?:en|in|na|no)\s+(?:la |the |a )?(?:despensa|alacena|casa|pantry|refri|refrigerador|heladera|nevera|geladeira|dispensa))?$/,
    );
  if (
    quantityQuestion?.[1] &&
    !/(hoy|today|hoje|manana|semana|pendiente|que hacer)/.test(quantityQuestion[1])
  ) {
    const name = cleanName(quantityQuestion[1].replace(new RegExp(`^(?:${units})\\s+de\\s+`), ""));
    if (name)
      return result("pantryItem", [
        { toolName: "readPantry", input: { view: "item", name: original(name, message) } },
      ]);
  }

  if (
    /(que (tenemos|tengo|hay|nos toca|me toca) (para )?hoy|que hay para hoy|agenda de hoy|planes? (de|para) hoy|resumen del dia|resumeme el dia|resume (el|mi) dia|como (viene|esta|pinta) (el|mi) dia|^hoy$|what'?s (on )?(for )?today|today'?s (agenda|plan|summary)|summar(y|ize) (my|the) day|o que (temos|tenho|tem) (para )?hoje|resumo do dia)/.test(
      text,
    )
  ) {
    return result("summary", [{ toolName: "summarizeDay", input: {} }]);
  }

  if (
    /(que tareas|mis tareas|las tareas|tareas pendientes|que (tengo|tenemos|hay) pendiente|^pendientes$|que (me|nos) falta hacer|what tasks|my tasks|to-?do list|quais (sao as )?tarefas|minhas tarefas|tarefas pendentes)/.test(
      text,
    )
  ) {
    return result("listTasks", [{ toolName: "listTasks", input: {} }]);
  }

  const eventQuestion = text.match(
    /^(?:que|q|what|o que)\s+(?:tenemos|tengo|hay|hay en la agenda|viene|is there|do we have|have we got|temos|tenho|tem)\s+(.+)$/,
  );
  if (eventQuestion?.[1] && !/comprar/.test(eventQuestion[1])) {
    const when = parseWhen(eventQuestion[1], today);
    if (
      /(esta semana|la semana|this week|essa semana|esta semana|proximos dias|pronto|coming up|upcoming)/.test(
        eventQuestion[1],
      )
    ) {
      return result("eventsUpcoming", [{ toolName: "listEvents", input: weekRange(today) }]);
    }
    if (when.date)
      return result("eventsOn", [
        { toolName: "listEvents", input: { from: when.date, to: when.date } },
      ]);
  }
  if (
    /(proximos eventos|que (viene|sigue) en la agenda|agenda de la semana|eventos de la semana|upcoming events|what'?s coming up|proximos compromissos|agenda da semana)/.test(
      text,
    )
  ) {
    return result("eventsUpcoming", [{ toolName: "listEvents", input: weekRange(today) }]);
  }

  const service = serviceWords.find(([pattern]) => pattern.test(text));
  if (
    service &&
    /(necesito|necesitamos|ocupo|ocupamos|busco|buscamos|llama|llamen|consigue|quiero|queremos|hace falta|solicita|pide|pideme|manda|mandame|need|get|book|call|find|preciso|precisamos|chama|quero|urge|urgente|se (rompio|descompuso|tapo|fue)|no (funciona|prende|enciende|sirve)|hay una fuga|gotea)/.test(
      text,
    )
  ) {
    const when = parseWhen(text, today);
    return result("requestService", [
      {
        toolName: "createServiceRequest",
        input: {
          serviceType: service[1],
          description: capitalizeFirst(message.trim()).slice(0, 1000),
          scheduledDate: when.date,
        },
      },
    ]);
  }

  const markedDone = text.match(
    /^(?:ya\s+)?marca(?:r)?\s+(?:la tarea\s+|the task\s+|a tarefa\s+)?(.+?)\s+como\s+(?:hecha|hecho|terminada|terminado|completada|completado|lista|listo|done|feita|concluida)$/,
  );
  if (markedDone?.[1]) {
    return result("completeTask", [
      { toolName: "completeTask", input: { title: original(cleanName(markedDone[1]), message) } },
    ]);
  }

  const eventVerb = text.match(eventVerbs);
  const looksLikeEvent =
    !text.match(taskVerbs) &&
    eventNouns.test(text) &&
    /^(tengo|tenemos|hay|anota|apunta|pon|we have|i have|temos|tenho)\b/.test(text);
  if (eventVerb || looksLikeEvent) {
    const body = eventVerb
      ? text.slice(eventVerb[0].length)
      : text.replace(/^(tengo|tenemos|hay|anota|apunta|pon|we have|i have|temos|tenho)\s+/, "");
    const when = parseWhen(body, today);
    const title = cleanName(
      cutPhrases(body, when.phrases)
        .replace(/\s+(en|para) (el|la) (calendario|agenda)$/, "")
        .replace(/^(en (el|la) (calendario|agenda)\s+)/, ""),
    );
    if (!when.date) return result("needDate");
    if (title) {
      return result("createEvent", [
        {
          toolName: "createEvent",
          input: {
            title: capitalizeFirst(original(title, message)),
            date: when.date,
            time: when.time,
            eventType: eventTypeFor(title),
          },
        },
      ]);
    }
  }

  const taskVerb = text.match(taskVerbs);
  if (taskVerb) {
    const body = text.slice(taskVerb[0].length);
    if (/^comprar\s+/.test(body) && !parseWhen(body, today).date) {
      const items = splitItems(
        body.replace(/^comprar\s+/, "").replace(shoppingTarget, ""),
        message,
      );
      if (items.length > 0)
        return result("addShopping", [{ toolName: "addShoppingItems", input: { items } }]);
    }
    const when = parseWhen(body, today);
    const title = cutPhrases(body, when.phrases).replace(/^(que|de|to)\s+/, "");
    if (title) {
      const urgent = /\b(urgente|urgent|importante|important)\b/.test(title);
      return result("createTask", [
        {
          toolName: "createTask",
          input: {
            title: capitalizeFirst(
              original(
                title.replace(/\s*,?\s*\b(es )?(urgente|urgent|importante|important)\b/, "").trim(),
                message,
              ),
            ),
            dueDate: when.date,
            priority: urgent ? "high" : "medium",
          },
        },
      ]);
    }
  }

  const done =
    text.match(
      /^(?:ya\s+)?(?:termine|terminamos|complete|completamos|acabe|acabamos|hice|hicimos|finished|completed|i did|we did|done with|terminei|fiz|conclui)\s+(?:la tarea\s+|the task\s+|a tarefa\s+|de\s+)?(.+)$/,
    ) ??
    text.match(
      /^(?:ya\s+)?(pague|pagamos|lave|lavamos|limpie|limpiamos|llame|llamamos|saque|sacamos|recogi|recogimos|lleve|llevamos|arregle|arreglamos|paid|cleaned|called|washed|paguei|limpei|liguei)\s+(.+)$/,
    );
  if (done) {
    const title = done.length === 3 ? `${done[1]} ${done[2]}` : (done[1] ?? "");
    return result("completeTask", [
      { toolName: "completeTask", input: { title: original(cleanName(title), message) } },
    ]);
  }

  const bought = text.match(
    /^(?:ya\s+|ja\s+)?(?:compre|compramos|consegui|conseguimos|tacha(?:r)?|tache|borra de la lista|quita de la lista|i bought|we bought|bought|got|comprei|compramos|ja comprei|ja compramos|marca como comprad[oa]s?)\s+(.+?)(?:\s+de la lista)?$/,
  );
  if (bought?.[1] && !/(despensa|pantry|alacena)/.test(bought[1])) {
    const names = splitItems(bought[1].replace(shoppingTarget, ""), message).map(
      (item) => item.name,
    );
    if (names.length > 0)
      return result("checkShopping", [{ toolName: "checkShoppingItems", input: { names } }]);
  }

  const used = text.match(
    /^(?:ya\s+)?(?:use|usamos|gaste|gastamos|consumi|consumimos|nos comimos|me comi|se comieron|used|we used|ate|usei|gastei|comemos)\s+(.+)$/,
  );
  if (used?.[1]) {
    const [item] = splitItems(
      used[1].replace(/\s+(de la|from the|da) (despensa|pantry|alacena)$/, ""),
      message,
    );
    if (item) {
      const amount = item.quantity ? Number.parseFloat(item.quantity.replace(",", ".")) : 1;
      return result("adjustPantry", [
        {
          toolName: "adjustPantryItem",
          input: { name: item.name, delta: -(Number.isNaN(amount) ? 1 : amount) },
        },
      ]);
    }
  }
  const finished = text.match(
    /^(?:ya\s+)?se (?:nos )?(?:acabo|acabaron|termino|terminaron) (?:el |la |los |las )?(.+)$|^(?:we'?re|we are) out of (.+)$|^acabou (?:o |a )?(.+)$/,
  );
  if (finished) {
    const name = cleanName(finished[1] ?? finished[2] ?? finished[3] ?? "");
    if (name)
      return result("adjustPantry", [
        {
          toolName: "adjustPantryItem",
          input: { name: capitalizeFirst(original(name, message)), quantity: 0 },
        },
      ]);
  }
  const counted = text.match(
    /^(?:quedan|queda|hay|tenemos|there are|we have|temos|tem|sobraram)\s+(\d+(?:[.,]\d+)?)\s+(.+?)(?:\s+(?:en|in|na)\s+(?:la |the |a )?(?:despensa|pantry|alacena|dispensa))?$/,
  );
  if (counted?.[1] && counted[2]) {
    const name = cleanName(counted[2].replace(new RegExp(`^(?:${units})\\s+de\\s+`), ""));
    return result("adjustPantry", [
      {
        toolName: "adjustPantryItem",
        input: {
          name: capitalizeFirst(original(name, message)),
          quantity: Number.parseFloat(counted[1].replace(",", ".")),
        },
      },
    ]);
  }

  const add = text.match(addVerbs);
  const need = !add && text.match(needToBuy);
  if (add || need) {
    const body = text.slice((add || need || [""])[0].length);
    const items = splitItems(body.replace(shoppingTarget, ""), message);
    if (items.length > 0 && !/(despensa|pantry|alacena)$/.test(body)) {
      return result("addShopping", [{ toolName: "addShoppingItems", input: { items } }]);
    }
  }

  return result("unknown");
}
