/**
 * "recuérdale al Carlos que pague el gas", "dile al Mateo que ordene", "pídele al Carlos…": in
 * Chile and the River Plate a name takes an article, and "al" is "a" + "el" — the same request as
 * "recuérdale a Carlos…". The message with "a" before the name, or null when it has no such "al".
 */
const toldToTheMember =
  /(?<![\p{L}])((?:recu[eé]rd|record|dec|d[ií]|pid|p[ií]d|encarg|avis|av[ií]s|manda|mand[aá]|ped)\p{L}*(?:le|les|selo|sela)\s+)al(\s+\p{Lu}\p{L}+)/u;

/** "qué tiene que hacer la Sofi mañana?", "qué le toca al Carlos el sábado?": asked of a
 * member's tasks, the name's article likewise. */
const askedOfTheMember =
  /(?<![\p{L}])((?:tiene que hacer|tiene pendientes?|le tocan? hacer|le tocan?|le quedan?(?: por hacer)?)\s+)(?:la|el|a\s+la|a\s+el|al)(\s+\p{Lu}\p{L}+)/u;

export function withoutMemberArticle(message: string): string | null {
  if (toldToTheMember.test(message)) return message.replace(toldToTheMember, "$1a$2");
  // "le toca al Carlos" → "le toca a Carlos"; "tiene que hacer la Sofi" → "… Sofi".
  if (askedOfTheMember.test(message))
    return message.replace(askedOfTheMember, (_, said: string, name: string) =>
      /^le /.test(said) ? `${said}a${name}` : `${said.trimEnd()}${name}`,
    );
  return null;
}
