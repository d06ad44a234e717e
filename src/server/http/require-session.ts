import type { MiddlewareHandler } from "hono";
import type { Auth } from "#server/auth.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";

/** Every API route after this one needs a signed-in user (cookie or bearer token). */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError(401, "UNAUTHENTICATED");
    c.set("user", session.user);
    c.set("sessionId", session.session.id);
    await next();
  };
}
