import { z } from "zod";
import { uiLocales } from "#shared/domain/locale.ts";

/** PUT /api/me/language: the person's interface language. */
export const accountLocaleSchema = z.object({
  locale: z.enum(uiLocales, { error: "languageInvalid" }),
});
