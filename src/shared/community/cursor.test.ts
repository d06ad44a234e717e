import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "#shared/community/cursor.ts";

const cursor = {
  createdAt: "2026-11-22T15:04:05.123Z",
  id: "019a8f2e-7c1d-7b3a-9e4f-0123456789ab",
};

describe("feed cursors", () => {
  it("round-trip and are URL-safe", () => {
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it("refuse anything we could not have made", () => {
    const forged = (text: string) => btoa(text).replaceAll("=", "");
    for (const value of [
      "",
      "no es un cursor",
      forged("2026-11-22T15:04:05.123Z"),
      forged(`2026-11-22|${cursor.id}`),
      forged(`2026-13-45T99:99:99.999Z|${cursor.id}`),
      forged(`${cursor.createdAt}|' or 1=1 --`),
      forged(`${cursor.createdAt}|${cursor.id}|extra`),
      "a".repeat(500),
    ]) {
      expect(decodeCursor(value), value).toBeNull();
    }
  });
});
