import { StrictMode, useEffect } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "#web/app/providers.tsx";

/** Marks the document once React owns the page: the prerendered pages' boot script replays a
 * click held until then, and tests wait for `html[data-hydrated]` (ADR 004). */
function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event("hogaria:hydrated"));
  }, []);
  return null;
}

/** The same tree in the browser and in the build's prerender, so hydration matches. */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <HydrationSignal />
      </Providers>
    </StrictMode>
  );
}
