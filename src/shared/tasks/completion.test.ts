import { describe, expect, it } from "vitest";
import { completedAtFor } from "#shared/tasks/completion.ts";

const now = new Date("2026-11-25T16:00:00.000Z");

describe("completed_at (spec §4)", () => {
  it("is set to now when a task moves to done", () => {
    expect(completedAtFor("done", { status: "todo", completedAt: null }, now)).toBe(
      now.toISOString(),
    );
    expect(completedAtFor("done", null, now)).toBe(now.toISOString());
  });

  it("is cleared by any other status", () => {
    const done = { status: "done" as const, completedAt: "2026-11-20T10:00:00.000Z" };
    expect(completedAtFor("todo", done, now)).toBeNull();
    expect(completedAtFor("in_progress", done, now)).toBeNull();
  });

  it("keeps the first completion when a done task stays done", () => {
    const done = { status: "done" as const, completedAt: "2026-11-20T10:00:00.000Z" };
    expect(completedAtFor("done", done, now)).toBe("2026-11-20T10:00:00.000Z");
  });
});
