import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
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
}
