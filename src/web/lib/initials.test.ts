import { describe, expect, it } from "vitest";
import { initials } from "#web/lib/initials.ts";

describe("initials", () => {
  it.each([
    ["Ana López", "AL"],
    ["ana maría lópez pérez", "AM"],
    ["  Lucía ", "L"],
    ["Ñandú álvarez", "ÑÁ"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
