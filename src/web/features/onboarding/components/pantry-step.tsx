import { useState } from "react";
import { useTranslation } from "react-i18next";
import { initialPantryItems } from "#shared/domain/onboarding.ts";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { finishOnboarding } from "#web/features/onboarding/api/onboarding-api.ts";
import { StepShell } from "#web/features/onboarding/components/step-shell.tsx";
import { useStepError } from "#web/features/onboarding/components/use-step-error.ts";

/** Step 5: the initial pantry checklist of spec §2, which becomes the 'Pantry Inicial' list. */
export function PantryStep({
  onFinished,
  onBack,
}: {
  onFinished: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation("onboarding");
  const showError = useStepError();
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(initialPantryItems.map((item) => item.id)),
  );
  const [pending, setPending] = useState(false);

  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    setPending(true);
    try {
      await finishOnboarding({ pantryItems: [...chosen] });
      await onFinished();
    } catch (error) {
      await showError(error);
      setPending(false);
    }
  };

  return (
    <StepShell
      title={t("pantry.title")}
      description={t("pantry.description", { listName: t("pantry.listName") })}
      onSubmit={() => void submit()}
      onBack={onBack}
      submitLabel={t("pantry.finish")}
      pending={pending}
      pendingLabel={t("pantry.finishing")}
    >
      <ul className="grid gap-2">
        {initialPantryItems.map((item) => {
          const id = `despensa-${item.id}`;
          return (
            <li key={item.id}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-border bg-card p-3"
              >
                <Checkbox
                  id={id}
                  checked={chosen.has(item.id)}
                  onCheckedChange={(checked) => toggle(item.id, checked === true)}
                />
                <span className="flex-1 font-medium">{t(`pantry.items.${item.id}.name`)}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`pantry.items.${item.id}.category`)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </StepShell>
  );
}
