/**
 * "agéndame una tarea para Carlos: llamar al gasfitero", "programa un pendiente pa la Sofi",
 * "agenda uma tarefa pro Mateo", "schedule a task for Carlos: clean the garage": a verb of the
 * calendar said of a task asks for a task — never an event named «Carlos llamar al gasfitero».
 * The message with that verb said as "crea" / "cria" / "create", or null when it says none.
 */
const scheduled =
  /(?<![\p{L}\p{N}])(?:ag[eé]nd\p{L}*|program\p{L}*|calendari[sz]\p{L}*|schedul\p{L}*|book|set\s+up|mar(?:ca|que)(?:me)?)(\s+(?:(?:me|pra\s+mim|for\s+me)\s+)?(?:una|un|uma|um|a|an|one|otra|outra|another)\s+(?:nueva\s+|nova\s+|new\s+)?)(tareas?|tareita|pendiente|tarefas?|tasks?|to-?dos?|chores?)(?![\p{L}\p{N}])/iu;

const markedInAState =
  /(?<!\p{L})(?:como|as)\s+(?:feit|hech|pag|conclu|complet|termin|list|done|paid|finished|complete)\p{L}*\s*[.!]*\s*$/iu;

export function taskAskedOfTheCalendar(message: string): string | null {
  const found = scheduled.exec(message);
  // "marca a tarefa do lixo como feita": a task marked in a state is an existing one.
  if (!found || markedInAState.test(message)) return null;
  const [said, between, noun] = found as unknown as [string, string, string];
  const lower = noun.toLowerCase();
  const verb = lower.startsWith("tarefa")
    ? "cria"
    : /^(task|to-?do|chore)/.test(lower)
      ? "create"
      : "crea";
  return `${message.slice(0, found.index)}${verb}${between}${noun}${message.slice(found.index + said.length)}`;
}
