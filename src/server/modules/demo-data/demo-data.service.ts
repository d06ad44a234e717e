import type { Kysely } from "kysely";
import type { AppContext } from "#server/app-context.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { findAccountLocale } from "#server/modules/accounts/account-language.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { demoHousehold, fillWithDemoData } from "#server/seed/seeder.ts";
import { translateDemoData } from "#server/seed/translate-demo-data.ts";

export type DemoDataResult = typeof demoHousehold;

/** Everything a household writes by using Hogaria; any of it means the household is in use. */
async function householdInUse(db: Kysely<DatabaseSchema>, householdId: string): Promise<boolean> {
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

/** 'Cargar datos de ejemplo': a new, empty household gets a few weeks of a real family (tasks,
 * shopping, pantry, calendar, feed) written by its own members, to see every screen in use. An
 * owner or admin asks for it; a household already in use is never touched. */
export async function loadDemoData(
  deps: Pick<AppContext, "database" | "live">,
  membership: Membership,
): Promise<DemoDataResult> {
  ensureAllowed(membership, "content.manageAny");
  const db = deps.database.db;
  if (await householdInUse(db, membership.householdId)) {
    throw new ApiError(409, "HOUSEHOLD_NOT_EMPTY");
  }
  const members = await db
    .selectFrom("profiles")
    .select(["id as profileId", "user_id as userId"])
    .where("household_id", "=", membership.householdId)
    .orderBy("created_at")
    .execute();
  await fillWithDemoData(db, membership.householdId, members);
  // The family's words in the language of the member who asked for them.
  const locale = await findAccountLocale(db, membership.userId);
  await translateDemoData(db, membership.householdId, locale);
  for (const topic of ["tasks", "shopping", "pantry", "calendar", "community"]) {
    deps.live.publish(membership.householdId, {
      topic,
      action: "demo.loaded",
      actorId: membership.userId,
    });
  }
  return demoHousehold;
}
