import { rankTitleMatches } from "#server/ai/tools/name-matching.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Language } from "#server/ai/understanding/corpus.ts";
import type { PlannedCall, Proposal, Understanding } from "#server/ai/understanding/engine.ts";

/**
 * A task or an event the member refers to, named as the household names it: "push the parents
 * meeting to Tuesday" moves «Junta de padres», "cancela lo del jueves" proposes cancelling the one
 * event on Thursday. A reference that fits several equally ("cancel the appointment", "borra la
 * tarea de pagar") is not guessed: the closest one is proposed and asked about.
 */
const taskTools: Record<string, "open" | "done" | "any"> = {
  completeTask: "open",
  reopenTask: "done",
  updateTask: "any",
  deleteTask: "any",
};
const eventTools = new Set(["updateEvent", "cancelEvent"]);

/** Whether the understanding names a task or an event of the household's (or a day's event). */
export function refersToHousehold(understood: Understanding): boolean {
  return (
    cancelsADay(understood) ||
    understood.calls.some((call) => {
      const tool = call.toolName === "proposeAction" ? String(call.input.tool) : call.toolName;
      return tool in taskTools || eventTools.has(tool);
    })
  );
}

/** "cancela lo del sábado": a cancellation that named only the day (the engine lists it). */
function cancelsADay(understood: Understanding): boolean {
  const [call] = understood.calls;
  return (
    understood.intents.includes("event.cancel") &&
    understood.calls.length === 1 &&
    call?.toolName === "listEvents" &&
    call.input.from === call.input.to
  );
}

interface Resolved {
  input: Record<string, unknown>;
  /** Several of the household's things fit the words equally. */
  ambiguous: boolean;
}

function resolve(
  tool: string,
  input: Record<string, unknown>,
  vocabulary: HouseholdVocabulary,
): Resolved {
  const title = typeof input.title === "string" ? input.title : "";
  if (!title) return { input, ambiguous: false };
  let candidates: { title: string }[] = [];
  const wanted = taskTools[tool];
  if (wanted) {
    candidates = vocabulary.tasks.filter(
      (task) => wanted === "any" || task.done === (wanted === "done"),
    );
  } else if (eventTools.has(tool)) {
    // "cancela la junta del lunes": the day said is where to look first.
    const onDay = vocabulary.events.filter((event) => event.date === input.date);
    candidates = tool === "cancelEvent" && onDay.length > 0 ? onDay : vocabulary.events;
  } else return { input, ambiguous: false };
  const exact = candidates.find((candidate) => candidate.title === title);
  if (exact) return { input, ambiguous: false };
  const [best, second] = rankTitleMatches(title, candidates, (candidate) => candidate.title);
  if (!best) return { input, ambiguous: false };
  const tied =
    second !== undefined &&
    second.matched === best.matched &&
    second.coverage === best.coverage &&
    second.item.title !== best.item.title;
  return { input: { ...input, title: best.item.title }, ambiguous: tied };
}

/** The understanding with its references named as the household names them; an ambiguous one,
 * or a day's only event to cancel, becomes a proposal. */
export function resolveReferences(
  understood: Understanding,
  vocabulary: HouseholdVocabulary,
  ask: (proposal: Proposal, language: Language) => string,
): Understanding {
  const propose = (proposal: Proposal): Understanding => ({
    ...understood,
    outcome: "confirm",
    calls: [
      {
        toolName: "proposeAction",
        input: { ...proposal, question: ask(proposal, understood.language) },
      },
    ],
  });
  if (cancelsADay(understood)) {
    const day = understood.calls[0]?.input.from;
    const events = vocabulary.events.filter((event) => event.date === day);
    const [only] = events;
    return events.length === 1 && only
      ? propose({ tool: "cancelEvent", args: { title: only.title, date: day } })
      : understood;
  }
  if (understood.outcome === "confirm") {
    const call = understood.calls[0] as PlannedCall;
    const tool = String(call.input.tool);
    const args = (call.input.args ?? {}) as Record<string, unknown>;
    const resolved = resolve(tool, args, vocabulary).input;
    return resolved === args ? understood : propose({ tool, args: resolved });
  }
  if (understood.outcome !== "act") return understood;
  const resolved = understood.calls.map((call) => ({
    call,
    ...resolve(call.toolName, call.input, vocabulary),
  }));
  const unsure = resolved.find((entry) => entry.ambiguous);
  if (unsure) return propose({ tool: unsure.call.toolName, args: unsure.input });
  return {
    ...understood,
    calls: resolved.map(({ call, input }) => ({ toolName: call.toolName, input })),
  };
}
