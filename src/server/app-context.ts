import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import type { Db } from "#server/db/executor.ts";
import type { AddressPolicy } from "#server/http/public-address.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/modules/files/storage.ts";
import type { LiveEvents } from "#server/modules/live/live-events.ts";
import type { Mailer } from "#server/modules/mail/mailer.ts";

/** What module route factories receive: the app's long-lived collaborators. */
export interface AppContext {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  live: LiveEvents;
  storage: Storage;
  /** Where requests to member-given URLs (push endpoints) may go; absent means `publicInternet`.
   * Only tests pass another (a stub resolver, or a fake push service on loopback). */
  outbound?: AddressPolicy;
}

/**
 * What every service function takes first: `(ctx, membership, input)`. A service reads and writes
 * through `db` (handing it, or a transaction it opens, to repositories) and announces its own
 * writes on `live`, so that a change made by any caller — a route, the assistant's tools, a
 * WhatsApp reply, a job — refreshes the household's open screens, and no caller has to remember
 * to. One shape for all services: a service that needs more asks for it by name
 * (`ServiceContext & Pick<AppContext, "storage">`), and the routes and tools pass the same
 * object (issue 19 §5).
 */
export interface ServiceContext {
  db: Db;
  live: LiveEvents;
}

/** The service context of the running app, for route factories. */
export function serviceContext(app: Pick<AppContext, "database" | "live">): ServiceContext {
  return { db: app.database.db, live: app.live };
}
