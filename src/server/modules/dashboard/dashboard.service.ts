import type { ServiceContext } from "#server/app-context.ts";
import {
  type BriefOptions,
  getDailyBrief,
} from "#server/modules/daily-brief/daily-brief.service.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import type { Dashboard } from "#shared/brief/daily-brief.ts";

/** The dashboard's 'Resumen Diario' lists the first three of each. */
export const dashboardSummaryLimit = 3;

/** The four counts and the daily summary, from the same fixed set of queries as the brief. */
export async function getDashboard(
  ctx: ServiceContext,
  membership: Membership,
  options: BriefOptions = {},
): Promise<Dashboard> {
  const { counts, ...brief } = await getDailyBrief(ctx, membership, options);
  return {
    counts,
    summary: {
      ...brief,
      events: brief.events.slice(0, dashboardSummaryLimit),
      urgentTasks: brief.urgentTasks.slice(0, dashboardSummaryLimit),
      itemsToBuy: brief.itemsToBuy.slice(0, dashboardSummaryLimit),
    },
  };
}
