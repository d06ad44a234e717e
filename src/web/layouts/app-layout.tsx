import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { NotificationBell } from "#web/features/notifications/components/notification-bell.tsx";
import { AppSidebar, SidebarTrigger } from "#web/layouts/app-sidebar.tsx";
import { BottomBar } from "#web/layouts/bottom-bar.tsx";
import { HeaderSearch } from "#web/layouts/header-search.tsx";
import { LoadingScreen } from "#web/layouts/loading-screen.tsx";
import { OfflineBanner } from "#web/layouts/offline-banner.tsx";
import { useOutbox } from "#web/layouts/use-outbox.ts";
import { useSidebar } from "#web/layouts/use-sidebar.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useLiveUpdates } from "#web/lib/live-updates.ts";
import { useMe } from "#web/lib/me.ts";
import { useRevealLinkedItem } from "#web/lib/reveal-linked-item.ts";
import { forgetSession, useSession } from "#web/lib/session.ts";

/** Guarded layout (spec §2): 'Cargando...' while the session loads, /auth without a user,
 * /onboarding for a user whose household is not set up yet. Only the server's answer signs
 * out: while it is busy or out of reach the last known user stays, and if the first read of
 * the session failed, /api/me (which is not rate-limited) says whether anyone is signed in. */
export function AppLayout() {
  const { user, isLoading, reconnecting } = useSession();
  if (isLoading && !reconnecting) return <LoadingScreen />;
  if (!isLoading && !user) return <Navigate to={paths.auth} replace />;
  return <SignedInShell />;
}

function SignedInShell() {
  const sidebar = useSidebar();
  const me = useMe();
  const signedOut = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    if (signedOut) void forgetSession();
  }, [signedOut]);
  useLiveUpdates(Boolean(me.data?.membership));
  useRevealLinkedItem();
  useOutbox(me.data?.membership ? me.data.user.id : undefined);
  if (me.isPending || signedOut) return <LoadingScreen />;
  // Without a household, or with onboarding half done, the wizard resumes where it was left.
  if (me.data?.onboarding.status === "pending") return <Navigate to={paths.onboarding} replace />;
  return (
    <div className="flex min-h-dvh">
      <AppSidebar sidebar={sidebar} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur">
          <SidebarTrigger sidebar={sidebar} />
          <HeaderSearch />
          <div className="ml-auto">
            <NotificationBell />
          </div>
        </header>
        <OfflineBanner />
        <main id="contenido" className="flex-1 px-4 py-6 pb-24 md:px-8 md:pb-8">
          <Outlet />
        </main>
      </div>
      <BottomBar />
    </div>
  );
}
