/**
 * A task made to repeat, said around it: "haz que regar las plantas sea todos los días", "lo de
 * regar las plantas que sea diario mejor", "lo de sacar la basura toca a diario, déjelo como
 * tarea diaria", "cambia la tarea de lavar el carro a diaria", "faz lavar o carro ser diária",
 * "have the trash repeat weekly" — said the way the phrasings read it («lo de … que se repita
 * todos los días», «repete … todo dia», «make … repeat every day»).
 */
export function repetitionSaidPlainly(message: string): string | null {
  const said = message.trim().replace(/[.!]+$/, "");
  // "la basura hay que sacarla a diario": the thing, then its chore with the thing as a pronoun.
  const thingFirst = thingThenItsChore.exec(said)?.groups;
  if (thingFirst?.verb && thingFirst.every) {
    const task = `${thingFirst.verb} ${thingFirst.article ?? ""}${thingFirst.thing}`;
    return `lo de ${task} que se repita ${plainRepetition(thingFirst.every, "es")}`;
  }
  for (const [pattern, language] of sayings) {
    const found = pattern.exec(said);
    const task = found?.groups?.task?.trim();
    const every = found?.groups?.every;
    // "me toca a diario": a task is named by more than a word.
    if (!task || !every || task.split(/\s+/).length < 2) continue;
    const how = plainRepetition(every, language);
    return {
      es: `lo de ${task} que se repita ${how}`,
      pt: `repete ${task} ${how}`,
      en: `make ${task} repeat ${how}`,
    }[language];
  }
  return null;
}

type Language = "es" | "pt" | "en";

const every = [
  "todos los d[ií]as|cada d[ií]a|a diario|diari[oa]|diariamente|cada semana|todas las semanas|semanal|semanalmente|cada mes|todos los meses|mensual|mensualmente",
  "todo dia|todos os dias|di[aá]ri[oa]|diariamente|toda semana|todas as semanas|semanal|semanalmente|todo m[eê]s|todos os meses|mensal|mensalmente",
  "every day|daily|every week|weekly|every month|monthly",
].join("|");

/** After the repetition: "mejor", "por favor", or the same change said again ("déjelo como tarea
 * diaria") — nothing else, so that a second request is never dropped. */
const tail = `(?:\\s+(?:mejor|please|pls|por favor|porfa|por fa|mejor dicho))?(?:,?\\s*(?:d[eé]jel[oa]|d[eé]jal[oa]|ponl[oa]|ponel[oa]|p[oó]ngal[oa])\\s+(?:como\\s+)?(?:una\\s+)?(?:tarea\\s+)?(?:${every})(?:\\s+(?:por favor|porfa))?)?`;

const thingThenItsChore = new RegExp(
  `^(?<article>(?:el|la|los|las)\\s+)?(?<thing>[^,]+?)\\s+(?:hay que|tengo que|tenemos que|toca)\\s+(?<verb>\\p{L}+?(?:ar|er|ir))(?:la|lo|las|los)\\s+(?<every>${every})${tail}$`,
  "iu",
);

const sayings: [RegExp, Language][] = [
  [
    new RegExp(
      `^(?:haz|hace|hac[eé]|haga|hazme)\\s+que\\s+(?<task>.+?)\\s+(?:sea|se haga|se repita)\\s+(?<every>${every})${tail}$`,
      "iu",
    ),
    "es",
  ],
  [
    new RegExp(
      `^(?:lo de\\s+)?(?<task>.+?)\\s+(?:que sea|toca|debe ser|tiene que ser|va a ser)\\s+(?<every>${every})${tail}$`,
      "iu",
    ),
    "es",
  ],
  [
    new RegExp(
      `^(?:cambia|cambi[aá]|cambie|pasa|pas[aá]|pase)\\s+(?:la tarea de\\s+|lo de\\s+)?(?<task>.+?)\\s+a\\s+(?<every>diari[oa]|semanal|mensual)${tail}$`,
      "iu",
    ),
    "es",
  ],
  [
    new RegExp(
      `^(?:faz|fa[cç]a|deixa|deixe)\\s+(?:a tarefa de\\s+)?(?<task>.+?)\\s+(?:ser|como)\\s+(?<every>${every})$`,
      "iu",
    ),
    "pt",
  ],
  [
    new RegExp(
      `^(?:a tarefa de\\s+)?(?<task>.+?)\\s+(?:que seja|tem que ser|deve ser|passa a ser)\\s+(?<every>${every})$`,
      "iu",
    ),
    "pt",
  ],
  [
    new RegExp(
      `^(?:have|let)\\s+(?<task>.+?)\\s+(?:be|repeat|happen)\\s+(?<every>${every})$`,
      "iu",
    ),
    "en",
  ],
];

const plainWords: Record<Language, Record<"daily" | "weekly" | "monthly", string>> = {
  es: { daily: "todos los días", weekly: "cada semana", monthly: "cada mes" },
  pt: { daily: "todo dia", weekly: "toda semana", monthly: "todo mês" },
  en: { daily: "every day", weekly: "every week", monthly: "every month" },
};

function plainRepetition(said: string, language: Language): string {
  const folded = said.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const often = /semana|week/.test(folded)
    ? "weekly"
    : /mes|mens|month/.test(folded)
      ? "monthly"
      : "daily";
  return plainWords[language][often];
}
