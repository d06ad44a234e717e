import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { fold, tokenize } from "#server/ai/understanding/text.ts";

/**
 * A request wrapped in courtesy, read as the plain command it is: "¿Podría agregar, por favor,
 * naranjas a la lista?", "me hace el favor y anota cilantro", "le agradecería que marcara el
 * detergente como comprado", "você poderia colocar leite na lista?", "could you please add
 * eggs?" → "agrega naranjas a la lista", "anota cilantro", "marca el detergente como comprado",
 * "coloca leite na lista", "add eggs". Only an opening the lexicon below knows, followed by a
 * verb it knows, is rewritten; anything else is left as written.
 */

/** Openings that only ask politely (folded), longest first when tried. */
const openings = [
  // Spanish
  "me hace el favor de",
  "me hace el favor y",
  "me hace el favor",
  "me haces el favor de",
  "me haces el favor y",
  "me haces el favor",
  "me hacés el favor de",
  "me hacés el favor y",
  "hazme el favor de",
  "hazme el favor y",
  "haceme el favor de",
  "haceme el favor y",
  "hágame el favor y me",
  "me hace el favor y me",
  "hágame el favor de",
  "hágame el favor y",
  "quisiera que me",
  "quisiera que",
  "quisiera",
  "le pido que",
  "te pido que",
  "le pido de favor que",
  "le agradecería que",
  "le agradeceria si",
  "te agradecería que",
  "te agradeceria si",
  "sería tan amable de",
  "serías tan amable de",
  "podría usted",
  "podría",
  "podrías",
  "podés",
  "puede usted",
  "puede",
  "puedes",
  "me podría",
  "me podrías",
  "me puede",
  "me puedes",
  "me podés",
  // Portuguese
  "você poderia",
  "você pode",
  "voce poderia",
  "voce pode",
  "poderia",
  "pode",
  "por gentileza",
  "faz um favor e",
  "faz o favor de",
  "me faz um favor e",
  // English
  "could you please",
  "could you",
  "can you please",
  "can you",
  "would you please",
  "would you mind",
  "would you",
  "will you",
  "i'd appreciate it if you could",
  "i would appreciate it if you could",
]
  .map((opening) => fold(opening).split(" "))
  .sort((a, b) => b.length - a.length);

/** Said between the opening and the verb: "por favor", "please", "de". */
const between = new Set(["por", "favor", "please", "pls", "porfa", "de", "y", "e", "que", "si"]);

/** The verb as a courtesy says it (infinitive, "que" + past subjunctive, usted) → the command. */
const commands: Record<string, string> = Object.fromEntries(
  Object.entries({
    agrega: "agregar agregara agregase agregue agregarme agregarnos",
    añade: "añadir añadiera añadiese añada",
    anota: "anotar anotara anotase anote anotarme",
    apunta: "apuntar apuntara apuntase apunte apuntarme",
    pon: "poner pusiera pusiese ponga ponerme",
    suma: "sumar sumara",
    marca: "marcar marcara marcase marque",
    tacha: "tachar tachara tache",
    desmarca: "desmarcar desmarcara desmarque",
    compra: "comprar comprara comprase",
    quita: "quitar quitara quitase quite",
    saca: "sacar sacara saque",
    borra: "borrar borrara borre",
    dime: "decirme decir decirnos",
    muéstrame: "mostrarme mostrar mostrarnos",
    revisa: "revisar revisara",
    fíjate: "fijarte fijarse",
    adiciona: "adicionar adicionasse",
    coloca: "colocar colocasse",
    inclui: "incluir",
    tira: "tirar tirasse",
    remove: "remover removesse",
    // Tasks, the calendar and services, asked politely the same ways.
    // "hágame el favor y me recuerda…": the "me" was said before it.
    recuérdame: "recordarme recordara recordase recuérdeme recordarnos recuerda",
    agenda: "agendar agendara agende agendarme",
    cancela: "cancelar cancelara cancele",
    mueve: "mover moviera mueva",
    cambia: "cambiar cambiara cambie",
    elimina: "eliminar eliminara elimine",
    asigna: "asignar asignara asigne",
    reprograma: "reprogramar reprogramara reprograme",
    crea: "crear creara cree",
    reabre: "reabrir reabriera reabra",
    completa: "completar completara complete",
    pide: "pedir pidiera pida",
    consígueme: "conseguirme consiguiera consiga",
    add: "add adding",
    put: "put putting",
    mark: "mark",
    check: "check",
  }).flatMap(([command, forms]) =>
    [command, ...forms.split(" ")].filter(Boolean).map((form) => [fold(form), command]),
  ),
);

/** The request said plainly, or null when it is not a courtesy this knows. */
export function plainRequest(message: string): string | null {
  const tokens = tokenize(message);
  const words = tokens.filter((token) => !/^[,;.]$/.test(token.folded));
  const folded = words.map((token) => token.folded);
  const opening = openings.find((parts) => parts.every((part, i) => folded[i] === part));
  if (!opening) return null;
  let at = opening.length;
  while (at < words.length && between.has(folded[at] ?? "") && at < opening.length + 3) at++;
  const verb = words[at];
  const command = verb ? commands[verb.folded] : undefined;
  // English says the command itself after "could you".
  const english =
    verb &&
    [
      ...["add", "put", "mark", "check", "remove", "take", "get", "buy", "tell", "show"],
      ...["remind", "schedule", "cancel", "move", "delete", "create", "book", "reschedule"],
    ].includes(verb.folded);
  if (!verb || (!command && !english)) return null;
  // "¿puedes decirme qué hay en la lista?", "can you tell me what's left?": the question itself.
  if (["dime", "muéstrame", "tell", "show"].includes(command ?? verb.folded)) {
    const next = words[at + 1];
    const from = next && ["me", "us", "nos"].includes(next.folded) ? next.end : verb.end;
    const question = message.normalize("NFC").slice(from).trim();
    return question ? `¿${question.replace(/^[¿?\s]+/u, "")}` : null;
  }
  const rest = message.normalize("NFC").slice(verb.end);
  // "…, por favor, dos kilos de…": the courtesy inside the request is no item.
  const plain = `${command ?? verb.text}${rest}`
    .replace(/,?\s*(por favor|please|pls|porfa)\s*,?/giu, " ")
    .replace(/[¿?]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain;
}

/** Words said around an answer that add nothing to it: courtesy, "nomás", and the ways
 * families call each other ("causa", "che", "mano", "parce", "mate"). */
const answerFillers = new Set(
  (
    "porfa porfis por favor please pls plz nomas nomás pues pue po pe che causa mano mana parce " +
    "parcero wey guey güey mija mijo amor brother bro man mate entao então ai aí la lá logo " +
    "then now ahora ya sure"
  )
    .split(" ")
    .map(fold),
);

/** "yep go ahead", "dale nomás", "sí porfa causa", "bora lá", "mejor no, gracias": with a
 * proposal waiting, a short answer opened by one of the lexicon's answers and made only of
 * answers' words and fillers is that answer; a word of anything else ("dale, pero sin leche")
 * makes it a message of its own. Mixed yes and no words are no answer. */
export function composedAnswer(words: string[], language: Language): "yes" | "no" | null {
  if (words.length === 0 || words.length > 5) return null;
  const { yes, no } = lexicons[language];
  const split = (phrases: string[]) => phrases.flatMap((phrase) => fold(phrase).split(/\s+/));
  const yesWords = new Set(split(yes));
  const noWords = new Set(split(no));
  const opensYes = new Set(yes.map((phrase) => fold(phrase).split(/\s+/)[0] ?? ""));
  const opensNo = new Set(no.map((phrase) => fold(phrase).split(/\s+/)[0] ?? ""));
  const [first = ""] = words;
  const answer = opensNo.has(first) ? "no" : opensYes.has(first) ? "yes" : null;
  if (!answer) return null;
  const own = answer === "yes" ? yesWords : noWords;
  const other = answer === "yes" ? noWords : yesWords;
  const fits = words.every(
    (word) => answerFillers.has(word) || (own.has(word) && !(other.has(word) && !own.has(word))),
  );
  // "no" inside a yes ("sí, no sé") or a yes word inside a no is no answer.
  const mixed = words.some((word) => (answer === "yes" ? word === "no" || word === "nao" : false));
  return fits && !mixed ? answer : null;
}
