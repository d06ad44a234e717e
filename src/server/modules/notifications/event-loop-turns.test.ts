import { describe, expect, it } from "vitest";
import { eventLoopTurns } from "#server/modules/notifications/event-loop-turns.ts";

describe("turns of the event loop for long work", () => {
  it("is due once the work has run its budget since its last turn, and starts again after one", async () => {
    let now = 100;
    const turns = eventLoopTurns(4, () => now);
    expect(turns.due()).toBe(false);
    now = 103.9;
    expect(turns.due()).toBe(false);
    now = 104;
    expect(turns.due()).toBe(true);
    const taking = turns.take();
    // The budget counts from the end of the turn, not from when it was asked for.
    now = 110;
    await taking;
    expect(turns.due()).toBe(false);
    now = 113;
    expect(turns.due()).toBe(false);
    now = 114;
    expect(turns.due()).toBe(true);
  });

  it("lets what was waiting on the event loop run before the work goes on", async () => {
    const turns = eventLoopTurns(0);
    const ran: string[] = [];
    setImmediate(() => ran.push("a request's callback"));
    await turns.take();
    ran.push("the work");
    expect(ran).toEqual(["a request's callback", "the work"]);
  });
});
