import { z } from "zod";

/** `GET /api/search?q=`: up to 100 characters; blank finds nothing. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "invalidInput" })
    .trim()
    .max(100, "tooLong")
    .optional()
    .transform((value) => value ?? ""),
});

/** How many results each kind shows at most. */
export const searchHitsPerKind = 5;

export interface TaskHit {
  id: string;
  title: string;
  status: "todo" | "in_progress" | "done";
  dueDate: string | null;
}

export interface ListHit {
  id: string;
  name: string;
}

export interface ShoppingItemHit {
  id: string;
  name: string;
  listId: string;
  listName: string;
  isChecked: boolean;
}

export interface PantryHit {
  id: string;
  name: string;
  qtyOnHand: number;
  unit: string;
}

export interface EventHit {
  id: string;
  title: string;
  allDay: boolean;
  /** "YYYY-MM-DD" for an all-day event, else an ISO instant. */
  start: string;
}

export interface PostHit {
  id: string;
  excerpt: string;
  authorName: string | null;
  createdAt: string;
}

/** What the header's search box shows, grouped by kind; every group empty for a blank search. */
export interface SearchResults {
  query: string;
  tasks: TaskHit[];
  lists: ListHit[];
  shoppingItems: ShoppingItemHit[];
  pantryItems: PantryHit[];
  events: EventHit[];
  posts: PostHit[];
}
