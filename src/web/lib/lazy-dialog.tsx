import { Component, type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { whenIdle } from "#web/lib/when-idle.ts";

/**
 * Holds a dialog whose code loads apart from its route's (`React.lazy`): the form dialogs bring
 * react-hook-form and their schemas, which a route's first view does not need. `load` fetches
 * the code once the browser is idle after the route shows (the service worker then keeps it for
 * offline use); the dialog is mounted the first time `open` is true, then kept, so it animates
 * closing and keeps what its form holds.
 */
export function LazyDialog({
  open,
  load,
  children,
}: {
  open: boolean;
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // A failed prefetch (offline) is not an error yet: opening asks again.
  useEffect(() => whenIdle(() => void load().catch(() => {})), [load]);
  if (!opened) return null;
  return (
    <CodeLoadBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </CodeLoadBoundary>
  );
}

/** Its code could not be fetched (offline, before it was ever kept): say so; the page stays. */
class CodeLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <CodeLoadFailed /> : this.props.children;
  }
}

function CodeLoadFailed() {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t("errors.network"));
  }, [t]);
  return null;
}
