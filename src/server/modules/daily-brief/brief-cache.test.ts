import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import {
  briefKeptMs,
  createBriefCache,
  maxBriefsKept,
} from "#server/modules/daily-brief/brief-cache.ts";
import type { BriefAsOf } from "#server/modules/daily-brief/daily-brief.service.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { createLiveEvents, type LiveEvents } from "#server/modules/live/live-events.ts";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import { timeOfDay } from "#shared/brief/greeting.ts";
import { dateInZone, zonedTimeToUtc } from "#shared/calendar/zoned-time.ts";
import { createTestDatabaseUrl } from "#tests/server/harness/test-database.ts";

const timeZone = "America/Bogota";
const at = (hour: number, minute = 0, day = 25) =>
  zonedTimeToUtc({ year: 2026, month: 11, day, hour, minute, second: 0 }, timeZone);

const ana: Membership = {
  userId: "u-ana",
  householdId: "casa-a",
  profileId: "p-ana",
  role: "owner",
};
const beto: Membership = {
  userId: "u-beto",
  householdId: "casa-a",
  profileId: "p-beto",
  role: "member",
};
const otra: Membership = {
  userId: "u-otra",
  householdId: "casa-b",
  profileId: "p-otra",
  role: "owner",
};

/** A brief as `makeDailyBrief` makes it at `now`, numbered by how many were made so far. */
function briefMaker(changesAfter: Date | null = null) {
  let made = 0;
  return {
    get made() {
      return made;
    },
    at: (now: Date) => async (): Promise<BriefAsOf> => {
      made++;
      return { brief: brief(now, made), changesAfter };
    },
  };
}

function brief(now: Date, made: number): DailyBrief {
  return {
    greeting: timeOfDay(now, timeZone),
    householdName: "Casa",
    memberName: "Ana",
    today: dateInZone(now, timeZone),
    timeZone,
    tip: `brief ${made}`,
    events: [],
    urgentTasks: [],
    itemsToBuy: [],
    meals: [],
    counts: { pendingTasks: made, itemsToBuy: 0, upcomingEvents: 0, members: 2 },
  };
}

let live: LiveEvents;
beforeEach(() => {
  live = createLiveEvents({ logger: createLogger("silent") });
});
afterEach(async () => {
  await live.close();
});

describe("the daily brief kept between opens", () => {
  it("answers a second open with the brief already made", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    const first = await cache.read(ana, at(9), maker.at(at(9)));
    const later = new Date(at(9).getTime() + 10 * 60_000);
    const again = await cache.read(ana, later, maker.at(later));
    expect(again).toBe(first);
    expect(maker.made).toBe(1);
  });

  it("makes it again when asked to, and keeps that one", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    await cache.read(ana, at(9), maker.at(at(9)));
    const anew = await cache.read(ana, at(9), maker.at(at(9)), { anew: true });
    expect(anew.tip).toBe("brief 2");
    expect(await cache.read(ana, at(9), maker.at(at(9)))).toBe(anew);
  });

  it("keeps each member's own brief", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    await cache.read(ana, at(9), maker.at(at(9)));
    const betos = await cache.read(beto, at(9), maker.at(at(9)));
    expect(betos.tip).toBe("brief 2");
    expect(maker.made).toBe(2);
  });

  it("makes it again after any change announced in the household, and only there", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    await cache.read(ana, at(9), maker.at(at(9)));
    await cache.read(otra, at(9), maker.at(at(9)));
    live.publish("casa-a", { topic: "tasks", action: "created" });
    const fresh = await cache.read(ana, at(9), maker.at(at(9)));
    expect(fresh.tip).toBe("brief 3");
    expect((await cache.read(otra, at(9), maker.at(at(9)))).tip).toBe("brief 2");
    expect(maker.made).toBe(3);
  });

  it("makes it again for an account whose sessions are forgotten (its language changed)", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    await cache.read(ana, at(9), maker.at(at(9)));
    await cache.read(beto, at(9), maker.at(at(9)));
    await live.forgetSessionsOf(["u-ana"]);
    expect((await cache.read(ana, at(9), maker.at(at(9)))).tip).toBe("brief 3");
    expect((await cache.read(beto, at(9), maker.at(at(9)))).tip).toBe("brief 2");
  });

  it("makes it again right after the next timed event starts: it counts as upcoming no more", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker(at(9, 10));
    const read = (now: Date) => cache.read(ana, now, maker.at(now));
    await read(at(9));
    await read(at(9, 10));
    expect(maker.made).toBe(1);
    await read(new Date(at(9, 10).getTime() + 1));
    expect(maker.made).toBe(2);
  });

  it("makes it again at the latest when it is briefKeptMs old, at noon and at midnight in the household's zone", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    const read = (now: Date) => cache.read(ana, now, maker.at(now));
    await read(at(9));
    await read(new Date(at(9).getTime() + briefKeptMs - 1));
    expect(maker.made).toBe(1);
    await read(new Date(at(9).getTime() + briefKeptMs));
    expect(maker.made).toBe(2);

    await read(at(11, 59, 25));
    expect(maker.made).toBe(3);
    expect((await read(at(12, 0))).greeting).toBe("afternoon");
    expect(maker.made).toBe(4);

    await read(at(23, 59, 25));
    const tomorrow = await read(at(0, 0, 26));
    expect(tomorrow.today).toBe("2026-11-26");
    expect(maker.made).toBe(6);
  });

  it("keeps at most maxBriefsKept briefs, the household kept first going first", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    const member = (index: number): Membership => ({
      userId: `u-${index}`,
      householdId: `casa-${index}`,
      profileId: `p-${index}`,
      role: "owner",
    });
    for (let index = 0; index < maxBriefsKept; index++) {
      await cache.read(member(index), at(9), maker.at(at(9)));
    }
    await cache.read(member(1), at(9), maker.at(at(9)));
    expect(maker.made).toBe(maxBriefsKept);
    await cache.read(member(maxBriefsKept), at(9), maker.at(at(9)));
    await cache.read(member(1), at(9), maker.at(at(9)));
    expect(maker.made).toBe(maxBriefsKept + 1);
    await cache.read(member(0), at(9), maker.at(at(9)));
    expect(maker.made).toBe(maxBriefsKept + 2);
  });

  it("does not keep a brief made while a change was announced: it may predate it", async () => {
    const cache = createBriefCache(live);
    const maker = briefMaker();
    const make = maker.at(at(9));
    await cache.read(ana, at(9), async () => {
      const brief = await make();
      live.publish("casa-a", { topic: "shopping", action: "created" });
      return brief;
    });
    await cache.read(ana, at(9), make);
    expect(maker.made).toBe(2);
  });
});

describe.runIf(process.env.HOGARIA_TEST_ENGINE === "postgres")("across instances", () => {
  it("a change made through another instance drops the brief here", async () => {
    const database = await createTestDatabaseUrl();
    const logger = createLogger("silent");
    const first = createLiveEvents({ postgresUrl: database.url, logger });
    const second = createLiveEvents({ postgresUrl: database.url, logger });
    try {
      const cache = createBriefCache(second);
      const maker = briefMaker();
      await cache.read(ana, at(9), maker.at(at(9)));
      const relayed = new Promise<void>((resolve) => second.onChange(() => resolve()));
      // LISTEN is set up asynchronously: announce it until the other instance hears it.
      const timer = setInterval(() => first.publish("casa-a", { topic: "tasks" }), 50);
      await relayed;
      clearInterval(timer);
      expect((await cache.read(ana, at(9), maker.at(at(9)))).tip).toBe("brief 2");
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
