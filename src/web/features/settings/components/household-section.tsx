import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { can } from "#shared/domain/permissions.ts";
import type { HouseholdLanguage } from "#shared/domain/preferences.ts";
import { LanguageSelect } from "#web/components/household/language-select.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { useSaveSettings } from "#web/features/settings/components/save-settings.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import type { SettingsSectionProps } from "#web/features/settings/components/settings-section.ts";
import { whenIdle } from "#web/lib/when-idle.ts";

/** The name's rule (Zod) is fetched when idle, not with Configuración's first view (ADR 022). */
const loadNameRule = () =>
  import("#shared/schemas/households.ts").then((module) => module.householdNameSchema);

/** The zones Hogaria's families live in most, offered first. */
const commonTimeZones = [
  "America/Mexico_City",
  "America/Tijuana",
  "America/Cancun",
  "America/Bogota",
  "America/Lima",
  "America/Caracas",
  "America/Santiago",
  "America/Argentina/Buenos_Aires",
  "America/Montevideo",
  "America/Sao_Paulo",
  "America/Guatemala",
  "America/New_York",
  "America/Los_Angeles",
  "Europe/Madrid",
];

function allTimeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [current, ...zones];
}

const zoneLabel = (zone: string) => zone.replace(/_/g, " ");

export function HouseholdSection({ settings }: SettingsSectionProps) {
  const { t } = useTranslation(["settings", "household"]);
  const { save, pending, errors } = useSaveSettings();
  const editable = can(settings.role, "household.manage");
  const [name, setName] = useState(settings.household.name);
  // A blank name is refused here, in words, before anything is sent (the server refuses it too).
  const [nameError, setNameError] = useState<string | null>(null);
  const [language, setLanguage] = useState<HouseholdLanguage>(settings.household.language);
  const [timeZone, setTimeZone] = useState(settings.household.timeZone);
  const zones = useMemo(
    () => allTimeZones(settings.household.timeZone),
    [settings.household.timeZone],
  );

  useEffect(() => whenIdle(() => void loadNameRule().catch(() => {})), []);

  const submit = async () => {
    // Its rule could not be fetched (offline): the server checks the name as well.
    const rule = await loadNameRule().catch(() => null);
    const checked = rule?.safeParse(name);
    if (checked && !checked.success) {
      setNameError(t(`validation:${checked.error.issues[0]?.message ?? "invalidInput"}`));
      return;
    }
    setNameError(null);
    void save({ name, language, timeZone });
  };

  return (
    <SectionCard id="hogar" title={t("household.title")} description={t("household.description")}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={t("household.name")} error={nameError ?? errors.name}>
          <Input
            value={name}
            disabled={!editable}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("household.language")} error={errors.language}>
            <LanguageSelect value={language} disabled={!editable} onChange={setLanguage} />
          </FormField>
          <FormField label={t("household.timeZone")} error={errors.timeZone}>
            <NativeSelect
              value={timeZone}
              disabled={!editable}
              onChange={(e) => setTimeZone(e.target.value)}
            >
              <optgroup label={t("household.common")}>
                {commonTimeZones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneLabel(zone)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("household.all")}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneLabel(zone)}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          </FormField>
        </div>
        {editable ? (
          <Button type="submit" className="justify-self-start" disabled={pending}>
            {pending ? t("saving") : t("save")}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t("readOnly")}</p>
        )}
      </form>
    </SectionCard>
  );
}
