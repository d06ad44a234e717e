import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { ConnectionNotice } from "#web/layouts/connection-notice.tsx";
import { LoadingScreen } from "#web/layouts/loading-screen.tsx";

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
        <ScrollRestoration />
      </Suspense>
      <ConnectionNotice />
    </>
  );
}
