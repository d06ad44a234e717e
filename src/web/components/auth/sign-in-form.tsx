import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { SignInInput } from "#shared/schemas/auth.ts";
import { toastUnexpectedAuthError } from "#web/components/auth/auth-feedback.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { signIn } from "#web/lib/auth-api.ts";
import { lazyResolver, usePreloadResolver } from "#web/lib/lazy-resolver.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

const resolver = lazyResolver<SignInInput>(() =>
  import("#web/components/auth/auth-resolvers.ts").then((module) => module.signInResolver),
);

interface SignInFormProps {
  onSuccess: () => void;
  onForgotPassword: () => void;
}

export function SignInForm({ onSuccess, onForgotPassword }: SignInFormProps) {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation("auth");
  const [failedAttempts, setFailedAttempts] = useState(0);
  usePreloadResolver(resolver);
  const form = useForm<SignInInput>({
    resolver,
    mode: "onTouched",
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn({ email: values.email, password: values.password });
      // Signing in switched the interface to the account's language: the greeting is said in it.
      const lng = i18n.language;
      toast.success(t("signIn.successTitle", { lng }), {
        description: t("signIn.successDescription", { lng }),
      });
      onSuccess();
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_EMAIL_OR_PASSWORD") {
        setFailedAttempts((count) => count + 1);
        form.setError("password", { message: "invalidCredentials" });
        toast.error(t("signIn.errorTitle"), { description: t("signIn.invalidCredentials") });
        return;
      }
      toastUnexpectedAuthError(t, error, () => void submit());
    }
  });

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
        <FormField
          label={t("fields.password")}
          error={
            errors.password?.message === "invalidCredentials"
              ? t("signIn.invalidCredentials")
              : errors.password
          }
        >
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        {failedAttempts > 0 && (
          <p className="text-sm text-destructive" data-testid="failed-attempts">
            {t("signIn.failedAttempts", { count: failedAttempts })}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t("signIn.submitting") : t("signIn.submit")}
        </Button>
        <Button
          type="button"
          variant="link"
          onClick={onForgotPassword}
          className="justify-self-center"
        >
          {t("signIn.forgot")}
        </Button>
      </fieldset>
    </form>
  );
}
