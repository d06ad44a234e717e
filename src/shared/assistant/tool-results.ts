/**
 * What the assistant's household tools answer. The server's tools return these, the built-in
 * assistant words its replies from them and the chat shows each as a small card
 * ('Agregué leche y pan a la lista'), so browser and server share the shapes.
 */
export const assistantToolNames = [
  "addShoppingItems",
  "listShoppingItems",
  "checkShoppingItems",
  "createTask",
  "listTasks",
  "completeTask",
  "readPantry",
  "adjustPantryItem",
  "listEvents",
  "createEvent",
  "createServiceRequest",
  "summarizeDay",
] as const;
export type AssistantToolName = (typeof assistantToolNames)[number];

/** A tool that could not act: the household's rules said no, or nothing matched. */
export interface ToolFailure {
  ok: false;
  /** An API error code (FORBIDDEN, NOT_FOUND, VALIDATION_FAILED…) or NO_MATCH. */
  code: string;
  /** Spanish, ready to show. */
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
}

export interface TaskLine {
  title: string;
  dueDate: string | null;
  priority: string;
  status: string;
}

export interface PantryLine {
  name: string;
  quantity: number;
  unit: string;
  expiryDate: string | null;
  daysToExpiry: number | null;
  lowStock: boolean;
}

export type ToolOutputs = {
  addShoppingItems: { ok: true; added: ShoppingLine[] };
  listShoppingItems: { ok: true; items: ShoppingLine[] };
  checkShoppingItems: { ok: true; checked: string[]; notFound: string[] };
  createTask: { ok: true; task: TaskLine };
  listTasks: { ok: true; tasks: TaskLine[] };
  completeTask: { ok: true; task: TaskLine };
  readPantry: {
    ok: true;
    view: "all" | "low" | "expiring" | "item";
    items: PantryLine[];
    /** The household's allergies, so that meal ideas can avoid them. */
    allergies: string[];
  };
  adjustPantryItem: { ok: true; item: PantryLine; previous: number };
  listEvents: { ok: true; from: string; to: string; events: EventLine[] };
  createEvent: { ok: true; event: EventLine };
  createServiceRequest: { ok: true; serviceType: string; scheduledDate: string | null };
  summarizeDay: {
    ok: true;
    date: string;
    events: EventLine[];
    tasksDue: TaskLine[];
    toBuy: number;
    lowStock: string[];
  };
};

export type ToolOutput<Name extends AssistantToolName> = ToolOutputs[Name] | ToolFailure;
