import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
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
