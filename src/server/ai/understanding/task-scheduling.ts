/**
 * "agéndame una tarea para Carlos: llamar al gasfitero", "programa un pendiente pa la Sofi",
 * "agenda uma tarefa pro Mateo", "schedule a task for Carlos: clean the garage": a verb of the
 * calendar said of a task asks for a task — never an event named «Carlos llamar al gasfitero».
 * The message with that verb said as "crea" / "cria" / "create", or null when it says none.
 */
const scheduled =
  /(?<![\p{L}\p{N}])(?:ag[eé]nd\p{L}*|program\p{L}*|calendari[sz]\p{L}*|schedul\p{L}*|book|set\s+up|mar(?:ca|que)(?:me)?)(\s+(?:(?:me|pra\s+mim|for\s+me)\s+)?(?:una|un|uma|um|a|an|one|otra|outra|another)\s+(?:nueva\s+|nova\s+|new\s+)?)(tareas?|tareita|pendiente|tarefas?|tasks?|to-?dos?|chores?)(?![\p{L}\p{N}])/iu;

export function taskAskedOfTheCalendar(message: string): string | null {
  const found = scheduled.exec(message);
  if (!found) return null;
  const [said, between, noun] = found as unknown as [string, string, string];
  const lower = noun.toLowerCase();
  const verb = lower.startsWith("tarefa")
    ? "cria"
    : /^(task|to-?do|chore)/.test(lower)
      ? "create"
      : "crea";
  return `${message.slice(0, found.index)}${verb}${between}${noun}${message.slice(found.index + said.length)}`;
}
