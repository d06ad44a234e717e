import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "#shared/routing/paths.ts";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    // Spec §2: the missing path is logged (the server logs it too when the page is loaded).
    console.warn("404: ruta inexistente", location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted px-4 text-center">
      <h1 className="text-5xl font-bold">{t("notFound.title")}</h1>
      <p className="text-xl text-muted-foreground">{t("notFound.message")}</p>
      <Link
        to={paths.home}
        className="text-primary underline underline-offset-4 hover:text-primary-hover"
      >
        {t("notFound.home")}
      </Link>
    </main>
  );
}
