import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { signedBearerToken } from "#server/modules/accounts/bearer-token.ts";
import { type SeededHousehold, type SeedVolumes, seedHouseholds } from "#server/seed/seeder.ts";
import type { ServerFolder, ServerProcess } from "#tests/server/harness/server-process.ts";

/** What every reliability server runs with; the secret is shared, as it is between instances. */
export const serverEnvironment = {
  BETTER_AUTH_SECRET: "r".repeat(40),
  LOG_LEVEL: "error",
  RATE_LIMIT: "off",
};

export const engine = process.env.HOGARIA_TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

/** Seeds the folder's database before any server opens it (bulk inserts, with sessions). */
export async function seedFolder(
  folder: ServerFolder,
  households: number,
  volumes: SeedVolumes,
): Promise<SeededHousehold[]> {
  await mkdir(folder.dataDir, { recursive: true });
  const database = openDatabase(
    folder.databaseUrl
      ? { engine: "postgres", url: folder.databaseUrl }
      : { engine: "sqlite", file: path.join(folder.dataDir, "hogaria.sqlite") },
  );
  try {
    await migrateToLatest(database.db);
    return await seedHouseholds(database.db, { households, volumes, label: "fiab" });
  } finally {
    await database.close();
  }
}

/** A household member's API client: bearer session (the seeded session's token, signed as the
 * server requires), same-origin header, JSON both ways. */
export function memberApi(server: ServerProcess, sessionToken: string) {
  const bearer = signedBearerToken(sessionToken, serverEnvironment.BETTER_AUTH_SECRET);
  return async (method: string, route: string, body?: unknown): Promise<Response> =>
    fetch(`${server.url}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        origin: server.url,
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
}

/** The resident memory of a process, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
