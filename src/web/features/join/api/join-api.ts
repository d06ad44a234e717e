import { queryOptions } from "@tanstack/react-query";
import type { PlanId } from "#shared/domain/plans.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import { api } from "#web/lib/api-client.ts";

export interface InvitationPreview {
  household: { name: string };
  invitedBy: string | null;
  role: HouseholdRole;
  email: string | null;
  expiresAt: string;
  memberLimitReached: boolean;
  plan: PlanId;
  memberLimit: number;
  viewer: { inThisHousehold: boolean; inAnotherHousehold: boolean } | null;
}

/** Keyed by the signed-in user too: what the page offers depends on who looks. */
export const invitationQuery = (token: string, userId: string | null) =>
  queryOptions({
    queryKey: ["join", token, userId],
    queryFn: ({ signal }) =>
      api<InvitationPreview>(`/api/join/${encodeURIComponent(token)}`, { signal }),
  });

export const joinHousehold = (token: string) =>
  api<{ household: { name: string } }>(`/api/join/${encodeURIComponent(token)}`, {
    method: "POST",
    body: {},
  });
