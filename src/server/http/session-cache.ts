import type { Auth } from "#server/auth.ts";
import type { SignedInUser } from "#server/http/app-env.ts";
import type { LiveEvents } from "#server/modules/live/live-events.ts";

export interface CachedSession {
  user: SignedInUser;
  sessionId: string;
}

interface Entry extends CachedSession {
  until: number;
}

/** Long enough that a page's burst of requests verifies its session once (issue 18: session
 * verification was a fifth of a request's CPU), short enough to bound any miss in eviction. */
const keptMs = 30_000;
/** A bound on memory: past it the oldest entries go first (a Map iterates in insertion order). */
const maxEntries = 10_000;

export interface SessionCache {
  /** The request's session, verified by Better Auth at most once per credential in `keptMs`. */
  read(headers: Headers): Promise<CachedSession | null>;
}

/**
 * Sessions Better Auth verified recently, keyed by the exact credentials the request carried (its
 * Authorization header and session cookie), so only a credential Better Auth accepted can ever
 * hit. Every instance drops an account's entries when the live-event relay says so: on sign-out,
 * password change or reset, a change to the account, and a role change or removal from a
 * household (docs/decisions/021-request-floor-and-memory.md).
 */
export function createSessionCache(auth: Auth, live: LiveEvents): SessionCache {
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<string, Set<string>>();
  /** Counts evictions: a session read while one happened is not kept, since it may have been
   * verified just before a sign-out that had nothing cached to drop yet. */
  let evictions = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.user.id);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.user.id);
  };
  live.onForgetSessions((userIds) => {
    evictions++;
    for (const userId of userIds) {
      for (const key of keysByUser.get(userId) ?? []) forget(key);
    }
  });

  const remember = (key: string, session: CachedSession, expiresAt: Date) => {
    forget(key);
    if (entries.size >= maxEntries) forget(entries.keys().next().value as string);
    entries.set(key, { ...session, until: Math.min(Date.now() + keptMs, expiresAt.getTime()) });
    const keys = keysByUser.get(session.user.id) ?? new Set<string>();
    keys.add(key);
    keysByUser.set(session.user.id, keys);
  };

  return {
    async read(headers) {
      const key = credentialKey(headers);
      if (key === null) return null;
      const cached = entries.get(key);
      if (cached && cached.until > Date.now()) return cached;
      if (cached) forget(key);
      const evictionsBefore = evictions;
      const found = await auth.api.getSession({ headers });
      if (!found) return null;
      const session = { user: found.user, sessionId: found.session.id };
      if (evictions === evictionsBefore) {
        remember(key, session, new Date(found.session.expiresAt));
      }
      return session;
    },
  };
}

const sessionCookie = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token)=([^;]*)/g;

/** What identifies the credentials: both the Authorization header and the session cookies, so
 * that a request is only ever answered with the session these exact credentials opened. */
function credentialKey(headers: Headers): string | null {
  const authorization = headers.get("authorization") ?? "";
  const cookies = [...(headers.get("cookie") ?? "").matchAll(sessionCookie)]
    .map(([, name, value]) => `${name}=${value}`)
    .join(";");
  if (!authorization && !cookies) return null;
  return `${authorization}\n${cookies}`;
}
