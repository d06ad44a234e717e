import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import type { SessionCache } from "#server/http/session-cache.ts";

/** Every API route after this one needs a signed-in user (cookie or bearer token). */
export function requireSession(sessions: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) throw new ApiError(401, "UNAUTHENTICATED");
    c.set("user", session.user);
    c.set("sessionId", session.sessionId);
    await next();
  };
}
