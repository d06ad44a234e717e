import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createLiveEvents, type LiveEvent } from "#server/modules/live/live-events.ts";
import { createTestDatabaseUrl } from "#tests/server/harness/test-database.ts";

const onPostgres = process.env.HOGARIA_TEST_ENGINE === "postgres";

describe("live events", () => {
  it("deliver a change to subscribers of that household only", async () => {
    const live = createLiveEvents({ logger: createLogger("silent") });
    const heard: LiveEvent[] = [];
    const stop = live.subscribe("casa-a", (event) => heard.push(event));
    live.publish("casa-b", { topic: "tasks" });
    live.publish("casa-a", { topic: "shopping", id: "1" });
    stop();
    live.publish("casa-a", { topic: "shopping", id: "2" });
    expect(heard).toEqual([{ topic: "shopping", id: "1" }]);
    await live.close();
  });

  it.runIf(onPostgres)("reach browsers connected to another server instance", async () => {
    const database = await createTestDatabaseUrl();
    const logger = createLogger("silent");
    const first = createLiveEvents({ postgresUrl: database.url, logger });
    const second = createLiveEvents({ postgresUrl: database.url, logger });
    try {
      const heard = new Promise<LiveEvent>((resolve) => {
        second.subscribe("casa-a", resolve);
      });
      // LISTEN is set up asynchronously; publish until the other instance hears it.
      const timer = setInterval(() => first.publish("casa-a", { topic: "community" }), 50);
      expect(await heard).toEqual({ topic: "community" });
      clearInterval(timer);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
