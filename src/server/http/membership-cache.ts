import type { Membership } from "#server/modules/households/membership.ts";
import type { LiveEvents } from "#server/modules/live/live-events.ts";

interface Entry {
  membership: Membership;
  until: number;
}

/** As long as a verified session is kept (session-cache.ts), and for the same reason: a page's
 * burst of requests reads its membership once. */
const keptMs = 30_000;
/** A bound on memory: past it the oldest entries go first (a Map iterates in insertion order). */
const maxEntries = 10_000;

/** Events after which a household's members may belong elsewhere or hold another role. */
const membershipTopics = new Set(["me", "members"]);

export interface MembershipCache {
  /** The user's membership, read from the database at most once per account in `keptMs`. */
  read(userId: string): Promise<Membership | null>;
}

/**
 * The household and role of accounts that made a request recently (issue 18: after the session
 * cache, the membership statement was the largest part of a household request's floor). Only a
 * membership found is kept: someone without a household who joins one is read again at once.
 * Every instance drops what it keeps when the live-event relay says an account's sessions or
 * membership changed (a role change, removal, leaving, deletion: `onForgetSessions`) or that a
 * household's members changed or the household went (`onChange`, topics "me" and "members").
 */
export function createMembershipCache(
  find: (userId: string) => Promise<Membership | null>,
  live: LiveEvents,
): MembershipCache {
  const entries = new Map<string, Entry>();
  /** Counts evictions: a membership read while one happened is not kept, since it may have been
   * read just before the change that had nothing cached to drop yet. */
  let evictions = 0;

  live.onForgetSessions((userIds) => {
    evictions++;
    for (const userId of userIds) entries.delete(userId);
  });
  live.onChange((householdId, event) => {
    if (!membershipTopics.has(event.topic)) return;
    evictions++;
    for (const [userId, entry] of entries) {
      if (entry.membership.householdId === householdId) entries.delete(userId);
    }
  });

  return {
    async read(userId) {
      const cached = entries.get(userId);
      if (cached && cached.until > Date.now()) return cached.membership;
      if (cached) entries.delete(userId);
      const evictionsBefore = evictions;
      const membership = await find(userId);
      if (membership && evictions === evictionsBefore) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(userId, { membership, until: Date.now() + keptMs });
      }
      return membership;
    },
  };
}
