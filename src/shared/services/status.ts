import { can } from "#shared/domain/permissions.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { ServiceStatus } from "#shared/domain/services.ts";

/**
 * The life of a service request (spec §4 names the statuses, not the moves):
 *
 *   pending ──▶ in_progress ──▶ completed
 *      │             │
 *      └──▶ cancelled ◀┘
 *
 * completed and cancelled are final: a new need is a new request, which keeps the history honest.
 * Owners and admins (services.manage) make every move. The member who asked may cancel their own
 * request while it is still pending, before anyone has been called.
 */
const moves: Record<ServiceStatus, readonly ServiceStatus[]> = {
  pending: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export interface ServiceActor {
  role: HouseholdRole;
  /** True when the actor is the member who made the request. */
  isRequester: boolean;
}

export function isValidTransition(from: ServiceStatus, to: ServiceStatus): boolean {
  return moves[from].includes(to);
}

export function canTransition(
  actor: ServiceActor,
  from: ServiceStatus,
  to: ServiceStatus,
): boolean {
  if (!isValidTransition(from, to)) return false;
  if (can(actor.role, "services.manage")) return true;
  return actor.isRequester && from === "pending" && to === "cancelled";
}

/** The moves to offer this actor on a request's card. */
export function availableTransitions(actor: ServiceActor, from: ServiceStatus): ServiceStatus[] {
  return moves[from].filter((to) => canTransition(actor, from, to));
}
