import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { requireSession } from "#server/http/require-session.ts";
import type { SessionCache } from "#server/http/session-cache.ts";
import {
  acceptInvitation,
  previewInvitation,
} from "#server/modules/invitations/invitations.service.ts";

/** /api/join/:token: the invitation page. Anyone holding the link sees whose household it is and
 * who invited them; joining needs an account. */
export function joinRoutes(app: AppContext, sessions: SessionCache) {
  return new Hono<AppEnv>()
    .get("/:token", async (c) => {
      const session = await sessions.read(c.req.raw.headers);
      return c.json(await previewInvitation(app, c.req.param("token"), session?.user.id ?? null));
    })
    .post("/:token", requireSession(sessions), async (c) => {
      const user = c.get("user");
      const joined = await acceptInvitation(app, user, c.req.param("token"));
      return c.json(joined);
    });
}
