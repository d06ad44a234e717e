import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import { api } from "#web/lib/api-client.ts";

/** The brief sums up several areas: a change in any of them refreshes it. */
export const dailyBriefQuery = queryOptions({
  queryKey: ["brief"],
  queryFn: ({ signal }) => api<DailyBrief>("/api/daily-brief", { signal }),
  meta: { liveTopics: ["tasks", "calendar", "shopping", "households", "members", "profiles"] },
});

export function useDailyBrief() {
  return useQuery(dailyBriefQuery);
}
