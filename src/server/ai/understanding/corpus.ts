import englishCorpus from "#server/ai/understanding/corpus/en.json" with { type: "json" };
import spanishCorpus from "#server/ai/understanding/corpus/es.json" with { type: "json" };
import englishLexicon from "#server/ai/understanding/corpus/lexicon-en.json" with { type: "json" };
import spanishLexicon from "#server/ai/understanding/corpus/lexicon-es.json" with { type: "json" };
import portugueseLexicon from "#server/ai/understanding/corpus/lexicon-pt.json" with {
  type: "json",
};
import portugueseCorpus from "#server/ai/understanding/corpus/pt.json" with { type: "json" };

/**
 * The understanding's data: for each language, example phrasings of every intent by region
 * (templates with slots such as {items}, {title}, {date}) and a lexicon (words that fill the
 * slots in training, carrier words stripped around items, numbers, units, services, yes/no).
 * Adding a way of saying something is adding a line here, not code.
 */
export const languages = ["es", "pt", "en"] as const;
export type Language = (typeof languages)[number];

export const intents = [
  "shopping.add",
  "shopping.remove",
  "shopping.check",
  "shopping.bought",
  "shopping.uncheck",
  "shopping.list",
  "shopping.clear",
  "pantry.use",
  "pantry.out",
  "pantry.count",
  "pantry.low",
  "pantry.expiring",
  "pantry.item",
  "meals.suggest",
  "task.create",
  "task.list",
  "task.complete",
  "task.reopen",
  "task.move",
  "task.assign",
  "task.repeat",
  "task.delete",
  "event.create",
  "event.list",
  "event.move",
  "event.cancel",
  "service.request",
  "day.summary",
  "chat.greeting",
  "chat.thanks",
  "chat.help",
  "outOfScope",
] as const;
export type Intent = (typeof intents)[number];

export type Corpus = Record<Intent, Record<string, string[]>>;

export interface Lexicon {
  fill: {
    items: string[];
    quantities: string[];
    suffixes: string[];
    title: string[];
    event: string[];
    who: string[];
    what: string[];
  };
  strip: { edges: string[]; itemStart: string[]; itemEnd: string[] };
  conjunctions: string[];
  numbers: Record<string, number>;
  amounts: Record<string, number>;
  units: Record<string, string[]>;
  countUnits: [singular: string, plural: string][];
  services: Record<string, string[]>;
  recurrence: Record<"daily" | "weekly" | "monthly", string[]>;
  /** Parts of a day said with the day ("à noite", "cedo", "morning"): the day's words, with
   * no hour of their own. */
  dayParts?: string[];
  /** Said of a task that is urgent ("urge", "asap"): priority urgent. */
  urgent: string[];
  /** Said of a task that matters ("importante", "prioridad alta"): priority high. */
  important: string[];
  /** Said of a task that can wait ("prioridad baja", "sin apuro", "no rush"): priority low. */
  unhurried: string[];
  me: string[];
  overdue: string[];
  done: string[];
  yes: string[];
  no: string[];
  /** Verbs that, said first and followed by items, mean "put it on the list": a clear
   * imperative that acts without asking ("ponle yogur griego", "compra pan"). */
  addVerbs: string[];
  /** Words that open a question ("qué", "what"): a question is never guessed into a change. */
  questionWords: string[];
  /** "necesito", "busco", "quero": with who to call ("electricista"), a service request. */
  needVerbs: string[];
  /** Verbs that move a task or an event to another day or hour by themselves ("posterga",
   * "adia", "reschedule"), also with a pronoun ("muévelo"). */
  moveVerbs: string[];
  /** Verbs that move it only when the new day follows a "to" word ("pásala pal viernes",
   * "muda … pra terça", "change … to 6pm"): alone they mean other things. */
  shiftVerbs: string[];
  /** The words that lead to the new day or hour: "para", "pal", "pra", "to". */
  toWords: string[];
  /** How chats shorten words ("q", "vc", "oq", "tbm", "thx"): read as the words they stand for. */
  abbreviations: Record<string, string>;
}

export const corpora: Record<Language, Corpus> = {
  es: spanishCorpus.intents as Corpus,
  pt: portugueseCorpus.intents as Corpus,
  en: englishCorpus.intents as Corpus,
};

export const lexicons: Record<Language, Lexicon> = {
  es: spanishLexicon as unknown as Lexicon,
  pt: portugueseLexicon as unknown as Lexicon,
  en: englishLexicon as unknown as Lexicon,
};

/** Every template of a language with its intent and region. */
export function templatesOf(
  language: Language,
): { intent: Intent; region: string; template: string }[] {
  const result: { intent: Intent; region: string; template: string }[] = [];
  for (const intent of intents) {
    for (const [region, templates] of Object.entries(corpora[language][intent] ?? {})) {
      for (const template of templates) result.push({ intent, region, template });
    }
  }
  return result;
}
