import { queryOptions } from "@tanstack/react-query";
import type { InvitationPreview, JoinedHousehold } from "#shared/schemas/invitations.ts";
import { api } from "#web/lib/api-client.ts";

/** Keyed by the signed-in user too: what the page offers depends on who looks. */
export const invitationQuery = (token: string, userId: string | null) =>
  queryOptions({
    queryKey: ["join", token, userId],
    queryFn: ({ signal }) =>
      api<InvitationPreview>(`/api/join/${encodeURIComponent(token)}`, { signal }),
  });

export const joinHousehold = (token: string) =>
  api<JoinedHousehold>(`/api/join/${encodeURIComponent(token)}`, {
    method: "POST",
    body: {},
  });
