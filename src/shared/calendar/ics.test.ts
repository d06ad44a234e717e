import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendarFeed, escapeText, foldLine } from "#shared/calendar/ics.ts";

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe("iCalendar feed", () => {
  const feed = buildCalendarFeed({
    name: "Hogaria · Casa López",
    timeZone: "America/Mexico_City",
    now: new Date("2026-11-22T12:00:00Z"),
    events: [
      {
        uid: "e1@hogaria.app",
        title: "Cena familiar, con los abuelos; traer postre",
        description: "Línea uno\nLínea dos \\ fin",
        category: "Familia",
        allDay: false,
        start: "2026-11-25T02:00:00.000Z",
        end: "2026-11-25T04:00:00.000Z",
        updatedAt: "2026-11-20T10:00:00.000Z",
      },
      {
        uid: "e2@hogaria.app",
        title: "Vacaciones de invierno en casa de la tía Guadalupe, Guadalajara, Jalisco",
        allDay: true,
        start: "2026-12-20",
        end: "2026-12-24",
        updatedAt: "2026-11-20T10:00:00.000Z",
      },
      {
        uid: "e3@hogaria.app",
        title: "Cumpleaños de Sofía 🎂",
        allDay: true,
        start: "2026-12-01",
        end: null,
        updatedAt: "2026-11-20T10:00:00.000Z",
      },
      {
        uid: "e4@hogaria.app",
        title: "Dentista",
        allDay: false,
        start: "2026-11-26T16:00:00.000Z",
        end: null,
        updatedAt: "2026-11-20T10:00:00.000Z",
      },
    ],
  });

  it("is a valid calendar with CRLF line ends and lines of at most 75 octets", () => {
    expect(feed.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(feed.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(feed.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of feed.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const { calendar } = parse(feed);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Hogaria · Casa López");
  });

  it("reads back, through a real iCalendar parser, exactly what was written", () => {
    const { events } = parse(feed);
    const [dinner, holidays, birthday, dentist] = events;
    expect(dinner?.summary).toBe("Cena familiar, con los abuelos; traer postre");
    expect(dinner?.description).toBe("Línea uno\nLínea dos \\ fin");
    expect(dinner?.startDate.toJSDate().toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(dinner?.endDate.toJSDate().toISOString()).toBe("2026-11-25T04:00:00.000Z");
    expect(dinner?.component.getFirstPropertyValue("categories")).toBe("Familia");

    expect(holidays?.summary).toBe(
      "Vacaciones de invierno en casa de la tía Guadalupe, Guadalajara, Jalisco",
    );
    expect(holidays?.startDate.isDate).toBe(true);
    expect(holidays?.startDate.toString()).toBe("2026-12-20");
    // DTEND is exclusive: the last day is the 24th.
    expect(holidays?.endDate.toString()).toBe("2026-12-25");

    expect(birthday?.summary).toBe("Cumpleaños de Sofía 🎂");
    expect(birthday?.endDate.toString()).toBe("2026-12-02");
    // A timed event without an end lasts an hour.
    expect(dentist?.endDate.toJSDate().toISOString()).toBe("2026-11-26T17:00:00.000Z");
    expect(events.map((event) => event.uid)).toEqual([
      "e1@hogaria.app",
      "e2@hogaria.app",
      "e3@hogaria.app",
      "e4@hogaria.app",
    ]);
  });

  it("escapes text and folds without splitting characters", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const long = `SUMMARY:${"ñ".repeat(60)}`;
    const folded = foldLine(long);
    expect(folded.split("\r\n ").join("")).toBe(long);
    for (const piece of folded.split("\r\n")) {
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    }
  });
});
