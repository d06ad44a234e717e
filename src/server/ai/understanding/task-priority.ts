import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { isCommand, saidAsMatter } from "#server/ai/understanding/words.ts";

/** A task's priority: "ponele prioridad alta a lo de la puerta del baño", "lo de pagar internet
 * ponlo urgente", "make the laundry task urgent" — the clause rules that read a change of
 * priority, and priorityChange(), which finds the task it is said of. */

/** "ponele prioridad alta a lo de la puerta del baño", "ponle urgente lo del gas": a "put"
 * whose first word after it is the priority puts nothing on the list — it changes a task's. */
export function priorityPut(scene: Scene): ClauseReading | null {
  const { reading, from, to, words } = scene;
  const verb = words[0]?.token;
  const puts = /^(pon|pone|ponle|ponele|ponerle|coloca|colocale|bota|put|set|give)$/;
  if (!verb || !puts.test(verb.folded)) return null;
  const at = reading.tokens.indexOf(verb, from);
  if (at < 0 || at + 1 >= to || reading.temporal.roles[at + 1] !== "urgent") return null;
  return priorityReading(scene);
}

/** "lo de pagar internet ponlo urgente": a change of priority. */
export function priorityReading(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "lo de pagar internet ponlo urgente", "marca la tarea de la luz como importante": a
  // change of priority to a task that is there.
  const reprioritised = priorityChange(reading, words, asks);
  if (reprioritised) {
    const slots = { title: reprioritised };
    return {
      ...clause("task.move", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** Words that only carry a change of priority ("ponlo", "márcala como", "make … urgent"). */
const priorityCarriers = new Set(
  "pon ponle ponele ponerle ponla ponlo ponelo ponela poné marca marcá marcala marcalo como de a la el lo deja dejalo dejala deixa deixe coloca coloque bota ela ele make mark set it as to priority prioridad prioridade".split(
    " ",
  ),
);

const creating = new Set(
  "crea creá cria crie create nueva nuevo nova novo new agrega agregá añade adiciona add anota"
    .split(" ")
    .map(fold),
);

/** The task's name in "lo de pagar internet ponlo urgente", "la tarea de la luz márcala como
 * importante", "make the laundry task urgent": an urgency with no day, said of a matter
 * ("lo de…"), of a task by that word, or with a command that points to it. */
function priorityChange(
  reading: Reading,
  words: { token: Token; norm: string }[],
  asks: boolean,
): Token[] | null {
  const { temporal } = reading;
  if (asks || !temporal.priority || temporal.date || temporal.time || temporal.recurrence)
    return null;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  const taskWords = ["tarea", "tarefa", "task"];
  const taskWord = tokens.some((token) => taskWords.includes(token.folded));
  // "tarea urgente: llamar al seguro", "urgent task: renew the passport": a new task, urgent.
  const [first, second] = words.map((word) => word.token.folded);
  if (taskWords.includes(first ?? "") || taskWords.includes(second ?? "")) {
    const opening = reading.temporal.roles.slice(0, 3);
    if (opening.includes("urgent")) return null;
  }
  const pointed = tokens.some(
    (token) =>
      isCommand(token) ||
      [
        "make",
        "mark",
        "set",
        "deixa",
        "marca",
        "ponle",
        "ponele",
        "ponerle",
        "coloca",
        "bota",
      ].includes(token.folded),
  );
  // "a conta de luz é urgente", "the gas bill is urgent": said of a thing, a change to it.
  const isSaid = (token: Token) => ["é", "is"].includes(token.text.toLowerCase());
  // ("é" is no content word: it is looked for in the message.)
  const stated = reading.tokens.some((token, i) => i > 0 && isSaid(token));
  if (!saidAsMatter(tokens) && !taskWord && !pointed && !stated) return null;
  // "cria uma tarefa: …, prioridade alta": a new task with its priority, not a change.
  if (tokens.some((token) => creating.has(token.folded))) return null;
  const title = tokens.filter(
    (token, i) =>
      !isCommand(token) &&
      !(i > 0 && isSaid(token)) &&
      !(i > 0 && priorityCarriers.has(token.folded) && !/^(la|el|a)$/.test(token.folded)) &&
      !(
        i === 0 &&
        [
          ...["make", "mark", "set", "put", "give", "marca", "deixa", "pon", "ponle", "ponele"],
          ...["ponerle", "coloca", "bota", "ponga", "coloque", "marque", "deje"],
        ].includes(token.folded)
      ),
  );
  // "lo de pagar internet" → "pagar internet"; "la tarea de la luz" → "la luz".
  let name = withoutReason(title, reading);
  while (
    name.length > 1 &&
    [
      "lo",
      "de",
      "del",
      "da",
      "do",
      "tarea",
      "tarefa",
      "task",
      "the",
      "la",
      "el",
      "a",
      "o",
      // "…prioridad alta a/en/na/on the…": where the priority goes.
      ...["na", "no", "en", "em", "on", "to", "para", "pra"],
    ].includes(name[0]?.folded ?? "")
  )
    name = name.slice(1);
  while (name.length > 1 && ["task", "como", "as", "la", "el"].includes(name.at(-1)?.folded ?? ""))
    name = name.slice(0, -1);
  return name.length > 0 && name.some((token) => /\p{L}{3,}/u.test(token.text)) ? name : null;
}

/** "…ponelo urgente que nos cortan", "…make it urgent because they'll cut us off": why it is
 * urgent, said after the priority, is no part of the task's name. */
function withoutReason(title: Token[], reading: Reading): Token[] {
  const priorityAt = reading.tokens.findIndex((_, i) => reading.temporal.roles[i] === "urgent");
  const after = reading.tokens[priorityAt]?.start ?? Number.POSITIVE_INFINITY;
  const reason = title.findIndex((token) => token.start > after && reasonWords.has(token.folded));
  return reason > 0 ? title.slice(0, reason) : title;
}

const reasonWords = new Set("que porque pq because since cause cuz pois".split(" "));

/** "…and make it high priority", "…y ponle prioridad alta", "…y que sea urgente", "…e deixa
 * como urgente": the priority said as a second request of the same change. */
const priorityClosing =
  /,?\s+(?:and|y|e)\s+(?:make it|set it(?: to| as)?|mark it(?: as)?|ponle|ponele|dale|dejala(?: como)?|dejalo(?: como)?|que sea|deixa(?: como)?|coloca(?: como)?|poe(?: como)?)\s+(?:a\s+|de\s+|como\s+|com\s+)?(high priority|top priority|a priority|urgent|important|prioridad alta|alta prioridad|urgente|importante|prioridade alta|alta prioridade)\s*[.!]?\s*$/iu;

/** The change said in one piece, the priority after a comma ("…, high priority"), as the
 * phrasings read it. */
export function priorityAsPartOfTheChange(message: string): string | null {
  const folded = message.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const found = priorityClosing.exec(folded);
  if (!found || found.index === 0) return null;
  return `${message.slice(0, found.index)}, ${found[1]}`;
}

/**
 * "cambia la prioridad de pagar el internet a urgente", "sube la prioridad de lavar el carro",
 * "muda a prioridade da conta de luz pra alta", "bump the bathroom door fix to high priority":
 * a task's priority changed by naming it, said the way the phrasings read it («lo de … ponlo
 * urgente», «deixa … como urgente», «make … high priority»). Raised with no level, it is high.
 */
export function priorityChangeSaidPlainly(message: string): string | null {
  const named = priorityNamed.exec(message.trim());
  const bumped = named ? null : priorityBumped.exec(message.trim());
  const found = named ?? bumped;
  if (!found?.groups) return null;
  const { task = "", level = "" } = found.groups;
  const language = /prioridade/i.test(found[0])
    ? "pt"
    : /priority|bump|raise/i.test(found[0])
      ? "en"
      : "es";
  // "lower the priority on the light bill", "bájale la prioridad…": lowered with no level, low.
  const lowered = /^(?:lower|reduce|drop|baja|bajá|bájale|bajale|baixa|abaixa|diminui)/iu.test(
    found[0],
  );
  const said = level.trim() || levelWords[language][lowered ? "lowered" : "raised"];
  const stated = /^(alta|alto|baja|bajo|media|high|low|medium|top|baixa|baixo)$/i.test(said)
    ? language === "en"
      ? `${said} priority`
      : `${levelWords[language].priority} ${said}`
    : said;
  return {
    es: `${/^lo\s+de/iu.test(task) ? task : `lo de ${task}`} ponlo ${stated}`,
    pt: `deixa ${task} como ${stated}`,
    en: `make ${task} ${stated}`,
  }[language];
}

const levelWords = {
  es: { priority: "prioridad", raised: "prioridad alta", lowered: "prioridad baja" },
  pt: { priority: "prioridade", raised: "prioridade alta", lowered: "prioridade baixa" },
  en: { priority: "priority", raised: "high priority", lowered: "low priority" },
};

const priorityNamed =
  /^(?:cambia|cambiá|cambie|cambiale|cambiále|change|muda|mude|altera|update|set|sube|subí|subile|subele|súbele|aumenta|raise|eleva|lower|reduce|drop|baja|bajá|bájale|bajale|baixa|abaixa|diminui)\s+(?:la\s+|the\s+|a\s+)?(?:prioridad|prioridade|priority)\s+(?:de\s+la\s+tarea\s+|da\s+tarefa\s+|of\s+the\s+task\s+)?(?:de|del|da|do|of|on|for|a|al)\s+(?<task>.+?)(?:\s+(?:a|al|to|para|pra|pro|como|as|en)\s+(?<level>urgente|urgent|alta|alto|high|top|importante|important|baja|bajo|low|baixa|baixo|media|medium)(?:\s+(?:priority|prioridad|prioridade))?)?\s*(?:[,;]\s*(?:it'?s|they'?re|ya|porque|because|since|que|j[aá])\s.*)?[.!]?$/iu;

const priorityBumped =
  /^(?:bump|move)\s+(?:up\s+)?(?<task>.+?)\s+(?:up\s+)?to\s+(?<level>urgent|high priority|top priority|high)\s*[.!]?$/iu;
