import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useCallback, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "#web/lib/api-client.ts";
import { meQueryKey, sessionQueryKey } from "#web/lib/identity-query-keys.ts";

/** The reads that say who is signed in. While one of them is being tried again, the visitor
 * is told so, instead of being sent to /auth (issue 21). */
const watched: QueryKey[] = [sessionQueryKey, meQueryKey];

type Connection = "unused" | "fine" | "troubled";

/** "unused" on pages that never read the session (the landing page, the legal pages…). */
function useConnection(): Connection {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const connection = (): Connection => {
    if (!cache.find({ queryKey: sessionQueryKey, exact: true })) return "unused";
    const troubled = watched.some((queryKey) => {
      const state = cache.find({ queryKey, exact: true })?.state;
      if (!state || state.fetchStatus === "idle" || state.fetchFailureCount === 0) return false;
      // A 401 is an answer (signed out), not a connection problem.
      const reason = state.fetchFailureReason;
      return !(reason instanceof ApiError && reason.status === 401);
    });
    return troubled ? "troubled" : "fine";
  };
  return useSyncExternalStore(subscribe, connection, () => "unused");
}

/** A calm note at the bottom of the screen while the server is busy or out of reach. The live
 * region is there, empty, from the first read of the session, so that screen readers announce
 * the note when it appears. */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const connection = useConnection();
  if (connection === "unused") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex justify-center px-4 md:bottom-6"
    >
      {connection === "troubled" && (
        <p className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm text-foreground shadow-lg">
          <RefreshCw
            className="size-4 shrink-0 text-primary motion-safe:animate-spin motion-safe:[animation-duration:2.5s]"
            aria-hidden
          />
          <span>{t("connection.retrying")}</span>
        </p>
      )}
    </div>
  );
}
