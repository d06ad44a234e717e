import type { Language } from "#server/ai/understanding/corpus.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * "cambie la junta…", "mueva la cita…", "ábralo otra vez", "recuérdeme…": Colombia, Peru and
 * much of neutral Spanish ask with usted, while the corpus' phrasings are written with tú. An
 * usted command reads like its tú form, so that every phrasing fits both — only the reading
 * changes, names are still taken as written.
 *
 * Only where a command stands (a clause's first word) or with a pronoun after it ("ábralo",
 * "désela"): the same words after "que" are wishes of someone else ("que Carlos cambie…", "que
 * lo haga Sofía"), which the phrasings say as they are. The list's own verbs ("agregue",
 * "anote", "ponga") are read where the list is understood: "ponga vallenatos" asks for music.
 */
const tuForms: Record<string, string> = {
  abra: "abre",
  agende: "agenda",
  asigne: "asigna",
  borre: "borra",
  cambie: "cambia",
  cancele: "cancela",
  corra: "corre",
  cree: "crea",
  deje: "deja",
  desmarque: "desmarca",
  devuelva: "devuelve",
  elimine: "elimina",
  haga: "haz",
  marque: "marca",
  mueva: "mueve",
  pase: "pasa",
  pida: "pide",
  posponga: "pospon",
  programe: "programa",
  reabra: "reabre",
  recuerde: "recuerda",
  regrese: "regresa",
  reprograme: "reprograma",
  vuelva: "vuelve",
};

/** "désela", "déle": "dé" is a command only with its pronoun ("de" alone is "of"). */
const pronounOnly: Record<string, string> = { de: "da" };

/** The pronouns a command carries ("ábralo", "désela", "recuérdeme"), longest first. */
const enclitics = [
  "selos",
  "selas",
  "melo",
  "mela",
  "selo",
  "sela",
  "los",
  "las",
  "les",
  "nos",
  "lo",
  "la",
  "le",
  "me",
];

/** The tú form of an usted command said alone ("cambie" → "cambia"), if it is one: "cambié",
 * written with its accent, is what I did, not what I ask. */
function bareTu(token: Token): string | null {
  if (/[éá]$/u.test(token.text.toLowerCase())) return null;
  return tuForms[token.folded] ?? null;
}

/** The tú form of an usted command with its pronouns ("abralo" → "abrelo"), if it is one. */
function withPronounTu(word: string): string | null {
  for (const pronoun of enclitics) {
    if (!word.endsWith(pronoun) || word.length <= pronoun.length + 1) continue;
    const stem = word.slice(0, -pronoun.length);
    const verb = tuForms[stem] ?? pronounOnly[stem];
    // "pon" + "lo" is "ponlo", "haz" + "lo" "hazlo": the tú forms join as they are.
    if (verb) return verb + pronoun;
  }
  return null;
}

/** The norms with each usted command read as its tú form (Spanish only). */
export function asTuCommands(
  norms: string[],
  tokens: Token[],
  language: Language,
  conjunctions: ReadonlySet<string>,
): string[] {
  if (language !== "es") return norms;
  return norms.map((norm, i) => {
    const token = tokens[i];
    if (!token || isPunctuation(token)) return norm;
    const previous = tokens[i - 1];
    const opens = !previous || isPunctuation(previous) || conjunctions.has(previous.folded);
    return withPronounTu(token.folded) ?? (opens ? (bareTu(token) ?? norm) : norm);
  });
}

/** "bórreme la tarea del filtro", "cámbieme la cita…": an usted command that opens the message
 * with a pronoun, said with its tú form — its words are then no part of the name. */
export function ustedOpeningSaidAsTu(message: string): string | null {
  const first = /^\s*(\p{L}+)/u.exec(message)?.[1];
  if (!first) return null;
  const folded = fold(first);
  // "hágame el favor y…" opens a courtesy, read as it is (courtesy.ts).
  if (folded.startsWith("haga")) return null;
  const tu = withPronounTu(folded);
  return tu && tu !== folded ? message.replace(first, tu) : null;
}
