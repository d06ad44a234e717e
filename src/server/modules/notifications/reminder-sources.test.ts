import { describe, expect, it } from "vitest";
import {
  householdList,
  householdsPerRead,
} from "#server/modules/notifications/reminder-sources.repository.ts";

describe("the households a reminder read takes", () => {
  it("always binds the same number of ids, the last repeated (which selects nothing more)", () => {
    expect(householdsPerRead).toBe(5);
    expect(householdList(["a"])).toEqual(["a", "a", "a", "a", "a"]);
    expect(householdList(["a", "b", "c"])).toEqual(["a", "b", "c", "c", "c"]);
    expect(householdList(["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("refuses none, or more than a read takes", () => {
    expect(() => householdList([])).toThrow(/1 to 5 households/);
    expect(() => householdList(["a", "b", "c", "d", "e", "f"])).toThrow(/1 to 5 households/);
  });
});
