import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  confirmPhoneLink,
  getPhoneLink,
  startPhoneLink,
  unlinkPhone,
} from "#server/modules/channels/channels.service.ts";
import { phoneLinkContract } from "#shared/contracts/channels.ts";

/** /api/channels/phone: the signed-in member's own number for WhatsApp and SMS. */
export function channelRoutes(app: AppContext) {
  const ctx = { ...serviceContext(app), config: app.config, logger: app.logger };
  return routesFrom(app, phoneLinkContract, {
    get: async (_input, c) => ({ status: 200, body: await getPhoneLink(ctx, c.get("membership")) }),
    start: async ({ body }, c) => ({
      status: 200,
      body: await startPhoneLink(ctx, c.get("membership"), body),
    }),
    confirm: async ({ body }, c) => ({
      status: 200,
      body: await confirmPhoneLink(ctx, c.get("membership"), body),
    }),
    unlink: async (_input, c) => {
      await unlinkPhone(ctx, c.get("membership"));
      return { status: 204 };
    },
  });
}
