import type { Intent, Language, lexicons } from "#server/ai/understanding/corpus.ts";
import type { SaidItem } from "#server/ai/understanding/items.ts";
import type { PlannedCall } from "#server/ai/understanding/plan.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { Slots, TemplateMatch } from "#server/ai/understanding/templates.ts";
import type { Token } from "#server/ai/understanding/text.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";

/** The shapes one clause is read through: the ClauseReading a rule returns, the Scene every
 * rule of clause-rules.ts is given (the clause's words, the classifier's best intents, the
 * templates that fit), and what the calls of one domain are planned from (Said, Planned).
 * Types only, so that the domain files share them without importing each other. */

export interface ClauseReading {
  /** A part of a compound request, read on its own (its own days and hours). */
  reading?: Reading;
  /** Closed with "anótalo", "ponla en la lista": what it names goes on the list too. */
  toTheList?: boolean;
  contested: boolean;
  ranked: { intent: Intent; score: number }[];
  /** How the reading was found: a clear "put it on the list" verb, or only a bare noun. */
  basis?: "carrier" | "bareNoun" | "guess";
  intent: Intent;
  score: number;
  match: TemplateMatch | null;
  slots: Slots;
  tokens: Token[];
  words: string[];
}

/** One clause, read once: what the rules below look at to choose its reading. */
export interface Scene {
  reading: Reading;
  from: number;
  to: number;
  ranked: { intent: Intent; score: number }[];
  top: { intent: Intent; score: number };
  words: { token: Token; norm: string }[];
  asks: boolean;
  closed: boolean;
  crossedOut: boolean;
  fitted: { intent: Intent; score: number; match: TemplateMatch } | null;
  best: { intent: Intent; match: TemplateMatch } | null;
  chosen: { intent: Intent; match: TemplateMatch } | null;
  clause: (
    intent: Intent,
    score: number,
    match: TemplateMatch | null,
    slots: Slots,
  ) => ClauseReading;
  folded: string[];
  tokens: Token[];
  /** Read by a rule of last resort: what it finds is only a guess. */
  lateRule?: boolean;
}

export type Planned = PlannedCall[] | "needDate" | "outOfScope" | null;

export interface CallContext {
  previousItems: SaidItem[];
  today: IsoDate;
  available: ReadonlySet<string> | undefined;
}

/** What one clause said, read once for its calls: the items and their names, the title of a
 * task or an event (one already there named before any aside), and who. */
export interface Said {
  clause: ClauseReading;
  reading: Reading;
  context: CallContext;
  temporal: Reading["temporal"];
  language: Language;
  slots: Slots;
  itemsSaid: SaidItem[];
  names: string[];
  lexicon: (typeof lexicons)[Language];
  title: string;
  who: string | null;
}
