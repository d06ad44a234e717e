import type { Intent, Language } from "#server/ai/understanding/corpus.ts";
import type { MealIntent } from "#server/ai/understanding/meal-requests.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";

/** What the understanding answers, as the built-in model and its replies read it: the planned
 * tool calls, the outcome, the proposal a "sí" runs and the options a message is read with.
 * Kept apart from engine.ts so that every reading file can name these types without importing
 * the engine (which imports them all). engine.ts exports them again for its callers. */

export interface PlannedCall {
  toolName: string;
  input: Record<string, unknown>;
}

const readOnlyTools = new Set([
  "readMealPlan",
  "listShoppingItems",
  "readPantry",
  "listTasks",
  "listEvents",
  "summarizeDay",
  "suggestMeals",
]);

export function isMutatingTool(tool: string): boolean {
  return !readOnlyTools.has(tool) && tool !== "proposeAction";
}

export type Outcome =
  | "act"
  | "confirm"
  | "greeting"
  | "thanks"
  | "help"
  | "outOfScope"
  | "needDate"
  | "declined"
  | "unclear"
  | "laughter"
  | "undo"
  | "tooLong";

export interface Understanding {
  outcome: Outcome;
  language: Language;
  /** The intents read, clause by clause ("se acabó el café, agrégalo a la lista": two). */
  intents: (Intent | MealIntent)[];
  calls: PlannedCall[];
  /** A move told ("the dentist moved to friday, same time"): a weekday said alone is that day
   * of the event's own week (builtin/references.ts, told-done.ts). */
  toldInItsWeek?: boolean;
  /** A move to an hour said without its half of the day ("pásala a las 8"): the event's own
   * half of the day decides (builtin/references.ts). */
  hourSaidBare?: boolean;
}

export interface Proposal {
  tool: string;
  args: Record<string, unknown>;
}

export interface UnderstandOptions {
  today: IsoDate;
  /** The persona's language, for a message that is in none ("👍", "ok"). */
  fallback: Language;
  /** Read with this language's phrasings, whatever the message's words say. */
  language?: Language;
  /** The tools this conversation offers; an action needing another one is not understood. */
  available?: ReadonlySet<string>;
  /** The action the assistant proposed in its last turn, which "sí" runs and "no" drops. */
  pending?: Proposal | null;
  /** Words the proposal's question, in the request's language. */
  ask?: (proposal: Proposal, language: Language) => string;
  /** Read as a piece of a longer message (the request without the talk around it, one of
   * several said together): no piece of it is read apart again. */
  aPiece?: boolean;
  /** How many plainer sayings led here: a chain of them stops before it could loop. */
  rewrites?: number;
}
