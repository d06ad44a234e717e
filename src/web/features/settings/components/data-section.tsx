import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { can, canReplaceHousehold } from "#shared/domain/permissions.ts";
import { RestoreBackup } from "#web/components/household/restore-backup.tsx";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { exportUrl } from "#web/features/settings/api/settings-api.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import type { SettingsSectionProps } from "#web/features/settings/components/settings-section.ts";

/** Export of the household's data as JSON (the server names the file), and restoring such a
 * file in place of the household (its owner, alone in it). */
export function DataSection({ settings }: SettingsSectionProps) {
  const { t } = useTranslation("settings");
  const owner = canReplaceHousehold(settings.role);
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
      <section
        aria-labelledby="restaurar-titulo"
        className="grid gap-2 border-t border-border pt-4"
      >
        <h3 id="restaurar-titulo" className="font-medium">
          {t("restore.title")}
        </h3>
        {!owner ? (
          <p className="text-sm text-muted-foreground">{t("restore.onlyOwner")}</p>
        ) : settings.plan.membersCount > 1 ? (
          <p className="text-sm text-muted-foreground">{t("restore.othersFirst")}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {t("restore.replaceIntro", { household: settings.household.name })}
            </p>
            <RestoreBackup replacing={settings.household.name} />
          </>
        )}
      </section>
    </SectionCard>
  );
}
