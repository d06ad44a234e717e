import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import type { SettingsSectionProps } from "#web/features/settings/components/settings-section.ts";
import { formatLongDate } from "#web/lib/dates.ts";

/** The plan, its status, the trial days left and the members it allows (spec §6, §9). */
export function PlanSection({ settings }: SettingsSectionProps) {
  const { t, i18n } = useTranslation(["settings", "household"]);
  const { plan } = settings;
  return (
    <SectionCard id="plan" title={t("plan.title")} description={t("plan.description")}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted-foreground">{t("plan.current")}</span>
        <span className="text-lg font-semibold" data-testid="plan-name">
          {t(`household:plans.${plan.effective}`)}
        </span>
        <Badge variant={plan.inTrial ? "secondary" : "outline"}>
          {t(`plan.status.${plan.status}`)}
        </Badge>
      </div>
      {plan.inTrial && (
        <div className="grid gap-1 rounded-md bg-accent-soft p-3 text-sm">
          <p className="font-medium" data-testid="trial-days">
            {t("plan.trial", { count: plan.trialDaysLeft })}
          </p>
          {plan.trialEndsAt && (
            <p>{t("plan.trialEnds", { date: formatLongDate(plan.trialEndsAt, i18n.language) })}</p>
          )}
        </div>
      )}
      <p className="text-sm">
        {t("plan.members", { count: plan.membersCount, limit: plan.membersLimit })}
      </p>
      <a href="/#planes" className="justify-self-start text-sm text-primary underline">
        {t("plan.seePlans")}
      </a>
    </SectionCard>
  );
}
