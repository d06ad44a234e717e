import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  accents,
  type Persona,
  type PersonaInput,
  personaLanguages,
  personalities,
} from "#shared/assistant/persona.ts";
import { assistantTones, splitCommaList } from "#shared/domain/preferences.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useSavePersona } from "#web/features/chat/api/chat-api.ts";
import { errorText } from "#web/lib/api-client.ts";

interface PersonaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this persona; creating a new one when absent. */
  persona?: Persona;
  /** The household's language and allergies, for a new persona. */
  defaults: { language: string; allergies: string[] };
  onSaved: (persona: Persona) => void;
}

type Form = Required<Omit<PersonaInput, "allergies" | "description">> & {
  description: string;
  allergies: string;
};

export function PersonaDialog({
  open,
  onOpenChange,
  persona,
  defaults,
  onSaved,
}: PersonaDialogProps) {
  const { t } = useTranslation("chat");
  const save = useSavePersona();
  const [form, setForm] = useState<Form | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setNameError(undefined);
    setForm({
      name: persona?.name ?? "",
      description: persona?.description ?? "",
      tone: persona?.traits.tone ?? "friendly",
      personality: persona?.traits.personality ?? "friendly",
      accent: persona?.traits.accent ?? "neutral",
      language:
        persona?.traits.language ??
        ((personaLanguages as readonly string[]).includes(defaults.language)
          ? (defaults.language as Form["language"])
          : "es"),
      allergies: (persona?.traits.allergies ?? defaults.allergies).join(", "),
      isActive: persona?.isActive ?? false,
    });
  }, [open, persona, defaults]);

  if (!form) return null;
  const set = <Key extends keyof Form>(key: Key, value: Form[Key]) =>
    setForm({ ...form, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError(t("validation:personaNameRequired"));
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...(persona && { id: persona.id }),
        ...form,
        description: form.description || null,
        allergies: splitCommaList(form.allergies),
      });
      toast.success(t("personaDialog.saved"), { description: saved.name });
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      toast.error(t("personaDialog.saveFailed"), {
        description: errorText(error, t),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>
            {persona ? t("personaDialog.editTitle") : t("personaDialog.createTitle")}
          </DialogTitle>
          <DialogDescription>{t("personaDialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label={t("personaDialog.fields.name")} error={nameError}>
            <Input
              value={form.name}
              maxLength={60}
              onChange={(event) => set("name", event.target.value)}
            />
          </FormField>
          <FormField label={t("personaDialog.fields.description")}>
            <Textarea
              value={form.description}
              maxLength={300}
              rows={2}
              onChange={(event) => set("description", event.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("personaDialog.fields.tone")}>
              <NativeSelect
                value={form.tone}
                onChange={(event) => set("tone", event.target.value as Form["tone"])}
              >
                {assistantTones.map((tone) => (
                  <option key={tone} value={tone}>
                    {t(`tones.${tone}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t("personaDialog.fields.personality")}>
              <NativeSelect
                value={form.personality}
                onChange={(event) => set("personality", event.target.value as Form["personality"])}
              >
                {personalities.map((personality) => (
                  <option key={personality} value={personality}>
                    {t(`personalities.${personality}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t("personaDialog.fields.accent")}>
              <NativeSelect
                value={form.accent}
                onChange={(event) => set("accent", event.target.value as Form["accent"])}
              >
                {accents.map((accent) => (
                  <option key={accent} value={accent}>
                    {t(`accents.${accent}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t("personaDialog.fields.language")}>
              <NativeSelect
                value={form.language}
                onChange={(event) => set("language", event.target.value as Form["language"])}
              >
                {personaLanguages.map((language) => (
                  <option key={language} value={language}>
                    {t(`languages.${language}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            label={t("personaDialog.fields.allergies")}
            hint={
              <p className="text-xs text-muted-foreground">{t("personaDialog.allergiesHint")}</p>
            }
          >
            <Input
              value={form.allergies}
              onChange={(event) => set("allergies", event.target.value)}
            />
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox
              id="persona-active"
              checked={form.isActive}
              onCheckedChange={(checked) => set("isActive", checked === true)}
            />
            <Label htmlFor="persona-active">{t("personaDialog.fields.isActive")}</Label>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("personaDialog.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t("personaDialog.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
