import { isAddressWord } from "#server/ai/understanding/address-words.ts";
import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { namesAGathering } from "#server/ai/understanding/event-words.ts";
import { fold, type Token, tokenize } from "#server/ai/understanding/text.ts";

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

/**
 * A request asked, not commanded — "¿me ayudas a agregar…?", "dá pra criar uma tarefa…?", "can u
 * mark…", "me creas una tarea…?", "me tachás el pan", "me anotai unas paltas", "…, me lo anotas en
 * la lista?" — is as clear as the command: a family that says what they want expects it done,
 * not a «¿Agrego…?» back. These openings, and the verbs below said after them, read as it.
 */
const askingOpenings: { parts: string[]; language: "es" | "pt" | "en" }[] = [
  ...[
    "me ayudas a",
    "me ayudas con",
    "me ayudai a",
    "me ayudan a",
    "nos ayudas a",
    "ayudame a",
    "ayudame con",
    "ayudeme a",
    "me echas la mano con",
    "me echas una mano con",
    "me echas la mano y",
    "me harias el favor de",
    "serias tan amable de",
    "seria posible",
    "se puede",
  ].map((opening) => ({ opening, language: "es" as const })),
  ...[
    "sera que da pra",
    "sera que voce pode",
    "da pra voce",
    "da pra",
    "da para",
    "tem como",
    "voce consegue",
    "consegue",
    "me ajuda a",
  ].map((opening) => ({ opening, language: "pt" as const })),
  ...[
    "can u pls",
    "can u please",
    "can u",
    "could u",
    "would u",
    "will u",
    "can ya",
    "could ya",
    "can you pls",
    "could you pls",
    "pls",
    "plz",
    "please",
  ].map((opening) => ({ opening, language: "en" as const })),
]
  .map(({ opening, language }) => ({ parts: fold(opening).split(" "), language }))
  .sort((a, b) => b.parts.length - a.parts.length);

/** Verbs asked of the assistant: [command, infinitive, the present said to «tú» when it is not
 * the regular one]. Their infinitive ("descontar", "ponerle"), and in Spanish the present said to
 * «tú», «vos» or Chile's «vo» after "me" ("me creas", "me tachás", "me anotai"), are the
 * command. */
const askedVerbs: Record<"es" | "pt", [string, string, string?][]> = {
  es: [
    ["agrega", "agregar"],
    ["añade", "añadir"],
    ["anota", "anotar"],
    ["apunta", "apuntar"],
    ["pon", "poner", "pones"],
    ["suma", "sumar"],
    ["mete", "meter"],
    ["marca", "marcar"],
    ["tacha", "tachar"],
    ["desmarca", "desmarcar"],
    ["compra", "comprar"],
    ["quita", "quitar"],
    ["saca", "sacar"],
    ["borra", "borrar"],
    ["elimina", "eliminar"],
    ["cancela", "cancelar"],
    ["agenda", "agendar"],
    ["mueve", "mover", "mueves"],
    ["cambia", "cambiar"],
    ["pasa", "pasar"],
    ["crea", "crear"],
    ["asigna", "asignar"],
    ["reprograma", "reprogramar"],
    ["completa", "completar"],
    ["pide", "pedir", "pides"],
    ["consigue", "conseguir", "consigues"],
    ["llama", "llamar"],
    ["recuerda", "recordar", "recuerdas"],
    ["programa", "programar"],
    ["descuenta", "descontar", "descuentas"],
    ["resta", "restar"],
    ["vacía", "vaciar"],
    ["actualiza", "actualizar"],
    ["reabre", "reabrir"],
    ["planea", "planear"],
    ["incluye", "incluir", "incluyes"],
  ],
  pt: [
    ["adiciona", "adicionar"],
    ["coloca", "colocar"],
    ["põe", "pôr"],
    ["bota", "botar"],
    ["anota", "anotar"],
    ["marca", "marcar"],
    ["desmarca", "desmarcar"],
    ["tira", "tirar"],
    ["remove", "remover"],
    ["cria", "criar"],
    ["cancela", "cancelar"],
    ["agenda", "agendar"],
    ["muda", "mudar"],
    ["passa", "passar"],
    ["chama", "chamar"],
    ["compra", "comprar"],
    ["risca", "riscar"],
    ["apaga", "apagar"],
    ["exclui", "excluir"],
    ["lembra", "lembrar"],
    ["planeja", "planejar"],
    ["inclui", "incluir"],
    ["acrescenta", "acrescentar"],
    ["pede", "pedir"],
    ["desconta", "descontar"],
    ["atualiza", "atualizar"],
  ],
};

const pronouns = ["me", "nos", "le", "les", "lo", "la", "los", "las", "te"];

/** Folded infinitive (with a pronoun or not) → the command (with that pronoun). */
const infinitives: Record<"es" | "pt", Map<string, string>> = { es: new Map(), pt: new Map() };
/** Folded present said to «tú», «vos» or «vo» (Spanish) → the command. */
const presents = new Map<string, string>();
for (const language of ["es", "pt"] as const) {
  for (const [command, infinitive, present] of askedVerbs[language]) {
    const bare = fold(infinitive);
    const plainCommand = fold(command);
    infinitives[language].set(bare, command);
    for (const pronoun of pronouns)
      infinitives[language].set(bare + pronoun, plainCommand + pronoun);
    if (language !== "es") continue;
    const stem = bare.slice(0, -2);
    const ending = bare.slice(-2);
    // tú: "creas", "pones"; vos: "creás", "ponés", "pedís"; Chile: "creai", "ponís".
    presents.set(fold(present ?? `${stem}${ending === "ar" ? "as" : "es"}`), command);
    presents.set(`${stem}${ending === "ar" ? "as" : ending === "er" ? "es" : "is"}`, command);
    presents.set(`${stem}${ending === "ar" ? "ai" : "is"}`, command);
  }
}

/** The commands a message may open with after whom it calls ("pana anotame…"). */
const commandWords = new Set(
  [
    ...(["es", "pt", "en"] as const).flatMap((language) =>
      lexicons[language].addVerbs.filter((verb) => !verb.includes(" ")),
    ),
    ...Object.values(commands),
    ...Object.keys(commands),
    ...askedVerbs.es.map(([command]) => command),
    ...askedVerbs.pt.map(([command]) => command),
  ].map(fold),
);

/** A command a request opens with ("agrega", "anota", "coloca", "add", "cancela"). */
export function isCommandWord(folded: string): boolean {
  return commandWords.has(folded);
}

/** English verbs said after "can u…", "pls…", as they are. */
const englishAsked = new Set(
  (
    "add put mark check remove take get buy tell show remind schedule cancel move delete create " +
    "book reschedule set plan cross tick clear empty call order note jot write log change update " +
    "push assign finish complete reopen make throw toss grab pick sign"
  ).split(" "),
);

/** The words after an asking opening, as the command: "agregar harina pan…" → "agrega harina
 * pan…"; null when the verb is none of those asked. */
function askedCommand(
  message: string,
  words: Token[],
  at: number,
  language: "es" | "pt" | "en",
): string | null {
  const verb = words[at];
  if (!verb) return null;
  const command =
    language === "en"
      ? englishAsked.has(verb.folded)
        ? verb.text
        : undefined
      : (infinitives[language].get(verb.folded) ?? commands[verb.folded]);
  if (!command) return null;
  const rest = message.normalize("NFC").slice(verb.end);
  return tidy(`${forWhat(command, rest)}${rest}`);
}

/** The command for what is said after it: «anota/apunta/pon» a birthday or a meeting is the
 * calendar's («¿me apuntas el cumple de la abuela el domingo?» is no item «Cumple de la
 * abuela»), and «me recuerdas…» is «recuérdame…». */
function forWhat(command: string, rest: string): string {
  if (fold(command) === "recuerda") return "recuérdame";
  const listVerb = /^(agrega|anota|apunta|pon|suma|mete|añade)$/.test(fold(command));
  // Said with its day and not for the list ("¿me anotas pan para la fiesta?" is the list's).
  const day =
    /\b(hoy|mañana|manana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|\d{1,2} de)\b/iu;
  // "me pones en el calendario…" says where itself.
  const calendar =
    day.test(rest) && !/\b(lista|list|super|súper|mercado|calendario|agenda)\b/iu.test(rest);
  return listVerb && calendar && namesAGathering(rest) ? "agenda" : command;
}

/** "…, por favor, dos kilos de…": the courtesy inside the request is no item. */
function tidy(text: string): string {
  return text
    .replace(/,?\s*(por favor|please|pls|porfa)\s*,?/giu, " ")
    .replace(/[¿?]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Calls to the listener that only call ("oye", "che"), unlike «mira» (look). */
const vocatives = new Set("oye oe oy oiga oigan ey hey ei epa che".split(" "));

/** Words that open a question, after a call to the listener. */
const questionOpenings = new Set(
  "que cuanto cuanta cuantos cuantas cuando donde quien como what when how where who quanto quanta quando onde".split(
    " ",
  ),
);

/** One part of a message (the whole of it, or what follows a comma) asked rather than commanded,
 * said as the command; null when it is not. */
function askedPart(message: string): string | null {
  const words = tokenize(message).filter((token) => !/^[,;.]$/.test(token.folded));
  // "pana ¿me ayudas a…?", "oye me anotai…": whom the family calls first is no part of it.
  let start = 0;
  while (start < 2 && words.length > start + 2 && isAddressWord(words[start]?.folded ?? ""))
    start++;
  const rest = words.slice(start);
  const folded = rest.map((token) => token.folded);
  // "pana anotame en la lista…", "oye borra…": the call, then a command — the command.
  // "oye que hay de cenar hoy", "oe cuanto arroz nos queda": the call, then a question.
  if (
    start > 0 &&
    (commandWords.has(folded[0] ?? "") ||
      // «mire qué falta…» asks to look, not a question.
      (questionOpenings.has(folded[0] ?? "") && vocatives.has(words[0]?.folded ?? "")))
  )
    return message
      .normalize("NFC")
      .slice(rest[0]?.start ?? 0)
      .trim();
  const asking = askingOpenings.find(({ parts }) => parts.every((part, i) => folded[i] === part));
  if (asking) {
    let at = asking.parts.length;
    while (at < rest.length && between.has(folded[at] ?? "") && at < asking.parts.length + 3) at++;
    return askedCommand(message, rest, at, asking.language);
  }
  // "ponle a Mateo la tarea de ordenar el cuarto", "dale a Sofía la tarea de…": a task for him.
  const handed =
    /^(?:ponle|ponele|pon|dale|dele|asignale|asígnale|encargale|encárgale|dejale|déjale)\s+a\s+((?:la\s+|el\s+)?\p{Lu}\p{L}+)\s+(?:la|una)\s+(?:tarea|tareíta)\s+de\s+(\S.*)$/iu.exec(
      message
        .normalize("NFC")
        .slice(rest[0]?.start ?? 0)
        .trim(),
    );
  if (handed) return tidy(`crea una tarea para ${handed[1]} de ${handed[2]}`);
  // "borrame la tarea de…", "vacíame la lista": a command said for me is that command (the
  // list's own "ponme", "anótame" and the reminder's "recuérdame" are read as they are, unless a
  // task is said: "anotame como tarea…").
  const forMe = /^(\p{L}+?)(me|nos)$/u.exec(folded[0] ?? "");
  const own = forMe?.[1] ? presents.get(`${forMe[1]}s`) : undefined;
  const aTask = /^(como|una|la) (tarea|tarefa|pendiente)$/.test(folded.slice(1, 3).join(" "));
  if (
    forMe &&
    own &&
    (aTask || !/^(agrega|añade|anota|apunta|pon|suma|mete|compra|recuerda)$/.test(own))
  )
    return tidy(`${own}${message.normalize("NFC").slice(rest[0]?.end ?? 0)}`);
  // "me creas una tarea…", "me tachás el pan", "me lo anotas en la lista": "me" and the present
  // said to «tú»/«vos» ask what the command says.
  if (!/^(me|nos)$/.test(folded[0] ?? "")) return null;
  const object = /^(lo|la|los|las)$/.test(folded[1] ?? "") ? (folded[1] as string) : "";
  const verb = rest[object ? 2 : 1];
  const command = verb ? presents.get(verb.folded) : undefined;
  // "¿me pasás el pronóstico…?": "me pasas" hands something over — no move asked.
  if (!verb || !command || command === "pasa") return null;
  const said = message.normalize("NFC").slice(verb.end);
  // "me quitas la duda", "me sacas de dudas": a saying, nothing to take off the list.
  if (/^(quita|saca)$/.test(command) && /\b(dudas?|ganas|hambre|sueño|miedo|ojo)\b/iu.test(said))
    return null;
  return tidy(`${forWhat(command, said)}${object}${said}`);
}

/** The message with its asked part said as the command ("se nos acabó el aceite, me lo anotas
 * en la lista?" → "…, anotalo en la lista"); null when no part is asked. */
function askedRequest(message: string): string | null {
  for (const comma of message.matchAll(/[,;]\s*/gu)) {
    const from = (comma.index ?? 0) + comma[0].length;
    const said = message.slice(from);
    const part = politePart(said) ?? askedPart(said);
    if (part) return `${message.slice(0, from)}${part}`;
  }
  return null;
}

/** The request said plainly, or null when it is not a courtesy this knows. */
export function plainRequest(message: string): string | null {
  const plain = typedPlainly(message);
  return (
    politePart(plain) ??
    askedPart(plain) ??
    askedRequest(plain) ??
    (plain !== message.trim() ? plain : null)
  );
}

/** Ways a phone types a request that add nothing to it: «ala lista» for «a la lista», «xfa»,
 * «la lista de mercado» (the list by the shop's name: its name is no item, «Mercado queso»),
 * and «pra mim», «para mí», «for me» closing a thing to buy («Guaraná pra mim»). */
function typedPlainly(message: string): string {
  const errand = /\b(tarea|tarefa|task|chore|recordatorio|lembrete|reminder|evento|event|cita)\b/iu;
  let text = message.trim();
  // "…vino mi suegra y se acabaron las galletas, así que ponme galletas marías en la lista y
  // luego vemos lo de la comida ok?": the story before «así que» is why, the request is after it
  // (a command opens it), and «y luego vemos…», «ok?» close it with nothing asked.
  const so = /(?:,\s*|\s)(?:as[ií] que|entonces|por eso|so|ent[aã]o|a[ií])\s+(\S.*)$/iu.exec(text);
  const first = so?.[1] ? fold(so[1].split(/\s+/)[0] ?? "") : "";
  // "se acabó el café así que agrégalo": a command that points back keeps what it points to.
  const pointing =
    /\p{L}{3,}(?:lo|la|los|las)$/u.test(first) ||
    /^(it|them)$/.test(fold(so?.[1]?.split(/\s+/)[1] ?? ""));
  if (so?.[1] && (commandWords.has(first) || /^(me|nos)$/.test(first) || pointing)) {
    const request = so[1]
      .replace(/\s+(?:y|e|and)\s+(?:luego|despu[eé]s|depois|later|then)\s.*$/iu, "")
      .replace(/[,\s]+(?:ok|okay|okey|vale|sale|dale)\s*[?!.]*$/iu, "");
    text = pointing ? `${text.slice(0, so.index)}, ${request}` : request;
  }
  text = text
    // "tá faltando arroz", "tão faltando ovos": what is missing, said the plainer way.
    .replace(/^(?:t[aá]|est[aá]) faltando\b/iu, "falta")
    .replace(/^(?:t[aã]o|est[aã]o) faltando\b/iu, "faltam")
    .replace(/\bala (lista|lsita)\b/giu, "a la $1")
    .replace(/[,\s]*\b(?:xfa|x fa|porfis|plis|pliss|plz)\b/giu, "")
    .replace(
      /\blista (?:de|del|do|da) (?:mercado|super|súper|supermercado|mandado|feria|almac[eé]n|mercadinho)\b/giu,
      "lista de compras",
    );
  if (!errand.test(text))
    text = text.replace(/[,\s]+(?:pra mim|para mim|para m[ií]|for me)(?=\s*[?!.]*$)/iu, "");
  return text;
}

/** A message opened by one of the courtesy openings above, said plainly; null when it is not. */
function politePart(message: string): string | null {
  const tokens = tokenize(message);
  const words = tokens.filter((token) => !/^[,;.]$/.test(token.folded));
  const folded = words.map((token) => token.folded);
  const opening = openings.find((parts) => parts.every((part, i) => folded[i] === part));
  if (!opening) return null;
  let at = opening.length;
  while (at < words.length && between.has(folded[at] ?? "") && at < opening.length + 3) at++;
  const verb = words[at];
  const command = verb
    ? (commands[verb.folded] ?? infinitives.es.get(verb.folded) ?? infinitives.pt.get(verb.folded))
    : undefined;
  // English says the command itself after "could you".
  const english = verb && englishAsked.has(verb.folded);
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
