import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type DemoStep, demoSteps } from "#shared/demo/demo-constants.ts";
import { cn } from "#web/lib/cn.ts";

export function DemoStepper({ step }: { step: DemoStep }) {
  const { t } = useTranslation("demo");
  const currentIndex = demoSteps.indexOf(step);
  return (
    <ol aria-label={t("steps.label")} className="grid grid-cols-4 gap-1.5 sm:gap-3">
      {demoSteps.map((name, index) => {
        const done = index < currentIndex;
        const current = index === currentIndex;
        return (
          <li
            key={name}
            aria-current={current ? "step" : undefined}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <span
              className={cn(
                "h-1.5 w-full rounded-full bg-border transition-colors duration-500",
                (done || current) && "bg-primary",
              )}
              aria-hidden
            />
            <span
              className={cn(
                "flex items-center gap-1 text-xs font-medium text-muted-foreground sm:text-sm",
                current && "text-foreground",
              )}
            >
              {done && <Check className="size-3.5 text-primary" aria-hidden />}
              {t(`steps.${name}`)}
              {done && <span className="sr-only">({t("steps.done")})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
