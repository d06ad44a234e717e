import { ArrowLeft, House } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { SiteFooter } from "#web/components/public/site-footer.tsx";

/** Legal, help, API and 'Próximamente' pages: a light header, the content, the site footer. */
export function PublicPageLayout({
  backLabel,
  children,
}: {
  backLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("site");
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4">
          <Link
            to={paths.home}
            aria-label={t("home")}
            className="flex items-center gap-2 text-lg font-bold text-primary"
          >
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <House className="size-5" aria-hidden />
            </span>
            <span aria-hidden>Hogaria</span>
          </Link>
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {backLabel}
          </Link>
        </div>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-4xl flex-1 px-4 py-12">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
