import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CalendarEvent, CalendarView } from "#shared/schemas/calendar.ts";
import {
  inAppOnly,
  notificationsOf,
  savePreferences,
  schedulerFor,
  setTimeZone,
} from "#tests/server/fixtures/reminder-fixtures.ts";
import { createHouseholdOwner, type TestMember } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
let owner: TestMember;
beforeEach(async () => {
  server = await createTestServer();
  owner = await createHouseholdOwner(server, { householdName: "Casa López" });
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function create(body: Record<string, unknown>) {
  return owner.client.post<{ event: CalendarEvent } & ErrorBody>("/api/calendar/events", body);
}

async function view(from: string, to: string): Promise<CalendarView> {
  const response = await owner.client.get<CalendarView>(`/api/calendar?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return response.body;
}

const swimming = {
  title: "Natación de Mateo",
  allDay: false,
  // 17:00 in Mexico City on Tuesday 24 November 2026.
  start: "2026-11-24T23:00:00.000Z",
  end: "2026-11-25T00:00:00.000Z",
  eventType: "school",
  recurrence: { frequency: "weekly", days: [4, 2] },
};

describe("repeating events in the calendar", () => {
  it("shows every Tuesday and Thursday of a Monday-to-Sunday week, at the same time", async () => {
    const created = await create(swimming);
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({
      recurrence: { frequency: "weekly", days: [2, 4], until: null },
      seriesStart: swimming.start,
    });
    const week = await view("2026-11-30", "2026-12-06");
    expect(week.events.map((event) => [event.start, event.end])).toEqual([
      ["2026-12-01T23:00:00.000Z", "2026-12-02T00:00:00.000Z"],
      ["2026-12-03T23:00:00.000Z", "2026-12-04T00:00:00.000Z"],
    ]);
    expect(new Set(week.events.map((event) => event.id))).toEqual(new Set([created.body.event.id]));
    // Nothing before the series began.
    expect((await view("2026-11-16", "2026-11-22")).events).toEqual([]);
    // A month view has them all: 24 and 26 November, then two a week.
    const december = await view("2026-11-23", "2027-01-03");
    expect(december.events).toHaveLength(12);
  });

  it("keeps the wall time across daylight saving, in the household's zone", async () => {
    await setTimeZone(server, owner.membership.householdId, "America/New_York");
    // 17:00 in New York on Monday 2 March 2026 (EST, UTC-5); clocks spring forward on 8 March.
    await create({
      ...swimming,
      start: "2026-03-02T22:00:00.000Z",
      end: null,
      recurrence: { frequency: "weekly", days: [1] },
    });
    const events = (await view("2026-03-01", "2026-03-14")).events;
    expect(events.map((event) => event.start)).toEqual([
      "2026-03-02T22:00:00.000Z",
      "2026-03-09T21:00:00.000Z",
    ]);
  });

  it("repeats monthly on the 31st, on the last day of shorter months, until its end", async () => {
    const rent = await create({
      title: "Pagar la renta",
      allDay: true,
      start: "2027-01-31",
      recurrence: { frequency: "monthly", until: "2027-04-30" },
    });
    expect(rent.status).toBe(201);
    const events = (await view("2027-01-01", "2027-06-30")).events;
    expect(events.map((event) => event.start)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
  });

  it("an all-day event of several days that repeats shows in a range that starts mid-way", async () => {
    await create({
      title: "Fin de semana en casa de los abuelos",
      allDay: true,
      start: "2026-11-28",
      end: "2026-11-29",
      recurrence: { frequency: "monthly" },
    });
    // December's is the 28th and 29th: the 30th and 31st have none.
    expect((await view("2026-12-30", "2026-12-31")).events).toEqual([]);
    const overlap = (await view("2027-01-29", "2027-01-29")).events;
    expect(overlap.map((event) => [event.start, event.end])).toEqual([
      ["2027-01-28", "2027-01-29"],
    ]);
  });

  it("changing or deleting a repeating event changes the whole series", async () => {
    const created = await create(swimming);
    const id = created.body.event.id;
    const changed = await owner.client.put<{ event: CalendarEvent }>(`/api/calendar/events/${id}`, {
      ...swimming,
      title: "Natación (nuevo horario)",
      recurrence: { frequency: "weekly", days: [3] },
    });
    expect(changed.status).toBe(200);
    const week = await view("2026-11-30", "2026-12-06");
    expect(week.events.map((event) => [event.title, event.start])).toEqual([
      ["Natación (nuevo horario)", "2026-12-02T23:00:00.000Z"],
    ]);
    // Made a one-off again: only its first day remains.
    await owner.client.put(`/api/calendar/events/${id}`, { ...swimming, recurrence: null });
    expect((await view("2026-11-30", "2026-12-06")).events).toEqual([]);
    expect((await view("2026-11-24", "2026-11-24")).events).toHaveLength(1);
    expect((await owner.client.delete(`/api/calendar/events/${id}`)).status).toBe(204);
    expect((await view("2026-11-01", "2026-12-31")).events).toEqual([]);
  });

  it.each([
    [{ frequency: "weekly", days: [] }, "recurrence.days", "Elige al menos un día de la semana"],
    [
      { frequency: "weekly", days: [8] },
      "recurrence.days.0",
      "Elige días de la semana de la lista",
    ],
    [{ frequency: "yearly" }, "recurrence.frequency", "Elige una repetición de la lista"],
    [
      { frequency: "monthly", until: "2026-11-01" },
      "recurrence.until",
      "La repetición no puede terminar antes del inicio",
    ],
  ])("refuses %j in Spanish and saves nothing", async (recurrence, field, message) => {
    const response = await create({ ...swimming, recurrence });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toBe(message);
    expect((await view("2026-11-01", "2026-12-31")).events).toEqual([]);
  });

  it("the subscription feed publishes each occurrence, with its own UID", async () => {
    const created = await create({
      ...swimming,
      start: `${new Date().toISOString().slice(0, 10)}T23:00:00.000Z`,
      end: null,
      recurrence: { frequency: "weekly", days: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(created.status).toBe(201);
    const until = created.body.event.start.slice(0, 10);
    // Every day for a week: seven occurrences.
    const sevenDays = new Date(Date.parse(`${until}T00:00:00Z`) + 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await owner.client.put(`/api/calendar/events/${created.body.event.id}`, {
      ...swimming,
      start: created.body.event.start,
      end: null,
      recurrence: { frequency: "weekly", days: [1, 2, 3, 4, 5, 6, 7], until: sevenDays },
    });
    const { url } = (await owner.client.get<{ url: string }>("/api/calendar/subscription")).body;
    const feed = await server.client().get<string>(new URL(url).pathname);
    expect(feed.status).toBe(200);
    const summaries = feed.body.match(/SUMMARY:Natación de Mateo/g) ?? [];
    expect(summaries).toHaveLength(7);
    const uids = new Set(feed.body.match(/UID:[^\r\n]+/g));
    expect(uids.size).toBe(7);
  });

  it("the daily brief lists today's occurrence of an event that started weeks ago", async () => {
    const weeksAgo = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await create({
          title: "Caminata diaria",
          allDay: true,
          start: weeksAgo,
          recurrence: { frequency: "weekly", days: [1, 2, 3, 4, 5, 6, 7] },
        })
      ).status,
    ).toBe(201);
    const brief = await owner.client.get<{ today: string; events: CalendarEvent[] }>(
      "/api/daily-brief",
    );
    expect(brief.status).toBe(200);
    expect(brief.body.events.map((event) => [event.title, event.start])).toEqual([
      ["Caminata diaria", brief.body.today],
    ]);
  });

  it("refuses a reminder time that is not a number of minutes", async () => {
    const response = await create({ ...swimming, reminderMinutes: -5 });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.reminderMinutes).toBe("Elige un aviso de la lista");
  });
});

describe("reminders of repeating events", () => {
  it("reminds each occurrence at the event's own time before it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
    await savePreferences(owner, {
      channels: inAppOnly,
      eventLeadMinutes: 30,
      quietStart: null,
      quietEnd: null,
    });
    expect((await create({ ...swimming, reminderMinutes: 120 })).status).toBe(201);
    const scheduler = schedulerFor(server);

    // Thursday 26 November, 17:00 local = 23:00 UTC: reminded at 15:00 local, not 16:30.
    vi.setSystemTime(new Date("2026-11-26T20:59:00Z"));
    await scheduler.tick();
    const before = (await notificationsOf(owner)).items.map((item) => item.body);
    expect(before.filter((body) => body?.includes("26 de noviembre"))).toEqual([]);
    vi.setSystemTime(new Date("2026-11-26T21:00:30Z"));
    await scheduler.tick();
    const after = (await notificationsOf(owner)).items;
    expect(after.map((item) => item.title)).toContain("Evento: Natación de Mateo");
    expect(after.filter((item) => item.body?.includes("26 de noviembre"))).toHaveLength(1);

    // The next Tuesday is reminded on its own day, once.
    vi.setSystemTime(new Date("2026-12-01T21:00:30Z"));
    await scheduler.tick();
    await scheduler.tick();
    const december = (await notificationsOf(owner)).items.filter((item) =>
      item.body?.includes("1 de diciembre"),
    );
    expect(december).toHaveLength(1);
  });
});
