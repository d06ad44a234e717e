import { useId } from "react";
import { Controller, type FieldError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { signupCountries, signupLanguages } from "#shared/domain/locale.ts";
import { paths } from "#shared/routing/paths.ts";
import { toastUnexpectedAuthError } from "#web/components/auth/auth-feedback.ts";
import type { SignUpValues } from "#web/components/auth/auth-resolvers.ts";
import { PasswordStrengthMeter } from "#web/components/auth/password-strength-meter.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { FormField, useFieldMessage } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { signupLanguageFor } from "#web/i18n/i18n.ts";
import { track } from "#web/lib/analytics.ts";
import { ApiError, NetworkError } from "#web/lib/api-client.ts";
import { signUp } from "#web/lib/auth-api.ts";
import { lazyResolver, usePreloadResolver } from "#web/lib/lazy-resolver.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

const resolvers = {
  page: lazyResolver<FormValues>(() =>
    import("#web/components/auth/auth-resolvers.ts").then((module) => module.signUpResolvers.page),
  ),
  dialog: lazyResolver<FormValues>(() =>
    import("#web/components/auth/auth-resolvers.ts").then(
      (module) => module.signUpResolvers.dialog,
    ),
  ),
};

type FormValues = SignUpValues;

interface SignUpFormProps {
  /** "page": the /auth tab (with password confirmation); "dialog": the landing page's dialog. */
  variant: "page" | "dialog";
  onSuccess: () => void;
}

export function SignUpForm({ variant, onSuccess }: SignUpFormProps) {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation("auth");
  usePreloadResolver(resolvers[variant]);
  const form = useForm<FormValues>({
    resolver: resolvers[variant],
    mode: "onTouched",
    defaultValues: {
      name: "",
      email: "",
      password: "",
      confirmPassword: "",
      country: "MX",
      // The language the visitor is reading the site in is the likely answer.
      language: signupLanguageFor(i18n.language),
      acceptTerms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  // "Complete every field" is said once, above the button; the empty fields are marked invalid.
  const missingId = useId();
  const missing = (message?: string) => message === "allFieldsRequired";
  const anyMissing = Object.values(errors).some((error) => missing(error?.message));
  const fieldError = (error?: FieldError) => (missing(error?.message) ? undefined : error);
  const message = useFieldMessage();
  const missingBy = (message?: string) => (missing(message) ? missingId : undefined);

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    // Spec §7: the sign-up funnel, with the chosen country and language.
    const where = { country: values.country ?? "MX", language: values.language ?? "ES" };
    track("signup_submitted", where);
    try {
      await signUp(values);
      track("signup_succeeded", where);
      // Signing up switched the interface to the chosen Idioma: the welcome is said in it.
      const lng = i18n.language;
      toast.success(t("signUp.successTitle", { lng }), {
        description: t("signUp.successDescription", { lng }),
      });
      onSuccess();
    } catch (error) {
      track("signup_failed", {
        ...where,
        error:
          error instanceof ApiError
            ? error.code
            : error instanceof NetworkError
              ? "NETWORK_ERROR"
              : "UNKNOWN",
      });
      if (error instanceof ApiError && error.code === "USER_ALREADY_EXISTS") {
        form.setError("email", { message: "alreadyRegistered" });
        toast.error(t("errorTitle"), { description: t("signUp.alreadyRegisteredToast") });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields.email) {
        form.setError("email", { message: "emailInvalid" });
        return;
      }
      // The one password rule the form may not have checked yet: the whole list of common ones.
      if (error instanceof ApiError && error.status === 400 && error.fields.password) {
        form.setError("password", { message: "passwordTooCommon" });
        return;
      }
      const generic =
        error instanceof ApiError && error.status === 429
          ? error.message
          : t("signUp.genericError");
      toastUnexpectedAuthError(t, error, () => void submit(), generic);
    }
  });

  const password = form.watch("password");

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {/* Disabled until React owns the prerendered form: typing is never lost (ADR 004). */}
      <fieldset disabled={!hydrated} className="contents">
        <FormField
          label={t("fields.fullName")}
          error={fieldError(errors.name)}
          invalidBy={missingBy(errors.name?.message)}
        >
          <Input
            autoComplete="name"
            placeholder={t("placeholders.fullName")}
            {...form.register("name")}
          />
        </FormField>
        <FormField
          label={t("fields.email")}
          error={
            errors.email?.message === "alreadyRegistered"
              ? t("signUp.alreadyRegistered")
              : fieldError(errors.email)
          }
          invalidBy={missingBy(errors.email?.message)}
        >
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
          error={fieldError(errors.password)}
          invalidBy={missingBy(errors.password?.message)}
          hint={<PasswordStrengthMeter password={password ?? ""} />}
        >
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        {variant === "page" && (
          <FormField
            label={t("fields.confirmPassword")}
            error={fieldError(errors.confirmPassword)}
            invalidBy={missingBy(errors.confirmPassword?.message)}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register("confirmPassword")}
            />
          </FormField>
        )}
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t("fields.country")}>
            <NativeSelect autoComplete="country" {...form.register("country")}>
              {signupCountries.map((country) => (
                <option key={country} value={country}>
                  {t(`countries.${country}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("fields.language")}>
            <NativeSelect {...form.register("language")}>
              {signupLanguages.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid gap-1.5">
          <div className="flex items-start gap-2">
            <Controller
              control={form.control}
              name="acceptTerms"
              render={({ field }) => (
                <Checkbox
                  id={`terms-${variant}`}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={errors.acceptTerms ? `terms-${variant}-error` : undefined}
                  className="mt-0.5"
                />
              )}
            />
            <label htmlFor={`terms-${variant}`} className="text-sm leading-snug">
              {t("terms.before")}
              <a
                href={paths.legalTerms}
                target="_blank"
                rel="noopener"
                className="text-primary underline"
              >
                {t("terms.terms")}
                <span className="sr-only"> {t("terms.newTab")}</span>
              </a>
              {t("terms.and")}
              <a
                href={paths.legalPrivacy}
                target="_blank"
                rel="noopener"
                className="text-primary underline"
              >
                {t("terms.privacy")}
                <span className="sr-only"> {t("terms.newTab")}</span>
              </a>
            </label>
          </div>
          {errors.acceptTerms && (
            <p id={`terms-${variant}-error`} role="alert" className="text-sm text-destructive">
              {message(fieldError(errors.acceptTerms))}
            </p>
          )}
        </div>
        {anyMissing && (
          <p id={missingId} role="alert" className="text-sm text-destructive">
            {t("validation:allFieldsRequired")}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t("signUp.submitting") : t("signUp.submit")}
        </Button>
      </fieldset>
    </form>
  );
}
