import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/** Topics a query also depends on, besides the first element of its key: summaries of several
 * areas (the daily brief, the dashboard) list them in `meta.liveTopics`. */
function liveTopicsOf(meta: Record<string, unknown> | undefined): unknown[] {
  return Array.isArray(meta?.liveTopics) ? meta.liveTopics : [];
}

/** Keeps every open screen current: each change announced by the server (over SSE) refetches the
 * queries whose key starts with the change's topic ("tasks", "shopping", "community"…), and the
 * queries that list the topic in `meta.liveTopics`. */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource("/api/live");
    // A change made before the stream was listening (while the page loaded, or while the
    // connection was down) was announced to no one: what was fetched before then is fetched again.
    // Not what the stream never announces (`meta.live: false`, the session): that would read it
    // twice on every page load.
    source.addEventListener("ready", () => {
      const listeningSince = Date.now();
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.meta?.live !== false &&
          query.state.dataUpdatedAt > 0 &&
          query.state.dataUpdatedAt < listeningSince,
      });
    });
    source.addEventListener("change", (message) => {
      const { topic } = JSON.parse((message as MessageEvent<string>).data) as { topic: string };
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === topic || liveTopicsOf(query.meta).includes(topic),
      });
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
