import { fold } from "#server/ai/understanding/text.ts";

/**
 * How families call whoever they write to — "oe causa", "weón", "che", "parce", "mija", "amor",
 * "mano", "cara", "dude" — said before a comma or after the last one. It names nobody and
 * nothing: «oe causa, agrega chela a la lista» added «Causa» to the list.
 */
const addressWords = new Set(
  [
    // Calls for attention.
    "oe oye oy oiga oigan ey hey ei epa che ché mira mirá mire escucha escuche",
    // Spanish: every region's way to address a friend, a partner or a child.
    "causa causita compa compadre comadre cuate cuata güey guey wey we weon weón hueon huevón wn parce parcero parcera mano manito mana hermano hermana bro broder brother pana chamo chama loco loca boludo boluda pibe piba gurí botija bo tío tía hijo hija hijito hijita mijo mija mijito mijita amor gordo gorda flaco flaca viejo vieja jefe jefa amigo amiga",
    // The Caribbean's and Central America's ("asere", "ñaño", "mae", "maje", "chero"), and the
    // greetings said as a call ("xopá", "wepa").
    "asere acere ñaño ñaña mae maje chero chera cipote socio socia tronco compai compay cuñao nene nena xopá xopa wepa",
    // Portuguese.
    "cara mano véi vei velho mina miga migo amigo amiga querida querido mãe mae pai bro",
    // English.
    "dude man babe honey hon sweetie buddy pal bro sis",
    // The assistant itself.
    "hogaria asistente assistente assistant bot",
  ]
    .join(" ")
    .split(" ")
    .map(fold),
);

/** Asides said before a comma (or after the last one), about the errand rather than in it:
 * "de paso, …", "mientras me acuerdo, …", "aproveitando, …", "btw, …". */
const asides = new Set(
  [
    "de paso",
    "ya que estás",
    "ya que estas",
    "mientras me acuerdo",
    "ahora que me acuerdo",
    "ahora que me acordé",
    "aprovechando",
    "otra cosa",
    "aproveitando",
    "enquanto eu lembro",
    "agora que lembrei",
    "outra coisa",
    "btw",
    "while i remember",
    "while i think of it",
    "one more thing",
  ].map(fold),
);

/** "pana", "che", "oye": one word a family calls whoever they write to (courtesy.ts skips it
 * before "¿me ayudas a…?"). */
export const isAddressWord = (word: string): boolean => addressWords.has(fold(word));

const isAddress = (phrase: string) => {
  const words = fold(phrase).split(/\s+/).filter(Boolean);
  if (asides.has(words.join(" "))) return true;
  return words.length > 0 && words.length <= 3 && words.every((word) => addressWords.has(word));
};

/** The message without the address said before its first comma or after its last one; null
 * when it has none, or when nothing would be left. */
export function withoutAddress(message: string): string | null {
  let rest = message.trim();
  const opening = /^([^,!:]{1,30})[,!:]+\s*/u.exec(rest);
  if (opening?.[1] && isAddress(opening[1])) rest = rest.slice(opening[0].length);
  const closing = /,\s*([^,]{1,30}?)[\s.!?]*$/u.exec(rest);
  if (closing?.[1] && isAddress(closing[1])) rest = rest.slice(0, closing.index);
  rest = rest.trim();
  return rest !== message.trim() && /\p{L}/u.test(rest) ? rest : null;
}
