import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { settingsQuery } from "#web/features/settings/api/settings-api.ts";
import { settingsSections } from "#web/features/settings/settings-sections.ts";

/** /settings: 'Configuración' / 'Ajustes del hogar y suscripción'. */
export default function SettingsPage() {
  const { t } = useTranslation(["settings", "common"]);
  const settings = useQuery(settingsQuery);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </header>
      {settings.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t("common:loading")}
        </p>
      ) : settings.isError ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert">{t("loadError")}</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        settingsSections.map(({ id, Component }) => (
          <Component key={`${id}-${settings.data.household.id}`} settings={settings.data} />
        ))
      )}
    </div>
  );
}
