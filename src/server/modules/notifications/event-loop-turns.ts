/**
 * Turns of the event loop for long work over synchronous SQLite (issue 18): at each step the
 * work asks whether it has run `budgetMs` since its last turn, and takes one only then. A turn
 * at every step (each household, each read, each batch of rows) cost ~900 bytes and a trip
 * through the loop each, thousands of times in a first pass, while most steps take well under a
 * millisecond; a turn every few milliseconds keeps requests waiting no longer.
 *
 *   if (turns.due()) await turns.take();
 */
export interface EventLoopTurns {
  /** Whether the work has run for its budget since its last turn. */
  due(): boolean;
  /** A turn of the event loop now (timers and I/O run); the budget starts again after it. */
  take(): Promise<void>;
}

export function eventLoopTurns(
  budgetMs = 1,
  clock: () => number = () => performance.now(),
): EventLoopTurns {
  let since = clock();
  return {
    due: () => clock() - since >= budgetMs,
    take: () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          since = clock();
          resolve();
        }),
      ),
  };
}
