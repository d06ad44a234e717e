import { House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { LanguageSwitcher } from "#web/i18n/language-switcher.tsx";

type FooterLink = { key: string; to: string };

/** Links to what exists go there; the rest share one 'Próximamente' page that names them. */
const soon = (item: string) => `${paths.comingSoon}?que=${item}`;

const columns: { id?: string; title: string; links: FooterLink[] }[] = [
  {
    id: "producto",
    title: "product",
    links: [
      { key: "features", to: "/#funciones" },
      { key: "plans", to: "/#planes" },
      { key: "integrations", to: soon("integraciones") },
      { key: "api", to: paths.developers },
    ],
  },
  {
    id: "casos-uso",
    title: "useCases",
    links: [
      { key: "families", to: "/#escenario-family" },
      { key: "balance", to: "/#escenario-balance" },
      { key: "personal", to: "/#escenario-personal" },
    ],
  },
  {
    title: "company",
    links: [
      { key: "about", to: soon("acerca-de") },
      { key: "careers", to: soon("empleos") },
      { key: "blog", to: soon("blog") },
      { key: "press", to: soon("prensa") },
    ],
  },
  {
    title: "support",
    links: [
      { key: "help", to: paths.help },
      { key: "docs", to: paths.developers },
      { key: "status", to: `${paths.help}#estado` },
      { key: "contact", to: "/#contacto" },
    ],
  },
  {
    title: "legal",
    links: [
      { key: "privacy", to: paths.legalPrivacy },
      { key: "terms", to: paths.legalTerms },
      { key: "security", to: `${paths.legalPrivacy}#seguridad` },
      { key: "compliance", to: `${paths.legalPrivacy}#cumplimiento` },
    ],
  },
];

/** The footer of every public page (spec §2). Anchors into the landing page stay plain links so
 * that the browser scrolls to them, from the landing page or from any other page. */
export function SiteFooter() {
  const { t } = useTranslation("site");
  return (
    <footer className="border-t border-border bg-stone-900 px-4 py-14 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1.5fr_repeat(5,1fr)]">
        <div className="grid content-start gap-3">
          <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-white">
            <House className="size-5" aria-hidden />
            Hogaria
          </Link>
          <p className="text-sm">{t("footer.tagline")}</p>
          <p className="text-sm">{t("footer.apps")}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} id={column.id} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="mb-3 text-sm font-semibold text-white">
              {t(`footer.${column.title}`)}
            </h2>
            <ul className="grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.key}>
                  {link.to.startsWith("/#") ? (
                    <a href={link.to} className="hover:text-white hover:underline">
                      {t(`footer.links.${link.key}`)}
                    </a>
                  ) : (
                    <Link to={link.to} className="hover:text-white hover:underline">
                      {t(`footer.links.${link.key}`)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-stone-700 pt-6">
        <p className="text-sm">{t("footer.copyright", { year: 2026 })}</p>
        <LanguageSwitcher tone="dark" />
      </div>
    </footer>
  );
}
