import { WifiOff } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Without a network the app still opens (service worker); this says so, and where the last
 * shopping list can be read. */
export function OfflineBanner() {
  const { t } = useTranslation("notifications");
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const unsent = useUnsentCount(online);
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <span>
        {t("offline.banner")}{" "}
        <Link to="/shopping" className="font-medium underline underline-offset-2">
          {t("offline.shopping")}
        </Link>
        {unsent > 0 && (
          <span className="mt-0.5 block font-medium">
            {t("common:outbox.pendingCount", { count: unsent })}
          </span>
        )}
      </span>
    </div>
  );
}

/** How many writes wait in the offline outbox; its code is loaded only once offline. */
function useUnsentCount(online: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (online) return;
    let stop = () => {};
    let cancelled = false;
    void import("#web/lib/outbox.ts").then(({ pendingWrites, subscribeOutbox }) => {
      if (cancelled) return;
      const update = () => setCount(pendingWrites().length);
      update();
      stop = subscribeOutbox(update);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [online]);
  return count;
}
