import type { Executor } from "#server/db/executor.ts";

/** Everything a household writes by using Hogaria; any of it means the household is in use. */
export async function householdInUse(db: Executor, householdId: string): Promise<boolean> {
  for (const table of ["tasks", "calendar_events", "community_posts"] as const) {
    const row = await db
      .selectFrom(table)
      .select("id")
      .where("household_id", "=", householdId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** The household's members, oldest first: the demo family's parts are given to them in order. */
export async function listMemberIds(
  db: Executor,
  householdId: string,
): Promise<{ profileId: string; userId: string }[]> {
  return db
    .selectFrom("profiles")
    .select(["id as profileId", "user_id as userId"])
    .where("household_id", "=", householdId)
    .orderBy("created_at")
    .execute();
}
