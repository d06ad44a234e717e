/**
 * What a case can change in the household, read back through the modules' own services with the
 * owner's membership — the way the app's screens see it, not the way the assistant reports it.
 */
import type { ServiceContext } from "#server/app-context.ts";
import { listEvents } from "#server/modules/calendar/calendar.service.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { listPlannedMeals } from "#server/modules/meals/meals.service.ts";
import { getPantry } from "#server/modules/pantry/pantry.service.ts";
import { listServiceRequests } from "#server/modules/services/services.service.ts";
import { listShoppingItems } from "#server/modules/shopping/shopping.service.ts";
import { listTasks } from "#server/modules/tasks/tasks.service.ts";
import type { MealPlanEntry } from "#shared/meals/schemas.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";
import type { PantryItemView } from "#shared/schemas/pantry.ts";
import type { ServiceRequest } from "#shared/schemas/services.ts";
import type { ShoppingItem } from "#shared/schemas/shopping.ts";
import type { Task } from "#shared/schemas/tasks.ts";

export interface HouseholdState {
  shopping: ShoppingItem[];
  pantry: PantryItemView[];
  tasks: Task[];
  events: CalendarEvent[];
  services: ServiceRequest[];
  /** The week plan around the fixture's today (two weeks back, four ahead). */
  meals: MealPlanEntry[];
}

export async function readState(
  ctx: ServiceContext,
  membership: Membership,
): Promise<HouseholdState> {
  const [shopping, pantry, tasks, events, services, plan] = await Promise.all([
    listShoppingItems(ctx, membership),
    getPantry(ctx, membership),
    listTasks(ctx, membership, {}, 1000),
    listEvents(ctx, membership, { from: "2026-09-01", to: "2027-08-31" }),
    listServiceRequests(ctx, membership),
    listPlannedMeals(ctx, membership, "2026-11-09", "2026-12-13"),
  ]);
  return { shopping, pantry: pantry.items, tasks, events, services, meals: plan.entries };
}

/** Fields worked out from others or written later in the background: not a change by itself. */
const derived = new Set([
  "daysToExpiry",
  "expiry",
  "lowStock",
  "missing",
  "aiSummary",
  "photoUrls",
  "addedByName",
  "authorName",
  "requestedByName",
]);

function comparable(row: object): string {
  const kept = Object.entries(row).filter(([key]) => !key.endsWith("At") && !derived.has(key));
  return JSON.stringify(Object.fromEntries(kept));
}

function label(row: object): string {
  const record = row as { name?: string; title?: string; serviceType?: string };
  return record.name ?? record.title ?? record.serviceType ?? "?";
}

/** What differs between two readings, in words ("tasks: added «Pagar el gas»"). */
export function diffState(before: HouseholdState, after: HouseholdState): string[] {
  const changes: string[] = [];
  for (const area of ["shopping", "pantry", "tasks", "events", "services", "meals"] as const) {
    const earlier = new Map<string, object>(before[area].map((row) => [row.id, row]));
    const later = new Map<string, object>(after[area].map((row) => [row.id, row]));
    for (const [id, row] of later) {
      const old = earlier.get(id);
      if (!old) changes.push(`${area}: added «${label(row)}»`);
      else if (comparable(old) !== comparable(row))
        changes.push(`${area}: changed «${label(row)}»`);
    }
    for (const [id, row] of earlier) {
      if (!later.has(id)) changes.push(`${area}: removed «${label(row)}»`);
    }
  }
  return changes;
}
