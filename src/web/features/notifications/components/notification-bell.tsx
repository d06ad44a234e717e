import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { notificationsQuery } from "#web/features/notifications/api/notifications-api.ts";
import { BellButton } from "#web/features/notifications/components/bell-button.tsx";
import { whenIdle } from "#web/lib/when-idle.ts";

const loadCentre = () => import("#web/features/notifications/components/notification-centre.tsx");
const NotificationCentre = lazy(() =>
  loadCentre().then((module) => ({ default: module.NotificationCentre })),
);

/** The bell in the app shell. The notification centre it opens is a popover whose code (Radix
 * Popover, Floating UI) loads once the browser is idle, so no route's first view carries it; a
 * press before then opens the centre as soon as it has loaded. */
export function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useQuery(notificationsQuery);
  const [loaded, setLoaded] = useState(false);
  const [pressedEarly, setPressedEarly] = useState(false);
  // Offline before the code was ever kept: a prefetch fails quietly, a press says why.
  const load = useCallback(
    (pressed: boolean) =>
      loadCentre().then(
        () => setLoaded(true),
        () => pressed && toast.error(t("errors.network")),
      ),
    [t],
  );
  useEffect(() => whenIdle(() => void load(false)), [load]);

  const waiting = (
    <BellButton
      unread={notifications.data?.unread ?? 0}
      aria-haspopup="dialog"
      onClick={() => {
        setPressedEarly(true);
        void load(true);
      }}
    />
  );
  if (!loaded) return waiting;
  return (
    <Suspense fallback={waiting}>
      <NotificationCentre defaultOpen={pressedEarly} />
    </Suspense>
  );
}
