import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { AssistantTone, HouseholdLanguage } from "#shared/domain/preferences.ts";
import { LanguageSelect } from "#web/components/household/language-select.tsx";
import { TonePicker } from "#web/components/household/tone-picker.tsx";
import { DialogForm, FormActions, FormDialog } from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import {
  type Profile,
  profileQuery,
  updateProfile,
} from "#web/features/profiles/api/profiles-api.ts";
import { applySavedLanguage } from "#web/i18n/account-language.ts";
import { errorText, fieldErrorsOf } from "#web/lib/api-client.ts";

/** Edits one's own name, phone, birth date and preferences; opened by «Editar perfil» on the
 * profile's card (`MyProfileCard`). */
export function EditProfileDialog({
  profile,
  open,
  onOpenChange: setOpen,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["profiles", "household", "common", "validation"]);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t("edit")}
      description={t("editDescription")}
    >
      {open && <EditProfileForm profile={profile} onDone={() => setOpen(false)} />}
    </FormDialog>
  );
}

function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation(["profiles", "household", "common", "validation"]);
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [dateOfBirth, setDateOfBirth] = useState(profile.dateOfBirth ?? "");
  const [language, setLanguage] = useState<HouseholdLanguage>(profile.preferences.language);
  const [allergies, setAllergies] = useState(profile.preferences.allergies.join(", "));
  const [tone, setTone] = useState<AssistantTone>(profile.preferences.assistantTone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: t("validation:profileNameRequired") });
      return;
    }
    setPending(true);
    try {
      const updated = await updateProfile({
        name,
        phone,
        dateOfBirth,
        preferences: { language, allergies, assistantTone: tone },
      });
      queryClient.setQueryData(profileQuery.queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: ["members", "list"] });
      // The member's language is the account's: the interface follows it at once.
      if (language !== profile.preferences.language)
        await applySavedLanguage(queryClient, language);
      toast.success(t("savedTitle"));
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      // Reasons under their fields say it already; anything else needs the toast.
      if (!Object.keys(fieldErrors).length)
        toast.error(t("household:errorTitle"), { description: errorText(error, t) });
      setPending(false);
    }
  };

  return (
    <DialogForm
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField label={t("fields.name")} error={errors.name}>
        <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.phone")} error={errors.phone}>
          <Input
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </FormField>
        <FormField label={t("fields.birthDate")} error={errors.dateOfBirth}>
          <Input
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            value={dateOfBirth}
            onChange={(e) => setDateOfBirth(e.target.value)}
          />
        </FormField>
      </div>
      <FormField label={t("fields.language")} error={errors["preferences.language"]}>
        <LanguageSelect value={language} onChange={setLanguage} />
      </FormField>
      <FormField
        label={t("fields.allergies")}
        error={errors["preferences.allergies"]}
        hint={<p className="text-xs text-muted-foreground">{t("allergiesHint")}</p>}
      >
        <Input value={allergies} onChange={(e) => setAllergies(e.target.value)} />
      </FormField>
      <TonePicker legend={t("fields.tone")} name="tono-perfil" value={tone} onChange={setTone} />
      <FormActions
        cancelLabel={t("cancel")}
        submitLabel={t("save")}
        submittingLabel={t("saving")}
        submitting={pending}
      />
    </DialogForm>
  );
}
