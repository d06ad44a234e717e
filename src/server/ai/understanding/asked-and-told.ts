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
export function attentionOpener(message: string): string | null {
  const plainer = message.replace(/^\s*(?:ojo|ojito|f[ií]jate|mir[aá]|oye)\s*,?\s+que\s+/iu, "");
  return plainer !== message ? plainer : null;
}

/** "cancel the dentist on the 3rd, we'll reschedule", «cabou o café, nem pro cafezinho da tarde
 * tem», «quita el pan, vamos a hacer pan amasado», «sacá los tomates que la vecina nos regaló…»:
 * what comes of it, or why, said after, asks nothing more. */
export function whatComesOfItAfter(message: string): string | null {
  const plainer = message
    .replace(
      /\s*[,;]\s*(?:(?:we['’]ll|i['’]ll|we\s+will)\s+reschedule|(?:vamos\s+a|voy\s+a)\s+(?:reprogramar|hacer|preparar)|(?:a\s+gente\s+)?(?:vai|vou)\s+remarcar|nem\s+(?:pro|pra|para\s+o|para\s+a)\s+[^,;]+)(?!\p{L}).*$/iu,
      "",
    )
    // «…que la vecina nos regaló un montón»: up to the next request, if another follows.
    .replace(
      /\s(?:que|porque)\s+(?:la\s+|el\s+|mi\s+)?\p{L}+\s+nos\s+(?:regal[oó]|trajo|dio|mand[oó])(?!\p{L})[^,;]*/iu,
      "",
    );
  return plainer !== message ? plainer : null;
}
