import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { OnboardingProfileInput } from "#shared/schemas/onboarding.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { type OnboardingState, saveProfile } from "#web/features/onboarding/api/onboarding-api.ts";
import { StepShell } from "#web/features/onboarding/components/step-shell.tsx";
import { useStepError } from "#web/features/onboarding/components/use-step-error.ts";
import { lazyResolver, usePreloadResolver } from "#web/lib/lazy-resolver.ts";

const profileResolver = lazyResolver<OnboardingProfileInput>(() =>
  import("#web/features/onboarding/components/onboarding-resolvers.ts").then(
    (module) => module.profileResolver,
  ),
);

/** Step 2: the creator's name and optional phone; saving makes them the owner. */
export function ProfileStep({
  name,
  phone,
  onSaved,
  onBack,
}: {
  name: string;
  phone: string;
  onSaved: (state: OnboardingState) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation("onboarding");
  const showError = useStepError();
  usePreloadResolver(profileResolver);
  const form = useForm<OnboardingProfileInput>({
    resolver: profileResolver,
    mode: "onTouched",
    defaultValues: { name, phone },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      onSaved(await saveProfile(values));
    } catch (error) {
      await showError(error);
    }
  });
  return (
    <StepShell
      title={t("profile.title")}
      description={t("profile.description")}
      onSubmit={() => void submit()}
      onBack={onBack}
      submitLabel={t("next")}
      pending={isSubmitting}
      pendingLabel={t("saving")}
    >
      <FormField label={t("profile.name")} error={errors.name}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField label={t("profile.phone")} error={errors.phone}>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t("profile.phonePlaceholder")}
          {...form.register("phone")}
        />
      </FormField>
    </StepShell>
  );
}
