import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { toastUnexpectedAuthError } from "#web/components/auth/auth-feedback.ts";
import type { NewPasswordValues } from "#web/components/auth/auth-resolvers.ts";
import { PasswordStrengthMeter } from "#web/components/auth/password-strength-meter.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { resetPassword } from "#web/lib/auth-api.ts";
import { lazyResolver, usePreloadResolver } from "#web/lib/lazy-resolver.ts";

const resolver = lazyResolver<NewPasswordValues>(() =>
  import("#web/components/auth/auth-resolvers.ts").then((module) => module.newPasswordResolver),
);

/** Where the emailed reset link lands: /auth?token=… */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation("auth");
  usePreloadResolver(resolver);
  const form = useForm<NewPasswordValues>({
    resolver,
    mode: "onTouched",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
      toast.success(t("reset.successTitle"), { description: t("reset.successDescription") });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") {
        toast.error(t("errorTitle"), { description: t("reset.invalidLink") });
        return;
      }
      // The one password rule the form may not have checked yet: the whole list of common ones.
      if (error instanceof ApiError && error.status === 400 && error.fields.newPassword) {
        form.setError("password", { message: "passwordTooCommon" });
        return;
      }
      toastUnexpectedAuthError(t, error, () => void submit());
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        label={t("fields.newPassword")}
        error={errors.password}
        hint={<PasswordStrengthMeter password={form.watch("password") ?? ""} />}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label={t("fields.confirmPassword")} error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
