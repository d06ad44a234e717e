/**
 * Requests joined or closed in everyday ways (issue 16, fifteenth and sixteenth rounds): a telling
 * after a request with «y ya», a bare «agrégalo» before more, a call for attention, and what comes
 * of a request said after it. Each returns null when the message does not say it.
 */

/** "apunta limones, y ya compré el pan", "…agregalos porfa... y ya compre las manzanas eh": a
 * second telling after a request, joined with «y ya» — said with the plain «, y» the requests
 * said together read (a trailing «eh» asks nothing). */
export function alreadyBoughtAfterARequest(message: string): string | null {
  const plainer = message
    .replace(
      /(\S)\s*(?:,|;|\.{2,}|…)?\s+y\s+ya\s+(?=(?:compr[eé]|compramos|traje|trajimos|tengo|tenemos|pagu[eé])(?!\p{L}))/iu,
      "$1, y ",
    )
    .replace(/\s+(?:eh|ah)\s*[.!]*\s*$/iu, "");
  return plainer !== message && /,\s+y\s/u.test(plainer) ? plainer : null;
}

/** "se nos acabaron los cerillos, agregalos porfa... y ya compré las manzanas": a bare «agrégalo»
 * with another request after it says where, as it does alone — «agrégalos a la lista». */
export function listClosingBeforeMore(message: string): string | null {
  const plainer = message.replace(
    /([,;]\s*)(agr[eé]gal[oa]s?|an[oó]tal[oa]s?|ap[uú]ntal[oa]s?|p[oó]nel[oa]s?|ponl[oa]s?|s[uú]mal[oa]s?)(\s+(?:porfa|por\s+favor))?(?=\s*(?:[,;]|\.{2,}|…|\s+y\s))/iu,
    "$1$2 a la lista$3",
  );
  return plainer !== message ? plainer : null;
}

/** "ojo que las servilletas no estaban…", "fijate que…": a call for attention opens the telling,
 * and asks nothing. */
/** "…y un queso campesino, sumercé", «…, mija»: whom it is said to, at the end. */
export function whomItIsSaidTo(message: string): string | null {
  const plainer = message.replace(
    /\s*,\s*(?:sumerc[eé]|mijo|mija|mi\s+amor|mi\s+vida|coraz[oó]n)\s*[.!]*\s*$/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

export function attentionOpener(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:ojo|ojito|f[ií]jate|mir[aá]|oye)\s*,?\s+que\s+(?<asked>(?:hay|tenemos|tengo|toca|falta)\s+que\s+|(?:hay|tenemos|toca)\s+(?:de|pa|para)\s+(?=(?:cenar|comer|almorzar|desayunar|merendar|once|la\s+cena|el\s+almuerzo)(?!\p{L})))?/iu,
    // "oye que hay que hacer hoy", "oye que hay de cenar hoy": what follows asks — «¿qué hay que
    // hacer hoy?».
    (...found) => (found.at(-1)?.asked ? `¿qué ${found.at(-1).asked}` : ""),
  );
  return plainer !== message ? plainer : null;
}

/** "cancel the dentist on the 3rd, we'll reschedule", "…, we're doing rice bowls instead", «cabou o café, nem pro cafezinho da tarde
 * tem», «quita el pan, vamos a hacer pan amasado», «sacá los tomates que la vecina nos regaló…»:
 * what comes of it, or why, said after, asks nothing more. */
export function whatComesOfItAfter(message: string): string | null {
  const plainer = message
    .replace(
      /\s*[,;]\s*(?:(?:we['’]ll|i['’]ll|we\s+will)\s+reschedule|(?:we['’]re|we\s+are|i['’]m)\s+(?:doing|making|having|cooking|getting)\s+[^,;]*?\s+instead|(?:vamos\s+a|voy\s+a)\s+(?:reprogramar|hacer|preparar)|(?:a\s+gente\s+)?(?:vai|vou)\s+remarcar|nem\s+(?:pro|pra|para\s+o|para\s+a)\s+[^,;]+)(?!\p{L}).*$/iu,
      "",
    )
    // «…un garrafón de agua que ya nos quedamos sin», «pagar el ABL el lunes que ese día vence»:
    // a why that names nothing of its own.
    .replace(
      /\s+(?:que|porque|pq|ya\s+que)\s+(?:ya\s+nos\s+quedamos\s+sin|ese\s+d[ií]a\s+vence|vence\s+ese\s+d[ií]a)(?!\p{L})(?=\s*(?:[,;.!]|$))/iu,
      "",
    )
    // «…, estaba carísimo en el súper, regrésalo…»: how the thing was, between two requests.
    .replace(
      /\s*,\s*(?:estaba|estaban|est[aá]n?|sal[ií]a|sal[ií]an|era|eran)\s+(?:muy\s+|re\s+|bien\s+)?(?:car[oa]s?|car[ií]sim[oa]s?|agotad[oa]s?|vencid[oa]s?|podrid[oa]s?)(?:\s+(?:en|del|de\s+la)\s+(?:el\s+|la\s+)?\p{L}+)?(?=\s*,)/iu,
      "",
    )
    // «…, cambié el menú y ya no los necesito», «…, Mateo ya se lo liquidó todo», «…, trouxe o
    // sabor errado», «…, achei dois no armário», «…, vou fazer pão de queijo»: why, told after.
    .replace(
      /\s*[,;]\s*(?:(?:cambi[eé]|cambiamos)\s+el\s+men[uú](?:\s+y)?\s*)?(?:y\s+)?ya\s+no\s+(?:l[oa]s?\s+)?(?:necesito|necesitamos|hace\s+falta|hacen\s+falta)\s*[.!]*$/iu,
      "",
    )
    .replace(
      /\s*[,;]\s*(?:(?:el|la)\s+)?\p{Lu}\p{Ll}+\s+ya\s+se\s+l[oa]s?\s+(?:comi[oó]|tom[oó]|liquid[oó]|acab[oó]|termin[oó]|baj[oó])(?:\s+tod[oa]s?)?\s*[.!]*$/u,
      "",
    )
    .replace(
      /\s*[,;]\s*(?:trouxe|peguei|comprei|compr[eé]|traje|agarr[eé]|got|bought)\s+(?:o|a|el|la|the)\s+(?:(?:sabor|tamanho|tama[nñ]o|marca|tipo)\s+)?(?:errad[oa]|equivocad[oa]|wrong(?:\s+\p{L}+)?)\s*[.!]*$/iu,
      "",
    )
    .replace(
      /\s*[,;]\s*(?:achei|encontrei|encontr[eé]|found)\s+(?:dois|duas|tr[eê]s|um|uma|dos|tres|un|una|two|some|one)?(?:\s+\p{L}+)?\s*(?:no|na|en\s+el|en\s+la|in\s+the)\s+[^,;]+$/iu,
      "",
    )
    .replace(/\s*[,;]\s*(?:vou|vamos)\s+fazer\s+[^,;]+$/iu, "")
    // «…que la vecina nos regaló un montón»: up to the next request, if another follows.
    .replace(
      /\s(?:que|porque)\s+(?:la\s+|el\s+|mi\s+)?\p{L}+\s+nos\s+(?:regal[oó]|trajo|dio|mand[oó])(?!\p{L})[^,;]*/iu,
      "",
    );
  return plainer !== message ? plainer : null;
}

/** "chin se me cayeron 4 huevos", «uy, se acabó el café», "nossa, acabou o leite": a cry before
 * the telling tells nothing. */
export function interjectionFirst(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:chin|chale|uy|ay|uff?|rayos|chuta|pucha|caramba|caray|nossa|putz|eita|oops|ugh|dang)(?!\p{L})[\s,!.…]+(?=\p{L})/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}
