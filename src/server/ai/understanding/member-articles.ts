/**
 * "recuérdale al Carlos que pague el gas", "dile al Mateo que ordene", "pídele al Carlos…": in
 * Chile and the River Plate a name takes an article, and "al" is "a" + "el" — the same request as
 * "recuérdale a Carlos…". The message with "a" before the name, or null when it has no such "al".
 */
const toldToTheMember =
  /(?<![\p{L}])((?:recu[eé]rd|record|dec|d[ií]|pid|p[ií]d|encarg|avis|av[ií]s|manda|mand[aá]|ped)\p{L}*(?:le|les|selo|sela)\s+)al(\s+\p{Lu}\p{L}+)/u;

export function withoutMemberArticle(message: string): string | null {
  return toldToTheMember.test(message) ? message.replace(toldToTheMember, "$1a$2") : null;
}
