import { type QueryFunctionContext, queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountUser, SessionAnswer } from "#shared/contracts/auth.ts";
import { queryClient } from "#web/app/providers.tsx";
import { followAccountLanguage } from "#web/i18n/i18n.ts";
import { ApiError, api } from "#web/lib/api-client.ts";
import { retryDelay } from "#web/lib/connection-retry.ts";
import { sessionQueryKey } from "#web/lib/identity-query-keys.ts";
import { clearOfflineData } from "#web/lib/service-worker.ts";

export type SessionUser = AccountUser;
type SessionPayload = NonNullable<SessionAnswer>;

/** Only the server's answer says nobody is signed in: no session (null), or 401. */
async function readSession({ signal }: QueryFunctionContext): Promise<SessionPayload | null> {
  try {
    const session = await api<SessionPayload | null>("/api/auth/get-session", { signal });
    // The account's language, on this device too, before anything signed-in renders.
    await followAccountLanguage(session?.user.language);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: readSession,
  staleTime: 5 * 60_000,
  // Any other outcome (429 from a router shared by a family, 5xx, no network) says nothing
  // about the session: the last one known is kept and the read tried again, later each time.
  retry: true,
  retryDelay,
  // The live stream never announces the session, so its reconnecting does not make it stale.
  meta: { live: false },
});

export interface SessionState {
  /** The signed-in user: the last one known while the server cannot be reached. */
  user: SessionUser | null;
  /** Nobody knows yet: the first read is under way, or failed and is being tried again. */
  isLoading: boolean;
  /** The last read failed (server busy, failing or unreachable) and is being tried again. */
  reconnecting: boolean;
}

export function useSession(): SessionState {
  const query = useQuery(sessionQuery);
  return {
    user: query.data?.user ?? null,
    isLoading: query.data === undefined,
    reconnecting: query.failureCount > 0 && query.fetchStatus !== "idle",
  };
}

/** The server said the session is over (a 401 from another endpoint): signed out from now. */
export async function forgetSession(): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionQuery.queryKey });
  queryClient.setQueryData(sessionQuery.queryKey, null);
}

/** After sign-in, sign-up or sign-out: forget everything cached for the previous user. */
export async function refreshSession(): Promise<void> {
  clearOfflineData();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  await queryClient.fetchQuery(sessionQuery);
}
