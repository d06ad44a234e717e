import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readerLocale } from "#server/http/reader-locale.ts";
import { parseWith, readJson } from "#server/http/validation.ts";
import {
  getDeliveryHistory,
  getNotificationSettings,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  subscribePush,
  unsubscribeByToken,
  unsubscribePush,
  updateNotificationSettings,
} from "#server/modules/notifications/notifications.service.ts";
import { unsubscribePage } from "#server/modules/notifications/unsubscribe-page.ts";
import {
  notificationPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "#shared/schemas/notifications.ts";
import { idField } from "#shared/schemas/shopping.ts";

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });

/** /api/notifications: the member's notification centre, reminder preferences and devices. */
export function notificationRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { limit } = parseWith(listQuery, c.req.query());
      return c.json(await getNotifications(app, c.get("membership"), limit));
    })
    .post("/read-all", async (c) =>
      c.json(await markAllNotificationsRead(app, c.get("membership"))),
    )
    .post("/:id/read", async (c) => {
      await markNotificationRead(app, c.get("membership"), parseWith(idField, c.req.param("id")));
      return c.body(null, 204);
    })
    .get("/settings", async (c) => c.json(await getNotificationSettings(app, c.get("membership"))))
    .put("/settings", async (c) => {
      const input = await readJson(c, notificationPreferencesSchema);
      return c.json(await updateNotificationSettings(app, c.get("membership"), input));
    })
    .get("/deliveries", async (c) => c.json(await getDeliveryHistory(app, c.get("membership"))))
    .post("/push-subscriptions", async (c) => {
      const input = await readJson(c, pushSubscriptionSchema);
      await subscribePush(app, c.get("membership"), input, c.req.header("user-agent") ?? null);
      return c.body(null, 201);
    })
    .delete("/push-subscriptions", async (c) => {
      const { endpoint } = await readJson(c, pushUnsubscribeSchema);
      await unsubscribePush(app, c.get("membership"), endpoint);
      return c.body(null, 204);
    });
}

/** /api/notifications/unsubscribe: the email's link, signed, no session needed. GET shows a
 * page with a button (mail scanners follow links; they must not unsubscribe anyone); POST does
 * it, from that button or from a mail client's one-click (RFC 8058). */
export function unsubscribeRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", (c) => {
      const token = c.req.query("token") ?? "";
      return c.html(unsubscribePage(token ? "confirm" : "invalid", token, readerLocale(c)));
    })
    .post("/", async (c) => {
      const done = await unsubscribeByToken(app, c.req.query("token") ?? "");
      const page = unsubscribePage(done ? "done" : "invalid", "", readerLocale(c));
      return c.html(page, done ? 200 : 400);
    });
}
