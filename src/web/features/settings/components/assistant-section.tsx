import { useState } from "react";
import { useTranslation } from "react-i18next";
import { can } from "#shared/domain/permissions.ts";
import type { AssistantTone } from "#shared/domain/preferences.ts";
import { TonePicker } from "#web/components/household/tone-picker.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useSaveSettings } from "#web/features/settings/components/save-settings.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import type { SettingsSectionProps } from "#web/features/settings/components/settings-section.ts";

export function AssistantSection({ settings }: SettingsSectionProps) {
  const { t } = useTranslation("settings");
  const { save, pending } = useSaveSettings();
  const editable = can(settings.role, "household.manage");
  const [tone, setTone] = useState<AssistantTone>(settings.household.assistantTone);
  return (
    <SectionCard
      id="asistente"
      title={t("assistant.title")}
      description={t("assistant.description")}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ assistantTone: tone });
        }}
      >
        <TonePicker
          legend={t("assistant.tone")}
          name="tono-hogar"
          value={tone}
          onChange={setTone}
          disabled={!editable}
        />
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
