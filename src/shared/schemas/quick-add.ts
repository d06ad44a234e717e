import { z } from "zod";
import { uiLocales } from "#shared/domain/locale.ts";

/** `GET /api/quick-add/read?text=&language=`: a quick-add line of the tasks or the calendar. */
export const quickLineQuerySchema = z.object({
  text: z.string({ error: "titleRequired" }).trim().min(1, "titleRequired").max(200, "tooLong"),
  language: z.enum(uiLocales).optional(),
});

/** What the line says: the title without the date words, and the day and time it named. */
export const quickLineSchema = z.strictObject({
  title: z.string(),
  /** "YYYY-MM-DD", or null when no day was said. */
  date: z.string().nullable(),
  /** "HH:mm" (24 h), or null when no time was said. */
  time: z.string().nullable(),
});
export type QuickLine = z.output<typeof quickLineSchema>;
