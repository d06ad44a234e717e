import { flushCompileCache } from "node:module";
import { serve } from "@hono/node-server";
import { createApp } from "#server/app.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { publicInternet } from "#server/http/public-address.ts";
import { housekeepingJob } from "#server/jobs/housekeeping.ts";
import { startScheduler } from "#server/jobs/scheduler.ts";
import { createLogger } from "#server/logger.ts";
import { settleChannelWork } from "#server/modules/channels/inbound.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { createLiveEvents } from "#server/modules/live/live-events.ts";
import { createMailer } from "#server/modules/mail/mailer.ts";
import { watchReminderChanges } from "#server/modules/notifications/reminder-changes.ts";
import { createReminderScheduler } from "#server/modules/notifications/reminder-scheduler.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.database, (error) =>
    logger.warn({ err: error }, "conexión a la base de datos perdida"),
  );
  if (!config.publicUrlConfigured && config.environment !== "development") {
    logger.warn(
      { fallback: "la dirección por la que llega cada petición" },
      "PUBLIC_URL no está definida: los enlaces de los emails y de invitación usarán la dirección por la que cada persona abrió Hogaria. Defínela con la dirección pública (https://…) para que sean siempre los mismos.",
    );
  }
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ migrations: applied }, "migraciones aplicadas");

  const mailer = createMailer(config, logger);
  const live = createLiveEvents({
    postgresUrl: config.database.engine === "postgres" ? config.database.url : undefined,
    logger,
  });
  const context = {
    config,
    database,
    logger,
    mailer,
    live,
    storage: createStorage(config.storage),
    outbound: publicInternet,
  };
  // A change announced here marks its household's reminders for the next pass (any instance's).
  watchReminderChanges({ live, db: database.db, logger });
  const { app } = createApp({ ...context, webRoot: "dist/web" });
  // Every instance runs the reminder scheduler; the deliveries table keeps each reminder to one send.
  const reminders = createReminderScheduler(context);
  if (config.reminders.enabled) reminders.start();
  // Scheduled work runs once per period across every instance sharing the database.
  const scheduler = startScheduler({
    db: database.db,
    logger,
    jobs: [housekeepingJob(config.housekeepingIntervalSeconds)],
  });
  // Requests still being handled, counted until their answer is ready: a client that hangs up
  // closes its socket, but its handler goes on and must not find the database closed.
  let handling = 0;
  let drained: (() => void) | undefined;
  const fetch: typeof app.fetch = async (request, ...rest) => {
    handling++;
    try {
      return await app.fetch(request, ...rest);
    } finally {
      handling--;
      if (handling === 0) drained?.();
    }
  };
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        url: config.publicUrl,
        port: info.port,
        database: database.engine,
        email: config.mail.smtpUrl ? "smtp" : "outbox",
        ai: config.ai.baseUrl ? "openai-compatible" : "built-in",
      },
      "Hogaria está lista",
    );
    // `npm start` keeps Node's compile cache (NODE_COMPILE_CACHE, ADR 021): written now, not only
    // at exit, so that the next start reads the modules already stripped of their types even
    // when this one is killed, and never loads the type stripper (~26 MB).
    flushCompileCache();
  });
  // Idle keep-alive connections outlive a load balancer's (60 s is common): Node's 5 s default
  // would close sockets the balancer or a client is about to reuse, and their request fails.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // SIGTERM: stop accepting, let requests in flight finish, then close the database.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "apagando");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      if (handling > 0) await new Promise<void>((resolve) => (drained = resolve));
      await scheduler.stop();
      await reminders.stop();
      // Channel messages already acknowledged to the provider are answered before closing.
      await settleChannelWork();
      await database.close();
      logger.info("apagado limpio");
      process.exit(0);
    });
    // Open live-update streams end now; browsers reconnect to another instance.
    void live.close();
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

await main();
