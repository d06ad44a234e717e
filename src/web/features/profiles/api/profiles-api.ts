import { queryOptions } from "@tanstack/react-query";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { MemberView } from "#shared/schemas/households.ts";
import type {
  InvitationCreateInput,
  InvitationView,
  InviteResult,
} from "#shared/schemas/invitations.ts";
import type { Profile, ProfileUpdateInput } from "#shared/schemas/profiles.ts";
import type { Settings } from "#shared/schemas/settings.ts";
import { api } from "#web/lib/api-client.ts";

export type { Profile };

/** The answers' types come from the contracts' schemas (#shared/contracts/members.ts). */
export type Member = MemberView;
export type PendingInvitation = InvitationView;

/** What the invite dialog reads of Configuración (GET /api/settings): the member limit and count. */
export type HouseholdPlan = Pick<Settings, "plan">;

// Keys start with "members": the server's live "members" events refresh them all.
export const profileQuery = queryOptions({
  queryKey: ["members", "profile"],
  queryFn: ({ signal }) => api<Profile>("/api/profiles/me", { signal }),
});

export const membersQuery = queryOptions({
  queryKey: ["members", "list"],
  queryFn: ({ signal }) => api<Member[]>("/api/members", { signal }),
});

export const invitationsQuery = queryOptions({
  queryKey: ["members", "invitations"],
  queryFn: ({ signal }) => api<PendingInvitation[]>("/api/invitations", { signal }),
});

export const memberLimitQuery = queryOptions({
  queryKey: ["members", "limit"],
  queryFn: ({ signal }) => api<HouseholdPlan>("/api/settings", { signal }),
});

export const updateProfile = (input: ProfileUpdateInput) =>
  api<Profile>("/api/profiles/me", { method: "PATCH", body: input });

export function uploadAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.append("avatar", file);
  return api<Profile>("/api/profiles/me/avatar", { method: "POST", body: form });
}

export const changeRole = (profileId: string, role: HouseholdRole) =>
  api<Member[]>(`/api/members/${profileId}`, { method: "PATCH", body: { role } });

export const removeMember = (profileId: string) =>
  api<null>(`/api/members/${profileId}`, { method: "DELETE" });

export const transferOwnership = (profileId: string) =>
  api<Member[]>(`/api/members/${profileId}/transfer-ownership`, { method: "POST", body: {} });

export const invite = (input: InvitationCreateInput) =>
  api<InviteResult>("/api/invitations", { body: input });

export const resendInvitation = (id: string) =>
  api<PendingInvitation>(`/api/invitations/${id}/resend`, { method: "POST", body: {} });

export const revokeInvitation = (id: string) =>
  api<null>(`/api/invitations/${id}`, { method: "DELETE" });
