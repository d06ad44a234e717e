/** Spec §7: product analytics are sent only when the page has an analytics object (a tag
 * manager or a consent tool puts one there); without it, nothing is sent anywhere. */
export interface AnalyticsClient {
  track(event: string, properties: Record<string, unknown>): void;
}

declare global {
  interface Window {
    analytics?: AnalyticsClient;
  }
}

export type AnalyticsEvent =
  | { name: "signup_opened"; properties: { source: string } }
  | { name: "pricing_cta_clicked"; properties: { plan_name: string; currency: "MXN" } }
  | { name: "signup_submitted"; properties: { country: string; language: string } }
  | { name: "signup_failed"; properties: { country: string; language: string; error: string } }
  | { name: "signup_succeeded"; properties: { country: string; language: string } };

export function track<Event extends AnalyticsEvent>(
  name: Event["name"],
  properties: Event["properties"],
): void {
  const analytics = typeof window === "undefined" ? undefined : window.analytics;
  if (typeof analytics?.track !== "function") return;
  try {
    analytics.track(name, { ...properties, timestamp: new Date().toISOString() });
  } catch {
    // a broken analytics script must never break sign-up
  }
}
