import { afterEach, describe, expect, it } from "vitest";
import { createMembershipCache } from "#server/http/membership-cache.ts";
import { createLogger } from "#server/logger.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { createLiveEvents, type LiveEvents } from "#server/modules/live/live-events.ts";

const ana: Membership = {
  userId: "usuario-ana",
  householdId: "casa-rivera",
  profileId: "perfil-ana",
  role: "owner",
};
const luis: Membership = { ...ana, userId: "usuario-luis", householdId: "casa-lopez" };

let live: LiveEvents;
afterEach(async () => {
  await live.close();
});

/** A cache over a stand-in for the database that counts its reads. */
function cacheOver(rows: Membership[]) {
  live = createLiveEvents({ logger: createLogger("silent") });
  const reads: string[] = [];
  const cache = createMembershipCache(async (userId) => {
    reads.push(userId);
    return rows.find((row) => row.userId === userId) ?? null;
  }, live);
  return { cache, reads };
}

describe("the membership cache", () => {
  it("reads an account's membership once for a burst of requests", async () => {
    const { cache, reads } = cacheOver([ana, luis]);
    expect(await cache.read(ana.userId)).toEqual(ana);
    expect(await cache.read(ana.userId)).toEqual(ana);
    expect(await cache.read(luis.userId)).toEqual(luis);
    expect(reads).toEqual([ana.userId, luis.userId]);
  });

  it("does not keep an account without a household: joining one is seen at once", async () => {
    const rows: Membership[] = [];
    const { cache } = cacheOver(rows);
    expect(await cache.read(ana.userId)).toBeNull();
    rows.push(ana);
    expect(await cache.read(ana.userId)).toEqual(ana);
  });

  it("reads again after the account's sessions or membership are dropped", async () => {
    const { cache, reads } = cacheOver([ana, luis]);
    await cache.read(ana.userId);
    await cache.read(luis.userId);
    await live.forgetSessionsOf([ana.userId]);
    await cache.read(ana.userId);
    await cache.read(luis.userId);
    expect(reads).toEqual([ana.userId, luis.userId, ana.userId]);
  });

  it("reads a household's members again after its members change or it goes, and only then", async () => {
    const { cache, reads } = cacheOver([ana, luis]);
    await cache.read(ana.userId);
    await cache.read(luis.userId);
    live.publish(ana.householdId, { topic: "tasks", action: "created" });
    await cache.read(ana.userId);
    expect(reads).toHaveLength(2);
    live.publish(ana.householdId, { topic: "members", action: "role-changed" });
    await cache.read(ana.userId);
    await cache.read(luis.userId);
    live.publish(luis.householdId, { topic: "me", action: "household-deleted" });
    await cache.read(ana.userId);
    await cache.read(luis.userId);
    expect(reads).toEqual([ana.userId, luis.userId, ana.userId, luis.userId]);
  });

  it("does not keep a membership read while one was being dropped", async () => {
    live = createLiveEvents({ logger: createLogger("silent") });
    const answers: ((membership: Membership | null) => void)[] = [];
    const cache = createMembershipCache(
      () => new Promise((resolve) => answers.push(resolve)),
      live,
    );
    const racing = cache.read(ana.userId);
    // Removed from the household while the statement was still answering.
    live.publish(
      ana.householdId,
      { topic: "me", action: "removed" },
      { endStreamsOf: [ana.userId] },
    );
    answers[0]?.(ana);
    expect(await racing).toEqual(ana);

    const next = cache.read(ana.userId);
    expect(answers).toHaveLength(2);
    answers[1]?.(null);
    expect(await next).toBeNull();
  });
});
