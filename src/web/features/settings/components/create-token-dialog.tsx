import { zodResolver } from "@hookform/resolvers/zod";
import { Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  apiTokenExpiryChoices,
  type CreateApiToken,
  type CreatedApiToken,
  createApiTokenSchema,
} from "#shared/schemas/api-tokens.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { createApiToken } from "#web/features/settings/api/api-tokens-api.ts";

/** The expiry select's value: a number of days, or "never" (null). */
const expiryDays = (value: string) => (value === "never" ? null : Number(value));

/** Name, scope and expiry; then the token itself, once, with a copy button. Opened by «Crear
 * token» in Configuración → Tokens de API (`ApiTokensSection`). */
export function CreateTokenDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation(["settings", "common"]);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const form = useForm<CreateApiToken>({
    resolver: zodResolver(createApiTokenSchema),
    mode: "onTouched",
    defaultValues: { name: "", scope: "read", expiresInDays: 90 },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useDialogSubmit(form, {
    failed: t("apiTokens.createFailed"),
    save: async (values) => {
      setCreated(await createApiToken(values));
      onCreated();
    },
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={created ? t("apiTokens.createdTitle") : t("apiTokens.createTitle")}
      description={created ? t("apiTokens.createdDescription") : t("apiTokens.createDescription")}
    >
      {created ? (
        <ShownOnce created={created} onDone={onClose} />
      ) : (
        <DialogForm onSubmit={submit}>
          <FormField label={t("apiTokens.name")} error={errors.name}>
            <Input
              maxLength={60}
              autoComplete="off"
              placeholder={t("apiTokens.namePlaceholder")}
              {...form.register("name")}
            />
          </FormField>
          <FormField label={t("apiTokens.scope")} error={errors.scope}>
            <NativeSelect {...form.register("scope")}>
              <option value="read">{t("apiTokens.scopes.read")}</option>
              <option value="read-write">{t("apiTokens.scopes.read-write")}</option>
            </NativeSelect>
          </FormField>
          <FormField label={t("apiTokens.expiry")} error={errors.expiresInDays}>
            <NativeSelect {...form.register("expiresInDays", { setValueAs: expiryDays })}>
              {apiTokenExpiryChoices.map((days) => (
                <option key={days} value={String(days)}>
                  {t("apiTokens.expiryDays", { count: days })}
                </option>
              ))}
              <option value="never">{t("apiTokens.expiryNever")}</option>
            </NativeSelect>
          </FormField>
          <FormActions
            cancelLabel={t("apiTokens.cancel")}
            submitLabel={t("apiTokens.createSubmit")}
            submittingLabel={t("apiTokens.creating")}
            submitting={isSubmitting}
          />
        </DialogForm>
      )}
    </FormDialog>
  );
}

function ShownOnce({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation(["settings", "common"]);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(t("apiTokens.copied"));
    } catch {
      input.current?.select();
      toast.error(t("apiTokens.copyFailed"));
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("apiTokens.secretLabel", { name: created.token.name })}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            ref={input}
            readOnly
            value={created.secret}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => void copy()}
            aria-label={t("apiTokens.copyLabel")}
          >
            <Copy aria-hidden />
            <span className="hidden sm:inline">{t("apiTokens.copy")}</span>
          </Button>
        </div>
      </div>
      <p role="note" className="rounded-md bg-accent-soft p-3 text-sm text-amber-900">
        {t("apiTokens.onceWarning")}
      </p>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          {t("apiTokens.done")}
        </Button>
      </div>
    </div>
  );
}
