import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { metaKey, publicPages } from "#shared/seo/public-pages.ts";
import { AppRoot } from "#web/app/app-root.tsx";
import { resolveRoutesFor, routes } from "#web/app/router.tsx";
import { i18n, initI18n } from "#web/i18n/i18n.ts";

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/** Build time only (scripts/prerender.ts runs it through Vite): one public page as HTML, in
 * Spanish, with the same component tree the browser hydrates (ADR 004). */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  if (!i18n.isInitialized) await initI18n(["common"]);
  await i18n.changeLanguage("es");
  await resolveRoutesFor(pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const html = renderToString(<AppRoot router={router} />);
  const page = publicPages.find((candidate) => candidate.path === pathname);
  if (!page) throw new Error(`${pathname} no es una página pública`);
  const t = i18n.getFixedT("es", page.namespace);
  const key = metaKey(pathname);
  return { html, title: t(`${key}.title`), description: t(`${key}.description`) };
}
