import { useTranslation } from "react-i18next";
import { PublicPageLayout } from "#web/components/public/public-page-layout.tsx";
import { ApiReference } from "#web/features/help/components/api-reference.tsx";
import { ApiTokenExamples } from "#web/features/help/components/api-token-examples.tsx";
import { openApiPath } from "#web/features/help/lib/openapi-path.ts";
import { usePageMeta } from "#web/lib/page-meta.ts";

/** The footer's 'API' and 'Documentación': how the public JSON API works, and its reference
 * rendered from the OpenAPI description the server generates from its contracts. */
export default function DevelopersPage() {
  usePageMeta("help");
  const { t } = useTranslation("help");
  return (
    <PublicPageLayout backLabel={t("backHome")}>
      <article className="grid gap-10">
        <header className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("developers.title")}</h1>
          <p className="text-lg text-pretty">{t("developers.intro")}</p>
        </header>
        {(["auth", "errors"] as const).map((part) => (
          <section key={part} aria-labelledby={`api-${part}`} className="grid gap-3">
            <h2 id={`api-${part}`} className="text-2xl font-bold">
              {t(`developers.${part}.title`)}
            </h2>
            <p className="leading-relaxed">{t(`developers.${part}.body`)}</p>
          </section>
        ))}
        <p className="leading-relaxed">{t("developers.scope")}</p>
        <ApiTokenExamples />
        <section aria-labelledby="api-reference" className="grid min-w-0 gap-3">
          <h2 id="api-reference" className="text-2xl font-bold">
            {t("developers.reference.title")}
          </h2>
          <p className="leading-relaxed">
            {t("developers.reference.intro")}{" "}
            <a className="font-medium underline" href={openApiPath}>
              {t("developers.reference.download")}
            </a>
          </p>
          <ApiReference />
        </section>
      </article>
    </PublicPageLayout>
  );
}
