import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { metaKey } from "#shared/seo/public-pages.ts";

function setMeta(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Keeps the title, description and canonical URL right after client-side navigation; the
 * prerendered HTML already carries them for the first load (ADR 004). */
export function usePageMeta(namespace: string) {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  useEffect(() => {
    const key = metaKey(pathname);
    const title = t(`${key}.title`);
    const description = t(`${key}.description`);
    document.title = title;
    setMeta('meta[name="description"]', "content", description);
    setMeta('meta[property="og:title"]', "content", title);
    setMeta('meta[property="og:description"]', "content", description);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (canonical)
      canonical.setAttribute(
        "href",
        new URL(pathname, canonical.getAttribute("href") ?? location.origin).href,
      );
  }, [t, pathname]);
}
