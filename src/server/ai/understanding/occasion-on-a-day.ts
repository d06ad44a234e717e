/**
 * "coloca o aniversário da vó dia 20 de dezembro", "pon la boda de mi prima el 12 de diciembre",
 * "put grandma's birthday on december 20": an occasion put on a day is the calendar's, whichever
 * verb put it there — said with the calendar's own verb («agenda», "schedule"). Read as «pon X» it
 * had become a grocery «Aniversário da vó».
 *
 * Not when the list is named ("pon velas para el cumpleaños en la lista") or what follows the
 * occasion is a thing to buy for it ("add birthday candles for friday"), nor when the calendar is
 * named (its own phrasings read it: "put Grandma's birthday on the calendar for Sunday").
 */
export function occasionPutOnADay(message: string): string | null {
  if (placeNamed.test(message) || !dayNamed.test(message)) return null;
  const put = occasionPut.exec(message);
  if (!put) return null;
  const verb = put[1] as string;
  const calendarVerb = englishVerbs.test(verb) ? "schedule" : "agenda";
  return `${message.slice(0, put.index)}${put[0].replace(verb, calendarVerb)}${message.slice(
    put.index + put[0].length,
  )}`;
}

const putVerbs = `p[oó]n(?:me|le|ganos)?|pone|pong[aá]n?|coloca|coloc[aá]|coloque|bota|bote|p[oõ]e|anota|anot[aá]|an[oó]tame|apunta|apunt[aá]|ap[uú]ntame|put|add|write down|note down`;
const englishVerbs = /^(?:put|add|write down|note down)$/iu;
const determiners = String.raw`(?:el|la|los|las|un|una|o|a|os|as|um|uma|the|my|our|mi|nuestro|nuestra|meu|minha|nosso|nossa)\s+`;
const occasions = `cumplea[nñ]os|cumple|aniversario|anivers[aá]rio|birthday|bday|anniversary|boda|casamiento|casamento|wedding|bautizo|bautismo|batizado|baptism|christening|graduaci[oó]n|formatura|graduation|fiesta|festa|party|baby shower|ch[aá] de beb[eê]|ch[aá] de panela|primera comuni[oó]n|primeira comunh[aã]o|quincea[nñ]era|velorio|vel[oó]rio|funeral`;
/** What is bought for an occasion: the occasion then only says what for. */
const goods = `cake|candles?|balloons?|card|gift|present|pastel|torta|tarta|velas?|globos?|regalo|tarjeta|bolo|velinhas?|bal[oõ]es|presente|cart[aã]o|decoraci[oó]n|decora[cç][aã]o|decorations?`;
const occasionPut = new RegExp(
  String.raw`(?<!\p{L})(${putVerbs})\s+(?:${determiners})?(?:grandma's\s+|grandpa's\s+|mom's\s+|dad's\s+|\p{L}+'s\s+)?(?:${occasions})(?!\p{L})(?!\s+(?:${goods})(?!\p{L}))`,
  "iu",
);
const placeNamed =
  /(?<!\p{L})(?:lista|list|s[uú]per|supermercado|mercado|groceries|compras|calendario|calend[aá]rio|calendar|agenda)(?!\p{L})/iu;
const months = `enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|mar[cç]o|maio|junho|julho|setembro|outubro|novembro|dezembro|january|february|march|april|may|june|july|august|september|october|november|december`;
const weekdays = `lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|segunda|ter[cç]a|quarta|quinta|sexta|monday|tuesday|wednesday|thursday|friday|saturday|sunday`;
const dayNamed = new RegExp(
  String.raw`(?<!\p{L})(?:${months}|${weekdays}|ma[nñ]ana|amanh[aã]|tomorrow|(?:el|d[ií]a|the|on)\s+\d{1,2}(?:st|nd|rd|th)?)(?!\p{L})`,
  "iu",
);
