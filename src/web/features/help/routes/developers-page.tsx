import { useTranslation } from "react-i18next";
import { PublicPageLayout } from "#web/components/public/public-page-layout.tsx";
import { ApiTokenExamples } from "#web/features/help/components/api-token-examples.tsx";
import { usePageMeta } from "#web/lib/page-meta.ts";

const endpoints = [
  { key: "health", method: "GET", path: "/api/health" },
  { key: "contact", method: "POST", path: "/api/contact" },
  { key: "me", method: "GET", path: "/api/me" },
  { key: "tasks", method: "GET · POST", path: "/api/tasks" },
  { key: "shopping", method: "GET · POST", path: "/api/shopping" },
  { key: "pantry", method: "GET · POST", path: "/api/pantry" },
  { key: "calendar", method: "GET · POST", path: "/api/calendar" },
  { key: "live", method: "GET", path: "/api/live" },
] as const;

/** The footer's 'API' and 'Documentación': how the public JSON API works. */
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
        <section aria-labelledby="api-endpoints" className="grid gap-3">
          <h2 id="api-endpoints" className="text-2xl font-bold">
            {t("developers.endpointsTitle")}
          </h2>
          <div className="overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="p-3">
                    {t("developers.method")}
                  </th>
                  <th scope="col" className="p-3">
                    {t("developers.path")}
                  </th>
                  <th scope="col" className="p-3">
                    {t("developers.description")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {endpoints.map((endpoint) => (
                  <tr key={endpoint.key} className="border-b border-border last:border-0">
                    <td className="p-3 font-mono text-xs">{endpoint.method}</td>
                    <td className="p-3 font-mono text-xs">{endpoint.path}</td>
                    <td className="p-3">{t(`developers.endpoints.${endpoint.key}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-muted-foreground">{t("developers.scope")}</p>
        </section>
        <ApiTokenExamples />
      </article>
    </PublicPageLayout>
  );
}
