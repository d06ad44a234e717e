import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { ApiError } from "#web/lib/api-client.ts";
import { loadSonner, whenSonnerWanted } from "#web/lib/toast.ts";
import { whenIdle } from "#web/lib/when-idle.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      // A 4xx will not fix itself by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's Toaster, after the first paint (ADR 022: not in a first view's files). A toast asked
 * for sooner loads it at once (lib/toast.ts) and shows when it mounts. */
function LateToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const show = () => setWanted(true);
    const cancelIdle = whenIdle(show);
    const cancelWanted = whenSonnerWanted(show);
    return () => {
      cancelIdle();
      cancelWanted();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Plain toasts: sonner's rich colours fall short of 4.5:1 contrast. */}
      <Toaster position="top-center" closeButton />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LateToaster />
    </QueryClientProvider>
  );
}
