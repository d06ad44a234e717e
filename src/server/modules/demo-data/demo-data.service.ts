import type { ServiceContext } from "#server/app-context.ts";
import { ApiError } from "#server/http/errors.ts";
import { findAccountLocale } from "#server/modules/accounts/account-language.repository.ts";
import { householdInUse, listMemberIds } from "#server/modules/demo-data/demo-data.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { demoHousehold, fillWithDemoData } from "#server/seed/seeder.ts";
import { translateDemoData } from "#server/seed/translate-demo-data.ts";

export type DemoDataResult = typeof demoHousehold;

/** 'Cargar datos de ejemplo': a new, empty household gets a few weeks of a real family (tasks,
 * shopping, pantry, calendar, feed) written by its own members, to see every screen in use. An
 * owner or admin asks for it; a household already in use is never touched. */
export async function loadDemoData(
  ctx: ServiceContext,
  membership: Membership,
): Promise<DemoDataResult> {
  ensureAllowed(membership, "content.manageAny");
  const { db } = ctx;
  if (await householdInUse(db, membership.householdId)) {
    throw new ApiError(409, "HOUSEHOLD_NOT_EMPTY");
  }
  const members = await listMemberIds(db, membership.householdId);
  await fillWithDemoData(db, membership.householdId, members);
  // The family's words in the language of the member who asked for them.
  const locale = await findAccountLocale(db, membership.userId);
  await translateDemoData(db, membership.householdId, locale);
  for (const topic of ["tasks", "shopping", "pantry", "calendar", "community"]) {
    ctx.live.publish(membership.householdId, {
      topic,
      action: "demo.loaded",
      actorId: membership.userId,
    });
  }
  return demoHousehold;
}
