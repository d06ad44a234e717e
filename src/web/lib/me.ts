import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "#shared/schemas/me.ts";
import { api } from "#web/lib/api-client.ts";
import { isTransient, retryDelay } from "#web/lib/connection-retry.ts";
import { meQueryKey } from "#web/lib/identity-query-keys.ts";

export type { Me };

export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api<Me>("/api/me", { signal }),
  // A busy, failing or unreachable server is asked again, later each time; a 401 is final.
  retry: (_failureCount, error) => isTransient(error),
  retryDelay,
});

/** The signed-in account and its household membership (null before onboarding). */
export function useMe() {
  return useQuery(meQuery);
}
