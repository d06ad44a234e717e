import { paths } from "#shared/routing/paths.ts";

/** Pages whose first render depends on the visit (today's date in the demo), so the HTML the
 * build wrote is a first paint to replace, not markup to hydrate. */
const visitDependent = new Set<string>([paths.demo]);

export function canHydrate(
  container: HTMLElement,
  location: { pathname: string; search: string },
  language: string,
): boolean {
  return (
    container.dataset.prerendered === "es" &&
    language === "es" &&
    location.search === "" &&
    !visitDependent.has(location.pathname.replace(/\/$/, "") || "/")
  );
}
