import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { createApp, type HogariaApp } from "#server/app.ts";
import type { AppContext } from "#server/app-context.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { type Database, migrateToLatest, openDatabase } from "#server/db/database.ts";
import type { AddressPolicy } from "#server/http/public-address.ts";
import { createLogger } from "#server/logger.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { createLiveEvents, type LiveEvents } from "#server/modules/live/live-events.ts";
import { createMailer, type Mailer, type MailMessage } from "#server/modules/mail/mailer.ts";
import { watchReminderChanges } from "#server/modules/notifications/reminder-changes.ts";
import { publicInternetOffline } from "#tests/server/harness/outbound.ts";
import { TestClient } from "#tests/server/harness/test-client.ts";
import { createTestDatabaseUrl } from "#tests/server/harness/test-database.ts";

export interface TestServer extends HogariaApp {
  config: Config;
  database: Database;
  live: LiveEvents;
  /** Every email the app sent, newest last. */
  sentEmails: MailMessage[];
  /** What the app was built with, for background jobs under test (the reminder scheduler). */
  context: AppContext;
  client(): TestClient;
  close(): Promise<void>;
}

export const testOrigin = "http://localhost:3000";

/** A whole Hogaria on a fresh database, answering in-process requests (no socket). */
export async function createTestServer(
  environment: Record<string, string> = {},
  options: { webRoot?: string; outbound?: AddressPolicy } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hogaria-test-"));
  const testDatabase = await createTestDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: testOrigin,
    LOG_LEVEL: "silent",
    ...(testDatabase.url && { DATABASE_URL: testDatabase.url }),
    ...environment,
  });
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);

  const sentEmails: MailMessage[] = [];
  const delivery = createMailer(config, logger);
  const mailer: Mailer = {
    async send(message) {
      sentEmails.push(message);
      await delivery.send(message);
    },
  };
  const live = createLiveEvents({
    postgresUrl: config.database.engine === "postgres" ? config.database.url : undefined,
    logger,
  });
  const context: AppContext = {
    config,
    database,
    logger,
    mailer,
    live,
    storage: createStorage(config.storage),
    // Never the real resolver: no test sends a DNS query off this machine.
    outbound: options.outbound ?? publicInternetOffline(),
  };
  // A change announced here marks its household's reminders for the next pass (any instance's).
  watchReminderChanges({ live, db: database.db, logger });
  const hogaria = createApp({
    ...context,
    ...(options.webRoot && { webRoot: options.webRoot }),
  });
  return {
    ...hogaria,
    context,
    config,
    database,
    live,
    sentEmails,
    client: () => new TestClient(hogaria.app, testOrigin),
    close: async () => {
      await live.close();
      await database.close();
      await testDatabase.drop();
      // An email sent in the background (a reset link, a sign-in alert) may still be writing
      // its .eml file to the outbox: retry rather than fail on ENOTEMPTY.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    },
  };
}

/** A test server whose clock reads `instant` until the test moves it (vi.setSystemTime). Only Date
 * is faked, so the database drivers keep their real timers; closing it gives the real clock back. */
export async function createTestServerAt(
  instant: string,
  ...settings: Parameters<typeof createTestServer>
): Promise<TestServer> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  const server = await createTestServer(...settings);
  return {
    ...server,
    close: async () => {
      await server.close();
      vi.useRealTimers();
    },
  };
}

/** Waits for the next email to an address (reset emails are sent without blocking the answer). */
export async function waitForEmail(
  server: TestServer,
  to: string,
  timeoutMs = 5000,
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = server.sentEmails.findLast((email) => email.to === to);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email to ${to}`);
}
