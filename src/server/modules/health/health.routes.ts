import { Hono } from "hono";
import type { Database } from "#server/db/database.ts";
import { checkHealth } from "#server/modules/health/health.service.ts";

/** For load balancers and the footer's service-status link: is the database answering? */
export function healthRoutes(database: Database) {
  return new Hono().get("/", async (c) => {
    const report = await checkHealth(database);
    return c.json(report, report.status === "ok" ? 200 : 503);
  });
}
