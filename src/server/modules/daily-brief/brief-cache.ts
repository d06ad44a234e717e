import type { BriefAsOf } from "#server/modules/daily-brief/daily-brief.service.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import type { LiveEvents } from "#server/modules/live/live-events.ts";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import { timeOfDay } from "#shared/brief/greeting.ts";
import { dateInZone } from "#shared/calendar/zoned-time.ts";

/** The longest a brief is served again: should an announcement be lost (another instance's, while
 * its connection to the relay was down), a brief is at most this much behind. */
export const briefKeptMs = 15 * 60_000;
/** A bound on memory (a brief is a few KB): past it the household kept first goes first. */
export const maxBriefsKept = 2_000;

interface Entry {
  brief: DailyBrief;
  userId: string;
  until: number;
}

/** A brief being made: it is not kept if a change to its household or reader came meanwhile. */
interface Making {
  userId: string;
  overtaken: boolean;
}

export interface BriefCache {
  /** The member's brief as last made, if nothing in their household changed since, it is still
   * the same day and time of day in the household's zone, no timed event has started since and
   * it is younger than `briefKeptMs`; else `make()`'s, kept for the next read. `anew`: made
   * again whatever is kept (a client that asks with `Cache-Control: no-cache`). */
  read(
    membership: Membership,
    now: Date,
    make: () => Promise<BriefAsOf>,
    options?: { anew?: boolean },
  ): Promise<DailyBrief>;
}

/**
 * Each member's daily brief as last made (issue 18: the brief ran seven statements and, with a
 * model configured, asked it for a tip on every open; a family opens it many times a day, and
 * most of its opens follow no change).
 * Every change announced on the live-event relay drops the household's briefs on every
 * instance before a browser told of it asks again; a change to an account (its language) drops
 * that person's. A brief made while such a change was announced is not kept: it may predate it.
 */
export function createBriefCache(live: LiveEvents): BriefCache {
  /** By household, then by member profile. */
  const households = new Map<string, Map<string, Entry>>();
  const making = new Map<string, Set<Making>>();
  let size = 0;

  const forget = (householdId: string, profileId: string) => {
    const entries = households.get(householdId);
    if (!entries?.delete(profileId)) return;
    size--;
    if (entries.size === 0) households.delete(householdId);
  };
  const keep = (membership: Membership, entry: Entry) => {
    forget(membership.householdId, membership.profileId);
    if (size >= maxBriefsKept) {
      // The household first kept is the oldest one's: drop its briefs.
      const [oldest] = households.keys();
      for (const profileId of [...(households.get(oldest as string)?.keys() ?? [])]) {
        forget(oldest as string, profileId);
      }
    }
    const entries = households.get(membership.householdId) ?? new Map<string, Entry>();
    entries.set(membership.profileId, entry);
    households.set(membership.householdId, entries);
    size++;
  };

  live.onChange((householdId) => {
    for (const profileId of [...(households.get(householdId)?.keys() ?? [])]) {
      forget(householdId, profileId);
    }
    for (const pending of making.get(householdId) ?? []) pending.overtaken = true;
  });
  live.onForgetSessions((userIds) => {
    for (const [householdId, entries] of [...households]) {
      for (const [profileId, entry] of [...entries]) {
        if (userIds.includes(entry.userId)) forget(householdId, profileId);
      }
    }
    for (const pendings of making.values()) {
      for (const pending of pendings)
        if (userIds.includes(pending.userId)) pending.overtaken = true;
    }
  });

  const stillCurrent = (entry: Entry, now: Date) => {
    const { brief } = entry;
    return (
      now.getTime() < entry.until &&
      dateInZone(now, brief.timeZone) === brief.today &&
      timeOfDay(now, brief.timeZone) === brief.greeting
    );
  };

  const makeAndKeep = async (membership: Membership, now: Date, make: () => Promise<BriefAsOf>) => {
    const pending: Making = { userId: membership.userId, overtaken: false };
    const pendings = making.get(membership.householdId) ?? new Set<Making>();
    pendings.add(pending);
    making.set(membership.householdId, pendings);
    try {
      const { brief, changesAfter } = await make();
      if (!pending.overtaken) {
        const until = Math.min(
          now.getTime() + briefKeptMs,
          changesAfter ? changesAfter.getTime() + 1 : Number.POSITIVE_INFINITY,
        );
        keep(membership, { brief, userId: membership.userId, until });
      }
      return brief;
    } finally {
      pendings.delete(pending);
      if (pendings.size === 0) making.delete(membership.householdId);
    }
  };

  return {
    read(membership, now, make, options = {}) {
      const kept = households.get(membership.householdId)?.get(membership.profileId);
      if (kept && !options.anew && stillCurrent(kept, now)) return Promise.resolve(kept.brief);
      return makeAndKeep(membership, now, make);
    },
  };
}
