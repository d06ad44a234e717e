import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  confirmPhoneLink,
  getPhoneLink,
  startPhoneLink,
  unlinkPhone,
} from "#server/modules/channels/channels.service.ts";
import { confirmPhoneLinkSchema, startPhoneLinkSchema } from "#shared/schemas/channels.ts";

/** /api/channels/phone: the signed-in member's own number for WhatsApp and SMS. */
export function channelRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/phone", async (c) => c.json(await getPhoneLink(app, c.get("membership"))))
    .post("/phone", async (c) => {
      const input = await readJson(c, startPhoneLinkSchema);
      return c.json(await startPhoneLink(app, c.get("membership"), input));
    })
    .post("/phone/confirm", async (c) => {
      const input = await readJson(c, confirmPhoneLinkSchema);
      return c.json(await confirmPhoneLink(app, c.get("membership"), input));
    })
    .delete("/phone", async (c) => {
      await unlinkPhone(app, c.get("membership"));
      return c.body(null, 204);
    });
}
