import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/executor.ts";
import {
  findAppSecret,
  insertAppSecretOnce,
} from "#server/modules/notifications/app-secrets.repository.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const secretName = "vapid_keys";

/**
 * The keys that sign Web Push requests. From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set;
 * otherwise generated once and kept in the database, so that every instance on one PostgreSQL
 * signs with the same keys (browsers' subscriptions are bound to the public key). Two instances
 * starting together both try to insert; the primary key keeps the first and both read it back.
 */
export async function loadVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  if (config.reminders.vapid) return config.reminders.vapid;
  const stored = await readStored(db);
  if (stored) return stored;
  // web-push only once ever, when no keys exist yet: it is not held in memory for this.
  const { default: webpush } = await import("web-push");
  const generated = webpush.generateVAPIDKeys();
  await insertAppSecretOnce(db, secretName, JSON.stringify(generated));
  return (await readStored(db)) ?? generated;
}

async function readStored(db: Db): Promise<VapidKeys | null> {
  const value = await findAppSecret(db, secretName);
  return value ? (JSON.parse(value) as VapidKeys) : null;
}
