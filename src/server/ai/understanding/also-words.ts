/**
 * "we also need foil", "también necesitamos servilletas", "a gente também precisa de pão": an
 * "also" said inside the request adds nothing to it — read without it, it is the plain "we need
 * foil" (with it, "we also need" read as a chore done, «Need foil»). Null when none is said.
 */
export function withoutAlso(message: string): string | null {
  const plain = message.replace(alsoInside, "$1 ").replace(alsoAfterTheVerb, "$1$2 ");
  return plain !== message ? plain : null;
}

/** "créale también una tarea de…", "add also the eggs", "coloca também o leite": "also" right
 * after the command that opens a request (or a part of one), before what it names. */
const alsoAfterTheVerb =
  /(^\s*|[,;.]\s*|(?<!\p{L})(?:y|e|and)\s+)(\p{L}+)\s+(?:also|tambi[eé]n|tamb[eé]m)\s+(?=(?:una?|uma?|la|el|los|las|lo|o|a|os|as|the|an?)\s)/iu;

/** "also"/"también"/"também" right after who needs it, or right before the need. */
const alsoInside =
  /(?<!\p{L})((?:we|i|you|nosotros|a gente|n[oó]s)|^)\s*(?:also|too|tambi[eé]n|tamb[eé]m)\s+(?=(?:need|needs|necesit\p{L}*|precis\p{L}*|falta\p{L}*)(?!\p{L}))/iu;
