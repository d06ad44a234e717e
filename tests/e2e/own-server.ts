import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { openDatabase } from "#server/db/database.ts";
import { insertHousehold, insertMember } from "#server/modules/households/households.repository.ts";
import { pickListenPort } from "#tests/server/harness/listen-port.ts";

/** A Hogaria of a journey's own, on the real build, for settings the shared journey server does
 * not have (rate limits on, a fake Twilio…). */
export interface OwnServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startOwnServer(environment: Record<string, string>): Promise<OwnServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hogaria-e2e-own-"));
  const url = `http://127.0.0.1:${pickListenPort()}`;
  const child: ChildProcess = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: new URL(url).port,
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...environment,
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill();
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gives a signed-up account a household of its own, as onboarding would. */
export async function giveHousehold(
  server: OwnServer,
  account: { name: string; email: string },
): Promise<void> {
  const database = openDatabase({
    engine: "sqlite",
    file: path.join(server.dataDir, "hogaria.sqlite"),
  });
  try {
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", account.email)
      .executeTakeFirstOrThrow();
    const householdId = await insertHousehold(database.db, user.id, {
      name: "Casa López",
      language: "es",
    });
    await insertMember(database.db, {
      userId: user.id,
      householdId,
      name: account.name,
      email: account.email,
      role: "owner",
    });
  } finally {
    await database.close();
  }
}
