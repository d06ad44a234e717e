/** Runs `work` when the browser is next idle (soon after, where it cannot say); cancellable.
 * For code a view may need later: fetched without competing with what it shows first. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
