import { paths } from "#shared/routing/paths.ts";

export interface PublicPage {
  path: string;
  /** The translation namespace whose `meta.title` and `meta.description` describe the page. */
  namespace: string;
  /** Written to HTML at build time (ADR 004), so its content paints before any JavaScript. */
  prerender: boolean;
  /** Sitemap priority, 0–1. */
  priority: number;
}

/** The pages search engines may index: the sitemap lists them, the build prerenders most. */
export const publicPages: PublicPage[] = [
  { path: paths.home, namespace: "landing", prerender: true, priority: 1 },
  { path: paths.demo, namespace: "demo", prerender: true, priority: 0.8 },
  { path: paths.auth, namespace: "auth", prerender: true, priority: 0.5 },
  { path: paths.legalTerms, namespace: "legal", prerender: true, priority: 0.3 },
  { path: paths.legalPrivacy, namespace: "legal", prerender: true, priority: 0.3 },
  { path: paths.help, namespace: "help", prerender: true, priority: 0.5 },
  { path: paths.developers, namespace: "help", prerender: true, priority: 0.3 },
];

/** Meta keys inside the namespace, per page (two legal pages share one namespace). */
export function metaKey(path: string): string {
  if (path === paths.legalTerms) return "terms.meta";
  if (path === paths.legalPrivacy) return "privacy.meta";
  if (path === paths.developers) return "developers.meta";
  if (path === paths.comingSoon) return "comingSoon.meta";
  return "meta";
}
