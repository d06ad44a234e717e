/**
 * What the assistant's household tools answer. The server's tools return these, the built-in
 * assistant words its replies from them and the chat shows each as a small card
 * ('Agregué leche y pan a la lista'), so browser and server share the shapes. Names, inputs and
 * outputs follow the tool contract of issue 16 (docs/assistant.md).
 */
/** The tools that act on or read the household. */
export const proposableToolNames = [
  "addShoppingItems",
  "removeShoppingItems",
  "checkShoppingItems",
  "uncheckShoppingItems",
  "listShoppingItems",
  "readPantry",
  "adjustPantryItem",
  "createTask",
  "listTasks",
  "completeTask",
  "reopenTask",
  "updateTask",
  "deleteTask",
  "listEvents",
  "createEvent",
  "updateEvent",
  "cancelEvent",
  "createServiceRequest",
  "summarizeDay",
  "suggestMeals",
  "readMealPlan",
  "planMeal",
  "addWeekToShoppingList",
  "cookMeal",
] as const;
/** The actions the assistant may propose instead of doing when it is not sure. */
export type ProposableToolName = (typeof proposableToolNames)[number];

/** Every tool: the household's, and the proposal of one of them awaiting «Sí». */
export const assistantToolNames = [...proposableToolNames, "proposeAction"] as const;
export type AssistantToolName = (typeof assistantToolNames)[number];

/** A tool that could not act: the household's rules said no, or nothing matched. */
export interface ToolFailure {
  ok: false;
  /**
   * An API error code (FORBIDDEN, NOT_FOUND, VALIDATION_FAILED…), NO_MATCH (nothing of the
   * household has that name), AMBIGUOUS (several things do, equally) or UNIT_MISMATCH (an amount
   * in a unit the pantry item cannot take, litres for an item kept in kg).
   */
  code: string;
  /** In the caller's language (Spanish unless told otherwise), ready to show. */
  message: string;
}

export interface ShoppingLine {
  name: string;
  quantity: string | null;
}

export interface EventLine {
  title: string;
  /** "YYYY-MM-DD" in the household's zone. */
  date: string;
  /** "HH:mm" in the household's zone; null for all-day events. */
  time: string | null;
  /** When a timed event ends, the same day ("HH:mm"); null for all-day events and those that
   * end on a later day. */
  endTime: string | null;
}

export interface TaskLine {
  title: string;
  dueDate: string | null;
  /** "HH:mm" on the due date, household's zone; null: any time of the day. */
  dueTime: string | null;
  priority: string;
  status: string;
  /** The assigned member's name; null: nobody in particular. */
  assignee: string | null;
  /** none, daily, weekly or monthly. */
  recurrence: string;
}

export interface PantryLine {
  name: string;
  quantity: number;
  unit: string;
  expiryDate: string | null;
  daysToExpiry: number | null;
  lowStock: boolean;
}

export interface MealIdea {
  name: string;
  /** The pantry items it uses, as the household calls them. */
  uses: string[];
  /** From the household's own recipes: the ingredients still missing. */
  missing?: string[];
  /** From the household's own recipes: pantry items about to expire that it uses up. */
  expiring?: string[];
}

/** A meal of the week plan. */
export interface MealLine {
  /** "YYYY-MM-DD". */
  date: string;
  slot: "breakfast" | "lunch" | "dinner";
  title: string;
  servings: number;
  /** Placed from one of the household's recipes (false: free text, "Sobras"). */
  fromRecipe: boolean;
  cooked: boolean;
  /** The recipe asks to thaw or soak something the evening before; null when not. */
  prepAhead: { kind: "thaw" | "soak"; what: string } | null;
}

/** One line the week's meals would put on the shopping list. */
export interface WeekShoppingToolLine {
  name: string;
  /** What is left to buy, "1,5 kg"; null: some, no quantity. */
  quantity: string | null;
  /** What the pantry already has of it ("200 g"), taken off; null: none. */
  inPantry: string | null;
  /** Already on the list (to buy): merged into that line. */
  onList: boolean;
}

/** The fields updateTask may change. */
export type TaskChangeField = "dueDate" | "dueTime" | "assignee" | "priority" | "recurrence";

export type ToolOutputs = {
  addShoppingItems: {
    ok: true;
    added: ShoppingLine[];
    /** Items already to buy whose quantity went up (with the new quantity). */
    bumped: ShoppingLine[];
  };
  removeShoppingItems: { ok: true; removed: string[]; notFound: string[] };
  /** `already`: lines named that were bought (or still to buy) before the call. */
  checkShoppingItems: { ok: true; checked: string[]; already: string[]; notFound: string[] };
  uncheckShoppingItems: { ok: true; unchecked: string[]; already: string[]; notFound: string[] };
  listShoppingItems: { ok: true; items: ShoppingLine[] };
  readPantry: {
    ok: true;
    view: "all" | "low" | "expiring" | "item";
    items: PantryLine[];
    /** The household's allergies, so that meal ideas can avoid them. */
    allergies: string[];
  };
  adjustPantryItem: {
    ok: true;
    item: PantryLine;
    previous: number;
    /** The item was not in the pantry: bought ("compré 6 huevos"), it was added. */
    created: boolean;
  };
  createTask: { ok: true; task: TaskLine };
  listTasks: {
    ok: true;
    status: "open" | "overdue" | "done";
    date: string | null;
    /** The member asked about, by name; null: everyone. */
    assignee: string | null;
    tasks: TaskLine[];
  };
  completeTask: {
    ok: true;
    task: TaskLine;
    /** A recurring task's next occurrence, created by completing it. */
    nextOccurrence: TaskLine | null;
  };
  reopenTask: { ok: true; task: TaskLine };
  updateTask: { ok: true; task: TaskLine; changed: TaskChangeField[] };
  deleteTask: { ok: true; task: TaskLine };
  listEvents: { ok: true; from: string; to: string; events: EventLine[] };
  createEvent: { ok: true; event: EventLine };
  updateEvent: { ok: true; event: EventLine; previous: EventLine };
  cancelEvent: { ok: true; event: EventLine };
  createServiceRequest: { ok: true; serviceType: string; scheduledDate: string | null };
  summarizeDay: {
    ok: true;
    date: string;
    events: EventLine[];
    /** Open tasks due that day. */
    tasksDue: TaskLine[];
    /** Open tasks whose day has passed. */
    overdue: TaskLine[];
    toBuy: number;
    lowStock: string[];
  };
  suggestMeals: {
    ok: true;
    ideas: MealIdea[];
    allergies: string[];
    /** "recipes": ranked from the household's recipes; "ideas": everyday dishes. */
    source: "recipes" | "ideas";
  };
  readMealPlan: {
    ok: true;
    from: string;
    to: string;
    /** Only this slot was asked about; null: every slot. */
    slot: MealLine["slot"] | null;
    meals: MealLine[];
  };
  planMeal: {
    ok: true;
    meal: MealLine;
    /** What the slot had before, replaced; null when it was empty. */
    replaced: string | null;
  };
  addWeekToShoppingList: {
    ok: true;
    /** The Monday of the week. */
    weekStart: string;
    lines: WeekShoppingToolLine[];
    added: number;
    merged: number;
  };
  cookMeal: {
    ok: true;
    meal: MealLine;
    /** What came out of the pantry. */
    takenOut: { name: string; quantity: number; unit: string }[];
  };
  /** Nothing was done: the action waits for the member's «Sí». */
  proposeAction: {
    ok: true;
    proposal: { tool: ProposableToolName; args: Record<string, unknown> };
    /** For addWeekToShoppingList: what it would add, so the question can show it. */
    preview?: WeekShoppingToolLine[];
  };
};

export type ToolOutput<Name extends AssistantToolName> = ToolOutputs[Name] | ToolFailure;
