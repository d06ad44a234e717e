import { getConnInfo } from "@hono/node-server/conninfo";
import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { sendContactMessage } from "#server/modules/contact/contact.service.ts";
import { contactContract } from "#shared/contracts/contact.ts";

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local"; // in-process requests (tests) have no socket
  }
}

/** Public: the landing page's contact form (no session needed). */
export function contactRoutes(deps: AppContext) {
  const ctx = {
    ...serviceContext(deps),
    config: deps.config,
    mailer: deps.mailer,
    logger: deps.logger,
  };
  return routesFrom(deps, contactContract, {
    send: async ({ body }, c) => {
      const { id } = await sendContactMessage(ctx, body, clientAddress(c));
      return { status: 201, body: { id } };
    },
  });
}
