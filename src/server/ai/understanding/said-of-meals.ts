import { isAddressWord } from "#server/ai/understanding/address-words.ts";
import { fold } from "#server/ai/understanding/text.ts";

/**
 * Meals told for a day, said the plainer way the engine reads (issue 16, fifteenth and sixteenth
 * rounds): a dish put on the menu after it is told, a day with its meal and a dish, a dish just
 * made or left ready.
 */

/** "hoy en la noche mejor hacemos enchiladas en vez de la sopa, cámbialo en el menú", "domingo
 * no jantar quero fazer panqueca de carne, anota no cardápio": a dish told for a day's meal, then
 * put on the menu — what was planned before and the making are no part of the dish. */
export function mealToldForTheMenu(message: string): string | null {
  const closing = menuClosing.exec(message);
  if (!closing?.groups || closing.index === 0) return null;
  const told = message
    .slice(0, closing.index)
    .replace(/^\s*\p{L}+,\s*/u, (opening) => (/\d/.test(opening) ? opening : ""))
    .replace(insteadOfWhatWasPlanned, "")
    // Chile's «once» is the evening meal.
    .replace(/(?<!\p{L})(la|pa\s+la|para\s+la)\s+once(?!\p{L})/iu, "$1 cena")
    // "el domingo almorzamos lentejas": the meal's verb says which meal, after the dish.
    .replace(mealVerb, (_, verb: string, dish: string) => `${dish} ${mealOfVerb[fold(verb)]}`)
    .replace(makingWords, " ")
    .replace(/\s+/g, " ")
    .trim()
    // "el domingo en la comida pozole", "el lunes de cena ají": the meal said before the dish,
    // said after it.
    .replace(slotBeforeTheDish, (...found) => {
      const { when = "", meal = "", dish = "" } = found.at(-1) as Record<string, string>;
      return `${when}${dish} ${mealPhrase[fold(meal)] ?? meal}`;
    });
  if (!/\p{L}{3}/u.test(told)) return null;
  const where = closing.groups.where ?? "";
  if (/card[aá]pio/iu.test(where)) {
    // "domingo no jantar panqueca de carne": the day and meal first read as an event's; said last.
    const dayFirst = portugueseMealDayFirst.exec(told)?.groups;
    return dayFirst?.dish
      ? `coloca ${dayFirst.dish} no cardápio ${dayFirst.when}`
      : `coloca no cardápio ${told}`;
  }
  if (/^(?:the\s+)?(?:menu|meal plan)$/iu.test(where) && /^[\x20-\x7e]*$/u.test(told))
    return `put ${told} on the menu`;
  return `pon en el menú ${told}`;
}

/** "el lunes de cena ají de gallina", "el domingo pa la once voy a hacer sopaipillas", "sábado no
 * almoço feijoada": a day, a meal of it and a dish, said with no request — the menu's, as if «ponlo
 * en el menú» closed it (and, as there, kept only when so read). */
export function mealToldForADay(message: string): string | null {
  // Said of the menu already (or a question): read as said.
  if (/men[uú]|card[aá]pio|meal\s+plan|[?¿]/iu.test(message)) return null;
  // "mañana en la comida viene mi suegra", "el sábado hay cena en casa de Lupe a las 8": who
  // comes or a gathering at an hour is no dish; "el almuerzo de hoy ya está" is one made.
  if (notADish.test(message)) return null;
  if (!mealOfADay.test(message) || !dayWord.test(message)) return null;
  // A dish is said with its making («voy a hacer…»), or right after the day and its meal («el
  // lunes de cena ají»): "en la cena de hoy hablamos con Mateo" names none.
  if (message.search(makingWords) < 0 && !dayThenMeal.test(message)) return null;
  return mealToldForTheMenu(
    `${message.trim()}, ${/card[aá]pio|almo[cç]o|jantar/iu.test(message) ? "anota no cardápio" : /\b(?:dinner|lunch|breakfast)\b/iu.test(message) ? "put it on the menu" : "ponlo en el menú"}`,
  );
}

const dayThenMeal =
  /^\s*(?:(?:el|este|esta|no|on|this)\s+)?(?:hoy|ma[nñ]ana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|hoje|amanh[aã]|segunda|ter[cç]a|quarta|quinta|sexta|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:-feira)?\s+(?:(?:de|para|pa|en|no|na|pro|pra|al|for)\s+)?(?:(?:la|el|o|a)\s+)?(?:cena|almuerzo|comida|once|desayuno|jantar|almo[cç]o|dinner|lunch|breakfast)\s+\p{L}/iu;

const notADish =
  /(?<!\p{L})(?:ya\s+est[aá]|qued[oó]|quedaron|sali[oó]|salieron|list[oa]s?|pront[oa]s?|ready|hay|viene|vienen|va|van|es|son|tenemos|tengo|tem|vem|v[eê]m|vai|is|are|comes|coming|llega|llegan|chega|chegam|invit\p{L}*|casa|house|a\s+las|[àa]s|at\s+\d)(?!\p{L})/iu;

const mealOfADay =
  /(?<!\p{L})(?:(?:en|para|pa|de|pro|no|na|al|for)\s+(?:la\s+|el\s+|o\s+|a\s+)?)?(?:cena|almuerzo|comida|once|desayuno|jantar|almo[cç]o|dinner|lunch|breakfast)(?!\p{L})/iu;

const dayWord =
  /(?<!\p{L})(?:hoy|ma[nñ]ana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|hoje|amanh[aã]|segunda|ter[cç]a|quarta|quinta|sexta|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight)(?!\p{L})/iu;

const menuClosing =
  /[,;.]?\s*(?:(?:y|e|and)\s+)?(?:p[oó]n(?:e)?l[oa]|p[oó]nel[oa]|c[aá]mbial[oa]|an[oó]tal[oa]|ap[uú]ntal[oa]|agr[eé]gal[oa]|gu[aá]rdal[oa]|anota|coloca|p[õo]e|bota|salva|muda|put\s+it|add\s+it|save\s+it|change\s+it)\s+(?:en|no|na|on|to|in)\s+(?<where>(?:el\s+|o\s+|the\s+)?(?:men[uú]|card[aá]pio|meal\s+plan|plan\s+de\s+comidas))(?:\s+(?:porfa|por\s+favor|pf|please|pls|vos|t[uú]))?\s*[.!]*\s*$/iu;

const mealVerb =
  /(?<!\p{L})(almorzamos|almorzaremos|cenamos|cenaremos|desayunamos|almo[cç]amos|jantamos)\s+([^,;]+)/iu;

const mealOfVerb: Record<string, string> = {
  almorzamos: "para el almuerzo",
  almorzaremos: "para el almuerzo",
  cenamos: "para la cena",
  cenaremos: "para la cena",
  desayunamos: "para el desayuno",
  almocamos: "no almoço",
  jantamos: "no jantar",
};

const slotBeforeTheDish =
  /^(?<when>.*?)(?:en|para|pa|de|pro|no|na|al)\s+(?:(?:la|el|o|a)\s+)?(?<meal>comida|cena|almuerzo|desayuno|almo[cç]o|jantar)\s+(?<dish>\p{L}.*)$/iu;

const mealPhrase: Record<string, string> = {
  comida: "en la comida",
  cena: "en la cena",
  almuerzo: "en el almuerzo",
  desayuno: "en el desayuno",
  almoco: "no almoço",
  jantar: "no jantar",
};

/** «en vez de la sopa», "instead of the soup": the dish it replaces. */
const insteadOfWhatWasPlanned =
  /[,\s]+(?:en\s+vez\s+del?|en\s+lugar\s+del?|em\s+vez\s+d[eoa]s?|no\s+lugar\s+d[oa]s?|instead\s+of)\s+[^,;]+/iu;

/** "mejor hacemos", "vamos a hacer", "quero fazer", "we're making": the making, not the dish. */
const makingWords =
  /(?<!\p{L})(?:mejor|melhor|(?:vamos\s+a|voy\s+a|quiero|queremos)\s+(?:hacer|comer|cenar|preparar)|van\s+a\s+ser|va\s+a\s+ser|hacemos|comemos|cenamos|hagamos|pongamos|comamos|preparemos|cocinemos|cenemos|almorcemos|(?:quero|vou|vamos|queremos)\s+(?:fazer|comer|preparar)|fazemos|(?:we['’]re|i['’]m)\s+(?:making|having|cooking)|let['’]s\s+(?:make|have|do))(?!\p{L})/giu;

const portugueseMealDayFirst =
  /^(?<when>(?:(?:no|na|pro|pra)\s+)?(?:hoje|amanh[aã]|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado|domingo)(?:-feira)?\s+(?:no|ao|pro|pra|de)\s+(?:almo[cç]o|jantar|caf[eé]\s+da\s+manh[aã]))\s+(?<dish>.+)$/iu;

/** «el viernes al almuerzo va ajiaco, anótelo en el menú», «el domingo para comer haremos paella,
 * ponla en el menú»: what «va» (or «haremos») at a meal is the dish, when
 * the menu is named (without it, «al almuerzo va mi suegra» may be a guest). */
export function dishThatGoes(message: string): string | null {
  if (!/men[uú]|card[aá]pio/iu.test(message)) return null;
  const plainer = message
    // «el domingo para comer haremos paella»: «para comer» is the midday meal.
    .replace(
      /(?<!\p{L})para\s+comer\s+(?=haremos|hacemos|vamos\s+a\s+hacer|va|van|toca)/iu,
      "para la comida ",
    )
    .replace(
      /((?:al|a\s+la|en\s+el|en\s+la|pal|pa\s+la|para\s+el|para\s+la|de)\s+(?:almuerzo|cena|comida|desayuno|once|merienda))\s+(?:va|van|toca|ser[aá]|habr[aá]|haremos|prepararemos|cocinaremos)\s+(?=\p{L})(?!a\s)/iu,
      "$1 ",
    );
  return plainer !== message ? plainer : null;
}

/** «tengo el cerebro seco, ¿qué puedo cocinar…?», «me dá umas sugestões de prato»: out of ideas
 * said otherwise, and a dish asked as «prato». */
export function mealIdeasAskedOtherwise(message: string): string | null {
  const plainer = message
    .replace(
      /^\s*(?:tengo\s+el\s+cerebro\s+(?:seco|frito|quemado)|no\s+se\s+me\s+ocurre\s+nada|ando\s+sin\s+ideas|estoy\s+bloquead[oa])\s*[,;.]\s*/iu,
      "estoy sin ideas, ",
    )
    .replace(/(?<!\p{L})(sugest(?:ão|ões|oes|ao))\s+de\s+pratos?(?!\p{L})/iu, "$1 de comida");
  return plainer !== message ? plainer : null;
}

/** «armame la lista del súper con los ingredientes del menú de esta semana»: the week's
 * ingredients put on the list. */
export function listMadeFromTheMenu(message: string): string | null {
  const week =
    /^\s*(?:arm[aá](?:me)?|h[aá]z(?:me)?|hac[eé](?:me)?|prepar[aá](?:me)?)\s+la\s+lista\s+(?:del\s+s[uú]per|de\s+(?:las\s+)?compras?|del\s+mercado|del\s+mandado)\s+con\s+(?:los\s+ingredientes|lo\s+que\s+(?:hace\s+falta|falta|se\s+necesita))\s+(?:del|para\s+el)\s+men[uú](?<week>\s+de\s+(?:esta|la\s+pr[oó]xima)\s+semana)?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return week
    ? `agrega a la lista los ingredientes del menú${week.week ?? " de esta semana"}`
    : null;
}

/** "soup's done for tonight, made it this morning": a dish made for a meal. */
export function dishDoneForAMeal(message: string): string | null {
  const told =
    /^\s*(?:the\s+)?(?<dish>[\p{L} ]+?)['’]?s\s+(?:done|ready|made)\s+for\s+(?<when>tonight|dinner|lunch|today)(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups;
  return told?.dish && told.when ? `I made the ${told.dish} for ${told.when}` : null;
}

/** "put turkey chili down for sunday dinner", "pencil in tacos for friday lunch": "down" and
 * "in" only say it is written — no part of the dish. */
export function mealPutDown(message: string): string | null {
  const said =
    /^\s*(?:put|pencil|write)\s+(?:in\s+)?(?<dish>.+?)\s+(?:down\s+|in\s+)?for\s+(?<when>.*\b(?:dinner|lunch|breakfast)\b.*)$/iu.exec(
      message,
    )?.groups;
  return said?.dish && /\b(?:down|pencil|in)\b/iu.test(message)
    ? `put ${said.dish.replace(/\s+(?:down|in)$/iu, "")} for ${said.when}`
    : null;
}

/** "acabei de fazer os tacos de frango, pode dar baixa na despensa", «acabo de hacer las
 * enchiladas», "just made the soup": a dish just made is cooked — and taking out what it used is
 * what cooking does, so that closing asks nothing more. */
export function justMadeADish(message: string): string | null {
  const closing =
    /\s*[,;]\s*[^,;]*(?:baixa|desconta|tira\p{L}*|desc[uo]ent\p{L}*|resta\p{L}*|saca\p{L}*|take\s+(?:it|them)\s+out|update\s+the\s+pantry)[^,;]*$/iu;
  const told = message.replace(closing, "");
  const pt = /^\s*(?:eu\s+)?acabei\s+de\s+(?:fazer|preparar|cozinhar)\s+(?<dish>.+)$/iu.exec(told)
    ?.groups?.dish;
  if (pt) return `fiz ${pt}`;
  const es = /^\s*(?:ya\s+)?acabo\s+de\s+(?:hacer|preparar|cocinar)\s+(?<dish>.+)$/iu.exec(told)
    ?.groups?.dish;
  if (es) return `hice ${es}`;
  const en = /^\s*(?:i\s+|we\s+)?just\s+(?:made|cooked|finished\s+making)\s+(?<dish>.+)$/iu.exec(
    told,
  )?.groups?.dish;
  return en ? `made ${en}` : null;
}

/** "ya dejé lista la sopa de verduras pa la noche, nomás es calentarla": a dish left ready is
 * made — «hice…» (the plan's dish is then cooked, builtin/references.ts). */
export function dishLeftReady(message: string): string | null {
  const dish =
    /^\s*(?:ya\s+)?dej[eé]\s+(?:list[oa]s?|hech[oa]s?|preparad[oa]s?)\s+(?<dish>(?:el|la|los|las)\s+[^,;]+?)(?:\s+(?:pa|para)\s+(?:la\s+noche|la\s+cena|el\s+almuerzo|la\s+comida|ma[nñ]ana))?\s*(?:[,;].*)?$/iu.exec(
      message,
    )?.groups?.dish;
  return dish ? `hice ${dish}` : null;
}

/** "el almuerzo de hoy ya está, los tacos salieron buenazos", «la sopa quedó riquísima»: a dish
 * praised as it came out was made — «ya quedaron los tacos». */
export function dishPraisedAsMade(message: string): string | null {
  const dish =
    /^(?:.*?(?:ya\s+est[aá]n?|ya\s+qued[oó]|list[oa]s?)\s*[,;.]\s*)?(?<dish>(?:los|las|el|la)\s+\p{L}+(?:\s+de\s+\p{L}+)?)\s+(?:salieron|sali[oó]|quedaron|qued[oó])\s+(?:muy\s+)?(?:buen|ric|riqu|delicios|exquisit|espectacular|brutal|bomba|sabros)\p{L}*\s*[.!]*$/iu.exec(
      message,
    )?.groups?.dish;
  return dish ? `ya quedaron ${dish}` : null;
}

/** "we did make yesterday's chilaquiles after all, late dinner. log it": made after all, said
 * with «did» and its closing — «we made the chilaquiles». */
export function madeAfterAll(message: string): string | null {
  const dish =
    /^\s*(?:we|i)\s+did\s+(?:make|cook)\s+(?:(?:yesterday|today|tonight)['’]s\s+|the\s+)?(?<dish>[^,;.]+?)(?:\s+after\s+all)?\s*(?:[,;.].*)?$/iu.exec(
      message,
    )?.groups?.dish;
  return dish ? `we made the ${dish}` : null;
}

/** «fíjate qué ingredientes faltan del menú de la semana y súmalos a la lista», «mire qué
 * ingredientes faltan del menú y me los apunta»: the week's ingredients put on the list. */
export function missingIngredientsListed(message: string): string | null {
  const asked =
    /^\s*(?:f[ií]jate|f[ií]jese|mira|mire|revisa|revise|checa|cheque|ve|vea)\s+(?:qu[eé]|que)\s+(?:ingredientes|cosas)\s+(?:nos\s+)?(?:faltan|hacen\s+falta)\s+(?:del|para\s+el|de\s+la|pa(?:ra)?\s+la)\s+(?:men[uú]|plan|comida)[^,;]*?\s*[,;]?\s*y\s+(?:s[uú]mal[oa]s|s[uú]melos|agr[eé]gal[oa]s|agr[eé]guelos|an[oó]tal[oa]s|an[oó]telos|ap[uú]ntal[oa]s|me\s+los\s+apunta|me\s+los\s+anota|p[oó]nl[oa]s|p[oó]ngalos)(?:\s+(?:a|en)\s+la\s+lista)?\s*[.!]*$/iu;
  return asked.test(message) ? "agrega a la lista los ingredientes del menú de la semana" : null;
}

/** «ya está lista la sopa de verdura de la cena», "made the veggie soup already for tonight", «os
 * chilaquiles de ontem a gente fez sim»: a planned dish told made — «ya quedó la sopa…». */
export function dishToldReady(message: string): string | null {
  const es =
    /^\s*ya\s+est[aá]n?\s+list[oa]s?\s+(?<dish>(?:el|la|los|las)\s+[^,;]+?)(?:\s+(?:de|para|pa)\s+(?:la\s+cena|el\s+almuerzo|la\s+comida|hoy|esta\s+noche))?\s*(?:[,;.].*)?$/iu.exec(
      message,
    )?.groups?.dish;
  if (es) return `ya quedó ${es}`;
  const en =
    /^\s*(?:i\s+|we\s+)?(?:made|cooked)\s+(?<dish>(?:the\s+)?[^,;]+?)\s+already(?:\s+for\s+(?:tonight|lunch|dinner|today))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.dish;
  if (en) return `we made ${en}`;
  const pt =
    /^\s*(?<dish>(?:o|a|os|as)\s+[^,;]+?)\s+(?:de\s+ontem\s+|de\s+hoje\s+)?(?:a\s+gente|n[oó]s)\s+fez\s+(?:sim|mesmo)(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups?.dish;
  return pt ? `fizemos ${pt.replace(/\s+de\s+(?:ontem|hoje)$/iu, "")}` : null;
}

/** «el domingo en la noche haremos causa limeña»: the night's meal of a day is its dinner —
 * «el domingo de cena causa limeña». */
export function dishAtNight(message: string): string | null {
  const told =
    /^\s*(?<day>(?:el\s+|este\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|hoy|ma[nñ]ana))\s+(?:en\s+la|a\s+la|por\s+la|de)\s+noche\s+(?:haremos|hacemos|vamos\s+a\s+hacer|voy\s+a\s+hacer|cenamos|cenaremos|comemos|comeremos)\s+(?<dish>[^,;.!?]+?)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  // «causa limeña» opens with a word that also calls a friend («oe causa»), which is left out.
  if (!told?.day || !told.dish || isAddressWord(told.dish.split(/\s+/)[0] ?? "")) return null;
  return `${told.day} de cena ${told.dish}`;
}

/** "pa la comida del domingo por la noche": where «la comida» is any meal, the one at night is
 * dinner — «la cena del domingo». */
export function eveningMealSaidComida(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})comida(?<day>\s+del?\s+\p{L}+)?\s+(?:por|en|de)\s+la\s+noche(?!\p{L})/iu,
    (...found) => `cena${(found.at(-1) as { day?: string }).day ?? ""}`,
  );
  return plainer !== message ? plainer : null;
}

/** "tô sem ideia do que fazer pro jantar, me ajuda", «no sé qué hacer de cena», "what could I
 * make tonight with what we've got?": out of ideas for a meal is what to cook. */
export function outOfIdeasForAMeal(message: string): string | null {
  if (
    /(?<!\p{L})(?:sem\s+ideia|n[aã]o\s+sei)\s+(?:do\s+)?(?:o\s+)?que\s+(?:fazer|cozinhar|preparar)\s+(?:pro|para\s+o|no)\s+(?:jantar|almo[cç]o)/iu.test(
      message,
    )
  )
    return "o que eu posso fazer pro jantar?";
  if (
    /(?<!\p{L})(?:sin\s+ideas?|no\s+s[eé])\s+(?:de\s+)?qu[eé]\s+(?:hacer|cocinar|preparar)\s+(?:de|para\s+la|pa\s+la|en\s+la)\s+(?:cena|comida|almuerzo)/iu.test(
      message,
    )
  )
    return "¿qué puedo cocinar hoy?";
  if (
    /^\s*what\s+(?:could|can|should)\s+(?:i|we)\s+(?:make|cook|fix)\b.*\bwith\s+what\s+(?:we|i)(?:['’]ve|\s+have)?\s*(?:got|have)\b/iu.test(
      message,
    )
  )
    return "what can I cook tonight?";
  return null;
}

/** «fijate qué falta para el menú de esta semana y mandalo a la lista», "can you shop the meal
 * plan for me? put whatever's missing on the list": the week's missing ingredients, listed. */
export function missingForTheMenuListed(message: string): string | null {
  // Next week's is said as it is.
  if (/(?<!\p{L})(?:que\s+viene|pr[oó]xima|que\s+vem|next\s+week)(?!\p{L})/iu.test(message))
    return null;
  if (
    /(?:qu[eé]|todo\s+lo\s+que)\s+(?:falta|faltan|hace\s+falta|haga\s+falta)\s+(?:para|pa|pal|del?)\s+(?:el\s+men[uú]|las\s+comidas)(?!\p{L})(?:.*(?<!\p{L})(?:m[aá]ndal[oa]s?|p[aá]sal[oa]s?|s[uú]mal[oa]s?|agr[eé]gal[oa]s?|an[oó]tal[oa]s?|p[oó]nel[oa]s?|ponl[oa]s?)(?!\p{L})|\s+de\s+(?:esta|la)\s+semana)/iu.test(
      message,
    )
  )
    return "agrega a la lista los ingredientes del menú de esta semana";
  return /\bshop\s+the\s+meal\s+plan\b|\bwhatever['’]?s\s+missing\s+(?:for|from)\s+the\s+meal\s+plan\b/iu.test(
    message,
  )
    ? "add the missing ingredients for this week's meals to the list"
    : null;
}

/** «ya listo, muchas gracias por la ayuda!»: thanks, with nothing asked. */
export function doneAndThanks(message: string): string | null {
  return /^\s*(?:ya\s+)?(?:listo|pronto|done|ok|okay)\s*[,!.]*\s*(?:muchas\s+|muito\s+)?(?:gracias|obrigad[oa]|thanks|thank\s+you)(?:\s+[^?]*)?$/iu.test(
    message,
  )
    ? "muchas gracias"
    : null;
}
