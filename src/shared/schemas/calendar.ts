import { z } from "zod";
import { eventTypes } from "#shared/calendar/event-types.ts";
import { type Recurrence, recurrenceFrequencies } from "#shared/calendar/recurrence.ts";
import { addDays } from "#shared/calendar/zoned-time.ts";
import { optionalText, requiredText } from "#shared/schemas/fields.ts";
import { isoDateField } from "#shared/schemas/tasks.ts";

const instant = z.iso.datetime({ offset: true, error: "dateTimeInvalid" });

/** How long before an occurrence its reminder goes out (the form offers these). */
export const reminderMinuteChoices = [0, 10, 30, 60, 120, 1440] as const;

const recurrenceSchema = z
  .strictObject(
    {
      frequency: z.enum(recurrenceFrequencies, { error: "recurrenceInvalid" }),
      days: z
        .array(z.number({ error: "recurrenceDaysInvalid" }).int().min(1).max(7), {
          error: "recurrenceDaysInvalid",
        })
        .max(7, "recurrenceDaysInvalid")
        .optional()
        .transform((days) => [...new Set(days ?? [])].sort((a, b) => a - b)),
      until: isoDateField.nullish().transform((value) => value ?? null),
    },
    { error: "recurrenceInvalid" },
  )
  .refine((rule) => rule.frequency !== "weekly" || rule.days.length > 0, {
    message: "recurrenceDaysRequired",
    path: ["days"],
  })
  .transform(
    (rule): Recurrence => ({ ...rule, days: rule.frequency === "weekly" ? rule.days : [] }),
  );

const commonFields = {
  title: requiredText("titleRequired", 200),
  eventType: z.enum(eventTypes, { error: "eventTypeInvalid" }).default("general"),
  notes: optionalText(2000),
  /** Absent or null: it happens once. Edits to a repeating event apply to the whole series. */
  recurrence: recurrenceSchema.nullish().transform((value) => value ?? null),
  /** Minutes before each occurrence; absent or null: each member's own reminder lead time. */
  reminderMinutes: z
    .number({ error: "reminderInvalid" })
    .int("reminderInvalid")
    .min(0, "reminderInvalid")
    .max(40_320, "reminderInvalid")
    .nullish()
    .transform((value) => value ?? null),
};

/**
 * An event as clients send it. All-day events take calendar days (`end` is the last day,
 * inclusive); timed events take instants. A missing end means one day, or one hour.
 */
export const eventInputSchema = z
  .discriminatedUnion(
    "allDay",
    [
      z.strictObject({
        ...commonFields,
        allDay: z.literal(true),
        start: isoDateField,
        end: isoDateField.nullish().transform((value) => value ?? null),
      }),
      z.strictObject({
        ...commonFields,
        allDay: z.literal(false),
        start: instant,
        end: instant.nullish().transform((value) => value ?? null),
      }),
    ],
    { error: "invalidInput" },
  )
  .refine((event) => !event.end || new Date(event.end) >= new Date(event.start), {
    message: "eventEndBeforeStart",
    path: ["end"],
  })
  .refine(
    (event) => !event.recurrence?.until || event.recurrence.until >= event.start.slice(0, 10),
    { message: "recurrenceUntilBeforeStart", path: ["recurrence", "until"] },
  );
export type EventInput = z.input<typeof eventInputSchema>;
export type NewEvent = z.output<typeof eventInputSchema>;

/** An event (one occurrence of it, for a series) as clients read it. */
export const calendarEventSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    eventType: z.string(),
    notes: z.string().nullable(),
    allDay: z.boolean(),
    /** "YYYY-MM-DD" for an all-day event, else an ISO instant. */
    start: z.string(),
    end: z.string().nullable(),
    authorId: z.string().nullable(),
    authorName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** How it repeats; null for a one-off. `start`/`end` are this occurrence's. */
    recurrence: z
      .strictObject({
        frequency: z.enum(recurrenceFrequencies),
        /** ISO weekdays (1 = Monday), ascending, for a weekly series; empty for a monthly one. */
        days: z.array(z.number().int()),
        /** The last day an occurrence may start (inclusive); null for ever. */
        until: z.string().nullable(),
      })
      .nullable(),
    /** The first occurrence's start and end (what the form edits: changes apply to the series). */
    seriesStart: z.string(),
    seriesEnd: z.string().nullable(),
    reminderMinutes: z.number().int().nullable(),
  })
  .meta({ id: "CalendarEvent", description: "Un evento del calendario del hogar." });
export type CalendarEvent = z.output<typeof calendarEventSchema>;

/** Days the calendar may ask for at once: a year and a bit, enough for any view. */
export const maxRangeDays = 400;

export const calendarRangeSchema = z
  .strictObject({ from: isoDateField, to: isoDateField })
  .refine((range) => range.to >= range.from && addDays(range.from, maxRangeDays) >= range.to, {
    message: "rangeInvalid",
    path: ["to"],
    // zod runs an object's refinements after a field failed too: only real dates get here.
    when: ({ issues }) => issues.length === 0,
  });
export type CalendarRange = z.output<typeof calendarRangeSchema>;

/** A task shown on its due day. */
export const calendarTaskSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  dueDate: z.string(),
});
export type CalendarTask = z.output<typeof calendarTaskSchema>;

export const calendarViewSchema = z.strictObject({
  events: z.array(calendarEventSchema),
  tasks: z.array(calendarTaskSchema),
});
export type CalendarView = z.output<typeof calendarViewSchema>;

export const icsImportSchema = z.strictObject({
  ics: z.string({ error: "icsEmpty" }).min(1, "icsEmpty").max(900_000, "icsTooLarge"),
});

export const icsImportResultSchema = z.strictObject({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type IcsImportResult = z.output<typeof icsImportResultSchema>;

export const calendarSubscriptionSchema = z.strictObject({
  /** https URL of the feed: paste into Google Calendar ("From URL") or Outlook. */
  url: z.string(),
  /** The same feed as webcal://, which Apple Calendar and Outlook open directly. */
  webcalUrl: z.string(),
  canRegenerate: z.boolean(),
});
export type CalendarSubscription = z.output<typeof calendarSubscriptionSchema>;

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The event dialog: a day and, unless all-day, clock times on this device. */
export const eventFormSchema = z
  .object({
    title: requiredText("titleRequired", 200),
    allDay: z.boolean(),
    startDate: isoDateField,
    startTime: z.string(),
    endDate: z.union([z.literal(""), isoDateField]),
    endTime: z.string(),
    eventType: z.enum(eventTypes, { error: "eventTypeInvalid" }),
    notes: z.string().max(2000, "tooLong"),
    repeat: z.enum(["none", ...recurrenceFrequencies], { error: "recurrenceInvalid" }),
    /** ISO weekdays (1 = lunes) of a weekly event. */
    repeatDays: z.array(z.number().int().min(1).max(7)),
    repeatUntil: z.union([z.literal(""), isoDateField]),
    /** Minutes before, as the select holds them; "" leaves it to each member. */
    reminder: z.union([z.literal(""), z.enum(reminderMinuteChoices.map(String))], {
      error: "reminderInvalid",
    }),
  })
  .refine((form) => form.repeat !== "weekly" || form.repeatDays.length > 0, {
    message: "recurrenceDaysRequired",
    path: ["repeatDays"],
  })
  .refine(
    (form) =>
      form.repeat === "none" || form.repeatUntil === "" || form.repeatUntil >= form.startDate,
    { message: "recurrenceUntilBeforeStart", path: ["repeatUntil"] },
  )
  .refine((form) => form.allDay || clockTime.test(form.startTime), {
    message: "timeRequired",
    path: ["startTime"],
  })
  .refine((form) => form.allDay || form.endTime === "" || clockTime.test(form.endTime), {
    message: "dateTimeInvalid",
    path: ["endTime"],
  })
  .refine(
    (form) => {
      if (form.allDay) return form.endDate === "" || form.endDate >= form.startDate;
      if (form.endTime === "") return true;
      // Same fixed-width format on both sides: comparing the text compares the moments.
      return (
        `${form.endDate || form.startDate}T${form.endTime}` >= `${form.startDate}T${form.startTime}`
      );
    },
    { message: "eventEndBeforeStart", path: ["endDate"] },
  );
export type EventFormValues = z.infer<typeof eventFormSchema>;
