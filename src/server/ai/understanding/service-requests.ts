import { languages, lexicons } from "#server/ai/understanding/corpus.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { fold } from "#server/ai/understanding/text.ts";
import { namesATask, phraseIn } from "#server/ai/understanding/words.ts";

/** Service requests: "necesito un plomero", "llama al gasfíter" — the words that call someone,
 * the service a request names (serviceOf, serviceWeight) and the clause rule that reads a need
 * and whom to call. */

/** "quero uma diarista na sexta": a need and who to call. */
export function needAndWhoToCall(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "quero uma diarista na sexta", "busco maestro para pintar": a need and who to call.
  const needs = new Set(lexicons[reading.language].needVerbs.map(fold));
  const folded = words.map((word) => word.token.folded);
  // "quero agendar uma faxina pesada": a service named by what it does, when nothing else fits.
  const unphrased = !scene.chosen || scene.chosen.match.literals === 0;
  // "necesito que fumiguen la casa", "preciso que limpem a casa": a need of someone doing it is
  // no thing to buy, whatever "necesito {items}" fits.
  const need = folded.findIndex((word) => needs.has(word));
  // "…que venga alguien a fumigar", "chama alguém pra consertar o ar", "I need someone to fix
  // the AC", "mándame a alguien que limpie": someone sent for is a professional, whatever they do.
  const someoneDoes =
    need >= 0 && (folded[need + 1] === "que" || someoneAfter(folded.slice(need + 1, need + 4)));
  // "Carlos needs to fix the garage door", "Sofía necesita arreglar…": a member's need is their
  // chore, not a call for a professional.
  const membersNeed = need === 1 && /^\p{Lu}\p{L}+$/u.test(words[0]?.token.text ?? "");
  if (
    !asks &&
    need >= 0 &&
    !membersNeed &&
    (calls(folded) || ((unphrased || someoneDoes) && serviceOf(folded) !== null)) &&
    !namesATask(folded)
  ) {
    return { ...clause("service.request", top.score, null, {}), basis: "carrier" };
  }
  return null;
}

/** "alguien", "alguém", "someone", "un técnico": who is sent for without naming the trade —
 * said right after a need ("necesito a alguien", "send someone"), the trade is what they do. */
const someoneWords = new Set(
  "alguien alguem someone somebody persona pessoa person tecnico tecnicos technician repairman handyman profesional profissional".split(
    " ",
  ),
);

function someoneAfter(words: string[]): boolean {
  const first = words.findIndex((word) => !someoneLeads.has(word));
  return first >= 0 && someoneWords.has(words[first] ?? "");
}

const someoneLeads = new Set(["a", "an", "un", "una", "um", "uma", "al", "o", "the", "de"]);

/** "mandame un plomero pa mañana", "preciso de um eletricista amanhã": who to call, said right
 * after the need — no event moved to that day, no thing to buy. */
function tradeAfter(words: string[]): boolean {
  const first = words.findIndex((word) => !someoneLeads.has(word));
  const word = words[first] ?? "";
  return first >= 0 && namesATrade(word) && calls([word]);
}

/** Whether a service's word names who does it ("electricista", "gasfiter", "plumber",
 * "sanitario", "técnico de gas"), not the trouble or the place ("fuga", "baño"). */
export function namesATrade(key: string): boolean {
  const word = fold(key);
  // "faxineira", "jardineiro": who does the work — not "chuveiro", "banheiro" nor "cheiro".
  return (
    /(ista|ero|era|or|ora|iter|ician|er|ario)$/.test(word) ||
    /^tecnico\b/.test(word) ||
    /^(faxineir|jardineir|marceneir|carpinteir|pedreir|chaveir)[oa]s?$/.test(word) ||
    // "un eléctrico" (Chile): the electrician.
    /^ele?ctric[oa]s?$/.test(word)
  );
}

/** "hay cucarachas en la cocina, que venga alguien a fumigar", "chama alguém pra consertar o
 * ar": a need of someone, with the work said, is a service request whatever else the clause
 * could be read as (a pantry question, a task) — tried before the other readings. */
export function someoneSentFor(scene: Scene): ClauseReading | null {
  const { reading, top, asks, clause, folded } = scene;
  if (asks || namesATask(folded)) return null;
  if (/^(recuerd|record|acuerd|acord|remind|lembr)/.test(folded[0] ?? "")) return null;
  const needs = new Set(lexicons[reading.language].needVerbs.map(fold));
  const need = folded.findIndex((word) => needs.has(word));
  const after = folded.slice(need + 1, need + 4);
  if (need < 0 || !(someoneAfter(after) || tradeAfter(after))) return null;
  // "necesito una persona para la mudanza": someone sent for with no trade said is no thing to
  // buy — a service of another kind, proposed.
  if (serviceOf(folded) === null)
    return { ...clause("service.request", top.score, null, {}), basis: "guess" };
  return { ...clause("service.request", top.score, null, {}), basis: "carrier" };
}

/** "el refri no enfría", "la heladera no anda", "a geladeira parou de gelar", "the fridge
 * stopped working": a household appliance that fails is a trouble for a technician — no task
 * reopened («El refri») nor done («Gelar»). No trade fits an appliance, so the service is
 * «Otro» unless a trade's word is said too; it is proposed, never done. */
const appliances = new Set(
  (
    "refri refrigerador refrigeradora nevera heladera congelador freezer lavadora lavarropas " +
    "lavarropa secadora lavavajillas lavaloza horno microondas estufa calefon calentador boiler terma ducha " +
    "termotanque geladeira freezer forno fogao microondas secadora lava-loucas maquina fridge " +
    "refrigerator washer dryer dishwasher oven stove microwave heater tele televisor tv"
  ).split(" "),
);

/** Words that say a thing stopped working ("no anda", "parou", "stopped", "se descompuso"). */
const failureWords = new Set(
  (
    "parou dejo descompuso descompuesto descompuesta rompio roto rota dano danado danada " +
    "malogro malogrado averio fallando falla quebrou quebrada quebrado pifou estragou " +
    "stopped broke broken died dead"
  ).split(" "),
);
const negations = new Set("no nao not doesnt dont isnt wont cant didnt".split(" "));
/** What an appliance does when it works ("no enfría", "não liga", "won't start"): said after a
 * "no", it failed — "marca el refri como no hecho" says nothing of the appliance. */
const worksWords = new Set(
  (
    "enfria anda funciona prende enciende calienta arranca centrifuga desagua sirve jala gela " +
    "liga esquenta funciona work works working turn start cool cooling heat heating drain spin"
  ).split(" "),
);

/** "se fue la luz en la cocina", "acabou a luz", "the power went out": an outage of the house
 * asks for an electrician. */
const outages = [
  "se fue la luz",
  "no hay luz",
  "sin luz",
  "se corto la luz",
  "acabou a luz",
  "faltou luz",
  "caiu a luz",
  "sem luz",
  "power went out",
  "power is out",
  "power's out",
  "no power",
  "lost power",
].map((phrase) => phrase.split(" "));

export function applianceOrOutage(scene: Scene): ClauseReading | null {
  const { top, asks, clause, folded } = scene;
  if (asks || namesATask(folded)) return null;
  const words = folded.map((word) => word.replace(/'/g, ""));
  const outage = outages.some((phrase) =>
    words.some((_, at) => phrase.every((part, k) => words[at + k] === part.replace(/'/g, ""))),
  );
  const appliance = words.some((word) => appliances.has(word));
  const fails =
    words.some((word) => failureWords.has(word)) ||
    words.some((word, at) => negations.has(word) && worksWords.has(words[at + 1] ?? ""));
  if (!outage && !(appliance && fails)) return null;
  // "necesito un técnico, el refri no enfría": a need said is read by the request's own rules.
  const needs = new Set(lexicons[scene.reading.language].needVerbs.map(fold));
  if (scene.reading.tokens.some((token) => needs.has(token.folded))) return null;
  return { ...clause("service.request", top.score, null, {}), basis: "guess" };
}

/** What breaks, leaks, clogs or crawls: a trouble said of the house. */
const troubleWords = new Set(
  (
    "tapo tapado tapada fuga gotea goteando pierde perdiendo inundo rompio malogro descompuso descompuesto " +
    "huele hay salto salta quemo vazamento vazando entupiu entupido quebrou queimou pifou cheiro tem " +
    "leak leaking leaks clogged broke broken smells " +
    // "a torneira tá pingando", "the faucet is dripping": a drip is a leak; "el aire bota
    // agua", "el techo chorrea" too.
    "pingando pinga gotejando goteja dripping drips bota botando chorrea chorreando"
  ).split(" "),
);

/** Whether the words tell a trouble of the house ("o chuveiro queimou", "se tapó el baño"), not
 * counting «hay» and «tem» alone. */
export function tellsATrouble(words: string[]): boolean {
  return words.some(
    (word) =>
      (troubleWords.has(word) && word !== "hay" && word !== "tem") || failureWords.has(word),
  );
}

/** "vazamento de gás na cozinha, urgente!!", "hay un chorro de cucarachas en la cocina", "the
 * toilet is leaking": a trouble of the house that names a service, with no request said — a
 * service is likely wanted, so it is proposed (a guess asks «¿Pido…?»), never done. */
export function troubleReported(scene: Scene): ClauseReading | null {
  const { top, asks, clause, folded } = scene;
  if (asks || namesATask(folded) || scene.chosen?.intent === "service.request") return null;
  // "hay que fumigar": an obligation is a request (or a chore), not a trouble told.
  const said = folded.filter(
    (word, at) => troubleWords.has(word) && !(word === "hay" && folded[at + 1] === "que"),
  );
  if (said.length === 0) return null;
  // "hay que fumigar el patio, hay muchas hormigas": the trouble told beside a request is
  // the request's reason — the request is read as before.
  const message = scene.reading.tokens.map((token) => token.folded);
  const needs = new Set(lexicons[scene.reading.language].needVerbs.map(fold));
  if (
    message.some(
      (word, at) =>
        needs.has(word) ||
        (/^(hay|tem|have)$/.test(word) && /^(que|to)$/.test(message[at + 1] ?? "")),
    )
  )
    return null;
  const service = serviceOf(folded);
  // "hay {item}", "tem {item}": only a pest is a trouble there ("hay cucarachas").
  const pest = service === "Fumigación";
  if (!service || (!pest && said.every((word) => word === "hay" || word === "tem"))) return null;
  return { ...clause("service.request", top.score, null, {}), basis: "guess" };
}

/** "electricista", "plumber", "encanador?": who to call said alone may be a service wanted —
 * asked (a bare noun), never done, and never taken for a thing to buy. */
export function tradeAlone(scene: Scene): ClauseReading | null {
  const { top, clause, folded } = scene;
  const said = folded.filter((word) => !/^[\p{P}\p{S}]+$/u.test(word));
  if (said.length === 0 || said.length > 3 || !titleIsATrade(said.join(" "))) return null;
  if (!said.some((word) => namesATrade(word))) return null;
  return { ...clause("service.request", top.score, null, {}), basis: "bareNoun" };
}

/** "agéndame un electricista el viernes", "schedule pest control for Monday": an event or a
 * task whose whole title is who to call (or a trade's own name) is that service on that day. */
export function titleIsATrade(title: string): string | null {
  const words = fold(title)
    .split(/\s+/)
    .filter(
      (word) =>
        word && !["el", "la", "un", "una", "o", "a", "um", "uma", "the", "an"].includes(word),
    );
  if (words.length === 0) return null;
  // "a carpenter for Monday to fix the cabinets", "un plomero para que arregle la llave": who
  // to call, then what for.
  const why = words.findIndex((word, i) => i > 0 && whyWords.has(word));
  const named = why > 0 ? words.slice(0, why) : words;
  if (named.length > 3) return null;
  const said = named.join(" ");
  for (const language of languages)
    for (const [service, keys] of Object.entries(lexicons[language].services))
      if (keys.some((key) => fold(key) === said && (namesATrade(key) || key.includes(" "))))
        return service;
  return null;
}

const whyWords = new Set(["for", "to", "para", "pra", "pa", "que", "porque"]);

/** Whether a task's first word is a service's own ("Fumigar la casa"). */
export function callsForService(title: string): boolean {
  const first = fold(title.split(/[\s,]/)[0] ?? "");
  return (
    first.length >= 5 &&
    languages.some((language) =>
      Object.values(lexicons[language].services).some((keys) =>
        keys.some((key) => fold(key) === first),
      ),
    )
  );
}

/** Whether the words name someone to call ("electricista", "diarista", "plumber"). */
export function calls(words: string[]): boolean {
  return languages.some((language) =>
    Object.values(lexicons[language].services).some((keys) =>
      keys.some((key) => {
        return namesATrade(key) && phraseIn(words, [key]);
      }),
    ),
  );
}

export const namesWhoToCall = calls;

/** The service whose words the request says most ("se dañó la luz del baño, necesito
 * electricista": Electricidad, not Plomería). */
export function serviceOf(words: string[]): string | null {
  let best: { service: string; count: number } | null = null;
  for (const language of languages) {
    for (const [service, keys] of Object.entries(lexicons[language].services)) {
      // Who to call ("electricista") says more than where ("baño").
      const count = keys
        .filter((key) => phraseIn(words, [key]))
        .reduce((sum, key) => sum + (namesATrade(key) ? 2 : 1), 0);
      if (count > (best?.count ?? 0)) best = { service, count };
    }
  }
  return best?.service ?? null;
}

/** How strongly the words name a service: each of its words said, who to call counting two. */
export function serviceWeight(words: string[], service: string): number {
  let weight = 0;
  for (const language of languages) {
    const keys = lexicons[language].services[service] ?? [];
    for (const key of keys) {
      if (phraseIn(words, [key])) weight += namesATrade(key) ? 2 : 1;
    }
  }
  return weight;
}
