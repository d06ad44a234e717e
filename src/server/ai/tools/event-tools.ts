import { tool, zodSchema } from "ai";
import { z } from "zod";
import { bestTitleMatch } from "#server/ai/tools/name-matching.ts";
import {
  dateField,
  eventLine,
  type ToolEnvironment,
  timeField,
  toolContext,
} from "#server/ai/tools/tool-environment.ts";
import { attempt, toolMessages } from "#server/ai/tools/tool-messages.ts";
import { ApiError, spanishValidation, validationError } from "#server/http/errors.ts";
import {
  createEvent,
  deleteEvent,
  listEvents,
  updateEvent,
} from "#server/modules/calendar/calendar.service.ts";
import { listTaskMembers } from "#server/modules/tasks/tasks.service.ts";
import type { EventLine, ToolFailure, ToolOutputs } from "#shared/assistant/tool-results.ts";
import { eventTypes } from "#shared/calendar/event-types.ts";
import { addDays, startOfDayInZone, zonedTimeToUtc } from "#shared/calendar/zoned-time.ts";
import { type CalendarEvent, eventInputSchema } from "#shared/schemas/calendar.ts";

const titleField = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe("Words of the event's title as the member said them: 'junta de padres', 'dentist'");
const durationField = z
  .number()
  .int()
  .min(5)
  .max(24 * 60)
  .describe("How long it lasts, in minutes");

const inputs = {
  listEvents: zodSchema(
    z.object({
      from: dateField.describe("First day, YYYY-MM-DD"),
      to: dateField.describe("Last day, YYYY-MM-DD (the same as from for one day)"),
    }),
  ),
  createEvent: zodSchema(
    z.object({
      title: z.string().trim().min(1).max(200).describe("What it is: 'Reunión de apoderados'"),
      date: dateField.describe("The day, YYYY-MM-DD"),
      time: timeField.nullish().describe("Start time HH:mm; omit for an all-day event"),
      durationMinutes: durationField.nullish().describe("Minutes it lasts; 60 when omitted"),
      eventType: z
        .enum(eventTypes)
        .nullish()
        .describe("general, family, school, health, work or birthday"),
    }),
  ),
  updateEvent: zodSchema(
    z.object({
      title: titleField,
      date: dateField.nullish().describe("Move it to this day"),
      time: timeField.nullish().describe("Change its start time, HH:mm"),
      durationMinutes: durationField.nullish(),
    }),
  ),
  cancelEvent: zodSchema(
    z.object({
      title: titleField,
      date: dateField.nullish().describe("The day it is on, when the member said it"),
    }),
  ),
};

/** Events an assistant looks through to find one by title: a month back, half a year ahead. */
const searchBackDays = 30;
const searchAheadDays = 183;

export function eventTools(env: ToolEnvironment) {
  const { ctx, membership, language, timeZone, now, today } = toolContext(env);
  const say = toolMessages(language);

  /** The instant a timed event starts, or the one an all-day event's day starts. */
  const startOf = (event: CalendarEvent) =>
    event.allDay ? startOfDayInZone(event.start.slice(0, 10), timeZone) : new Date(event.start);

  /** The event a title refers to, on the day given or else the closest upcoming one (then the
   * most recent past one). */
  async function findEvent(
    title: string,
    date: string | null | undefined,
  ): Promise<CalendarEvent | undefined> {
    const from = date ?? addDays(today(), -searchBackDays);
    const to = date ?? addDays(today(), searchAheadDays);
    const events = (await listEvents(ctx, membership, { from, to })).filter((event) => {
      const day = eventLine(event, timeZone).date;
      return day >= from && day <= to;
    });
    const moment = now().getTime();
    const upcoming = events
      .filter((event) => startOf(event).getTime() >= moment)
      .sort((a, b) => startOf(a).getTime() - startOf(b).getTime());
    const past = events
      .filter((event) => startOf(event).getTime() < moment)
      .sort((a, b) => startOf(b).getTime() - startOf(a).getTime());
    const members = await listTaskMembers(ctx, membership);
    return bestTitleMatch(
      title,
      [...upcoming, ...past],
      (event) => event.title,
      members.map((member) => member.name),
    );
  }

  /** An event's fields as the calendar takes them, at a local day and time (all-day without). */
  function eventInput(
    base: Pick<CalendarEvent, "title" | "eventType" | "notes">,
    date: string,
    time: string | null,
    durationMinutes: number | null,
    lastDay: string | null = null,
  ) {
    const fields = { title: base.title, eventType: base.eventType, notes: base.notes };
    if (!time) {
      return eventInputSchema.safeParse({ ...fields, allDay: true, start: date, end: lastDay });
    }
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    const start = zonedTimeToUtc({ year, month, day, hour, minute, second: 0 }, timeZone);
    const end = durationMinutes ? new Date(start.getTime() + durationMinutes * 60_000) : null;
    return eventInputSchema.safeParse({
      ...fields,
      allDay: false,
      start: start.toISOString(),
      end: end?.toISOString() ?? null,
    });
  }

  return {
    listEvents: tool({
      description: "List the household's calendar events between two days (inclusive).",
      inputSchema: inputs.listEvents,
      execute: async ({ from, to }): Promise<ToolOutputs["listEvents"] | ToolFailure> =>
        attempt(language, async () => {
          // ISO days sort as text: the later of from/to, but at most two months ahead.
          const later = [from, to].sort()[1] ?? from;
          const last = [later, addDays(from, 62)].sort()[0] ?? from;
          const events = (await listEvents(ctx, membership, { from, to: last }))
            .map((event) => eventLine(event, timeZone))
            .filter((event) => event.date >= from && event.date <= last)
            .sort((a, b) => `${a.date}${a.time ?? ""}`.localeCompare(`${b.date}${b.time ?? ""}`));
          return { ok: true as const, from, to: last, events };
        }),
    }),

    createEvent: tool({
      description:
        "Create a calendar event on a day: at a local start time (lasting 60 minutes unless told) or all day when no time is given.",
      inputSchema: inputs.createEvent,
      execute: async (input): Promise<ToolOutputs["createEvent"] | ToolFailure> =>
        attempt(language, async () => {
          const parsed = eventInput(
            { title: input.title, eventType: input.eventType ?? "general", notes: null },
            input.date,
            input.time ?? null,
            input.time ? (input.durationMinutes ?? 60) : null,
          );
          if (!parsed.success) throw validationError(parsed.error);
          const event = await createEvent(ctx, membership, parsed.data);
          return { ok: true as const, event: eventLine(event, timeZone) };
        }),
    }),

    updateEvent: tool({
      description:
        "Move a calendar event found by its title (the closest upcoming one) to another day and/or start time, or change how long it lasts. Only the fields given change.",
      inputSchema: inputs.updateEvent,
      execute: async (input): Promise<ToolOutputs["updateEvent"] | ToolFailure> =>
        attempt(language, async () => {
          if (!input.date && !input.time && !input.durationMinutes) {
            const message = spanishValidation("nothingToUpdate");
            throw new ApiError(400, "VALIDATION_FAILED", message);
          }
          const event = await findEvent(input.title, null);
          if (!event) return say.noEvent(input.title);
          const previous: EventLine = eventLine(event, timeZone);
          const date = input.date ?? previous.date;
          const time = input.time ?? previous.time;
          const lasted =
            !event.allDay && event.end
              ? Math.round((new Date(event.end).getTime() - startOf(event).getTime()) / 60_000)
              : null;
          // An all-day event of several days keeps its length when it moves.
          const lastDay =
            event.allDay && event.end
              ? addDays(
                  date,
                  Math.round(
                    (Date.parse(event.end.slice(0, 10)) - Date.parse(previous.date)) / 86_400_000,
                  ),
                )
              : null;
          const parsed = eventInput(
            event,
            date,
            time,
            time ? (input.durationMinutes ?? lasted) : null,
            time ? null : lastDay,
          );
          if (!parsed.success) throw validationError(parsed.error);
          const updated = await updateEvent(ctx, membership, event.id, parsed.data);
          return { ok: true as const, event: eventLine(updated, timeZone), previous };
        }),
    }),

    cancelEvent: tool({
      description:
        "Cancel (delete) a calendar event found by its title, on the day given or else the closest upcoming one.",
      inputSchema: inputs.cancelEvent,
      execute: async ({ title, date }): Promise<ToolOutputs["cancelEvent"] | ToolFailure> =>
        attempt(language, async () => {
          const event = await findEvent(title, date);
          if (!event) return say.noEvent(title);
          await deleteEvent(ctx, membership, event.id);
          return { ok: true as const, event: eventLine(event, timeZone) };
        }),
    }),
  };
}
