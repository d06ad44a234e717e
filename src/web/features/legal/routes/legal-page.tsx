import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { PublicPageLayout } from "#web/components/public/public-page-layout.tsx";
import { usePageMeta } from "#web/lib/page-meta.ts";

interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** /legal/terms and /legal/privacy: one layout, the document chosen by the path. */
export default function LegalPage() {
  usePageMeta("legal");
  const { t } = useTranslation("legal");
  const { pathname } = useLocation();
  const legalDocument = pathname.startsWith(paths.legalPrivacy) ? "privacy" : "terms";
  const other = legalDocument === "terms" ? paths.legalPrivacy : paths.legalTerms;
  const sections = t(`${legalDocument}.sections`, { returnObjects: true }) as LegalSection[];

  return (
    <PublicPageLayout backLabel={t("backHome")}>
      <article className="grid gap-8">
        <header className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t(`${legalDocument}.title`)}
          </h1>
          <p className="text-sm text-muted-foreground">{t("updated")}</p>
          <p className="text-lg text-pretty">{t(`${legalDocument}.intro`)}</p>
        </header>
        <nav
          aria-labelledby="legal-contents"
          className="rounded-lg border border-border bg-card p-5"
        >
          <h2 id="legal-contents" className="mb-2 font-semibold">
            {t("contents")}
          </h2>
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="grid scroll-mt-4 gap-3"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-stone-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p>
          <Link to={other} className="font-medium text-primary underline">
            {t(`otherDocument.${legalDocument}`)}
          </Link>
        </p>
      </article>
    </PublicPageLayout>
  );
}
