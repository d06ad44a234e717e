import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, dateInZone } from "#shared/calendar/zoned-time.ts";
import type {
  CalendarEvent,
  CalendarSubscription,
  CalendarView,
  IcsImportResult,
} from "#shared/schemas/calendar.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
let owner: TestMember;
// One server per file, a new household per test: households are what keeps data apart.
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
}, 60_000);
beforeEach(async () => {
  owner = await createHouseholdOwner(server, { name: "Ana López", householdName: "Casa López" });
}, 30_000);

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const dinner = {
  title: "Cena familiar",
  allDay: false,
  start: "2026-12-04T01:00:00.000Z", // 19:00 on 3 December in Mexico City
  end: "2026-12-04T03:00:00.000Z",
  eventType: "family",
  notes: "Traer postre",
};
const holidays = {
  title: "Vacaciones",
  allDay: true,
  start: "2026-11-30",
  end: "2026-12-02",
  eventType: "school",
};

async function createEvent(member: TestMember, body: Record<string, unknown>) {
  return member.client.post<{ event: CalendarEvent } & ErrorBody>("/api/calendar/events", body);
}

async function view(member: TestMember, from: string, to: string) {
  const response = await member.client.get<CalendarView>(`/api/calendar?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return response.body;
}

describe("events", () => {
  it("creates timed and all-day events and lists those overlapping the days asked for", async () => {
    const created = await createEvent(owner, dinner);
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({
      ...dinner,
      authorId: owner.membership.profileId,
      authorName: "Ana López",
    });
    await createEvent(owner, holidays);
    await createEvent(owner, { title: "Dentista", allDay: false, start: "2026-11-15T16:00:00Z" });
    await createEvent(owner, { title: "Posada", allDay: true, start: "2026-12-19" });

    const december = await view(owner, "2026-12-01", "2026-12-31");
    expect(december.events.map((event) => event.title)).toEqual([
      "Vacaciones", // began in November, still on in December
      "Cena familiar",
      "Posada",
    ]);
    expect(december.events[2]).toMatchObject({ allDay: true, start: "2026-12-19", end: null });
    const november = await view(owner, "2026-11-01", "2026-11-30");
    expect(november.events.map((event) => event.title)).toEqual(["Dentista", "Vacaciones"]);
    expect((await view(owner, "2026-12-20", "2026-12-31")).events).toEqual([]);
  });

  it("shows tasks with a due date on their day", async () => {
    await owner.client.post("/api/tasks", { title: "Pagar colegiatura", dueDate: "2026-12-05" });
    await owner.client.post("/api/tasks", { title: "Sin fecha" });
    await owner.client.post("/api/tasks", { title: "Enero", dueDate: "2027-01-05" });
    const { tasks } = await view(owner, "2026-12-01", "2026-12-31");
    expect(tasks).toEqual([
      expect.objectContaining({
        title: "Pagar colegiatura",
        dueDate: "2026-12-05",
        status: "todo",
      }),
    ]);
  });

  it("edits an event, even from timed to all-day, and deletes it", async () => {
    const { event } = (await createEvent(owner, dinner)).body;
    const edited = await owner.client.put<{ event: CalendarEvent }>(
      `/api/calendar/events/${event.id}`,
      { title: "Cena de Navidad", allDay: true, start: "2026-12-24", eventType: "family" },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.event).toMatchObject({
      title: "Cena de Navidad",
      allDay: true,
      start: "2026-12-24",
      end: null,
      notes: null,
    });
    expect((await owner.client.delete(`/api/calendar/events/${event.id}`)).status).toBe(204);
    expect((await view(owner, "2026-12-01", "2026-12-31")).events).toEqual([]);
  });

  it("refuses bad events and bad ranges with Spanish messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...dinner, title: " " }, "title", "El título es requerido"],
      [{ ...dinner, end: "2026-12-03T00:00:00Z" }, "end", "El final no puede ser antes del inicio"],
      [{ ...dinner, start: "mañana" }, "start", "Escribe una fecha y hora válidas"],
      [{ ...holidays, start: "2026-12-01T10:00:00Z" }, "start", "Escribe una fecha válida"],
      [{ ...holidays, end: "2026-11-01" }, "end", "El final no puede ser antes del inicio"],
      [{ ...dinner, eventType: "fiesta" }, "eventType", "Elige un tipo de evento de la lista"],
    ];
    for (const [body, field, message] of cases) {
      const response = await createEvent(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.[field]).toBe(message);
    }
    expect((await createEvent(owner, { title: "Sin fecha" })).status).toBe(400);
    for (const query of [
      "from=2026-12-31&to=2026-12-01",
      "from=2026-01-01&to=2027-12-31",
      "from=ayer",
    ]) {
      const response = await owner.client.get<ErrorBody>(`/api/calendar?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await view(owner, "2026-01-01", "2027-01-31")).events).toEqual([]);
  });

  it("keeps households apart and follows the roles", async () => {
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const admin = await addHouseholdMember(server, owner.membership.householdId, "admin");
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const { event } = (await createEvent(owner, dinner)).body;

    expect((await view(stranger, "2026-12-01", "2026-12-31")).events).toEqual([]);
    expect((await stranger.client.put(`/api/calendar/events/${event.id}`, dinner)).status).toBe(
      404,
    );
    expect((await stranger.client.delete(`/api/calendar/events/${event.id}`)).status).toBe(404);

    expect((await view(guest, "2026-12-01", "2026-12-31")).events).toHaveLength(1);
    expect((await createEvent(guest, dinner)).status).toBe(403);
    expect((await member.client.put(`/api/calendar/events/${event.id}`, dinner)).status).toBe(403);
    expect((await member.client.delete(`/api/calendar/events/${event.id}`)).status).toBe(403);
    expect(
      (await admin.client.put(`/api/calendar/events/${event.id}`, { ...dinner, title: "Cena" }))
        .status,
    ).toBe(200);
    const own = (await createEvent(member, holidays)).body.event;
    expect((await member.client.delete(`/api/calendar/events/${own.id}`)).status).toBe(204);
  });

  it("announces changes on the calendar topic", async () => {
    const events: unknown[] = [];
    const unsubscribe = server.live.subscribe(owner.membership.householdId, (e) => events.push(e));
    const { event } = (await createEvent(owner, dinner)).body;
    await owner.client.put(`/api/calendar/events/${event.id}`, holidays);
    await owner.client.delete(`/api/calendar/events/${event.id}`);
    unsubscribe();
    expect(events).toEqual(
      ["created", "updated", "deleted"].map((action) => ({
        topic: "calendar",
        action,
        id: event.id,
        actorId: owner.account.id,
      })),
    );
  });
});

describe("private ICS subscription", () => {
  async function subscription(member: TestMember) {
    const response = await member.client.get<CalendarSubscription>("/api/calendar/subscription");
    expect(response.status).toBe(200);
    return response.body;
  }

  async function fetchFeed(url: string) {
    // A calendar app: no cookie, no Origin, just the URL.
    return server.app.request(new URL(url).pathname);
  }

  it("publishes events and dated open tasks to anyone holding the URL, and nobody else", async () => {
    await createEvent(owner, dinner);
    await createEvent(owner, holidays);
    await owner.client.post("/api/tasks", { title: "Pagar la luz", dueDate: "2026-12-05" });
    await owner.client.post("/api/tasks", {
      title: "Ya pagado",
      dueDate: "2026-12-06",
      status: "done",
    });

    const sub = await subscription(owner);
    expect(sub.url).toMatch(
      /^http:\/\/localhost:3000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(sub.webcalUrl).toBe(sub.url.replace("http:", "webcal:"));
    expect(sub.canRegenerate).toBe(true);
    // The same URL every time, for every member.
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect((await subscription(partner)).url).toBe(sub.url);
    expect((await subscription(partner)).canRegenerate).toBe(false);

    const response = await fetchFeed(sub.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Hogaria · Casa López");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const byTitle = new Map(events.map((event) => [event.summary, event]));
    expect([...byTitle.keys()].sort()).toEqual([
      "Cena familiar",
      "Tarea: Pagar la luz",
      "Vacaciones",
    ]);
    const cena = byTitle.get("Cena familiar");
    expect(cena?.startDate.toJSDate().toISOString()).toBe(dinner.start);
    expect(cena?.endDate.toJSDate().toISOString()).toBe(dinner.end);
    expect(cena?.description).toBe("Traer postre");
    expect(cena?.component.getFirstPropertyValue("categories")).toBe("Familia");
    const vacaciones = byTitle.get("Vacaciones");
    expect(vacaciones?.startDate.toString()).toBe("2026-11-30");
    expect(vacaciones?.endDate.toString()).toBe("2026-12-03");
    const task = byTitle.get("Tarea: Pagar la luz");
    expect(task?.startDate.isDate).toBe(true);
    expect(task?.startDate.toString()).toBe("2026-12-05");

    const guessed = sub.url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${"A".repeat(43)}.ics`);
    expect((await fetchFeed(guessed)).status).toBe(404);
    expect((await fetchFeed(sub.url.replace(".ics", ""))).status).toBe(404);
  });

  it("regenerating invalidates the old URL; only owners and admins may", async () => {
    const member = await addHouseholdMember(server, owner.membership.householdId, "member");
    const before = await subscription(owner);
    expect((await member.client.post("/api/calendar/subscription", {})).status).toBe(403);
    expect((await fetchFeed(before.url)).status).toBe(200);

    const after = await owner.client.post<CalendarSubscription>("/api/calendar/subscription", {});
    expect(after.status).toBe(200);
    expect(after.body.url).not.toBe(before.url);
    expect((await fetchFeed(before.url)).status).toBe(404);
    expect((await fetchFeed(after.body.url)).status).toBe(200);
    expect((await subscription(member)).url).toBe(after.body.url);
  });

  it("each household has its own feed", async () => {
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    await createEvent(stranger, { ...dinner, title: "Secreto ajeno" });
    const mine = await fetchFeed((await subscription(owner)).url);
    expect(await mine.text()).not.toContain("Secreto ajeno");
  });
});

const googleExport = [
  "BEGIN:VCALENDAR",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "VERSION:2.0",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "X-WR-CALNAME:Familia",
  "X-WR-TIMEZONE:America/Mexico_City",
  "BEGIN:VTIMEZONE",
  "TZID:America/Mexico_City",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "DTSTART;TZID=America/Mexico_City:20261203T180000",
  "DTEND;TZID=America/Mexico_City:20261203T193000",
  "DTSTAMP:20261120T000000Z",
  "UID:junta@google.com",
  "SUMMARY:Junta escolar\\, salón 4",
  "DESCRIPTION:Llevar la boleta\\nY el uniforme",
  "STATUS:CONFIRMED",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20261224",
  "DTEND;VALUE=DATE:20261226",
  "UID:navidad@google.com",
  "SUMMARY:Navidad con los abuelos",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20261231",
  "DTEND;VALUE=DATE:20270101",
  "UID:fin@google.com",
  "SUMMARY:Fin de año",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART:20261205T150000Z",
  "DTEND:20261205T160000Z",
  "UID:llamada@google.com",
  "SUMMARY:Llamada con la tía",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:cancelado@google.com",
  "DTSTART:20261206T150000Z",
  "SUMMARY:Cancelado",
  "STATUS:CANCELLED",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

const outlookExport = [
  "BEGIN:VCALENDAR",
  "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
  "VERSION:2.0",
  "BEGIN:VTIMEZONE",
  "TZID:Pacific Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16011104T020000",
  "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010311T020000",
  "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  'DTSTART;TZID="Pacific Standard Time":20261210T090000',
  'DTEND;TZID="Pacific Standard Time":20261210T100000',
  "UID:040000008200E00074C5B7101A82E008",
  "SUMMARY:Revisión con el pediatra",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=Pacific Standard Time:20270710T090000",
  "DURATION:PT2H",
  "UID:verano@outlook",
  "SUMMARY:Campamento de verano",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART:20261211T100000",
  "UID:flotante@outlook",
  "SUMMARY:Hora local",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=Hora estándar rara:20261212T100000",
  "UID:rara@outlook",
  "SUMMARY:Zona desconocida",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=America/Bogota:20261213T100000",
  "UID:bogota@outlook",
  "SUMMARY:En Bogotá",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

describe("importing .ics files", () => {
  async function importIcs(member: TestMember, ics: string) {
    return member.client.post<IcsImportResult & ErrorBody>("/api/calendar/import", { ics });
  }

  async function all(member: TestMember) {
    const events = (await view(member, "2026-11-01", "2027-12-01")).events;
    return new Map(events.map((event) => [event.title, event]));
  }

  it("reads a Google Calendar export: TZID, all-day, UTC, escaped text, cancellations", async () => {
    const response = await importIcs(owner, googleExport);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ imported: 4, updated: 0, skipped: 0 });
    const events = await all(owner);
    expect(events.get("Junta escolar, salón 4")).toMatchObject({
      allDay: false,
      start: "2026-12-04T00:00:00.000Z",
      end: "2026-12-04T01:30:00.000Z",
      notes: "Llevar la boleta\nY el uniforme",
      eventType: "general",
      authorId: owner.membership.profileId,
    });
    expect(events.get("Navidad con los abuelos")).toMatchObject({
      allDay: true,
      start: "2026-12-24",
      end: "2026-12-25",
    });
    expect(events.get("Fin de año")).toMatchObject({
      allDay: true,
      start: "2026-12-31",
      end: null,
    });
    expect(events.get("Llamada con la tía")?.start).toBe("2026-12-05T15:00:00.000Z");
    expect(events.has("Cancelado")).toBe(false);
  });

  it("reads an Outlook export: Windows zone names, DURATION, floating and unknown zones", async () => {
    expect((await importIcs(owner, outlookExport)).body).toEqual({
      imported: 5,
      updated: 0,
      skipped: 0,
    });
    const events = await all(owner);
    // 09:00 PST (UTC-8) in December, 09:00 PDT (UTC-7) in July.
    expect(events.get("Revisión con el pediatra")).toMatchObject({
      start: "2026-12-10T17:00:00.000Z",
      end: "2026-12-10T18:00:00.000Z",
    });
    expect(events.get("Campamento de verano")).toMatchObject({
      start: "2027-07-10T16:00:00.000Z",
      end: "2027-07-10T18:00:00.000Z",
    });
    // Floating times and unknown zones are the household's (Mexico City, UTC-6).
    expect(events.get("Hora local")?.start).toBe("2026-12-11T16:00:00.000Z");
    expect(events.get("Zona desconocida")?.start).toBe("2026-12-12T16:00:00.000Z");
    expect(events.get("En Bogotá")?.start).toBe("2026-12-13T15:00:00.000Z");
  });

  it("announces an import that changed something, and only then", async () => {
    const events: unknown[] = [];
    const unsubscribe = server.live.subscribe(owner.membership.householdId, (e) => events.push(e));
    await importIcs(owner, googleExport);
    await importIcs(owner, "no es un calendario"); // refused: nothing announced
    unsubscribe();
    expect(events).toEqual([{ topic: "calendar", action: "imported", actorId: owner.account.id }]);
  });

  it("importing the same file again updates instead of duplicating", async () => {
    await importIcs(owner, googleExport);
    const again = await importIcs(
      owner,
      googleExport.replace("Navidad con los abuelos", "Navidad en casa"),
    );
    expect(again.body).toEqual({ imported: 0, updated: 4, skipped: 0 });
    const events = await all(owner);
    expect(events.size).toBe(4);
    expect(events.has("Navidad en casa")).toBe(true);
    // Another household importing the same file gets its own copies.
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    expect((await importIcs(stranger, googleExport)).body.imported).toBe(4);
    expect((await all(owner)).size).toBe(4);
  });

  it("expands recurring events with their exceptions", async () => {
    const first = addDays(dateInZone(new Date(), "America/Mexico_City"), 1);
    const compact = (date: string) => date.replace(/-/g, "");
    const secondWeek = addDays(first, 7);
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:natacion@apple",
      `DTSTART;TZID=America/Mexico_City:${compact(first)}T170000`,
      `DTEND;TZID=America/Mexico_City:${compact(first)}T180000`,
      "RRULE:FREQ=WEEKLY;COUNT=4",
      `EXDATE;TZID=America/Mexico_City:${compact(addDays(first, 14))}T170000`,
      "SUMMARY:Natación",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:natacion@apple",
      `RECURRENCE-ID;TZID=America/Mexico_City:${compact(secondWeek)}T170000`,
      `DTSTART;TZID=America/Mexico_City:${compact(secondWeek)}T180000`,
      `DTEND;TZID=America/Mexico_City:${compact(secondWeek)}T190000`,
      "SUMMARY:Natación (más tarde)",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const result = await importIcs(owner, ics);
    expect(result.body).toEqual({ imported: 3, updated: 0, skipped: 0 });
    const events = (await view(owner, first, addDays(first, 30))).events;
    // 17:00 in Mexico City is 23:00 UTC; the second week moved to 18:00; the third was cancelled.
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["Natación", `${first}T23:00:00.000Z`],
      ["Natación (más tarde)", `${addDays(secondWeek, 1)}T00:00:00.000Z`],
      ["Natación", `${addDays(first, 21)}T23:00:00.000Z`],
    ]);
  });

  it("refuses what is not a calendar, and changes nothing", async () => {
    const invalid = await importIcs(owner, "hola, esto no es un calendario");
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({
      code: "ICS_INVALID",
      message: "No pudimos leer el archivo .ics: revisa que sea un calendario válido",
    });
    const empty = await importIcs(owner, "");
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.ics).toBe("Elige un archivo .ics con eventos");
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    expect((await importIcs(guest, googleExport)).status).toBe(403);
    expect((await all(owner)).size).toBe(0);
  });
});
