import type { Database } from "#server/db/database.ts";
import { pingDatabase } from "#server/modules/health/health.repository.ts";

export type HealthReport =
  | { status: "ok"; database: { engine: Database["engine"]; status: "ok"; latencyMs: number } }
  | { status: "error"; database: { engine: Database["engine"]; status: "error" } };

/** Is the database answering, and how fast (to a tenth of a millisecond)? */
export async function checkHealth(database: Database): Promise<HealthReport> {
  const started = performance.now();
  try {
    await pingDatabase(database.db);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", database: { engine: database.engine, status: "ok", latencyMs } };
  } catch {
    return { status: "error", database: { engine: database.engine, status: "error" } };
  }
}
