import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { readerLocale } from "#server/http/reader-locale.ts";
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
import { notificationsContract, unsubscribeContract } from "#shared/contracts/notifications.ts";

/** /api/notifications: the member's notification centre, reminder preferences and devices. */
export function notificationRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  const withConfig = { ...ctx, config: app.config };
  return routesFrom(app, notificationsContract, {
    list: async ({ query }, c) => ({
      status: 200,
      body: await getNotifications(ctx, c.get("membership"), query.limit),
    }),
    readAll: async (_input, c) => ({
      status: 200,
      body: await markAllNotificationsRead(ctx, c.get("membership")),
    }),
    read: async ({ params }, c) => {
      await markNotificationRead(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
    settings: async (_input, c) => ({
      status: 200,
      body: await getNotificationSettings(withConfig, c.get("membership")),
    }),
    updateSettings: async ({ body }, c) => ({
      status: 200,
      body: await updateNotificationSettings(withConfig, c.get("membership"), body),
    }),
    deliveries: async (_input, c) => ({
      status: 200,
      body: await getDeliveryHistory(ctx, c.get("membership")),
    }),
    subscribePush: async ({ body }, c) => {
      await subscribePush(
        { ...ctx, outbound: app.outbound },
        c.get("membership"),
        body,
        c.req.header("user-agent") ?? null,
      );
      return { status: 201 };
    },
    unsubscribePush: async ({ body }, c) => {
      await unsubscribePush(ctx, c.get("membership"), body.endpoint);
      return { status: 204 };
    },
  });
}

/** /api/notifications/unsubscribe: the email's link, signed, no session needed. GET shows a
 * page with a button (mail scanners follow links; they must not unsubscribe anyone); POST does
 * it, from that button or from a mail client's one-click (RFC 8058). */
export function unsubscribeRoutes(app: AppContext) {
  const withConfig = { ...serviceContext(app), config: app.config };
  return routesFrom(app, unsubscribeContract, {
    page: (_input, c) => {
      const token = c.req.query("token") ?? "";
      return c.html(unsubscribePage(token ? "confirm" : "invalid", token, readerLocale(c)));
    },
    unsubscribe: async (_input, c) => {
      const done = await unsubscribeByToken(withConfig, c.req.query("token") ?? "");
      const page = unsubscribePage(done ? "done" : "invalid", "", readerLocale(c));
      return c.html(page, done ? 200 : 400);
    },
  });
}
