import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { fold, isPunctuation, tokenize } from "#server/ai/understanding/text.ts";
import { childWords, phrasingWordsOf } from "#server/ai/understanding/words.ts";

/** What is no household request: a question about the world ("¿cuántos habitantes tiene
 * México?", read by the pantry's calls), a price asked ("cuánto está…", "how much is…") and
 * markup ("<script>…"). engine.ts and pantry-requests.ts answer these without acting. */

/** Words that join a thing's name ("leche de almendras", "pan sin gluten"), not a clause. */
const nameJoints = new Set(
  "de del da do das dos con com sin sem y e and with of para pra for en em na no in a al".split(
    " ",
  ),
);

/**
 * "¿cuántos habitantes tiene México?", "how many people live in Brazil?": a question whose
 * "thing" carries a verb of its own is about the world, not the pantry — the household's
 * things have names, not clauses.
 */
export function asksAboutTheWorld(name: string, language: Language): boolean {
  const phrasing = phrasingWordsOf(language);
  const verbs = new Set(lexicons[language].needVerbs.map(fold));
  const words = tokenize(name).filter((token) => !isPunctuation(token));
  // "¿nos queda arroz?", "quanto tem de ovo": having is what a pantry question asks.
  const having = new Set(
    "tenemos tengo temos tenho hay queda quedan quedo sobra sobran left have got".split(" "),
  );
  // "kilómetros hay de Santiago a Valparaíso": having, then a place's name — the world's.
  const having1 = words.findIndex((token, i) => i > 0 && having.has(token.folded));
  if (having1 > 0 && words.slice(having1 + 1).some((token) => /^\p{Lu}/u.test(token.text)))
    return true;
  return words.some(
    (token, i) =>
      i > 0 &&
      !nameJoints.has(token.folded) &&
      !having.has(token.folded) &&
      // "quanto tem de ovo" asks the pantry; "¿cuántos habitantes tiene México?" the world.
      !(
        ["tiene", "tem", "has"].includes(token.folded) &&
        ["de", "of"].includes(words[i + 1]?.folded ?? "")
      ) &&
      (phrasing.has(token.folded) || verbs.has(token.folded) || worldVerbs.has(token.folded)),
  );
}

/** Verbs of questions about the world, in the three languages. */
const worldVerbs = new Set(
  "vive viven vivem live lives living mide mede mide measures pesa pesam weighs cuesta custa costs ganó gano ganhou won nació nacio nasceu born murió murio morreu died inventó invento inventou invented".split(
    " ",
  ),
);

/** "cuánto está / cuesta / vale…", "quanto custa…", "how much is / does … cost": a price. */
export function asksAPrice(words: string[]): boolean {
  const [first = "", second = ""] = words;
  return (
    (["cuanto", "cuanta", "quanto", "quanta"].includes(first) &&
      ["esta", "cuesta", "vale", "sale", "custa", "ta"].includes(second)) ||
    (first === "how" && second === "much" && ["is", "does", "are"].includes(words[2] ?? ""))
  );
}

/**
 * "qué hora es en Madrid", "que horas são", "what time is it", "tradúceme good morning al
 * francés", "translate this", "set an alarm for 6am", "ponme una alarma a las 6", music on a
 * speaker: the clock, a translation, the phone's alarm and the speaker are the world's, whatever
 * follows. An alarm with a chore of its own after the hour ("pon una alarma para pagar la luz")
 * is left to read as a reminder. The words come folded (no accents).
 */
export function asksTheClockOrAPhone(words: string[]): boolean {
  const said = words.join(" ");
  if (
    /^(que hora es|que horas son|que horas sao|what time is it|whats the time|what's the time)\b/.test(
      said,
    )
  )
    return true;
  if (/^(traduc|traduz|translat)/.test(words[0] ?? "")) return true;
  // "ponme reggaeton en el parlante", "toca um forró na caixinha", "play jazz on the speaker":
  // music on a speaker is the speaker's.
  if (
    /\b(en|na|no|on) (la|el|a|o|the)? ?(bocina|parlante|bafle|caixinha|caixa de som|speaker|alexa|spotify)\b/.test(
      said,
    )
  )
    return true;
  const alarm =
    /^(set|pon|ponme|pone|poneme|poe|coloca|configura|programa|activa|ativa)( me)? (an|a|una|um|uma|the|la|o|el)? ?(alarm|alarma|alarme|despertador|timer|temporizador)\b/.exec(
      said,
    );
  if (!alarm) return false;
  const rest = said.slice(alarm[0].length).trim().split(" ").filter(Boolean);
  // "…a las 6" is the phone's; "…para pagar la luz" (an infinitive) a chore's.
  return rest.length <= 4 && !rest.some((word) => /^\p{L}{3,}(ar|er|ir)$/u.test(word));
}

/**
 * "¿a qué hora juega Boca el domingo?", "quando joga o Flamengo?", "when do the Lakers play
 * tonight", "¿quién ganó el clásico?", "como ficou o jogo?": a team's fixture or a result is the
 * world's. A fixture is asked with the team behind an article or a team's own name; "¿a qué hora
 * juega Mateo?" (a person, no article) is the household's calendar. The words come folded.
 */
export function asksAboutAGame(words: string[]): boolean {
  const said = words.join(" ");
  if (/\b(quien gano|quem ganhou|who won|what was the score|whats the score)\b/.test(said))
    return true;
  if (
    /\b(como|cuanto) (salio|quedo|termino|fue) (el|la) (partido|juego|clasico|final|pelea)\b/.test(
      said,
    ) ||
    /\b(como|quanto) (ficou|foi|terminou|saiu) o (jogo|classico|placar)\b/.test(said)
  )
    return true;
  const fixture =
    /^(a que hora|a q hora|cuando|que dia|a que horas|quando|que horas|what time|when)( (do|does|is|are))? (?<rest>.+)$/.exec(
      said,
    );
  const rest = fixture?.groups?.rest ?? "";
  const play = /\b(juega|juegan|joga|jogam|play|plays|playing)\b/.exec(rest);
  if (!play) return false;
  const around = rest.replace(play[0], " ").trim().split(/\s+/);
  if (around.some((word) => familyWords.has(word))) return false;
  return (
    /^(el|la|los|las|o|a|os|as|the)$/.test(around[0] ?? "") ||
    around.some((word) => teamWords.has(word))
  );
}

/** "¿cuándo juegan los niños?", "my son's game": the household's own are on its calendar. */
const familyWords = new Set([...childWords, "mi", "my", "meu", "minha"]);

/** Teams and sides that are named without an article. */
const teamWords = new Set(
  "boca river racing independiente penarol nacional colo millonarios america chivas pumas cruz azul tigres rayados alianza universitario flamengo corinthians palmeiras fluminense vasco botafogo gremio santos barca barcelona madrid real lakers yankees dodgers cowboys seleccion selecao tri albiceleste".split(
    " ",
  ),
);

/**
 * "recomiéndame una serie para ver esta noche", "suggest a movie for tonight", "me indica um
 * filme": something to watch, read, hear or eat out is the world's — a recipe asked is not.
 * The words come folded.
 */
export function asksForEntertainment(words: string[]): boolean {
  const asked = words.slice(0, 4).some((word) => recommendVerbs.test(word));
  return asked && words.slice(0, 8).some((word) => entertainment.has(word));
}

const recommendVerbs =
  /^(recomienda\p{L}*|recomend\p{L}*|recommend\p{L}*|suggest\p{L}*|sugiere\p{L}*|suger\p{L}*|indica\p{L}*)$/u;
const entertainment = new Set(
  "peli pelis pelicula peliculas serie series show shows movie movies film films filme filmes novela novelas libro libros livro livros book books cancion canciones musica musicas song songs podcast documental documentario documentary anime videojuego videogame restaurante restaurantes restaurant restaurants bar bares".split(
    " ",
  ),
);

/** Markup is never a request: "<script>…" and the like change nothing. */
export function looksLikeMarkup(message: string): boolean {
  return /<\s*\/?\s*(script|img|iframe|svg|style|a|div|body|html)\b|javascript:|on\w+\s*=/i.test(
    message,
  );
}

/**
 * "¿qué farmacia está de turno hoy?", "¿qué feriados hay en diciembre en Bolivia?", "¿cuándo
 * cobran los jubilados?", "quando cai o feriado?", "is the bank open on thanksgiving?": what a
 * town, a country or a payer publishes is the world's — the household's calendar holds none of
 * it; so are a strike, how long a parcel takes and what a currency costs. The words come folded.
 */
export function asksPublicInformation(words: string[]): boolean {
  const said = words.join(" ");
  if (/\bfarmacias?\b.*\b(de turno|de guardia|abiertas?|de plantao)\b/.test(said)) return true;
  if (/\b(pharmacy|pharmacies) (open|on duty)\b/.test(said)) return true;
  // A country's or a town's holidays (the family's own "feriado" plans stay theirs).
  if (
    /\b(feriados?|dias? festivos?|festivos|holidays?|feriado nacional)\b/.test(said) &&
    /\b(nacional(es)?|en (mexico|argentina|colombia|chile|peru|uruguay|bolivia|paraguay|ecuador|venezuela|espana|cuba|panama|guatemala|honduras|el salvador|nicaragua|costa rica)|no brasil|in the (us|usa|states)|oficiales?|hay en|tem em|are there)\b/.test(
      said,
    )
  )
    return true;
  // A strike, a parcel's delivery time, the price of a currency or an index.
  if (/\b(paro|huelga|greve|strike)\b/.test(said) && !/\bparo\b.*\bcorazon\b/.test(said))
    return true;
  if (
    /\b(cuanto tarda|cuanto demora|quanto tempo demora|quanto demora)\b/.test(said) ||
    /\bhow long does\b.*\b(take|ship|arrive|deliver)\b/.test(said)
  )
    return true;
  if (
    /\b(cuanto|quanto|how much)\b.*\b(uf|dolar|dolares|euro|bitcoin|blue|utm|dollar)\b/.test(said)
  )
    return true;
  // A town's traffic rules ("pico y placa", «hoy no circula», «restricción», «rodízio») and when
  // a public place opens or closes (a bridge, a bank, the post office).
  if (
    /\b(pico y placa|hoy no circula|restriccion vehicular|rodizio|tiene restriccion)\b/.test(said)
  )
    return true;
  if (
    /\b(a que hora|hasta que hora|que horario|horario de|a que horas|que horas|what time|until when)\b.*\b(cierran|cierra|abren|abre|fecham|fecha|abrem|close|closes|open|opens)\b.*\b(puente|banco|bancos|correo|correos|aduana|registro|ponte|agencia|bank|post office|bridge|dmv|museo|museu|museum|zoologico|zoo|parque)\b/.test(
      said,
    )
  )
    return true;
  // A place to eat out, and when a shop closes.
  if (
    /\b(recomiendame|recomendame|recomienda|recommend|indica|me indica)\b.*\b(sitio|lugar|restaurante|restaurant|place|lugar)\b.*\b(pa|para|to|pra)\b.*\b(comer|eat|almorzar|cenar)\b/.test(
      said,
    ) ||
    (/\b(what time|a que hora|hasta que hora|que horas)\b.*\b(close|closes|open|opens|cierra|cierran|abre|abren|fecha|abre)\b/.test(
      said,
    ) &&
      /\b(target|walmart|costco|store|super|supermercado|mercado|tienda|mall|shopping|oxxo|farmacia)\b/.test(
        said,
      ))
  )
    return true;
  // Who plays a match, and its score.
  if (
    /\b(who'?s playing|who is playing|who plays|quien juega|quienes juegan|quem joga|quem vai jogar|score of|marcador del|placar do)\b/.test(
      said,
    ) &&
    /\b(game|match|partido|jogo|clasico|classico|final|super bowl|copa|liga|football|futbol|soccer)\b/.test(
      said,
    )
  )
    return true;
  // A timetable: when a bus, a train or a flight leaves or arrives.
  if (
    /\b(a que hora|que horario|a que horas|que horas|what time|when)\b.*\b(sale|salen|llega|llegan|pasa|pasan|sai|saem|chega|chegam|leave|leaves|arrive|arrives|depart|departs)\b.*\b(omnibus|bus|buses|colectivo|micro|onibus|tren|trem|train|vuelo|voo|flight|ferry|buquebus|metro)\b/.test(
      said,
    ) ||
    /\b(a que hora|que horario|a que horas|que horas|what time|when)\b.*\b(omnibus|bus|colectivo|micro|onibus|tren|trem|train|vuelo|voo|flight|ferry|buquebus)\b.*\b(sale|salen|llega|llegan|sai|chega|leave|leaves|arrive|arrives|depart|departs)\b/.test(
      said,
    )
  )
    return true;
  // A fare ("¿cuánto cobra un taxi al aeropuerto?") and when a public holiday falls.
  if (
    /\b(cuanto|quanto|how much)\b.*\b(cobra|cuesta|sale|custa|cost|costs|charge)\b.*\b(taxi|uber|remis|colectivo|pasaje|corrida|cab|ride|micro|combi)\b/.test(
      said,
    )
  )
    return true;
  if (
    /\b(cuando cae|cuando es|quando cai|quando e|when is)\b.*\b(turismo|carnaval|semana santa|pascua|easter|thanksgiving|dia de muertos|corpus christi)\b/.test(
      said,
    )
  )
    return true;
  // A horoscope, and a message or a letter written for someone outside the house.
  if (/\b(horoscopos?|horoscopes?|zodiaco|zodiac|signo zodiacal|astral|tarot)\b/.test(said))
    return true;
  if (
    /\b(escribele|escribile|escribeme|redactame|redacta|escreve|escreva|write)\b.*\b(mensaje|correo|mail|email|carta|mensagem|message|letter|text)\b.*\b(jefe|jefa|chefe|boss|profe|profesora?|professora?|teacher|cliente)\b/.test(
      said,
    )
  )
    return true;
  // "¿cuándo cobran los jubilados?", "quando pagam o bolsa família?": a public payday.
  return /\b(cuando|que dia|quando|when)\b.*\b(cobran|pagan|pagam|paga|get paid)\b.*\b(jubilad[oa]s|pension(ad[oa]s)?|aposentad[oa]s|bolsa familia|aguinaldo|retirees|social security)\b/.test(
    said,
  );
}
