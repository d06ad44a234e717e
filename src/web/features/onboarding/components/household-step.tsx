import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { OnboardingHouseholdInput } from "#shared/schemas/onboarding.ts";
import { RestoreBackup } from "#web/components/household/restore-backup.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import {
  type OnboardingState,
  saveHousehold,
} from "#web/features/onboarding/api/onboarding-api.ts";
import { StepShell } from "#web/features/onboarding/components/step-shell.tsx";
import { useStepError } from "#web/features/onboarding/components/use-step-error.ts";
import { lazyResolver, usePreloadResolver } from "#web/lib/lazy-resolver.ts";

const householdResolver = lazyResolver<OnboardingHouseholdInput>(() =>
  import("#web/features/onboarding/components/onboarding-resolvers.ts").then(
    (module) => module.householdResolver,
  ),
);

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Step 1: the household's name (its time zone is the browser's), or a backup to restore. */
export function HouseholdStep({
  name,
  onSaved,
}: {
  name: string;
  onSaved: (state: OnboardingState) => void;
}) {
  const { t } = useTranslation(["onboarding", "settings"]);
  const showError = useStepError();
  usePreloadResolver(householdResolver);
  const form = useForm<OnboardingHouseholdInput>({
    resolver: householdResolver,
    mode: "onTouched",
    defaultValues: { name },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      onSaved(await saveHousehold({ ...values, timeZone: browserTimeZone() }));
    } catch (error) {
      await showError(error);
    }
  });
  return (
    <>
      <StepShell
        title={t("household.title")}
        description={t("household.description")}
        onSubmit={() => void submit()}
        submitLabel={t("next")}
        pending={isSubmitting}
        pendingLabel={t("saving")}
      >
        <FormField label={t("household.name")} error={errors.name}>
          <Input placeholder={t("household.placeholder")} {...form.register("name")} />
        </FormField>
      </StepShell>
      <details className="mt-6 rounded-md border border-border p-4">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">
          {t("settings:restore.fromOnboarding")}
        </summary>
        <div className="grid gap-3 pt-2">
          <p className="text-sm text-muted-foreground">
            {t("settings:restore.fromOnboardingHint")}
          </p>
          <RestoreBackup />
        </div>
      </details>
    </>
  );
}
