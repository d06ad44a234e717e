import { generateKeyPair } from "node:crypto";
import { promisify } from "node:util";
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
  const generated = await generateVapidKeys();
  await insertAppSecretOnce(db, secretName, JSON.stringify(generated));
  return (await readStored(db)) ?? generated;
}

/** A P-256 key pair as web-push's `generateVAPIDKeys` writes it (the public key's uncompressed
 * point and the private scalar, base64url), generated off the main thread: loading web-push and
 * its synchronous generation held the first pass of a new installation for ~35 ms (issue 18). */
async function generateVapidKeys(): Promise<VapidKeys> {
  const { privateKey } = await promisify(generateKeyPair)("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? "", "base64url"),
    Buffer.from(jwk.y ?? "", "base64url"),
  ]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d ?? "" };
}

async function readStored(db: Db): Promise<VapidKeys | null> {
  const value = await findAppSecret(db, secretName);
  return value ? (JSON.parse(value) as VapidKeys) : null;
}
