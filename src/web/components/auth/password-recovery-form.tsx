import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { toastUnexpectedAuthError } from "#web/components/auth/auth-feedback.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { requestPasswordReset } from "#web/lib/auth-api.ts";
import { lazyResolver, usePreloadResolver } from "#web/lib/lazy-resolver.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

const resolvers = {
  page: lazyResolver<{ email: string }>(() =>
    import("#web/components/auth/auth-resolvers.ts").then(
      (module) => module.recoveryResolvers.page,
    ),
  ),
  dialog: lazyResolver<{ email: string }>(() =>
    import("#web/components/auth/auth-resolvers.ts").then(
      (module) => module.recoveryResolvers.dialog,
    ),
  ),
};

interface PasswordRecoveryFormProps {
  variant: "page" | "dialog";
  onBack: () => void;
}

/** Always answers the same way, whether or not the email has an account (spec §8). */
export function PasswordRecoveryForm({ variant, onBack }: PasswordRecoveryFormProps) {
  const hydrated = useHydrated();
  const { t } = useTranslation("auth");
  const [sent, setSent] = useState(false);
  usePreloadResolver(resolvers[variant]);
  const form = useForm<{ email: string }>({
    resolver: resolvers[variant],
    mode: "onTouched",
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSent(true);
      toast.success(t("recovery.sentTitle"), { description: t("recovery.sentDescription") });
    } catch (error) {
      toastUnexpectedAuthError(t, error, () => void submit());
    }
  });

  if (sent) {
    return (
      <div className="grid gap-4 text-center" role="status">
        <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
        <p>{t("recovery.sentNotice")}</p>
        <Button variant="outline" onClick={() => setSent(false)}>
          {t("recovery.sendAnother")}
        </Button>
        <Button variant="link" onClick={onBack} className="justify-self-center">
          {t("recovery.back")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {/* Disabled until React owns the prerendered form: typing is never lost (ADR 004). */}
      <fieldset disabled={!hydrated} className="contents">
        <FormField label={t("fields.email")} error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("placeholders.email")}
            {...form.register("email")}
          />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t("recovery.submitting") : t("recovery.submit")}
        </Button>
        <Button type="button" variant="link" onClick={onBack} className="justify-self-center">
          {t("recovery.back")}
        </Button>
      </fieldset>
    </form>
  );
}
