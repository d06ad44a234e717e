/** The route table of spec §2, shared so that the server can answer unknown paths with a 404. */
export const paths = {
  home: "/",
  demo: "/demo",
  auth: "/auth",
  onboarding: "/onboarding",
  join: "/join/:token",
  legalTerms: "/legal/terms",
  legalPrivacy: "/legal/privacy",
  help: "/ayuda",
  developers: "/desarrolladores",
  comingSoon: "/proximamente",
  dailyBrief: "/daily-brief",
  dashboard: "/dashboard",
  tasks: "/tasks",
  shopping: "/shopping",
  pantry: "/pantry",
  meals: "/meals",
  services: "/services",
  calendar: "/calendar",
  chat: "/chat",
  community: "/community",
  profiles: "/profiles",
  settings: "/settings",
} as const;

const patterns = Object.values(paths).map(
  (path) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}/?$`),
);

export function isKnownPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
