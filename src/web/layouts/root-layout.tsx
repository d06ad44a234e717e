import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingScreen } from "#web/layouts/loading-screen.tsx";

export function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
      <ScrollRestoration />
    </Suspense>
  );
}
