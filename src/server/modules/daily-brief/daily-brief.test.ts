import { v7 as uuidv7 } from "uuid";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fallbackTip, fallbackTipIn } from "#server/ai/daily-tip.ts";
import { serviceContext } from "#server/app-context.ts";
import {
  getDailyBrief,
  makeDailyBrief,
  tipTimeoutMs,
} from "#server/modules/daily-brief/daily-brief.service.ts";
import { createTask } from "#server/modules/tasks/tasks.service.ts";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import { dateInZone, zonedTimeToUtc } from "#shared/calendar/zoned-time.ts";
import {
  perScale,
  QueryCounter,
  seedBusyHousehold,
} from "#tests/server/fixtures/brief-fixtures.ts";
import { sendChat } from "#tests/server/harness/chat-stream.ts";
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
afterEach(() => {
  vi.useRealTimers();
});

const timeZone = "America/Mexico_City";
const today = "2026-11-25";
/** 08:00 on the 25th in Mexico City. */
const morning = zonedTimeToUtc(
  { year: 2026, month: 11, day: 25, hour: 8, minute: 0, second: 0 },
  timeZone,
);

describe("daily brief", () => {
  it("welcomes a new household: greeting, name, date, the §9 tip and empty lists", async () => {
    const response = await owner.client.get<DailyBrief>("/api/daily-brief");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      householdName: "Casa López",
      memberName: "Ana López",
      timeZone,
      today: dateInZone(new Date(), timeZone),
      tip: fallbackTip,
      events: [],
      urgentTasks: [],
      itemsToBuy: [],
      counts: { pendingTasks: 0, itemsToBuy: 0, upcomingEvents: 0, members: 1 },
    });
    expect(["morning", "afternoon", "evening"]).toContain(response.body.greeting);
  });

  it.each([
    [8, "morning"],
    [12, "afternoon"],
    [18, "afternoon"],
    [19, "evening"],
  ])("greets by the household's hour: %i h is %s", async (hour, greeting) => {
    const now = zonedTimeToUtc(
      { year: 2026, month: 11, day: 25, hour, minute: 0, second: 0 },
      timeZone,
    );
    const brief = await getDailyBrief(serviceContext(server), owner.membership, { now });
    expect(brief.greeting).toBe(greeting);
    expect(brief.today).toBe(today);
  });

  it("lists today's events in the household's time zone, at most 5 urgent tasks and 5 items", async () => {
    await seedBusyHousehold(server.database, owner.membership.householdId, {
      scale: 3,
      today,
      timeZone,
    });
    const brief = await getDailyBrief(serviceContext(server), owner.membership, { now: morning });
    // 23:00 in Mexico City is already tomorrow in UTC, and still today for the family.
    expect(brief.events.map((event) => event.title).sort()).toEqual(
      ["Hoy 0", "Hoy 1", "Hoy 2", "Todo el día 0", "Todo el día 1", "Todo el día 2"].sort(),
    );
    expect(brief.urgentTasks).toHaveLength(5);
    // By due date, undated last; only todo/in progress with high or urgent priority.
    expect(brief.urgentTasks.map((task) => task.title)).toEqual([
      "Urgente 0",
      "Urgente 1",
      "Urgente 2",
      expect.stringMatching(/^Alta /),
      expect.stringMatching(/^Alta /),
    ]);
    expect(brief.urgentTasks[0]).toMatchObject({
      priority: "urgent",
      status: "todo",
      dueDate: today,
    });
    expect(brief.itemsToBuy).toHaveLength(5);
    expect(brief.itemsToBuy.every((item) => item.listName === "Súper")).toBe(true);
    expect(brief.itemsToBuy.map((item) => item.name)).not.toContain("Comprado 0");
    expect(brief.counts).toEqual({
      pendingTasks: 3 * perScale.pendingTasks,
      itemsToBuy: 3 * perScale.itemsToBuy,
      upcomingEvents: 3 * perScale.upcomingEvents,
      members: 1 + 3 * perScale.members,
    });
    expect(brief.tip).not.toBe(fallbackTip);
  });

  it("puts a task due today before an urgent one due later, and excludes what's done", async () => {
    const task = (
      title: string,
      priority: "high" | "urgent" | "low",
      dueDate: string | null,
      status: "todo" | "done" = "todo",
    ) =>
      createTask(serviceContext(server), owner.membership, {
        title,
        description: null,
        priority,
        dueDate,
        assignedTo: owner.membership.profileId,
        recurringPattern: "none",
        status,
      });
    await task("Urgente sin fecha", "urgent", null);
    await task("Alta para el viernes", "high", "2026-11-27");
    await task("Urgente para hoy", "urgent", today);
    await task("Baja para hoy", "low", today);
    await task("Urgente hecha", "urgent", today, "done");
    const brief = await getDailyBrief(serviceContext(server), owner.membership, { now: morning });
    expect(brief.urgentTasks.map((each) => each.title)).toEqual([
      "Urgente para hoy",
      "Alta para el viernes",
      "Urgente sin fecha",
    ]);
    expect(brief.urgentTasks[0]?.assigneeName).toBe("Ana López");
  });

  it("on one due date puts urgent before high, then the oldest; undated ones only fill the rest", async () => {
    const task = (title: string, priority: "high" | "urgent", dueDate: string | null) =>
      createTask(serviceContext(server), owner.membership, {
        title,
        description: null,
        priority,
        dueDate,
        assignedTo: null,
        recurringPattern: "none",
        status: "todo",
      });
    // Created in this order: within a date and priority, the first created comes first.
    await task("Urgente sin fecha", "urgent", null);
    await task("Alta del viernes, primera", "high", "2026-11-27");
    await task("Alta sin fecha", "high", null);
    await task("Urgente del viernes", "urgent", "2026-11-27");
    await task("Alta del viernes, segunda", "high", "2026-11-27");
    await task("Alta de hoy", "high", today);
    const brief = await getDailyBrief(serviceContext(server), owner.membership, { now: morning });
    expect(brief.urgentTasks.map((each) => each.title)).toEqual([
      "Alta de hoy",
      "Urgente del viernes",
      "Alta del viernes, primera",
      "Alta del viernes, segunda",
      "Urgente sin fecha",
    ]);
    expect(brief.urgentTasks[0]?.assigneeName).toBeNull();
  });

  it("shows the fallback tip when the assistant fails, says nothing or takes too long", async () => {
    await seedBusyHousehold(server.database, owner.membership.householdId, {
      scale: 1,
      today,
      timeZone,
    });
    const failing = await getDailyBrief(serviceContext(server), owner.membership, {
      now: morning,
      tip: async () => {
        throw new Error("modelo caído");
      },
    });
    expect(failing.tip).toBe(fallbackTip);
    expect(failing.events.length).toBeGreaterThan(0);
    const blank = await getDailyBrief(serviceContext(server), owner.membership, {
      now: morning,
      tip: async () => "  ",
    });
    expect(blank.tip).toBe(fallbackTip);

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let asked: () => void = () => {};
    const tipRequested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const slow = getDailyBrief(serviceContext(server), owner.membership, {
      now: morning,
      tip: () => {
        asked();
        return new Promise(() => {});
      },
    });
    await tipRequested;
    await vi.advanceTimersByTimeAsync(tipTimeoutMs - 1);
    expect(await Promise.race([slow.then(() => "answered"), Promise.resolve("waiting")])).toBe(
      "waiting",
    );
    await vi.advanceTimersByTimeAsync(1);
    expect((await slow).tip).toBe(fallbackTip);
  });

  it("answers in the same number of queries for 1× and 50× the data", async () => {
    const counts: number[] = [];
    for (const scale of [1, 50]) {
      const other = await createHouseholdOwner(server, { householdName: `Casa ${scale}` });
      await seedBusyHousehold(server.database, other.membership.householdId, {
        scale,
        today,
        timeZone,
      });
      const counter = new QueryCounter();
      const brief = await getDailyBrief(
        { ...serviceContext(server), db: server.database.db.withPlugin(counter) },
        other.membership,
        {
          now: morning,
        },
      );
      expect(brief.counts.pendingTasks).toBe(scale * perScale.pendingTasks);
      expect(brief.urgentTasks).toHaveLength(Math.min(5, scale * perScale.urgentTasks));
      counts.push(counter.count);
    }
    expect(counts[0]).toBe(counts[1]);
    // Who and where, events, repeating events, urgent tasks, items to buy, today's meals and
    // the counts.
    expect(counts[0]).toBeLessThanOrEqual(7);
  });

  it("only ever shows the member's own household", async () => {
    const stranger = await createHouseholdOwner(server, { householdName: "Casa Ajena" });
    await seedBusyHousehold(server.database, stranger.membership.householdId, {
      scale: 2,
      today,
      timeZone,
    });
    const brief = await getDailyBrief(serviceContext(server), owner.membership, { now: morning });
    expect(brief).toMatchObject({
      householdName: "Casa López",
      events: [],
      urgentTasks: [],
      itemsToBuy: [],
      counts: { pendingTasks: 0, itemsToBuy: 0, upcomingEvents: 0, members: 1 },
    });
    expect((await server.client().get("/api/daily-brief")).status).toBe(401);
  });
});

describe("daily brief opened again", () => {
  const brief = async (member: TestMember = owner) =>
    (await member.client.get<DailyBrief>("/api/daily-brief")).body;

  it("shows every change at the next open, whoever or whatever made it", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");
    expect((await brief()).urgentTasks).toEqual([]);
    expect((await brief(partner)).itemsToBuy).toEqual([]);

    const dueToday = dateInZone(new Date(), timeZone);
    const created = await partner.client.post("/api/tasks", {
      title: "Pagar el gas",
      priority: "urgent",
      dueDate: dueToday,
    });
    expect(created.status).toBe(201);
    expect((await brief()).urgentTasks.map((task) => task.title)).toEqual(["Pagar el gas"]);

    const chat = await sendChat(owner.client, {
      conversationId: uuidv7(),
      message: "agrega leche a la lista",
    });
    expect(chat.status).toBe(200);
    expect((await brief(partner)).itemsToBuy.map((item) => item.name)).toEqual(["Leche"]);
    expect((await brief()).counts).toMatchObject({ pendingTasks: 1, itemsToBuy: 1, members: 2 });
  });

  it("says when the clock alone changes it: right after the next timed event starts", async () => {
    const event = (title: string, allDay: boolean, start: string) =>
      owner.client.post("/api/calendar/events", { title, allDay, start });
    await event("Ya empezó", false, "2030-01-02T09:00:00.000Z");
    await event("Todo el día", true, "2030-01-02");
    await event("Dentista", false, "2030-01-03T15:00:00.000Z");
    await event("Más tarde", false, "2030-01-04T15:00:00.000Z");
    const now = new Date("2030-01-02T12:00:00.000Z");
    const { brief, changesAfter } = await makeDailyBrief(serviceContext(server), owner.membership, {
      now,
    });
    expect(changesAfter).toEqual(new Date("2030-01-03T15:00:00.000Z"));
    expect(brief.counts.upcomingEvents).toBe(3);
  });

  it("writes the tip in the reader's new language as soon as they change it", async () => {
    expect((await brief()).tip).toBe(fallbackTip);
    expect((await owner.client.put("/api/me/language", { locale: "pt-BR" })).status).toBe(200);
    expect((await brief()).tip).toBe(fallbackTipIn("pt-BR"));
  });
});
