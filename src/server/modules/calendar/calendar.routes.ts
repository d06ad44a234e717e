import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { notFound } from "#server/http/errors.ts";
import {
  createEvent,
  deleteEvent,
  getCalendarView,
  getSubscription,
  importIcs,
  regenerateSubscription,
  renderCalendarFeed,
  updateEvent,
} from "#server/modules/calendar/calendar.service.ts";
import { calendarContract, calendarFeedContract } from "#shared/contracts/calendar.ts";

/** /api/calendar: the household calendar (members only), declared from its contract. */
export function calendarRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  const { publicUrl } = deps.config;
  return routesFrom(deps, calendarContract, {
    view: async ({ query }, c) => ({
      status: 200,
      body: await getCalendarView(ctx, c.get("membership"), query),
    }),
    createEvent: async ({ body }, c) => ({
      status: 201,
      body: { event: await createEvent(ctx, c.get("membership"), body) },
    }),
    updateEvent: async ({ params, body }, c) => ({
      status: 200,
      body: { event: await updateEvent(ctx, c.get("membership"), params.id, body) },
    }),
    deleteEvent: async ({ params }, c) => {
      await deleteEvent(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
    importIcs: async ({ body }, c) => ({
      status: 200,
      body: await importIcs(ctx, c.get("membership"), body.ics),
    }),
    subscription: async (_input, c) => ({
      status: 200,
      body: await getSubscription(ctx, c.get("membership"), publicUrl),
    }),
    regenerateSubscription: async (_input, c) => ({
      status: 200,
      body: await regenerateSubscription(ctx, c.get("membership"), publicUrl),
    }),
  });
}

const tokenPattern = /^([A-Za-z0-9_-]{43})\.ics$/;

/** GET /api/calendar/feed/<token>.ics: the private subscription feed. Calendar apps fetch it
 * without a session, so it is mounted before the session check; the token is the only key. */
export function calendarFeedRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, calendarFeedContract, {
    feed: async ({ params }, c) => {
      const token = tokenPattern.exec(params.file)?.[1];
      const feed = token ? await renderCalendarFeed(ctx, token) : null;
      if (feed === null) throw notFound();
      return c.body(feed, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="hogaria.ics"',
        "cache-control": "private, max-age=300",
        "x-robots-tag": "noindex",
      });
    },
  });
}
