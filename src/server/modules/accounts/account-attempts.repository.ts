import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";

type Db = Kysely<DatabaseSchema>;

/** Counts one sign-up attempt for an email and answers how many its window holds, this one
 * included; a window older than `windowStart` starts again at 1. One statement, so attempts made
 * at once on several instances all count. */
export async function countSignUpAttempt(
  db: Db,
  emailKey: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
  const expired = sql<boolean>`sign_up_attempts.window_started_at < ${windowStart.toISOString()}`;
  const row = await db
    .insertInto("sign_up_attempts")
    .values({ email_key: emailKey, attempts: 1, window_started_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.column("email_key").doUpdateSet({
        attempts: sql<number>`case when ${expired} then 1 else sign_up_attempts.attempts + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${now.toISOString()} else sign_up_attempts.window_started_at end`,
      }),
    )
    .returning("attempts")
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
}
