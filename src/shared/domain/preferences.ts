/** The assistant's tones (spec §9), shown with the emoji of spec §2. */
export const assistantTones = ["friendly", "professional", "casual"] as const;
export type AssistantTone = (typeof assistantTones)[number];
export const toneEmoji: Record<AssistantTone, string> = {
  friendly: "😊",
  professional: "💼",
  casual: "🤙",
};
export const defaultTone: AssistantTone = "friendly";

/** Languages a household, its members and its assistant speak (spec §9, with Portuguese for
 * Brazil as in spec §3's sign-up): the interface locales. */
export const householdLanguages = ["es", "en", "pt-BR"] as const;
export type HouseholdLanguage = (typeof householdLanguages)[number];

/** A member's preferences as the API speaks them (stored as spec §3's {language, allergies,
 * assistant_tone}). */
export interface MemberPreferences {
  language: HouseholdLanguage;
  allergies: string[];
  assistantTone: AssistantTone;
}

/** Spec §5: split on commas, trimmed, blanks dropped. Repeats (any case) are dropped too. */
export function splitCommaList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of text.split(",")) {
    const item = raw.trim();
    const key = item.toLocaleLowerCase("es");
    if (item && !seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** Whether the runtime (Node or browser) knows an IANA time zone. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
