import { ApiError, NetworkError } from "#web/lib/api-client.ts";

/** Nothing was learnt from the server: it was busy (429), failing (5xx) or out of reach. Asking
 * again a little later may well work. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 429 || error.status >= 500);
}

/** Waits 1 s, 2 s, 4 s… up to 30 s between tries (`failureCount` starts at 0), give or take a
 * fifth, so that the devices of a household sharing one router do not all ask at once. */
export function retryDelay(failureCount: number): number {
  const base = Math.min(1000 * 2 ** failureCount, 30_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
