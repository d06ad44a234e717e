import type { AppContext } from "#server/app-context.ts";
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
  return routesFrom(app, phoneLinkContract, {
    get: async (_input, c) => ({ status: 200, body: await getPhoneLink(app, c.get("membership")) }),
    start: async ({ body }, c) => ({
      status: 200,
      body: await startPhoneLink(app, c.get("membership"), body),
    }),
    confirm: async ({ body }, c) => ({
      status: 200,
      body: await confirmPhoneLink(app, c.get("membership"), body),
    }),
    unlink: async (_input, c) => {
      await unlinkPhone(app, c.get("membership"));
      return { status: 204 };
    },
  });
}
