import type { Page } from "@playwright/test";

export type TrackedEvent = [string, Record<string, unknown>];

/** A test `window.analytics` that records what the app sends (spec §7). */
export async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: [string, Record<string, unknown>][] = [];
    Object.assign(window, {
      trackedEvents: events,
      analytics: {
        track: (event: string, properties: Record<string, unknown>) =>
          events.push([event, properties]),
      },
    });
  });
}

export async function trackedEvents(page: Page): Promise<TrackedEvent[]> {
  return page.evaluate(
    () => (window as unknown as { trackedEvents: TrackedEvent[] }).trackedEvents,
  );
}

/** React has taken over the prerendered page (ADR 004). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
