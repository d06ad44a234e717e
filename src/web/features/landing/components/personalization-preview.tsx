import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "#web/lib/cn.ts";

/** Spec §9 personalization options, in the order of the four setup steps. */
const setupSteps = {
  scope: ["solo", "family", "work", "all"],
  personality: ["friendly", "coach", "practical", "formal"],
  accent: ["mx", "ar", "br", "co", "uy"],
  calendar: ["google", "outlook", "apple", "manual"],
} as const;

type StepKey = keyof typeof setupSteps;
type Choices = { [K in StepKey]: (typeof setupSteps)[K][number] };

const stepKeys = Object.keys(setupSteps) as StepKey[];

export function PersonalizationPreview() {
  const { t } = useTranslation("landing");
  const [choices, setChoices] = useState<Choices>({
    scope: "family",
    personality: "friendly",
    accent: "mx",
    calendar: "google",
  });
  const formal = choices.personality === "formal";
  const sample = [
    t(`demo.preview.greetings.${formal ? "formal" : choices.accent}`),
    t(`demo.preview.bodies.${choices.personality}`, {
      focus: t(`demo.preview.focus.${choices.scope}`),
    }),
    t(`demo.preview.calendars.${choices.calendar}`),
    t(`demo.preview.signOffs.${formal ? "formal" : choices.accent}`),
  ].join(" ");

  return (
    <div
      id="personalizacion"
      className="mt-12 scroll-mt-20 rounded-2xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <div className="mb-6 grid gap-1">
        <h3 className="text-2xl font-bold">{t("demo.preview.title")}</h3>
        <p className="text-muted-foreground">{t("demo.preview.subtitle")}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <ol className="grid gap-6 sm:grid-cols-2">
          {stepKeys.map((step, index) => (
            <li key={step}>
              <fieldset className="grid gap-2">
                <legend className="mb-2">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-primary">
                    {t("demo.preview.step", { step: index + 1 })}
                  </span>
                  <span className="block font-semibold">
                    {t(`demo.preview.steps.${step}.title`)}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {t(`demo.preview.steps.${step}.description`)}
                  </span>
                </legend>
                <div className="flex flex-wrap gap-2">
                  {setupSteps[step].map((option) => {
                    const checked = choices[step] === option;
                    return (
                      <label
                        key={option}
                        className={cn(
                          "cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                          checked
                            ? "border-primary bg-primary text-primary-foreground"
                            : "border-input bg-card hover:bg-muted",
                        )}
                      >
                        <input
                          type="radio"
                          name={`preview-${step}`}
                          value={option}
                          checked={checked}
                          onChange={() => setChoices((current) => ({ ...current, [step]: option }))}
                          className="sr-only"
                        />
                        {t(`demo.preview.options.${step}.${option}`)}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="self-start rounded-2xl bg-secondary p-5">
          <p className="mb-3 flex items-center gap-2 font-semibold text-secondary-foreground">
            <MessageCircle className="size-5" aria-hidden />
            {t("demo.preview.sampleTitle")}
          </p>
          <p
            role="status"
            data-testid="preview-sample"
            className="rounded-2xl rounded-tl-sm bg-card p-4 text-sm shadow-sm"
          >
            {sample}
          </p>
        </div>
      </div>
    </div>
  );
}
