import type { MiddlewareHandler } from "hono";
import type { Db } from "#server/db/executor.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import { findMembershipByUser } from "#server/modules/households/households.repository.ts";

/** Routes after this need a household; the household always comes from the session's user. */
export function requireMembership(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const membership = await findMembershipByUser(db, c.get("user").id);
    if (!membership) throw new ApiError(403, "NO_HOUSEHOLD");
    c.set("membership", membership);
    await next();
  };
}
