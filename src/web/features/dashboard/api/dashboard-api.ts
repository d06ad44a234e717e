import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "#shared/brief/daily-brief.ts";
import { api } from "#web/lib/api-client.ts";

/** The dashboard counts several areas: a change in any of them refreshes it. */
export const dashboardQuery = queryOptions({
  queryKey: ["dashboard"],
  queryFn: ({ signal }) => api<Dashboard>("/api/dashboard", { signal }),
  meta: { liveTopics: ["tasks", "calendar", "shopping", "households", "members", "profiles"] },
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
