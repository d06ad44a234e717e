import type { MiddlewareHandler } from "hono";
import type { Db } from "#server/db/executor.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  findTokenHolder,
  recordTokenUse,
  type TokenHolder,
} from "#server/modules/api-tokens/api-tokens.repository.ts";
import { hashApiToken } from "#server/modules/api-tokens/api-tokens.service.ts";
import { apiTokenMayUse, apiTokenPrefix, apiTokenScopeAllows } from "#shared/schemas/api-tokens.ts";

export interface ApiTokenLimits {
  /** Requests one token may send per window (per instance of the app). */
  requests: number;
  windowMs: number;
  /** How often a stream opened with a token (/api/live) checks that the token still works. */
  streamCheckMs: number;
}

/** A poll every few seconds (a Home Assistant sensor, a script) stays far below; a loop does not. */
export const defaultApiTokenLimits: ApiTokenLimits = {
  requests: 120,
  windowMs: 60_000,
  streamCheckMs: 60_000,
};
/** Last use is recorded at most this often per token: not a write per request. */
export const lastUseEveryMs = 60_000;

const bearerToken = new RegExp(`^Bearer\\s+(${apiTokenPrefix}[A-Za-z0-9_-]{1,200})\\s*$`, "i");

/** The personal API token a request carries (`Authorization: Bearer hgr_…`), if any. */
export function apiTokenOf(authorization: string | undefined): string | null {
  return authorization?.match(bearerToken)?.[1] ?? null;
}

/** Requests per token in fixed windows, kept in memory (one instance's count; ADR 024). */
function createTokenCounter(limits: ApiTokenLimits) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Seconds to wait when over the limit, else null. */
    take(tokenId: string, now: number): number | null {
      let current = windows.get(tokenId);
      if (!current || now - current.start >= limits.windowMs) {
        if (windows.size >= 10_000) {
          for (const [id, entry] of windows) {
            if (now - entry.start >= limits.windowMs) windows.delete(id);
          }
        }
        current = { start: now, count: 0 };
        windows.set(tokenId, current);
      }
      current.count++;
      if (current.count <= limits.requests) return null;
      return Math.max(1, Math.ceil((current.start + limits.windowMs - now) / 1000));
    },
  };
}

/**
 * Every API route after this one needs a signed-in member: a session (cookie or signed bearer
 * token), or a personal API token acting as its member. A token is looked up by its hash on
 * every request, so a revoked or expired one stops at once, as does one whose member left the
 * household; the member's current role is read by the household middleware after this, so a
 * token never does more than its member may now do.
 */
export function sessionOrApiToken(
  requireSession: MiddlewareHandler<AppEnv>,
  db: Db,
  limits: ApiTokenLimits = defaultApiTokenLimits,
): MiddlewareHandler<AppEnv> {
  const counter = createTokenCounter(limits);
  return async (c, next) => {
    const token = apiTokenOf(c.req.header("authorization"));
    if (token === null) return requireSession(c, next);

    const tokenHash = hashApiToken(token);
    const holder = await findTokenHolder(db, tokenHash);
    const now = Date.now();
    const refusal = holder ? tokenRefusal(holder, now) : "API_TOKEN_INVALID";
    if (refusal || !holder) {
      c.header("www-authenticate", 'Bearer error="invalid_token"');
      throw new ApiError(401, refusal ?? "API_TOKEN_INVALID");
    }
    // From here the member is known: refusals speak their language.
    c.set("user", holder.user as AppEnv["Variables"]["user"]);
    c.set("sessionId", `api-token:${holder.token.id}`);
    const wait = counter.take(holder.token.id, now);
    if (wait !== null) {
      c.header("retry-after", String(wait));
      throw new ApiError(429, "API_TOKEN_RATE_LIMITED", undefined, undefined, {
        values: { seconds: wait },
      });
    }
    if (!apiTokenMayUse(c.req.method, c.req.path)) {
      throw new ApiError(403, "API_TOKEN_SESSION_ONLY");
    }
    if (!apiTokenScopeAllows(holder.token.scope, c.req.method)) {
      throw new ApiError(403, "API_TOKEN_READ_ONLY");
    }

    const lastUse = holder.token.lastUsedAt ? new Date(holder.token.lastUsedAt).getTime() : 0;
    if (now - lastUse >= lastUseEveryMs) {
      await recordTokenUse(
        db,
        holder.token.id,
        new Date(now).toISOString(),
        new Date(now - lastUseEveryMs).toISOString(),
      );
    }
    await next();
    // A stream outlives the request's check: it ends once its token stops working (revoked,
    // expired, its member gone), checked every `streamCheckMs`.
    if (c.res.headers.get("content-type")?.startsWith("text/event-stream")) {
      c.res = endWhenStopped(c.res, limits.streamCheckMs, async () => {
        const current = await findTokenHolder(db, tokenHash);
        return current !== null && tokenRefusal(current, Date.now()) === null;
      });
    }
  };
}

/** Why a found token no longer works, or null while it does. */
function tokenRefusal(holder: TokenHolder, now: number): string | null {
  // Made before the member's current membership (they left and came back): not theirs now.
  if (holder.memberSince > holder.token.createdAt) return "API_TOKEN_INVALID";
  if (holder.token.expiresAt !== null && new Date(holder.token.expiresAt).getTime() <= now) {
    return "API_TOKEN_EXPIRED";
  }
  return null;
}

/** The same response, whose body ends (and cancels the route's stream) once `stillValid` says
 * no. A check that fails (the database briefly away) keeps the stream. */
function endWhenStopped(
  response: Response,
  everyMs: number,
  stillValid: () => Promise<boolean>,
): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  let closed = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setInterval(() => {
        void stillValid()
          .catch(() => true)
          .then((valid) => {
            if (valid || closed) return;
            closed = true;
            clearInterval(timer);
            controller.close();
            void reader.cancel();
          });
      }, everyMs);
      timer.unref?.();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (closed) return;
      if (done) {
        closed = true;
        clearInterval(timer);
        controller.close();
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      closed = true;
      clearInterval(timer);
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
