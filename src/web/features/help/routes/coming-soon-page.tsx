import { Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { PublicPageLayout } from "#web/components/public/public-page-layout.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { usePageMeta } from "#web/lib/page-meta.ts";

const knownItems = ["integraciones", "acerca-de", "empleos", "blog", "prensa"];

/** One tasteful page for every footer link whose content does not exist yet. */
export default function ComingSoonPage() {
  usePageMeta("help");
  const { t } = useTranslation("help");
  const [searchParams] = useSearchParams();
  const item = searchParams.get("que");
  const heading =
    item && knownItems.includes(item)
      ? t("comingSoon.named", { item: t(`comingSoon.items.${item}`) })
      : t("comingSoon.title");
  return (
    <PublicPageLayout backLabel={t("backHome")}>
      <div className="mx-auto grid max-w-xl justify-items-center gap-5 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
          <Sprout className="size-8" aria-hidden />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {t("comingSoon.title")}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="text-lg text-muted-foreground text-pretty">{t("comingSoon.body")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.demo}>{t("comingSoon.demo")}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href="/#contacto">{t("comingSoon.contact")}</a>
          </Button>
        </div>
      </div>
    </PublicPageLayout>
  );
}
