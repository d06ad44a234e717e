import { describe, expect, it } from "vitest";
import { buildIcsEvent, escapeIcsText, foldIcsLine, formatIcsUtc } from "#shared/demo/ics.ts";

const event = {
  uid: "3f2a9c@hogaria.app",
  createdAt: new Date("2026-11-23T16:00:00.123Z"),
  start: new Date("2026-12-01T00:00:00Z"),
  end: new Date("2026-12-01T01:00:00Z"),
  summary: "Práctica de Matemáticas",
  description:
    "Práctica sugerida por Hogaria antes del examen de Matemáticas (lunes, 30 de noviembre).",
  alarmMinutesBefore: 30,
};

/** Undoes folding (RFC 5545 §3.1), as a calendar app reading the file does. */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);
}

describe("buildIcsEvent", () => {
  const ics = buildIcsEvent(event);

  it("writes one event with every required property, times in UTC", () => {
    expect(unfold(ics)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Hogaria//Demo//ES",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:3f2a9c@hogaria.app",
      "DTSTAMP:20261123T160000Z",
      "DTSTART:20261201T000000Z",
      "DTEND:20261201T010000Z",
      "SUMMARY:Práctica de Matemáticas",
      "DESCRIPTION:Práctica sugerida por Hogaria antes del examen de Matemáticas (lunes\\, 30 de noviembre).",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "DESCRIPTION:Práctica de Matemáticas",
      "TRIGGER:-PT30M",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });

  it("ends every line with CRLF and never a bare line feed", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps every physical line within 75 octets", () => {
    for (const line of ics.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(ics).toContain("\r\n ");
  });

  it("leaves out the description and the alarm when not asked for", () => {
    const plain = buildIcsEvent({
      ...event,
      description: undefined,
      alarmMinutesBefore: undefined,
    });
    expect(plain).not.toContain("DESCRIPTION");
    expect(plain).not.toContain("VALARM");
  });
});

describe("foldIcsLine", () => {
  it("leaves a short line alone", () => {
    expect(foldIcsLine("SUMMARY:Práctica")).toEqual(["SUMMARY:Práctica"]);
  });

  it("never splits a multi-byte character and restores the text when unfolded", () => {
    const line = `DESCRIPTION:${"áéíóú ñ 🎉 ".repeat(20)}`;
    const folded = foldIcsLine(line);
    expect(folded.length).toBeGreaterThan(3);
    for (const [index, part] of folded.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
      if (index > 0) expect(part.startsWith(" ")).toBe(true);
    }
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
});

describe("escapeIcsText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeIcsText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });
});

describe("formatIcsUtc", () => {
  it("drops separators and milliseconds", () => {
    expect(formatIcsUtc(new Date("2026-01-05T09:07:03.999Z"))).toBe("20260105T090703Z");
  });
});
