import { Hono } from "hono";
import { sql } from "kysely";
import type { Database } from "#server/db/database.ts";

/** For load balancers and the footer's service-status link: is the database answering? */
export function healthRoutes(database: Database) {
  return new Hono().get("/", async (c) => {
    const started = performance.now();
    try {
      await sql`select 1`.execute(database.db);
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return c.json({
        status: "ok",
        database: { engine: database.engine, status: "ok", latencyMs },
      });
    } catch {
      return c.json(
        { status: "error", database: { engine: database.engine, status: "error" } },
        503,
      );
    }
  });
}
