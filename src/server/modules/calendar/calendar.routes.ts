import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { notFound } from "#server/http/errors.ts";
import { parseWith, readJson } from "#server/http/validation.ts";
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
import {
  calendarRangeSchema,
  eventInputSchema,
  icsImportSchema,
} from "#shared/schemas/calendar.ts";

/** /api/calendar: the household calendar (members only). */
export function calendarRoutes({ database, live, config }: AppContext) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const range = parseWith(calendarRangeSchema, c.req.query());
      return c.json(await getCalendarView(db, c.get("membership"), range));
    })
    .post("/events", async (c) => {
      const membership = c.get("membership");
      const event = await createEvent(db, membership, await readJson(c, eventInputSchema));
      announceCalendarChange(live, membership, "created", event.id);
      return c.json({ event }, 201);
    })
    .put("/events/:id", async (c) => {
      const membership = c.get("membership");
      const input = await readJson(c, eventInputSchema);
      const event = await updateEvent(db, membership, c.req.param("id"), input);
      announceCalendarChange(live, membership, "updated", event.id);
      return c.json({ event });
    })
    .delete("/events/:id", async (c) => {
      const membership = c.get("membership");
      const id = c.req.param("id");
      await deleteEvent(db, membership, id);
      announceCalendarChange(live, membership, "deleted", id);
      return c.body(null, 204);
    })
    .post("/import", async (c) => {
      const membership = c.get("membership");
      const { ics } = await readJson(c, icsImportSchema);
      const result = await importIcs(db, membership, ics);
      if (result.imported + result.updated > 0)
        announceCalendarChange(live, membership, "imported");
      return c.json(result);
    })
    .get("/subscription", async (c) =>
      c.json(await getSubscription(db, c.get("membership"), config.publicUrl)),
    )
    .post("/subscription", async (c) =>
      c.json(await regenerateSubscription(db, c.get("membership"), config.publicUrl)),
    );
}

const tokenPattern = /^([A-Za-z0-9_-]{43})\.ics$/;

/** GET /api/calendar/feed/<token>.ics: the private subscription feed. Calendar apps fetch it
 * without a session, so it is mounted before the session check; the token is the only key. */
export function calendarFeedRoutes({ database }: AppContext) {
  return new Hono<AppEnv>().get("/:file", async (c) => {
    const token = tokenPattern.exec(c.req.param("file"))?.[1];
    const feed = token ? await renderCalendarFeed(database.db, token) : null;
    if (feed === null) throw notFound();
    return c.body(feed, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="hogaria.ics"',
      "cache-control": "private, max-age=300",
      "x-robots-tag": "noindex",
    });
  });
}
