import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  AssistantTone,
  HouseholdLanguage,
  MemberPreferences,
} from "#shared/domain/preferences.ts";
import { LanguageSelect } from "#web/components/household/language-select.tsx";
import { TonePicker } from "#web/components/household/tone-picker.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import {
  type OnboardingState,
  savePreferences,
} from "#web/features/onboarding/api/onboarding-api.ts";
import { StepShell } from "#web/features/onboarding/components/step-shell.tsx";
import { useStepError } from "#web/features/onboarding/components/use-step-error.ts";
import { applySavedLanguage } from "#web/i18n/account-language.ts";

/** Step 4: language, allergies (comma-separated) and the assistant's tone. */
export function PreferencesStep({
  preferences,
  onSaved,
  onBack,
}: {
  preferences: MemberPreferences;
  onSaved: (state: OnboardingState) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(["onboarding", "household"]);
  const queryClient = useQueryClient();
  const showError = useStepError();
  const [language, setLanguage] = useState<HouseholdLanguage>(preferences.language);
  const [allergies, setAllergies] = useState(preferences.allergies.join(", "));
  const [tone, setTone] = useState<AssistantTone>(preferences.assistantTone);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    try {
      const state = await savePreferences({ language, allergies, assistantTone: tone });
      // The language chosen here is the account's: the rest of the wizard speaks it at once.
      await applySavedLanguage(queryClient, language);
      onSaved(state);
    } catch (error) {
      await showError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <StepShell
      title={t("preferences.title")}
      description={t("preferences.description")}
      onSubmit={() => void submit()}
      onBack={onBack}
      submitLabel={t("next")}
      pending={pending}
      pendingLabel={t("saving")}
    >
      <FormField label={t("preferences.language")}>
        <LanguageSelect value={language} onChange={setLanguage} />
      </FormField>
      <FormField
        label={t("preferences.allergies")}
        hint={<p className="text-xs text-muted-foreground">{t("preferences.allergiesHint")}</p>}
      >
        <Input
          value={allergies}
          placeholder={t("preferences.allergiesPlaceholder")}
          onChange={(event) => setAllergies(event.target.value)}
        />
      </FormField>
      <TonePicker legend={t("preferences.tone")} name="tono" value={tone} onChange={setTone} />
    </StepShell>
  );
}
