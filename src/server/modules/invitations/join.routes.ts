import { Hono } from "hono";
import { type AppContext, serviceContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { requireSession } from "#server/http/require-session.ts";
import type { SessionCache } from "#server/http/session-cache.ts";
import {
  acceptInvitation,
  previewInvitation,
} from "#server/modules/invitations/invitations.service.ts";
import { joinContract } from "#shared/contracts/members.ts";

/** /api/join/:token: the invitation page. Anyone holding the link sees whose household it is and
 * who invited them; joining needs an account (the session is checked before the route). */
export function joinRoutes(app: AppContext, sessions: SessionCache) {
  const ctx = serviceContext(app);
  const routes = routesFrom(app, joinContract, {
    preview: async ({ params }, c) => {
      const session = await sessions.read(c.req.raw.headers);
      return {
        status: 200,
        body: await previewInvitation(ctx, params.token, session?.user.id ?? null),
      };
    },
    accept: async ({ params }, c) => ({
      status: 200,
      body: await acceptInvitation(ctx, c.get("user"), params.token),
    }),
  });
  return new Hono<AppEnv>().post("/:token", requireSession(sessions)).route("/", routes);
}
