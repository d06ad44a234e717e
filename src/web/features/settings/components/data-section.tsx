import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { can } from "#shared/domain/permissions.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { exportUrl } from "#web/features/settings/api/settings-api.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import type { SettingsSectionProps } from "#web/features/settings/components/settings-section.ts";

/** Export of the household's data as JSON: the server names the file and sends it. */
export function DataSection({ settings }: SettingsSectionProps) {
  const { t } = useTranslation("settings");
  return (
    <SectionCard id="datos" title={t("data.title")} description={t("data.description")}>
      {can(settings.role, "household.export") ? (
        <a
          href={exportUrl}
          download
          className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
        >
          <Download aria-hidden />
          {t("data.export")}
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">{t("data.onlyManagers")}</p>
      )}
    </SectionCard>
  );
}
