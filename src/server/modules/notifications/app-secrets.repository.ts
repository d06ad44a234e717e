import type { Executor } from "#server/db/executor.ts";

/** A secret the app made for itself (e.g. the Web Push keys), or null before it exists. */
export async function findAppSecret(db: Executor, name: string): Promise<string | null> {
  const row = await db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** Keeps a secret unless one of that name exists already: the first instance's value wins. */
export async function insertAppSecretOnce(
  db: Executor,
  name: string,
  value: string,
): Promise<void> {
  await db
    .insertInto("app_secrets")
    .values({ name, value, created_at: new Date() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}
