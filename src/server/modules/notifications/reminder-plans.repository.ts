import { sql } from "kysely";
import { type Db, isPostgres } from "#server/db/executor.ts";
import type { ReminderHousehold } from "#server/modules/notifications/reminder-sources.repository.ts";

/** A `next_at` that has always come: the household is planned at the next pass. */
const dueAlready = new Date(0);

/**
 * Something that decides a household's reminders changed (a task, an event, the pantry, a
 * visit, a meal, preferences, members, the time zone): every instance's next pass plans it
 * again. Written to the shared database, so it holds across instances and restarts; raising
 * `change_seq` also tells a plan running meanwhile that what it read is stale. A household that
 * no longer exists is left out (its plan went with it).
 */
export async function markRemindersChanged(db: Db, householdIds: readonly string[]): Promise<void> {
  if (householdIds.length === 0) return;
  const existing = await db
    .selectFrom("households")
    .select("id")
    .where("id", "in", [...new Set(householdIds)])
    .execute();
  if (existing.length === 0) return;
  await db
    .insertInto("reminder_plans")
    .values(existing.map(({ id }) => ({ household_id: id, next_at: dueAlready, change_seq: 1 })))
    .onConflict((oc) =>
      oc.column("household_id").doUpdateSet({
        next_at: dueAlready,
        change_seq: sql<number>`reminder_plans.change_seq + 1`,
      }),
    )
    .execute();
}

/** Households never planned (new, imported, or from before plans were kept) get a row that is
 * due now. One anti-join by the primary key; nothing is written when every household has one. */
export async function addUnplannedHouseholds(db: Db): Promise<void> {
  const unplanned = await db
    .selectFrom("households")
    .select("id")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("reminder_plans")
            .select("reminder_plans.household_id")
            .whereRef("reminder_plans.household_id", "=", "households.id"),
        ),
      ),
    )
    .execute();
  // 50 rows a statement, a turn of the event loop before each: 200 built and written at once
  // held it for ~25 ms on a database of 1,000 households nobody planned yet (issue 18).
  for (let start = 0; start < unplanned.length; start += 50) {
    await new Promise((resolve) => setImmediate(resolve));
    await db
      .insertInto("reminder_plans")
      .values(
        unplanned
          .slice(start, start + 50)
          .map(({ id }) => ({ household_id: id, next_at: dueAlready, change_seq: 0 })),
      )
      .onConflict((oc) => oc.column("household_id").doNothing())
      .execute();
  }
}

export interface ClaimedPlan extends ReminderHousehold {
  /** The `change_seq` read with the claim: the plan is recorded only if it is still current. */
  changeSeq: number;
}

/**
 * Takes up to `limit` households whose `next_at` has come, for this instance, for `leaseMs`:
 * their `next_at` moves to the lease's end, so another instance skips them meanwhile and takes
 * them again if this one dies mid-plan (`FOR UPDATE SKIP LOCKED` on PostgreSQL; SQLite has a
 * single writer). Read off `reminder_plans_next_at_idx`: an idle pass reads no household.
 */
export async function claimDueHouseholds(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedPlan[]> {
  const postgres = isPostgres(db);
  let due = db
    .selectFrom("reminder_plans")
    .select("household_id")
    .where("next_at", "<=", now)
    .orderBy("next_at")
    .limit(limit);
  if (postgres) due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable("reminder_plans")
    .set({ next_at: new Date(now.getTime() + leaseMs) })
    .where("household_id", "in", due)
    .returning(["household_id", "change_seq"])
    .execute();
  if (claimed.length === 0) return [];
  const households = await db
    .selectFrom("households")
    .select(["id", "name", "time_zone as timeZone", "language"])
    .where(
      "id",
      "in",
      claimed.map((row) => row.household_id),
    )
    .orderBy("id")
    .execute();
  const seqOf = new Map(claimed.map((row) => [row.household_id, Number(row.change_seq)]));
  return households.map((household) => ({
    ...household,
    changeSeq: seqOf.get(household.id) ?? 0,
  }));
}

export interface FinishedPlan {
  householdId: string;
  /** The `change_seq` the household was claimed with. */
  changeSeq: number;
  /** When it next needs a plan. */
  nextAt: Date;
}

/** Records when each household's next reminder comes due, unless a change was announced since
 * its claim (then it stays due, and the next pass plans it again with what changed). One
 * statement for a batch of households (issue 18: one per household was ~10 KB of Kysely each). */
export async function finishPlans(db: Db, plans: readonly FinishedPlan[]): Promise<void> {
  if (plans.length === 0) return;
  // PostgreSQL cannot tell a CASE of bound values is an instant; SQLite has no such type.
  const postgres = isPostgres(db);
  const instant = (at: Date) => (postgres ? sql`cast(${at} as timestamptz)` : sql`${at}`);
  await db
    .updateTable("reminder_plans")
    .set({
      next_at: sql<Date>`case household_id ${sql.join(
        plans.map((plan) => sql`when ${plan.householdId} then ${instant(plan.nextAt)}`),
        sql` `,
      )} end`,
    })
    .where((eb) =>
      eb.or(
        plans.map((plan) =>
          eb.and([
            eb("household_id", "=", plan.householdId),
            eb("change_seq", "=", plan.changeSeq),
          ]),
        ),
      ),
    )
    .execute();
}

/** One household's `finishPlans`. */
export async function finishPlan(
  db: Db,
  householdId: string,
  changeSeq: number,
  nextAt: Date,
): Promise<void> {
  await finishPlans(db, [{ householdId, changeSeq, nextAt }]);
}
