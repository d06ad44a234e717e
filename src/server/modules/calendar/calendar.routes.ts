import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { notFound } from "#server/http/errors.ts";
import {
  announceCalendarChange,
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
  const { database, live, config } = deps;
  const { db } = database;
  return routesFrom(deps, calendarContract, {
    view: async ({ query }, c) => ({
      status: 200,
      body: await getCalendarView(db, c.get("membership"), query),
    }),
    createEvent: async ({ body }, c) => {
      const membership = c.get("membership");
      const event = await createEvent(db, membership, body);
      announceCalendarChange(live, membership, "created", event.id);
      return { status: 201, body: { event } };
    },
    updateEvent: async ({ params, body }, c) => {
      const membership = c.get("membership");
      const event = await updateEvent(db, membership, params.id, body);
      announceCalendarChange(live, membership, "updated", event.id);
      return { status: 200, body: { event } };
    },
    deleteEvent: async ({ params }, c) => {
      const membership = c.get("membership");
      await deleteEvent(db, membership, params.id);
      announceCalendarChange(live, membership, "deleted", params.id);
      return { status: 204 };
    },
    importIcs: async ({ body }, c) => {
      const membership = c.get("membership");
      const result = await importIcs(db, membership, body.ics);
      if (result.imported + result.updated > 0) {
        announceCalendarChange(live, membership, "imported");
      }
      return { status: 200, body: result };
    },
    subscription: async (_input, c) => ({
      status: 200,
      body: await getSubscription(db, c.get("membership"), config.publicUrl),
    }),
    regenerateSubscription: async (_input, c) => ({
      status: 200,
      body: await regenerateSubscription(db, c.get("membership"), config.publicUrl),
    }),
  });
}

const tokenPattern = /^([A-Za-z0-9_-]{43})\.ics$/;

/** GET /api/calendar/feed/<token>.ics: the private subscription feed. Calendar apps fetch it
 * without a session, so it is mounted before the session check; the token is the only key. */
export function calendarFeedRoutes(deps: AppContext) {
  return routesFrom(deps, calendarFeedContract, {
    feed: async ({ params }, c) => {
      const token = tokenPattern.exec(params.file)?.[1];
      const feed = token ? await renderCalendarFeed(deps.database.db, token) : null;
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
