import { z } from "zod";
import { taskStatuses } from "#shared/domain/tasks.ts";

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

export const taskHitSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  status: z.enum(taskStatuses),
  dueDate: z.string().nullable(),
});
export type TaskHit = z.output<typeof taskHitSchema>;

export const listHitSchema = z.strictObject({ id: z.string(), name: z.string() });
export type ListHit = z.output<typeof listHitSchema>;

export const shoppingItemHitSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  listId: z.string(),
  listName: z.string(),
  isChecked: z.boolean(),
});
export type ShoppingItemHit = z.output<typeof shoppingItemHitSchema>;

export const pantryHitSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  qtyOnHand: z.number(),
  unit: z.string(),
});
export type PantryHit = z.output<typeof pantryHitSchema>;

export const eventHitSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  /** "YYYY-MM-DD" for an all-day event, else an ISO instant. */
  start: z.string(),
});
export type EventHit = z.output<typeof eventHitSchema>;

export const postHitSchema = z.strictObject({
  id: z.string(),
  excerpt: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type PostHit = z.output<typeof postHitSchema>;

/** What the header's search box shows, grouped by kind; every group empty for a blank search. */
export const searchResultsSchema = z.strictObject({
  query: z.string(),
  tasks: z.array(taskHitSchema),
  lists: z.array(listHitSchema),
  shoppingItems: z.array(shoppingItemHitSchema),
  pantryItems: z.array(pantryHitSchema),
  events: z.array(eventHitSchema),
  posts: z.array(postHitSchema),
});
export type SearchResults = z.output<typeof searchResultsSchema>;
