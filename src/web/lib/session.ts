import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryClient } from "#web/app/providers.tsx";
import { api } from "#web/lib/api-client.ts";
import { clearOfflineData } from "#web/lib/service-worker.ts";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  country: string;
  language: string;
}

interface SessionPayload {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: ({ signal }) => api<SessionPayload | null>("/api/auth/get-session", { signal }),
  staleTime: 5 * 60_000,
});

/** The signed-in user, or null once we know there is none. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isPending, error: query.error };
}

/** After sign-in, sign-up or sign-out: forget everything cached for the previous user. */
export async function refreshSession(): Promise<void> {
  clearOfflineData();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  await queryClient.fetchQuery(sessionQuery);
}
