import { z } from "zod";
import { isIsoDate } from "#shared/calendar/zoned-time.ts";
import { serviceStatuses } from "#shared/domain/services.ts";
import { recurringPatterns, taskPriorities, taskStatuses } from "#shared/domain/tasks.ts";

/**
 * The file `GET /api/settings/export` writes ("hogaria-export", version 1), as far as a restore
 * reads it. Every row is checked before anything is written: a wrong or damaged file changes
 * nothing. Columns a restore does not read (household ids, tokens, plan) are ignored, and a
 * table missing from an older export counts as empty.
 */

/** The largest file a restore reads: a household's text, with no photos or documents. */
export const maxImportBytes = 20 * 1024 * 1024;
/** The most rows of any one table: far above a real household, far below a slow restore. */
export const maxImportRowsPerTable = 50_000;

const id = z.string().min(1).max(100);
const nullableId = id.nullish().transform((value) => value ?? null);
const instant = z
  .union([z.string().max(40), z.date()])
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((value) => !Number.isNaN(value.getTime()), "dateTimeInvalid")
  .transform((value) => value.toISOString());
const nullableInstant = instant.nullish().transform((value) => value ?? null);
const text = (max: number) => z.string().max(max);
const nullableText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value ?? null);
/** SQLite exports booleans as true/false already; 0/1 are accepted from older files. */
const bool = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => !!value);
const day = z.string().refine(isIsoDate, "dateInvalid");
const jsonValue = z.unknown();

const owned = { id, created_at: instant, updated_at: instant };
const rows = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.array(z.object({ ...owned, ...shape })).max(maxImportRowsPerTable);

export const importTablesSchema = z.object({
  profiles: rows({
    user_id: id,
    name: text(200),
    email: text(320),
    phone: nullableText(60),
    role: text(20),
    date_of_birth: nullableText(20),
    preferences: jsonValue,
    avatar_url: nullableText(2000),
  }).default([]),
  assistant_personas: rows({
    name: text(200),
    description: nullableText(2000),
    system_prompt: text(20_000),
    personality_traits: jsonValue,
    is_active: bool,
  }).default([]),
  shopping_lists: rows({
    name: text(200),
    is_active: bool,
    created_by: nullableId,
  }).default([]),
  shopping_items: rows({
    shopping_list_id: id,
    name: text(200),
    quantity: nullableText(100),
    category: nullableText(100),
    notes: nullableText(2000),
    is_checked: bool,
    checked_at: nullableInstant,
    added_by: nullableId,
    restocked_at: nullableInstant,
  }).default([]),
  tasks: rows({
    created_by: nullableId,
    title: text(200),
    description: nullableText(2000),
    status: z.enum(taskStatuses),
    priority: z.enum(taskPriorities),
    due_date: nullableInstant,
    due_time: nullableText(5),
    assigned_to: nullableId,
    recurring_pattern: z.enum(recurringPatterns),
    completed_at: nullableInstant,
    next_occurrence_id: nullableId,
  }).default([]),
  calendar_events: rows({
    title: text(200),
    event_date: instant,
    end_date: nullableInstant,
    all_day: bool,
    event_type: text(40),
    notes: nullableText(2000),
    author_id: nullableId,
    external_uid: nullableText(1000),
    recurrence: z.enum(["none", "weekly", "monthly"]).default("none"),
    recurrence_days: z
      .string()
      .regex(/^[1-7](,[1-7]){0,6}$/)
      .nullish()
      .transform((value) => value ?? null),
    recurrence_until: day.nullish().transform((value) => value ?? null),
    reminder_minutes: z
      .number()
      .int()
      .min(0)
      .max(40_320)
      .nullish()
      .transform((value) => value ?? null),
  }).default([]),
  inventory_items: rows({
    name: text(200),
    category: text(100),
    qty_on_hand: z.coerce.number().min(0).max(1e9),
    unit: text(40),
    reorder_threshold: z.coerce.number().min(0).max(1e9),
    location: nullableText(200),
    expiry_date: day.nullish().transform((value) => value ?? null),
    notes: nullableText(2000),
    created_by: nullableId,
  }).default([]),
  service_requests: rows({
    requested_by: nullableId,
    service_type: text(100),
    description: nullableText(5000),
    availability_notes: nullableText(2000),
    scheduled_date: nullableInstant,
    photo_urls: jsonValue,
    status: z.enum(serviceStatuses),
    ai_summary: nullableText(5000),
    provider_info: jsonValue,
  }).default([]),
  community_posts: rows({ author_id: nullableId, content: text(20_000) }).default([]),
  community_post_reactions: rows({ post_id: id, user_id: id }).default([]),
  community_post_comments: rows({
    post_id: id,
    author_id: nullableId,
    content: text(5000),
  }).default([]),
  community_post_attachments: rows({ post_id: id }).default([]),
  chat_conversations: rows({
    user_id: id,
    persona_id: nullableId,
    title: text(500),
  }).default([]),
  chat_messages: rows({
    conversation_id: id,
    role: z.enum(["user", "assistant"]),
    content: text(100_000),
    parts: jsonValue,
  }).default([]),
});

export const householdImportSchema = z.object({
  format: z.literal("hogaria-export"),
  version: z.literal(1),
  exportedAt: instant,
  /** Who downloaded it (files from before this field name nobody: the owner is used). */
  exportedBy: z.object({ userId: id, profileId: id }).partial().nullish(),
  household: z.object({
    id,
    name: z.string().trim().min(1).max(200),
    language: z.string().max(10),
    time_zone: z.string().max(64),
    assistant_tone: z.string().max(20).nullish(),
    default_persona_id: nullableId,
  }),
  tables: importTablesSchema,
});
export type HouseholdImportFile = z.output<typeof householdImportSchema>;

/** What a restore made, and what the file had that a restore cannot bring back. */
export const householdImportResultSchema = z.strictObject({
  householdId: z.string(),
  householdName: z.string(),
  counts: z.strictObject({
    tasks: z.number(),
    shoppingItems: z.number(),
    pantryItems: z.number(),
    events: z.number(),
    posts: z.number(),
  }),
  /** Members other than the owner: their accounts are not in the file; invite them again. */
  membersToInvite: z.number(),
  /** Photos, documents and avatars live in the uploads, not in the file. */
  filesNotRestored: z.number(),
});
export type HouseholdImportResult = z.output<typeof householdImportResultSchema>;
