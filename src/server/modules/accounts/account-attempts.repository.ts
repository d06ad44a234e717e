import { sql } from "kysely";
import { type Db, isPostgres } from "#server/db/executor.ts";

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

export interface SignInRecord {
  failures: number;
  failuresSince: Date;
  lockouts: number;
  lockedUntil: Date | null;
  alertedAt: Date | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

/** When an account's sign-ins from unknown devices may go on (null or past: now). */
export async function findSignInLockedUntil(db: Db, emailKey: string): Promise<Date | null> {
  const row = await db
    .selectFrom("sign_in_lockouts")
    .select("locked_until")
    .where("email_key", "=", emailKey)
    .executeTakeFirst();
  return row ? toDateOrNull(row.locked_until) : null;
}

/**
 * Changes an account's record of wrong passwords in one transaction, the row locked on
 * PostgreSQL (SQLite runs one writer at a time) so that failures counted at once on several
 * instances are all counted and only one of them starts a lockout.
 */
export async function updateSignInRecord<Outcome>(
  db: Db,
  emailKey: string,
  now: Date,
  change: (record: SignInRecord) => { record: SignInRecord; outcome: Outcome },
): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sign_in_lockouts")
      .values({
        email_key: emailKey,
        failures: 0,
        failures_since: now.toISOString(),
        lockouts: 0,
        locked_until: null,
        alerted_at: null,
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column("email_key").doNothing())
      .execute();
    let query = trx.selectFrom("sign_in_lockouts").selectAll().where("email_key", "=", emailKey);
    if (isPostgres(trx)) query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    const { record, outcome } = change({
      failures: Number(row.failures),
      failuresSince: toDate(row.failures_since),
      lockouts: Number(row.lockouts),
      lockedUntil: toDateOrNull(row.locked_until),
      alertedAt: toDateOrNull(row.alerted_at),
    });
    await trx
      .updateTable("sign_in_lockouts")
      .set({
        failures: record.failures,
        failures_since: record.failuresSince.toISOString(),
        lockouts: record.lockouts,
        locked_until: record.lockedUntil?.toISOString() ?? null,
        alerted_at: record.alertedAt?.toISOString() ?? null,
        updated_at: now.toISOString(),
      })
      .where("email_key", "=", emailKey)
      .execute();
    return outcome;
  });
}

/** A right password: the wrong ones before it no longer count (a lockout under way stays). */
export async function forgetSignInFailures(db: Db, emailKey: string): Promise<void> {
  await db
    .updateTable("sign_in_lockouts")
    .set({ failures: 0 })
    .where("email_key", "=", emailKey)
    .where("failures", ">", 0)
    .execute();
}

/** The account's name, email and language, if an account has this email. */
export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<{ name: string; email: string; language: string } | undefined> {
  return db
    .selectFrom("user")
    .select(["name", "email", "language"])
    .where("email", "=", email)
    .executeTakeFirst();
}
