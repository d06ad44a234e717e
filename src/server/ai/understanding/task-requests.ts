import type { Language } from "#server/ai/understanding/corpus.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { namesOnlyTheMove } from "#server/ai/understanding/move-requests.ts";
import type { PlannedCall } from "#server/ai/understanding/plan.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Planned, Said, Scene } from "#server/ai/understanding/scene.ts";
import { handedTo } from "#server/ai/understanding/task-members.ts";
import { choreNoted, taskSaidFirst } from "#server/ai/understanding/task-phrasings.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import { dayOnlySaysWhich } from "#server/ai/understanding/which-day.ts";
import {
  clean,
  englishVerbsOf,
  isInfinitive,
  opensWithQuestion,
  phraseIn,
  phrasingWordsOf,
  saidAsMatter,
  textOf,
} from "#server/ai/understanding/words.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/** Task requests: the clause rules for a task said first ("anotá una tarea: …"), a chore noted,
 * repeated ("todos los lunes sacar la basura"), deleted, or said without a phrasing ("urgent:
 * renew the passport by Friday"), whose chore it is ("quien tiene que lavar el carro"), and the
 * tasks' calls (create, list, complete, reopen, delete, move, assign, repeat). */

/** "quien tiene que lavar el carro", "a quién le toca", "quem vai lavar a louça", "who has to
 * walk the dog": a chore asked about ("¿quién es el presidente?" is no chore). */
export function whoseChore(reading: Reading, words: { token: Token; norm: string }[]): boolean {
  const said = words.map((word) => word.token.folded).join(" ");
  if (reading.language === "en")
    // "who's doing the dishes", "who does the laundry this week": a chore being done.
    return /\b(has|have|needs?|must|should) to \w+|\bturn\b|\b(doing|does) the\b/.test(said);
  return (
    /\b(le toca|toca|tocan)\b/.test(said) ||
    words.slice(1).some((word) => isInfinitive(word.token.text, reading.language))
  );
}

/** "todos los lunes sacar la basura": a repetition said first, then a chore. */
export function repetitionFirst(scene: Scene): ClauseReading | null {
  const { reading, from, top, words, asks, chosen, clause } = scene;
  // "todos los lunes sacar la basura reciclable", "every Monday take out the recycling": a
  // repetition said first, then a chore, is a new task that repeats — not a change to one.
  if (
    !asks &&
    words.length >= 2 &&
    reading.temporal.roles[from] === "repeat" &&
    (chosen?.intent === "task.repeat" || chosen?.intent === "task.create") &&
    (reading.language === "en" || isInfinitive(words[0]?.token.text ?? "", reading.language))
  ) {
    const slots = { title: words.map((word) => word.token) };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** "anotá una tarea: llamar al técnico", "créale una tarea a Sofía: …": said to be a task
 * (task-phrasings.ts), handed to a member at the end or not ("… y désela a Carlos"). */
export function taskFirst(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks) return null;
  const said = taskSaidFirst(
    words.map((word) => word.token),
    reading.message,
  );
  if (!said) return null;
  const handed = said.who.length === 0 ? handedTo(said.title, reading.language) : null;
  const slots = handed ?? said;
  return {
    ...clause("task.create", top.score, { slots, literals: 2, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "anota pagar el arriendo el viernes": a thing to do noted down (task-phrasings.ts). */
export function noteAChore(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks) return null;
  const chore = choreNoted(
    words.map((word) => word.token),
    (word) => isInfinitive(word, reading.language),
    (tokens) => namesAGrocery(tokens),
  );
  if (!chore) return null;
  const slots = { title: chore };
  return {
    ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** Verbs that delete, said first: "elimina", "apaga", "delete". */
const deleteVerbs = new Set(
  "borra borrá elimina eliminá quita quitá saca sacá cancela cancelá apaga exclui remove tira delete cancel"
    .split(" ")
    .map(fold),
);

/** "elimina arreglar la puerta del baño", "apaga lavar o carro", "delete cleaning the garage":
 * a verb that deletes, then a chore — the task by that name. */
export function choreDeleted(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  const [verb, first] = words;
  if (asks || !verb || !first || words.length < 3 || !deleteVerbs.has(verb.token.folded))
    return null;
  const chore =
    reading.language === "en"
      ? englishVerbsOf().has(first.token.folded) || /ing$/.test(first.token.folded)
      : isInfinitive(first.token.text, reading.language);
  if (!chore) return null;
  const slots = { title: words.slice(1).map((word) => word.token) };
  return {
    ...clause("task.delete", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "urgent: renew Mateo's passport by next Friday": a chore no phrasing fits. */
export function choreWithoutPhrasing(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, chosen, clause } = scene;
  // "urgent: renew Mateo's passport by next Friday": a chore said with its urgency or its day,
  // when no phrasing of the message's own words fits.
  if ((!chosen || chosen.match.literals === 0) && isChore(reading, words, asks)) {
    const slots = { title: words.map((word) => word.token) };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** "pagar la patente es urgente, para el lunes": a chore with a day or an urgency. */
export function choreReading(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (isChore(reading, words, asks)) {
    const slots = { title: words.map((word) => word.token) };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** "pagar la patente es urgente, para el lunes", "todos los lunes sacar la basura", "urgent:
 * renew the passport by Friday": a verb to do, with a day, a repetition or an urgency. */
function isChore(
  reading: Reading,
  words: { token: Token; norm: string }[],
  asks: boolean,
): boolean {
  const { temporal, language } = reading;
  return (
    !asks &&
    words.length >= 2 &&
    isInfinitive(words[0]?.token.text ?? "", language) &&
    // "regar las plantas debe ser diario", "regar as plantas agora é todo dia" change a task
    // that exists; only a guess ("é" folds to the "e" of "and", so it is told by its accent).
    !words.some(
      (word) =>
        ["debe", "deberia", "ser", "sea", "es", "deve", "seja", "should", "be"].includes(
          word.token.folded,
        ) || ["é", "agora", "ahora", "now"].includes(word.token.text.toLowerCase()),
    ) &&
    !reading.tokens.some((token, i) => i > 0 && token.text.toLowerCase() === "é") &&
    Boolean(temporal.date || temporal.recurrence || temporal.urgent)
  );
}

/** "anota que Mateo", "acuérdate que el Carlos", "avisa que la Sofi", "remember that Carlos":
 * the note or reminder said before "que/that" is no part of who — the one name after it is. */
function memberAfterThat(who: string | null): string | null {
  if (!who) return who;
  const after = who.match(
    /^\p{L}+(?:\s+\p{L}+)?\s+(?:que|q|that)\s+(?:(?:el|la|o|a)\s+)?(\p{Lu}[\p{L}-]+)$/u,
  );
  if (after?.[1]) return after[1];
  // "give the car wash to Sofia and make it due Friday", "…to Sofia for Friday": the name, not
  // the words that join what follows it.
  const name = who.match(
    /^((?:(?:el|la|o|a)\s+)?\p{Lu}[\p{L}-]+)\s+(?:and|for|by|on|due|y|e|para|pra|por|pro)(?:\s+.*)?$/u,
  );
  return name?.[1] ?? who;
}

/** "ponme una tarea a mí: …", "a task for me": the one writing is "me" (the tools know who). */
function onesOwn(who: string | null): string | null {
  return who && /^(?:a\s+|para\s+)?(?:m[ií]|me|yo|mim|eu|myself)$/iu.test(who.trim()) ? "me" : who;
}

/** Verbs that say only that something repeats ("should repeat", "deve se repetir"). */
const repeatWords = new Set(["repeat", "recur", "repetir", "repetirse", "se repetir", "repita"]);

/** The tasks' calls: create, list, complete, reopen, delete, move, assign, repeat. */
export function taskCalls(said: Said): Planned {
  const { clause, reading, temporal, language, slots, lexicon, title } = said;
  const who = onesOwn(memberAfterThat(said.who));
  switch (clause.intent) {
    case "task.create":
      if (!slots.title || !title) return null;
      // "¿quién tiene que lavar el carro?", "que vence pronto…": a question word or a verb in
      // the place of a member is no member.
      if (
        who &&
        who !== "me" &&
        tokenize(who).every((token) => phrasingWordsOf(language).has(token.folded))
      )
        return null;
      // "que regar las plantas sea…": a verb in the place of a member is no member.
      if (who && isInfinitive(who, language)) return null;
      // "asignale a Mateo lo de regar las plantas": a matter that is there, given to someone.
      if (who && saidAsMatter(slots.title))
        return [{ toolName: "updateTask", input: { title, assignee: who } }];
      return [
        {
          toolName: "createTask",
          input: clean({
            title,
            dueDate: temporal.date,
            dueTime: temporal.time,
            priority: temporal.priority ?? "medium",
            assignee: who,
            recurrence: temporal.recurrence,
          }),
        },
      ];
    case "task.list": {
      const owner = who ? null : ownerNamed(reading);
      const status = phraseIn(clause.words, lexicon.overdue)
        ? "overdue"
        : phraseIn(clause.words, lexicon.done)
          ? "done"
          : null;
      const mine =
        !who &&
        (phraseIn(
          clause.words,
          lexicon.me.filter((word) => word.length > 2),
        ) ||
          clause.words.some((word) => ["comigo", "conmigo", "my", "meus", "mine"].includes(word)) ||
          // "¿qué tareas tengo?", "quais tarefas eu tenho?", "what tasks do I have": one's own.
          clause.words.some((word) => ["tengo", "tenho"].includes(word)) ||
          (clause.words.includes("i") && clause.words.includes("have")));
      return [
        {
          toolName: "listTasks",
          input: clean({
            date: temporal.date,
            assignee: who ?? owner ?? (mine ? "me" : null) ?? memberNamed(reading),
            status,
          }),
        },
      ];
    }
    case "task.complete":
      // "o que já foi feito?", "what got done?": asked, not told — the tasks done are listed.
      if (opensWithQuestion(reading) && /[?¿]/.test(reading.message))
        return [{ toolName: "listTasks", input: { status: "done" } }];
      return title
        ? eachThingNamed(title).map((one) => ({ toolName: "completeTask", input: { title: one } }))
        : null;
    case "task.reopen":
      return title ? [{ toolName: "reopenTask", input: { title } }] : null;
    case "task.delete":
      return title ? [{ toolName: "deleteTask", input: { title } }] : null;
    case "task.move":
      if (!title || namesOnlyTheMove(title, language)) return null;
      if (!temporal.date && !temporal.time && !temporal.priority) return null;
      return [
        {
          toolName: "updateTask",
          input: clean({
            title,
            // "la tarea del viernes pásala a las 5": the day says which, the hour changes.
            dueDate: dayOnlySaysWhich(reading) ? null : temporal.date,
            dueTime: temporal.time,
            priority: temporal.priority,
            assignee: who,
          }),
        },
      ];
    case "task.assign":
      // "¿qué le toca a la Sofía?", "o que fica com o Carlos?": asked, not handed — their tasks.
      if (who && /^(que|what|o que|oque|cual|cuales)$/.test(fold(textOf(slots.title))))
        return [{ toolName: "listTasks", input: { assignee: who } }];
      // "the trash should repeat every week": what "should" repeat is the task, not a member.
      if (who && temporal.recurrence && repeatWords.has(fold(title)))
        return [{ toolName: "updateTask", input: { title: who, recurrence: temporal.recurrence } }];
      // "crea una tarea para mí: renovar el pasaporte": a task made for someone, not handed.
      if (/^(?:crea|cr[eé]ame|pon(?:me|le)?|haz(?:me)?)\s+una\s+tarea(?!\p{L})/iu.test(title))
        return null;
      // "… désela a Carlos para el domingo": handed over, with a new day.
      return title && who
        ? [
            {
              toolName: "updateTask",
              input: clean({
                title,
                assignee: who,
                dueDate:
                  dayOnlySaysWhich(reading) || !dayRightAfterWho(clause, reading)
                    ? null
                    : temporal.date,
              }),
            },
          ]
        : null;
    case "task.repeat":
      return title && temporal.recurrence
        ? [{ toolName: "updateTask", input: clean({ title, recurrence: temporal.recurrence }) }]
        : null;
    default:
      return null;
  }
}

/** "… désela a Carlos para el domingo": a day said right after the member the task goes to is
 * its new day ("…, que Carlos hoy labura hasta tarde" is why, not when). */
function dayRightAfterWho(clause: ClauseReading, reading: Reading): boolean {
  const who = clause.slots.who?.at(-1);
  if (!who) return false;
  const after = reading.tokens.slice(reading.tokens.indexOf(who) + 1);
  const next = after.find((token) => !dayLeads.has(token.folded));
  return next !== undefined && reading.temporal.roles[reading.tokens.indexOf(next)] === "date";
}

const dayLeads = new Set("para pal el la pro pra o a for on by".split(" "));

/** "what's on Sofía's to-do list?": a name with its "'s" is whose. */
export function ownerNamed(reading: Reading): string | undefined {
  return reading.tokens
    .map((token) => token.text.match(/^(\p{Lu}[\p{L}-]+)['’]s$/u)?.[1])
    .find(Boolean);
}

/**
 * "oye y Mateo que tareas tiene?", "fijate qué tareas tiene Carlos para el martes", "quais
 * tarefas estão com o Carlos?": one name said, whose tasks are asked for — the tool finds the
 * member (or says it has none of that name). A capitalised word that opens the message counts
 * only before "tiene/tem/has" («Mateo tiene…»): it may be any word written first.
 */
export function memberNamed(reading: Reading): string | null {
  const names = reading.tokens.filter(
    (token, i) =>
      /^\p{Lu}\p{Ll}{2,}$/u.test(token.text) &&
      !reading.temporal.roles[i] &&
      (i > 0 || /^(tiene|tienen|tem|has|have)$/.test(reading.tokens[1]?.folded ?? "")) &&
      !notNames.has(token.folded),
  );
  const [name, other] = names;
  return name && !other ? name.text : null;
}

/** Capitalised words families write that are no member: the assistant, greetings (a day's name
 * is the date's, left out above). */
const notNames = new Set("hogaria oye oe hola hey hi ok okay please porfa".split(" "));

/** "como tarea pagar…", "como pendiente…", "as a task: …": the words after a "como/as" that
 * names a task; null when the words open otherwise. */
export function namedAsTask(tokens: Token[] | undefined): Token[] | null {
  if (!tokens) return null;
  const as = new Set(["como", "as"]);
  const kinds = new Set(["tarea", "tarefa", "task", "pendiente", "recordatorio", "lembrete"]);
  let at = as.has(tokens[0]?.folded ?? "") ? 1 : 0;
  if (at === 0) return null;
  if (["una", "uma", "a", "un"].includes(tokens[at]?.folded ?? "")) at++;
  if (!kinds.has(tokens[at]?.folded ?? "")) return null;
  const rest = tokens.slice(at + 1).filter((token, i) => i > 0 || !isPunctuation(token));
  return rest.length > 0 ? rest : null;
}

/** "new task for Sofia: clean her room", "cria uma tarefa pro Carlos: consertar a torneira",
 * "tarefa pra Sofia limpar o quintal": a name said first, after "for/pro/pra/para" or before the
 * verb of the matter, is who does it, not part of the title. */
export function namedFirst(
  tokens: Token[] | undefined,
  language: Language,
): { title: Token[]; who: Token[] } | null {
  if (!tokens) return null;
  const forWords = new Set(["for", "pro", "pra", "para", "pr", "pa"]);
  let at = forWords.has(tokens[0]?.folded ?? "") ? 1 : 0;
  const led = at === 1;
  if (led && ["o", "a", "el", "la"].includes(tokens[at]?.folded ?? "")) at++;
  const name = tokens[at];
  if (!name || !/^\p{Lu}\p{Ll}{2,}$/u.test(name.text)) return null;
  if (phrasingWordsOf(language).has(name.folded)) return null;
  let title = tokens.slice(at + 1);
  while (title.length > 0 && isPunctuation(title[0] as Token)) title = title.slice(1);
  if (title.length === 0) return null;
  // Without "for/pra", only a name right before an infinitive ("Sofia limpar o quintal").
  if (!led && (language === "en" || !isInfinitive(textOf(title), language))) return null;
  return { title, who: [name] };
}

/** Verbs done to a person, not to a thing. */
const personVerbs = /^(?:llamar|visitar|avisar|felicitar|saludar|ligar|call|text|visit)$/;

/** A relative the message names ("mi tía", "my aunt", "minha sogra"). */
const kinNamed =
  /(?<!\p{L})(?:mi|tu|su|nuestra|nuestro|my|minha|meu)\s+(?:t[ií]a|t[ií]o|abuela|abuelo|mam[aá]|pap[aá]|suegra|suegro|hermana|hermano|prima|primo|comadre|compadre|madrina|padrino|vecina|vecino|aunt|uncle|grandma|grandpa|mom|dad|sister|brother|m[aã]e|pai|av[oó]|sogra|sogro|irm[aã]o?)(?!\p{L})/iu;

/** "cancela la cita del dentista y crea una tarea para reprogramarla", "desmarca a consulta do
 * dentista e cria uma tarefa pra remarcar", "cancel the dentist and add a task to reschedule":
 * a new task that is a verb alone is done to what the message named before it — «Reprogramar
 * cita del dentista», not «Reprogramarla». */
export function taskOfWhatWasNamed(calls: PlannedCall[], message = ""): PlannedCall[] {
  return calls.map((call, at) => {
    const title = String(call.input.title ?? "");
    if (call.toolName !== "createTask" || !/^\p{L}+(-\p{L}+)?$/u.test(title)) return call;
    const folded = fold(title);
    const clitic = folded.match(/(ar|er|ir)-?(l[oa]s?)$/);
    const verb = clitic
      ? title.slice(0, title.length - (clitic[2] ?? "").length).replace(/-$/, "")
      : title;
    // "…, mi tía está mal, y recuérdame llamarla mañana": one calls a person — the one the
    // message names, never the event before it.
    if (personVerbs.test(fold(verb))) {
      const kin = kinNamed.exec(message)?.[0];
      return kin ? { ...call, input: { ...call.input, title: `${verb} a ${kin}` } } : call;
    }
    if (!/(ar|er|ir)$/.test(fold(verb)) && !/^(re\p{L}{3,}|call|book|move|schedule)$/u.test(folded))
      return call;
    const named = calls
      .slice(0, at)
      .reverse()
      .find(
        (before) =>
          /^(cancelEvent|updateEvent|deleteTask|deleteEvent)$/.test(before.toolName) &&
          typeof before.input.title === "string" &&
          before.input.title.trim() !== "",
      );
    if (!named) return call;
    const what = String(named.input.title);
    return {
      ...call,
      input: { ...call.input, title: `${verb} ${what.charAt(0).toLowerCase()}${what.slice(1)}` },
    };
  });
}

/** "muéstrame las tareas que ya están hechas", "show me the tasks that are done", "mostra as
 * tarefas já feitas": which tasks, said as a relative clause — the same as "las tareas hechas";
 * null when the message says none. */
export function tasksOfAState(message: string): string | null {
  const plain = message
    .replace(
      /\b(tareas|tarefas|pendientes|tasks|chores)\s+(?:que|that|which)\s+(?:(?:ya|j[aá]|already)\s+)?(?:est[aá]n|est[eé]n|son|fueron|est[aã]o|foram|are|were|have been)\s+(?:(?:ya|j[aá]|already)\s+)?/giu,
      "$1 ",
    )
    .replace(/\b(tareas|tarefas|tasks|chores)\s+(?:ya|j[aá]|already)\s+/giu, "$1 ");
  return plain === message ? null : plain;
}

/** Verbs that show: "muéstrame", "enséñame", "mostra", "show", "list", "dime", "pasame". */
const showVerb = /^(muestr|mostr|ensen|show|list|dime|digame|fala|me\s)/;
const taskNouns = new Set(
  "tareas tarea pendientes tarefas tarefa tasks task chores chore to-dos todos quehaceres deberes".split(
    " ",
  ),
);

/** "muestra las tareas del viernes", "enséñame los pendientes de Sofía", "show me Friday's
 * chores", "mostra as tarefas atrasadas": a verb that shows, then the tasks — their list, of that
 * day, member or state, whatever else "del viernes" resembles. */
export function tasksShown(scene: Scene): ClauseReading | null {
  const { top, words, clause } = scene;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  if (!showVerb.test(tokens[0]?.folded ?? "")) return null;
  const noun = tokens.findIndex((token) => taskNouns.has(token.folded));
  // "muéstrame la lista de compras", "show me the shopping list": the list's, not the tasks.
  if (
    noun < 1 ||
    noun > 4 ||
    tokens.some((token) => /^(compras?|shopping|super|mercado)$/.test(token.folded))
  )
    return null;
  const after = tokens.slice(noun + 1);
  const named = after.findIndex(
    (token, i) =>
      /^\p{Lu}\p{Ll}+$/u.test(token.text) &&
      ["de", "del", "da", "do", "for", "of", "la", "el", "a", "o"].includes(
        after[i - 1]?.folded ?? "",
      ),
  );
  const slots = named >= 0 ? { who: [after[named] as Token] } : {};
  return {
    ...clause("task.list", top.score, { slots, literals: 2, hasSlot: named >= 0 }, slots),
    basis: "carrier",
  };
}

/** "ya está hecha", "quedó lista", "já está feita", "is done": a thing said to be finished. */
const finishedState =
  /^(?:ya |ja |already )?(?:esta|estan|quedo|quedaron|ta|tao|is|are|was) (?:ya |ja |all )?(?:hech[ao]s?|list[ao]s?|terminad[ao]s?|completad?[ao]s?|feit[ao]s?|pront[ao]s?|conclu[ií]d[ao]s?|done|finished|complete|completed)$/;

/** "la tarea de matemáticas de Mateo ya está hecha", "lo del filtro quedó listo", "a tarefa
 * do lixo já está feita", "the water filter is done": a task said to be finished is done — the
 * words before the state name it ("no está hecha" is no such saying: the state must follow the
 * thing directly). */
export function doneByState(scene: Scene): ClauseReading | null {
  const { top, words, asks, clause } = scene;
  if (asks) return null;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  for (let cut = 1; cut < tokens.length; cut++) {
    const rest = tokens.slice(cut).map((token) => token.folded);
    if (!finishedState.test(rest.join(" "))) continue;
    let title = tokens.slice(0, cut);
    if (title.some((token) => /^(no|not|nao|isnt|nunca|never)$/.test(token.folded))) return null;
    // "la comida está lista", "o almoço tá pronto": ready is said of food too — only of a task
    // named as one ("lo del filtro quedó listo", "la tarea de… está lista").
    const task =
      saidAsMatter(title) ||
      title.some((token) =>
        ["tarea", "tarefa", "task", "chore", "pendiente"].includes(token.folded),
      );
    if (/(list|pront)[ao]s?$/.test(rest.at(-1) ?? "") && !task) return null;
    while (
      title.length > 1 &&
      /^(la|el|lo|a|o|the|tarea|tarefa|task|de|del|da|do)$/.test(title[0]?.folded ?? "")
    )
      title = title.slice(1);
    if (!title.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
    const slots = { title };
    return {
      ...clause("task.complete", top.score, { slots, literals: 2, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

const articled = /^(?:el|la|los|las|lo de|o|a|os|as|the)\s/iu;
const nextArticled = /\s+(?:y|e|and)\s+(?=(?:el|la|los|las|lo de|o|a|os|as|the)\s)/iu;

/** "ya pagué la luz y el internet", "paid the power bill and the internet": two things done,
 * each named with its article — each its own task. A name without an article before the "y"
 * ("lavar y planchar la ropa") is one task; groceries ("listo el pan y el detergente") are the
 * list's, found whole among its lines (builtin/references.ts). */
function eachThingNamed(title: string): string[] {
  const pieces = title.split(nextArticled);
  if (pieces.length < 2 || !articled.test(pieces[0] ?? "")) return [title];
  if (pieces.some((piece) => namesAGrocery(tokenize(piece)))) return [title];
  return pieces.map((piece) => capitalizeFirst(piece.trim()));
}

/** "cambia la junta a las 8 y ponme un recordatorio ese día de llevar el cuaderno", "…and a
 * reminder that day to bring the forms": a chore on «that day» is on the day of the event named
 * before it — its date when said, else the event's own, found with the household's calendar
 * (`onTheDayOf`, builtin/references.ts). */
export function onTheEventsDay(calls: PlannedCall[]): PlannedCall[] {
  return calls.map((call, at) => {
    const title = String(call.input.title ?? "");
    const thatDaySaid = thatDay.exec(title);
    if (call.toolName !== "createTask" || !thatDaySaid) return call;
    const event = calls
      .slice(0, at)
      .reverse()
      .find((before) => /^(createEvent|updateEvent)$/.test(before.toolName));
    if (!event) return call;
    const rest = title.slice(thatDaySaid[0].length);
    // The day the message said is the event's, not the chore's own.
    const { dueDate: _said, ...others } = call.input;
    const input = { ...others, title: rest.charAt(0).toUpperCase() + rest.slice(1) };
    return typeof event.input.date === "string"
      ? { ...call, input: { ...input, dueDate: event.input.date } }
      : { ...call, input: { ...input, onTheDayOf: event.input.title } };
  });
}

const thatDay =
  /^(?:ese|el|aquel)\s+(?:mismo\s+)?d[ií]a\s+(?:de\s+|que\s+|para\s+)?|^(?:that|the)\s+(?:same\s+)?day\s+(?:to\s+)?|^(?:nesse|naquele|no)\s+(?:mesmo\s+)?dia\s+(?:de\s+|pra\s+|para\s+)?/iu;
