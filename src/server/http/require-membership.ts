import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import type { MembershipCache } from "#server/http/membership-cache.ts";

/** Routes after this need a household; the household always comes from the session's user. */
export function requireMembership(memberships: MembershipCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const membership = await memberships.read(c.get("user").id);
    if (!membership) throw new ApiError(403, "NO_HOUSEHOLD");
    c.set("membership", membership);
    await next();
  };
}
