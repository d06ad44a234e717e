import type { Kysely } from "kysely";
import type { Config } from "#server/config.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";

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
export async function loadVapidKeys(
  db: Kysely<DatabaseSchema>,
  config: Config,
): Promise<VapidKeys> {
  if (config.reminders.vapid) return config.reminders.vapid;
  const stored = await readStored(db);
  if (stored) return stored;
  // web-push only once ever, when no keys exist yet: it is not held in memory for this.
  const { default: webpush } = await import("web-push");
  const generated = webpush.generateVAPIDKeys();
  await db
    .insertInto("app_secrets")
    .values({ name: secretName, value: JSON.stringify(generated), created_at: new Date() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return (await readStored(db)) ?? generated;
}

async function readStored(db: Kysely<DatabaseSchema>): Promise<VapidKeys | null> {
  const row = await db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", secretName)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as VapidKeys) : null;
}
