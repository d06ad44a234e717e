import { Banknote, Check, CreditCard, QrCode, Store, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type PlanId, planIds, planNames } from "#shared/domain/plans.ts";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import type { OpenAuthDialog } from "#web/features/landing/components/landing-actions.ts";
import { SectionHeading } from "#web/features/landing/components/section-heading.tsx";
import { track } from "#web/lib/analytics.ts";
import { cn } from "#web/lib/cn.ts";

const payments = [
  { key: "card", icon: CreditCard },
  { key: "paypal", icon: Wallet },
  { key: "oxxo", icon: Store },
  { key: "pix", icon: QrCode },
] as const;

const popularPlan: PlanId = "familiar";

export function PlansSection({ openAuth }: { openAuth: OpenAuthDialog }) {
  const { t } = useTranslation("landing");
  return (
    <section
      id="planes"
      aria-labelledby="planes-title"
      className="scroll-mt-16 bg-muted px-4 py-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="planes-title"
          eyebrow={t("plans.eyebrow")}
          title={t("plans.title")}
          subtitle={t("plans.subtitle")}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {planIds.map((plan) => {
            const popular = plan === popularPlan;
            const features = t(`plans.cards.${plan}.features`, { returnObjects: true }) as string[];
            const subtitle = t(`plans.cards.${plan}.subtitle`);
            return (
              <li
                key={plan}
                data-testid={`plan-${plan}`}
                aria-labelledby={`plan-${plan}-name`}
                className={cn(
                  "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm",
                  popular ? "border-2 border-primary shadow-lg" : "border-border",
                )}
              >
                {popular && (
                  <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-stone-950">
                    {t("plans.popular")}
                  </p>
                )}
                <h3 id={`plan-${plan}-name`} className="text-xl font-bold">
                  {t(`plans.cards.${plan}.name`)}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`plans.cards.${plan}.description`)}
                </p>
                <p className="mt-4 flex items-baseline gap-1">
                  <span className="text-4xl font-bold">{t(`plans.cards.${plan}.price`)}</span>
                  <span className="text-sm text-muted-foreground">MXN {t("plans.period")}</span>
                </p>
                <p className="min-h-5 text-sm text-muted-foreground">{subtitle}</p>
                <ul className="my-6 grid gap-2 text-sm">
                  {features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  asChild
                  variant={popular ? "default" : "outline"}
                  className="mt-auto w-full"
                >
                  <a
                    href={`${paths.auth}?tab=signup`}
                    onClick={(event) => {
                      event.preventDefault();
                      track("pricing_cta_clicked", { plan_name: planNames[plan], currency: "MXN" });
                      openAuth("signUp", `pricing_${plan}`);
                    }}
                  >
                    {t(`plans.cards.${plan}.cta`)}
                  </a>
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">{t("plans.currencyNote")}</p>
        <div className="mt-10 grid gap-6 rounded-2xl border border-border bg-card p-6 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h3 className="mb-3 font-semibold">{t("plans.paymentTitle")}</h3>
            <ul className="flex flex-wrap gap-2">
              {payments.map(({ key, icon: Icon }) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm"
                >
                  <Icon className="size-4 text-primary" aria-hidden />
                  {t(`plans.payments.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <p className="flex max-w-sm items-start gap-2 text-sm font-medium text-secondary-foreground">
            <Banknote className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            {t("plans.trial")}
          </p>
        </div>
      </div>
    </section>
  );
}
